'use client';

import { useActionState, useEffect, useRef, useState, useTransition, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { formText } from '@/content/forms';
import type { FieldErrors, RequestKind } from '@/lib/schemas/requests';
import { buttonVariants } from '@/components/ui/button-variants';
import type { RequestFields } from './contact-fields';
import { Honeypot } from './honeypot';
import { notify } from './toaster';
import { hasDraft } from './draft-names';

/** What a request page's server action answers: as the contact form's (contact-form.tsx). */
export type RequestPageState = {
  status: 'idle' | 'success' | 'error';
  title?: string;
  description?: string;
  fields?: FieldErrors;
  /** What the visitor typed, given back after a refusal so that nothing is lost, even without JavaScript. */
  values: Record<string, string>;
};

export type RequestPageAction = (state: RequestPageState, formData: FormData) => Promise<RequestPageState>;

type Props = {
  kind: RequestKind;
  /** The page's server action, which the form posts to, with or without JavaScript. */
  action: RequestPageAction;
  /** "page path · button label", as the dialog writes it. */
  source: string;
  /** The kind's empty values, overlaid by the button's preset. */
  initial: Record<string, string>;
  submitLabel: string;
  /** The kind's fields, the components its dialog shows. */
  children: (form: RequestFields) => ReactNode;
  /** A step of the page's own before the action takes the form, with JavaScript (photo-page-submit.ts). */
  onSubmit?: PageSubmit;
};

/**
 * A page's step before its action: it may refuse (errors beside their fields, a toast), say it is busy meanwhile,
 * then send the form's data (changed) to the action; it prevents the event's default to take over.
 */
export type PageSubmit = (
  event: FormEvent<HTMLFormElement>,
  form: { busy: boolean; refuse: (fields: FieldErrors, title: string) => void; prepare: (busy: boolean) => void; send: (data: FormData) => void },
) => void;

/**
 * A request page's form: a server action, as the contact form, so that it posts and stores as a plain HTML form
 * without JavaScript; the action answers with SPEC's message, the French error of each field and what was typed.
 * With JavaScript the same action answers in place, and the result also shows as a toast. It does not take the
 * dialog's client-side validation (useRequestForm): that would bring the schemas into the page's first load, past
 * the 150 KB budget (DESIGN.md); the dialogs load them on demand. What is typed is kept on the device as the kind's
 * draft (drafts.ts, loaded on first use), the one its dialog keeps, and deleted once stored.
 */
export function RequestPageForm(props: Props) {
  const [state, formAction, pending] = useActionState(props.action, { status: 'idle', values: {} });
  // Each answer opens a fresh form: empty (its preset kept) once stored, with what was typed after a refusal.
  const [answer, setAnswer] = useState({ state, count: 0 });
  if (answer.state !== state) setAnswer({ state, count: answer.count + 1 });
  const statusId = `${props.kind}-page-statut`;
  return (
    <div className="flex flex-col gap-4">
      {/* Outside the form, which each answer renews: a live region must stay in place to be read out. */}
      <div id={statusId} role="status" aria-live="polite">
        {state.status === 'success' ? (
          <p className="rounded-lg bg-emerald-50 p-3 text-sm font-medium text-emerald-800">{[state.title, state.description].filter(Boolean).join(' ')}</p>
        ) : state.status === 'error' ? (
          <p className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">{`${state.title}\u202f: ${state.description}`}</p>
        ) : null}
      </div>
      <PageForm key={answer.count} {...props} state={state} formAction={formAction} pending={pending} statusId={statusId} />
    </div>
  );
}

type PageFormProps = Props & { state: RequestPageState; formAction: (formData: FormData) => void; pending: boolean; statusId: string };

/** The draft module (drafts.ts), loaded when the page's form is first used or a draft of its kind is kept. */
const drafts = () => import('./drafts');

function PageForm({ kind, source, initial, submitLabel, children, onSubmit, state, formAction, pending, statusId }: PageFormProps) {
  const [values, setValues] = useState<Record<string, string>>(() => ({ ...initial, ...state.values }));
  // A refusal's message stays beside its field until the visitor changes the field.
  const [errors, setErrors] = useState<FieldErrors>(state.status === 'error' ? (state.fields ?? {}) : {});
  const formRef = useRef<HTMLFormElement>(null);
  const [preparing, setPreparing] = useState(false);
  const [, startTransition] = useTransition();
  // What the visitor typed or chose: the draft the device keeps (the kind's, shared with its dialog).
  const typed = useRef<Record<string, string>>(state.values);

  const set = (name: string, value: string) => {
    typed.current = { ...typed.current, [name]: value };
    const kept = typed.current;
    void drafts().then(({ saveDraft }) => saveDraft(kind, kept), () => undefined);
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!current[name]) return current;
      const { [name]: _cleared, ...rest } = current;
      return rest;
    });
  };
  // The props the kind's fields take (the same as useRequestForm's field and input).
  const form: RequestFields = {
    errors,
    field: (name, fallback = '') => ({ name, value: values[name] ?? fallback, error: errors[name], onChange: (value: string) => set(name, value) }),
    input: (name) => ({ name, value: values[name] ?? '', onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(name, event.target.value) }),
  };

  useEffect(() => {
    // With JavaScript, French messages replace the browser's bubbles.
    if (formRef.current) formRef.current.noValidate = true;
    // Where the visit came from goes with the form (loaded after the page, not with it).
    void import('./visit').then((visit) => visit.fillAttribution(formRef.current));
    // Stored: its draft goes. Otherwise a draft of an earlier visit (or of the kind's dialog) fills a fresh form; one
    // whose request already waits for the network is left to the queue (offline-queue.ts), not sent a second time.
    if (state.status === 'success') void drafts().then(({ clearDraft }) => clearDraft(kind), () => undefined);
    else if (state.status === 'idle' && hasDraft(kind)) {
      void drafts().then(({ loadDraft }) => {
        const draft = loadDraft(kind);
        if (!draft || draft.pending) return;
        typed.current = draft.values;
        setValues((current) => ({ ...current, ...draft.values }));
      });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per form: each answer mounts a new one
  }, []);
  useEffect(() => {
    // An answer given in place (with JavaScript) also shows as a toast, and a refusal puts the focus on its first field.
    if (state.status === 'idle' || !state.title) return;
    void notify({ title: state.title, description: state.description, variant: state.status === 'success' ? 'success' : 'error' });
    const firstError = Object.keys(state.fields ?? {})[0];
    if (firstError) formRef.current?.querySelector<HTMLElement>(`[name="${firstError}"]`)?.focus();
  }, [state]);

  const busy = pending || preparing;
  // A page's own step before its action takes the form (the photo pages shrink their photos): with JavaScript only.
  const submit = onSubmit
    ? (event: FormEvent<HTMLFormElement>) =>
        onSubmit(event, {
          busy,
          refuse: (fields, title) => {
            setErrors((current) => ({ ...current, ...fields }));
            void notify({ title, description: Object.values(fields)[0], variant: 'error' });
            formRef.current?.querySelector<HTMLElement>(`[name="${Object.keys(fields)[0]}"]`)?.focus();
          },
          prepare: setPreparing,
          send: (data) => startTransition(() => formAction(data)),
        })
    : undefined;

  return (
    <form ref={formRef} action={formAction} onSubmit={submit} className="relative flex flex-col gap-4" aria-describedby={statusId}>
      <Honeypot />
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="attribution" />
      {children(form)}
      <p className="text-xs text-muted">
        {formText.requiredNote.before} <span aria-hidden>*</span>
        <span className="sr-only">{formText.requiredNote.asterisk}</span> {formText.requiredNote.after}
      </p>
      <button type="submit" className={`${buttonVariants({ size: 'lg' })} sm:w-fit`} disabled={busy} aria-disabled={busy}>
        {busy ? formText.sending : submitLabel}
      </button>
    </form>
  );
}
