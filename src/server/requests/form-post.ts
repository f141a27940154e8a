/**
 * A visitor form posted to its server action, what a plain HTML POST reaches without JavaScript: the contact form,
 * the request pages' forms and the footer's subscription. Their actions (app/(site)/…/actions.ts) are shells over
 * postForm; the JSON transport (app/api/requests/[kind]) is the other way in.
 */
import { PHOTOS, takesPhotos } from '@/config/photos';
import { photoText } from '@/content/photos';
import type { FieldErrors } from '@/lib/schemas/field-errors';
import { HONEYPOT_FIELD, limits } from '@/lib/schemas/limits';
import { requestSchemas, type RequestKind } from '@/lib/schemas/requests';
import { logError } from '@/server/log';
import { visitOfField } from './attribution';
import { requestContext, unavailable } from './http';
import { createRequest } from './index';
import { photoFiles } from './photos';

/** What a form posted without JavaScript gets back (the forms' ContactFormState and RequestPageState). */
export type FormPostState =
  | { status: 'success'; title: string; description?: string; values: Record<string, string> }
  | { status: 'error'; title: string; description?: string; fields?: FieldErrors; values: Record<string, string> };

/**
 * Whether a kind's post without JavaScript stores once when sent twice (no idempotency key without a script: one is
 * derived from the fields and the address, server/requests/idempotency.ts) and keeps the visit its `attribution` field
 * carries. Every kind but the footer's subscription, which answers every repeat the same anyway (newsletterWriter).
 */
const keyedByFields = (kind: RequestKind) => kind !== 'newsletter';

/**
 * Reads `kind`'s form from its post and hands it to the kind's server function: the fields named by the kind's schema
 * (the source and the honeypot included), never others, and the photos of a quote or a support request (multipart,
 * with or without JavaScript). The answer gives back what was typed, but never more than a field can hold: a crafted
 * 60 KB value is not echoed into the page.
 */
export async function postForm(kind: RequestKind, formData: FormData, headers: Headers): Promise<FormPostState> {
  const names = Object.keys(requestSchemas[kind].shape);
  const input = Object.fromEntries(names.map((name) => [name, String(formData.get(name) ?? '')]));
  const values = Object.fromEntries(
    Object.entries(input)
      .filter(([name]) => name !== HONEYPOT_FIELD && name !== 'source')
      .map(([name, value]) => [name, value.slice(0, limits.text)]),
  );
  let result;
  let photos: Awaited<ReturnType<typeof photoFiles>>;
  try {
    photos = takesPhotos(kind) ? await photoFiles(formData) : undefined;
    const ctx = await requestContext(headers);
    result = await createRequest(
      kind,
      input,
      keyedByFields(kind)
        ? { ...ctx, visit: visitOfField(formData.get('attribution')), deriveIdempotencyKey: true, photos }
        : ctx,
    );
  } catch (error) {
    logError('requests', `${kind} failed before it could be saved`, error);
    result = unavailable;
  }
  if (result.ok)
    return { status: 'success', title: result.notice.title, description: result.notice.description, values: {} };
  // The page comes back with what was typed, but a file input cannot be refilled: the photos sent are asked for again
  // beside their field, after the fields' own errors (unless the photos are what was refused).
  const fields =
    photos?.length && !result.error.fields?.[PHOTOS.field]
      ? { ...result.error.fields, [PHOTOS.field]: photoText.pickAgain(photos.length) }
      : result.error.fields;
  return { status: 'error', title: result.error.title, description: result.error.description, fields, values };
}

/** The footer's subscription posted without JavaScript: done, or the address's error and the address as typed. */
export async function postSubscription(
  formData: FormData,
  headers: Headers,
): Promise<{ status: 'success' } | { status: 'error'; error?: string; email: string }> {
  const state = await postForm('newsletter', formData, headers);
  if (state.status === 'success') return { status: 'success' };
  return {
    status: 'error',
    error: state.fields?.email ?? state.description,
    email: (state.values.email ?? '').slice(0, limits.email),
  };
}
