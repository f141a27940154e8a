'use client';

import { useActionState, useEffect, useRef, useState, type FormEvent } from 'react';
import { APPLICATION_SUBJECT } from '@/content/contact';
import { contactServices } from '@/content/request-choices';
import { messages } from '@/content/request-messages';
import { formText } from '@/content/forms';
import { contactFormText as text } from '@/content/forms/contact';
import { limits } from '@/lib/schemas/limits';
import type { FieldErrors } from '@/lib/schemas/requests';
import { buttonVariants } from '@/components/ui/button-variants';
import { Field, Input, Select, Textarea } from '@/components/ui/field';
import { Honeypot } from './honeypot';
import { notify } from './toaster';
import { hasDraft, SENT_EVENT } from './draft-names';

/** What the form does with JavaScript (drafts, sending, the offline queue): loaded after the page, not with it. */
const contactSend = () => import('./contact-send');

/** What the contact form's server action answers. Declared here, with the form that shows it: the page passes the action. */
export type ContactFormState = {
  /** `queued`: sent with JavaScript and no network; the message waits on the device. */
  status: 'idle' | 'success' | 'error' | 'queued';
  title?: string;
  description?: string;
  fields?: FieldErrors;
  /** What the visitor typed, given back after a refusal so that nothing is lost, even without JavaScript. */
  values: Record<string, string>;
};

type Props = {
  action: (state: ContactFormState, formData: FormData) => Promise<ContactFormState>;
  source: string;
  /** Preselected subject, e.g. "Candidature" from the About page. */
  subject?: string;
};

/**
 * The contact form: a server action, so it works as a plain HTML form too. With JavaScript, it posts to the JSON
 * transport instead, as the request dialogs do: what is typed is kept as a draft on the device (drafts.ts), each
 * submission carries the draft's idempotency key, and without a network (or while the server is briefly unavailable)
 * the message waits on the device and goes by itself once it can (offline-queue.ts).
 */
export function ContactForm({ action, source, subject }: Props) {
  const [actionState, formAction, actionPending] = useActionState(action, {
    status: 'idle',
    values: subject ? { service: subject } : {},
  });
  // The answer of a send made with JavaScript, which then replaces the action's.
  const [sent, setSent] = useState<ContactFormState>();
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const state = sent ?? actionState;
  const pending = actionPending || sending;
  const formRef = useRef<HTMLFormElement>(null);
  const { fields = {}, values } = state;
  const services: readonly string[] =
    subject === APPLICATION_SUBJECT ? [...contactServices, APPLICATION_SUBJECT] : contactServices;

  useEffect(() => {
    // With JavaScript, French messages replace the browser's bubbles, and the result also shows as a toast.
    if (formRef.current) formRef.current.noValidate = true;
    // Where the visit came from goes with the form (loaded after the page, not with it).
    void import('./visit').then((visit) => visit.fillAttribution(formRef.current));
    // When its queued message is stored (by the page's retry or the service worker), the form starts again.
    const onSent = (event: Event) => {
      const detail = (event as CustomEvent<{ form: string; notice: { title: string; description?: string } }>).detail;
      if (detail?.form !== 'contact') return;
      formRef.current?.reset();
      setSent({ status: 'success', title: detail.notice.title, description: detail.notice.description, values: {} });
    };
    window.addEventListener(SENT_EVENT, onSent);
    // The draft of an earlier visit, back in its fields: the form's work is loaded for it only when one is kept (a
    // look at localStorage's names), not at every visit of the page.
    let gone = false;
    if (hasDraft('contact')) {
      void contactSend().then((send) => {
        if (gone || !formRef.current) return;
        const { pending, values } = send.restoreContactDraft(formRef.current);
        if (pending) setSent({ status: 'queued', title: messages.offline, values });
      });
    }
    return () => {
      gone = true;
      window.removeEventListener(SENT_EVENT, onSent);
    };
  }, []);

  /** Each change is kept in the draft. */
  const keepDraft = () => {
    const form = formRef.current;
    if (form) void contactSend().then((send) => send.keepContactDraft(form));
  };

  /** With JavaScript: validated here, then posted to the JSON transport with the draft's idempotency key. */
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (sendingRef.current) return;
    sendingRef.current = true;
    setSending(true);
    void contactSend()
      .then((send) => send.sendContact(form))
      // Its script could not load (the network went before the form was touched): nothing was sent.
      .catch((): ContactFormState => ({
        status: 'error',
        title: messages.errorTitle,
        description: messages.sendFailed,
        values: {},
      }))
      .then((next) => setSent(next))
      .finally(() => {
        sendingRef.current = false;
        setSending(false);
      });
  };

  useEffect(() => {
    // A queued message has its own toast (offline-queue.ts).
    if (state.status === 'idle' || state.status === 'queued' || !state.title) return;
    void notify({
      title: state.title,
      description: state.description,
      variant: state.status === 'success' ? 'success' : 'error',
    });
    // Once per answer (the state), not per render: a later render (a new send starting) must not show it again.
    const firstError = Object.keys(state.fields ?? {})[0];
    if (firstError) formRef.current?.querySelector<HTMLElement>(`[name="${firstError}"]`)?.focus();
  }, [state]);

  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={submit}
      onChange={keepDraft}
      className="relative flex flex-col gap-4"
      aria-describedby="contact-statut"
    >
      <Honeypot />
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="attribution" />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="contact-name" label={formText.name} required error={fields.name}>
          {(aria) => (
            <Input {...aria} name="name" autoComplete="name" maxLength={limits.name} defaultValue={values.name} />
          )}
        </Field>
        <Field id="contact-email" label={formText.email} required error={fields.email}>
          {(aria) => (
            <Input
              {...aria}
              name="email"
              type="email"
              autoComplete="email"
              maxLength={limits.email}
              defaultValue={values.email}
            />
          )}
        </Field>
        <Field id="contact-phone" label={formText.phone} error={fields.phone}>
          {(aria) => (
            <Input
              {...aria}
              name="phone"
              type="tel"
              autoComplete="tel"
              maxLength={limits.phone}
              defaultValue={values.phone}
            />
          )}
        </Field>
        <Field id="contact-company" label={formText.company} error={fields.company}>
          {(aria) => (
            <Input
              {...aria}
              name="company"
              autoComplete="organization"
              maxLength={limits.company}
              defaultValue={values.company}
            />
          )}
        </Field>
      </div>
      <Field id="contact-service" label={text.service} error={fields.service}>
        {(aria) => (
          <Select {...aria} name="service" defaultValue={values.service ?? ''} key={values.service ?? ''}>
            <option value="">{text.servicePlaceholder}</option>
            {services.map((service) => (
              <option key={service} value={service}>
                {service}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field id="contact-message" label={formText.message} required error={fields.message}>
        {(aria) => <Textarea {...aria} name="message" rows={4} maxLength={limits.text} defaultValue={values.message} />}
      </Field>
      <div id="contact-statut" role="status" aria-live="polite">
        {state.status === 'success' ? (
          <p className="rounded-lg bg-emerald-50 p-3 text-sm font-medium text-emerald-800">{state.title}</p>
        ) : state.status === 'queued' ? (
          <p className="rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-900">{state.title}</p>
        ) : state.status === 'error' ? (
          <p className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
            {`${state.title}\u202f: ${state.description}`}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        className={`${buttonVariants({ size: 'lg' })} sm:w-fit`}
        disabled={pending}
        aria-disabled={pending}
      >
        {pending ? formText.sending : text.submit}
      </button>
    </form>
  );
}
