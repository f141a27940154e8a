/**
 * The contact form's work with JavaScript (contact-form.tsx), loaded after the page, not with it: its draft on the
 * device (drafts.ts), and its send to the JSON transport with the draft's idempotency key, kept on the device to go by
 * itself when the network or the server is not there (offline-queue.ts).
 */
import { messages } from '@/content/requests';
import { HONEYPOT_FIELD } from '@/lib/schemas/limits';
import { validateRequest, validationNotice } from '@/lib/schemas/requests';
import type { ContactFormState } from './contact-form';
import { loadDraft, saveDraft } from './drafts';
import { deliverRequest } from './deliver-request';

/** The fields the visitor fills, which the draft keeps (never the honeypot, the source or the attribution). */
const draftFields = ['name', 'email', 'phone', 'company', 'service', 'message'] as const;
const FORM = 'contact' as const;

const typedValues = (form: HTMLFormElement): Record<string, string> =>
  Object.fromEntries(
    draftFields.map((name) => [name, String(new FormData(form).get(name) ?? '')]).filter(([, value]) => value !== ''),
  );

/**
 * Puts an earlier visit's draft back in the form's fields, and sends its request if it waits (offline-queue.ts). Gives
 * what it put back, and whether a request waits.
 */
export function restoreContactDraft(form: HTMLFormElement): { pending: boolean; values: Record<string, string> } {
  const draft = loadDraft(FORM);
  if (!draft) return { pending: false, values: {} };
  for (const [name, value] of Object.entries(draft.values)) {
    const control = form.elements.namedItem(name);
    if (
      control instanceof HTMLInputElement ||
      control instanceof HTMLTextAreaElement ||
      control instanceof HTMLSelectElement
    )
      control.value = value;
  }
  if (draft.pending) void import('./offline-queue').then((queue) => queue.resumeQueue());
  return { pending: Boolean(draft.pending), values: draft.values };
}

/** Keeps what is typed; the first change of a draft loads what a send without a network will need, and the worker. */
export function keepContactDraft(form: HTMLFormElement) {
  const first = loadDraft(FORM) === undefined;
  saveDraft(FORM, typedValues(form));
  if (first)
    void import('./offline-queue').then(
      (queue) => queue.prepareOffline(),
      () => undefined,
    );
}

/** Validates, then posts with the draft's key; gives the state the form shows. */
export async function sendContact(form: HTMLFormElement): Promise<ContactFormState> {
  const data = new FormData(form);
  const payload: Record<string, string> = Object.fromEntries(
    [...draftFields, 'source', HONEYPOT_FIELD].map((name) => [name, String(data.get(name) ?? '')]),
  );
  const typed = typedValues(form);
  const validation = validateRequest('contact', payload);
  if (!validation.success)
    return {
      status: 'error',
      ...validationNotice('contact', validation.errors),
      fields: validation.errors,
      values: typed,
    };
  const delivery = await deliverRequest(FORM, typed, payload);
  if (delivery.outcome === 'sent') {
    form.reset();
    return { status: 'success', title: delivery.notice.title, description: delivery.notice.description, values: {} };
  }
  if (delivery.outcome === 'queued') return { status: 'queued', title: messages.offline, values: typed };
  return {
    status: 'error',
    title: delivery.error.title,
    description: delivery.error.description,
    fields: delivery.error.fields,
    values: typed,
  };
}
