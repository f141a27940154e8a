'use client';

import { useActionState, useEffect, useRef } from 'react';
import { APPLICATION_SUBJECT, contactServices } from '@/content/requests';
import { formText } from '@/content/forms';
import { contactFormText as text } from '@/content/forms/contact';
import { limits } from '@/lib/schemas/limits';
import type { FieldErrors } from '@/lib/schemas/requests';
import { buttonVariants } from '@/components/ui/button-variants';
import { Field, Input, Select, Textarea } from '@/components/ui/field';
import { Honeypot } from './honeypot';
import { notify } from './toaster';

/** What the contact form's server action answers. Declared here, with the form that shows it: the page passes the action. */
export type ContactFormState = {
  status: 'idle' | 'success' | 'error';
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

/** The contact form: a server action, so it works as a plain HTML form too. */
export function ContactForm({ action, source, subject }: Props) {
  const [state, formAction, pending] = useActionState(action, { status: 'idle', values: subject ? { service: subject } : {} });
  const formRef = useRef<HTMLFormElement>(null);
  const { fields = {}, values } = state;
  const services: readonly string[] = subject === APPLICATION_SUBJECT ? [...contactServices, APPLICATION_SUBJECT] : contactServices;

  useEffect(() => {
    // With JavaScript, French messages replace the browser's bubbles, and the result also shows as a toast.
    if (formRef.current) formRef.current.noValidate = true;
    // Where the visit came from goes with the form (loaded after the page, not with it).
    void import('./visit').then((visit) => visit.fillAttribution(formRef.current));
  }, []);
  useEffect(() => {
    if (state.status === 'idle' || !state.title) return;
    void notify({ title: state.title, description: state.description, variant: state.status === 'success' ? 'success' : 'error' });
    const firstError = Object.keys(fields)[0];
    if (firstError) formRef.current?.querySelector<HTMLElement>(`[name="${firstError}"]`)?.focus();
  }, [state, fields]);

  return (
    <form ref={formRef} action={formAction} className="relative flex flex-col gap-4" aria-describedby="contact-statut">
      <Honeypot />
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="attribution" />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="contact-name" label={formText.name} required error={fields.name}>
          {(aria) => <Input {...aria} name="name" autoComplete="name" maxLength={limits.name} defaultValue={values.name} />}
        </Field>
        <Field id="contact-email" label={formText.email} required error={fields.email}>
          {(aria) => <Input {...aria} name="email" type="email" autoComplete="email" maxLength={limits.email} defaultValue={values.email} />}
        </Field>
        <Field id="contact-phone" label={formText.phone} error={fields.phone}>
          {(aria) => <Input {...aria} name="phone" type="tel" autoComplete="tel" maxLength={limits.phone} defaultValue={values.phone} />}
        </Field>
        <Field id="contact-company" label={formText.company} error={fields.company}>
          {(aria) => <Input {...aria} name="company" autoComplete="organization" maxLength={limits.company} defaultValue={values.company} />}
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
        ) : state.status === 'error' ? (
          <p className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
            {`${state.title}\u202f: ${state.description}`}
          </p>
        ) : null}
      </div>
      <button type="submit" className={`${buttonVariants({ size: 'lg' })} sm:w-fit`} disabled={pending} aria-disabled={pending}>
        {pending ? formText.sending : text.submit}
      </button>
    </form>
  );
}
