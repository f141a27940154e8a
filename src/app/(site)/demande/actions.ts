'use server';

import { headers } from 'next/headers';
import type { RequestPageState } from '@/components/forms/request-page-form';
import type { RequestPageKind } from '@/content/request-links';
import { PHOTOS, takesPhotos } from '@/config/photos';
import { photoText } from '@/content/photos';
import { HONEYPOT_FIELD, limits } from '@/lib/schemas/limits';
import { requestSchemas } from '@/lib/schemas/requests';
import { logError } from '@/server/log';
import { createCallback, createConsultation, createDemoRequest, createQuote, createSupportRequest, type RequestContext, type RequestResult } from '@/server/requests';
import { visitOfField } from '@/server/requests/attribution';
import { requestContext, unavailable } from '@/server/requests/http';
import { photoFiles } from '@/server/requests/photos';

type Create = (input: unknown, ctx: RequestContext) => Promise<RequestResult>;

/**
 * The request pages' server actions, what their plain HTML POST reaches: thin shells around the server's create
 * function of each kind, as the contact form's (contact/actions.ts).
 */
async function submit(kind: RequestPageKind, create: Create, formData: FormData): Promise<RequestPageState> {
  // The kind's own fields (its schema's), the source and the honeypot included; nothing else is read.
  const names = Object.keys(requestSchemas[kind].shape);
  const input = Object.fromEntries(names.map((name) => [name, String(formData.get(name) ?? '')]));
  // Given back as typed, but never more than a field can hold: a crafted 60 KB value is not echoed into the page.
  const values = Object.fromEntries(
    Object.entries(input)
      .filter(([name]) => name !== HONEYPOT_FIELD && name !== 'source')
      .map(([name, value]) => [name, value.slice(0, limits.text)]),
  );
  let result;
  let photos: Awaited<ReturnType<typeof photoFiles>>;
  try {
    // No idempotency key without JavaScript: one derived from the fields and the address makes a double-submitted
    // form store once (server/requests/idempotency.ts).
    // The quote and support pages post their photos with the fields (multipart, with or without JavaScript).
    photos = takesPhotos(kind) ? await photoFiles(formData) : undefined;
    result = await create(input, { ...(await requestContext(await headers())), visit: visitOfField(formData.get('attribution')), deriveIdempotencyKey: true, photos });
  } catch (error) {
    logError('requests', `${kind} failed before it could be saved`, error);
    result = unavailable;
  }
  if (result.ok) return { status: 'success', title: result.notice.title, description: result.notice.description, values: {} };
  // The page comes back with what was typed, but a file input cannot be refilled: the photos sent are asked for again
  // beside their field, after the fields' own errors (unless the photos are what was refused).
  const fields = photos?.length && !result.error.fields?.[PHOTOS.field] ? { ...result.error.fields, [PHOTOS.field]: photoText.pickAgain(photos.length) } : result.error.fields;
  return { status: 'error', title: result.error.title, description: result.error.description, fields, values };
}

export async function submitQuote(_previous: RequestPageState, formData: FormData) {
  return submit('quote', createQuote, formData);
}

export async function submitConsultation(_previous: RequestPageState, formData: FormData) {
  return submit('consultation', createConsultation, formData);
}

export async function submitSupport(_previous: RequestPageState, formData: FormData) {
  return submit('support', createSupportRequest, formData);
}

export async function submitDemo(_previous: RequestPageState, formData: FormData) {
  return submit('demo', createDemoRequest, formData);
}

export async function submitCallback(_previous: RequestPageState, formData: FormData) {
  return submit('callback', createCallback, formData);
}
