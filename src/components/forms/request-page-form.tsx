'use client';

import { useActionState, useEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { formText } from '@/content/forms';
import { sendMessages } from '@/content/send-messages';
import type { FieldErrors, RequestKind } from '@/lib/schemas/requests';
import type { ContactFormState } from './contact-form';
import { buttonVariants } from '@/components/ui/button-variants';
import type { RequestFields } from './contact-fields';
import { Honeypot } from './honeypot';
import { notify } from './toaster';
import { hasDraft, SENT_EVENT } from './draft-names';
import { typedBeforeScripts } from './typed-before-scripts';

/**
 * What a request page's server action answers, and what a send made with JavaScript gives (page-send.ts): the contact
 * form's answer (contact-form.tsx), `queued` included.
 */
export type RequestPageState = ContactFormState;

export type RequestPageAction = (state: RequestPageState, formData: FormData) => Promise<RequestPageState>;

type Props = {
  kind: RequestKind;
  /** The page's server action, which the form posts to without JavaScript (or when tapped before the scripts came). */
  action: RequestPageAction;
  /** "page path · button label", as the dialog writes it. */
  source: string;
  /** The kind's empty values, overlaid by the button's preset. */
  initial: Record<string, string>;
  submitLabel: string;
  /** The kind's fields, the components its dialog shows. */
  children: (form: RequestFields) => ReactNode;
};

/** An answer the form shows; `fresh`: a stored request, after which the form starts again (its preset kept). */
type Answered = (state: RequestPageState, fresh: boolean) => void;

/**
 * A request page's form. Without JavaScript it posts to the page's server action, as the contact form does, which
 * answers with SPEC's message, the French error of each field and what was typed. With JavaScript it works as the
 * kind's dialog does (page-send.ts, loaded once the form is used, so that the page's first load stays within the
 * 150 KB budget of DESIGN.md): checked with the kind's schema, sent with its draft's idempotency key, and kept on the
 * device to go by itself when the network or the server is not there. What is typed is the kind's draft (drafts.ts),
 * the one its dialog keeps, deleted once stored. Each answer shows in place, and as a toast.
 */
export function RequestPageForm(props: Props) {
  const [actionState, formAction, pending] = useActionState(props.action, { status: 'idle', values: {} });
  // Each answer of the action opens a fresh form: empty (its preset kept) once stored, with what was typed after a
  // refusal. A send made with JavaScript renews the form only once stored: a refusal keeps it as it is, photos too.
  const [answer, setAnswer] = useState({ state: actionState, count: 0 });
  const [seen, setSeen] = useState(actionState);
  if (seen !== actionState) {
    setSeen(actionState);
    setAnswer({ state: actionState, count: answer.count + 1 });
  }
  const answered: Answered = (state, fresh) =>
    setAnswer((current) => ({ state, count: current.count + (fresh ? 1 : 0) }));
  const { state } = answer;
  const { kind } = props;
  useEffect(() => {
    // Its request, queued, was stored (by the page's retry or the service worker), which has said so in a toast.
    const onSent = (event: Event) => {
      const detail = (event as CustomEvent<{ form: string; notice: { title: string; description?: string } }>).detail;
      if (detail?.form === kind)
        setAnswer((current) => ({
          state: { status: 'success', ...detail.notice, values: {} },
          count: current.count + 1,
        }));
    };
    window.addEventListener(SENT_EVENT, onSent);
    return () => window.removeEventListener(SENT_EVENT, onSent);
  }, [kind]);
  const statusId = `${kind}-page-statut`;
  return (
    <div className="flex flex-col gap-4">
      {/* Outside the form, which a stored request renews: a live region must stay in place to be read out. */}
      <div id={statusId} role="status" aria-live="polite">
        {state.status === 'success' ? (
          <p className="rounded-lg bg-emerald-50 p-3 text-sm font-medium text-emerald-800">
            {[state.title, state.description].filter(Boolean).join(' ')}
          </p>
        ) : state.status === 'queued' ? (
          <p className="rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-900">{state.title}</p>
        ) : state.status === 'error' ? (
          <p className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">{`${state.title}\u202f: ${state.description}`}</p>
        ) : null}
      </div>
      <PageForm
        key={answer.count}
        {...props}
        state={state}
        formAction={formAction}
        pending={pending}
        statusId={statusId}
        answered={answered}
      />
    </div>
  );
}

type PageFormProps = Props & {
  state: RequestPageState;
  formAction: (formData: FormData) => void;
  pending: boolean;
  statusId: string;
  answered: Answered;
};

/** The draft module (drafts.ts), loaded when the page's form is first used or a draft of its kind is kept. */
const drafts = () => import('./drafts');
/** The form's work with JavaScript, loaded when the form is first used (page-send.ts). */
const pageSend = () => import('./page-send');

function PageForm({
  kind,
  source,
  initial,
  submitLabel,
  children,
  state,
  formAction,
  pending,
  statusId,
  answered,
}: PageFormProps) {
  const [values, setValues] = useState<Record<string, string>>(() => ({ ...initial, ...state.values }));
  // A refusal's message stays beside its field until the visitor changes the field.
  const [errors, setErrors] = useState<FieldErrors>(state.status === 'error' ? (state.fields ?? {}) : {});
  const formRef = useRef<HTMLFormElement>(null);
  const [sending, setSending] = useState(false);
  // A ref, not the state: a double click's second event comes before the re-render that disables the button.
  const sendingRef = useRef(false);
  // What the visitor typed or chose: the draft the device keeps (the kind's, shared with its dialog).
  const typed = useRef<Record<string, string>>(state.values);
  const prepared = useRef(false);

  const set = (name: string, value: string) => {
    typed.current = { ...typed.current, [name]: value };
    const kept = typed.current;
    void drafts().then(
      ({ saveDraft }) => saveDraft(kind, kept),
      () => undefined,
    );
    // The first change: what a send without a network will need is loaded now, and the worker registered.
    if (!prepared.current)
      void pageSend().then(
        ({ prepare }) => prepare(),
        () => undefined,
      );
    prepared.current = true;
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
    field: (name, fallback = '') => ({
      name,
      value: values[name] ?? fallback,
      error: errors[name],
      onChange: (value: string) => set(name, value),
    }),
    input: (name) => ({
      name,
      value: values[name] ?? '',
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(name, event.target.value),
    }),
  };

  useEffect(() => {
    // With JavaScript, French messages replace the browser's bubbles.
    if (formRef.current) formRef.current.noValidate = true;
    // Where the visit came from goes with the form (loaded after the page, not with it).
    void import('./visit').then((visit) => visit.fillAttribution(formRef.current));
    // What was typed before the scripts came is on screen, not yet in the form's state: it is adopted, over a draft.
    const adopt = () =>
      Object.entries(typedBeforeScripts(formRef.current, values)).forEach(([name, value]) => set(name, value));
    // Stored by the action: its draft goes. Otherwise a draft of an earlier visit (or of the kind's dialog) fills a
    // fresh form; one whose request already waits for the network says so, and is left to the queue (offline-queue.ts,
    // resumed by the page's OfflineResume), not sent a second time.
    if (state.status === 'success')
      void drafts().then(
        ({ clearDraft }) => clearDraft(kind),
        () => undefined,
      );
    else if (state.status === 'idle' && hasDraft(kind)) {
      void drafts().then(({ loadDraft }) => {
        const draft = loadDraft(kind);
        if (draft) {
          typed.current = draft.values;
          setValues((current) => ({ ...current, ...draft.values }));
          if (draft.pending) answered({ status: 'queued', title: sendMessages.offline, values: draft.values }, false);
        }
        adopt();
      });
      return;
    }
    adopt();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per form: each stored request mounts a new one
  }, []);
  useEffect(() => {
    // An answer given in place also shows as a toast (a queued request has its own, offline-queue.ts), and a refusal
    // puts the focus on its first field.
    if (state.status === 'idle' || state.status === 'queued' || !state.title) return;
    void notify({
      title: state.title,
      description: state.description,
      variant: state.status === 'success' ? 'success' : 'error',
    });
    const firstError = Object.keys(state.fields ?? {})[0];
    if (firstError) formRef.current?.querySelector<HTMLElement>(`[name="${firstError}"]`)?.focus();
  }, [state]);

  const busy = pending || sending;
  /** With JavaScript: checked and sent as the kind's dialog does; the server action is for pages without it. */
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendingRef.current) return;
    sendingRef.current = true;
    setSending(true);
    const element = event.currentTarget;
    void pageSend()
      .then((send) => send.sendPage(kind, element, { ...values, source }, typed.current))
      // Its script could not load (the network went before the form was touched), or the send broke on our side:
      // what was typed is all kept, and the visitor told to try again.
      .catch((): RequestPageState => ({
        status: 'error',
        title: sendMessages.errorTitle,
        description: sendMessages.sendFailed,
        values: typed.current,
      }))
      .then((next) => {
        if (next.status !== 'success') setErrors(next.fields ?? {});
        answered(next, next.status === 'success');
      })
      .finally(() => {
        sendingRef.current = false;
        setSending(false);
      });
  };

  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={submit}
      className="relative flex flex-col gap-4"
      aria-describedby={statusId}
    >
      <Honeypot />
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="attribution" />
      {children(form)}
      <p className="text-xs text-muted">
        {formText.requiredNote.before} <span aria-hidden>*</span>
        <span className="sr-only">{formText.requiredNote.asterisk}</span> {formText.requiredNote.after}
      </p>
      <button
        type="submit"
        className={`${buttonVariants({ size: 'lg' })} sm:w-fit`}
        disabled={busy}
        aria-disabled={busy}
      >
        {busy ? formText.sending : submitLabel}
      </button>
    </form>
  );
}
