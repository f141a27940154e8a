/**
 * A request page's form with JavaScript (request-page-form.tsx), loaded once the form is first used, not with the
 * page: checked with the kind's schema and its photos counted, as in its dialog, then delivered as the dialog's are
 * (deliver-request.ts): its draft's idempotency key, the photos shrunk, and the request kept on the device to go by
 * itself when the network or the server is not there. Without JavaScript the page's server action does the work.
 */
import { messages } from '@/content/requests';
import { PHOTOS, takesPhotos } from '@/config/photos';
import { HONEYPOT_FIELD } from '@/lib/schemas/limits';
import { validateRequest, validationNotice, type FieldErrors, type RequestKind } from '@/lib/schemas/requests';
import { deliverRequest } from './deliver-request';
import { prepareOffline } from './offline-queue';
import { pickedPhotos, photoRefusal } from './photo-files';
import type { RequestPageState } from './request-page-form';

type Values = Record<string, string>;

/** The form's first use: what a send without a network will need is loaded now, and the worker registered. */
export const prepare = prepareOffline;

/** `values`: the form's (preset, source and what was typed); `typed`: what the draft keeps. */
export async function sendPage(
  kind: RequestKind,
  form: HTMLFormElement,
  values: Values,
  typed: Values,
): Promise<RequestPageState> {
  const honeypot = (form.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement | null)?.value ?? '';
  const payload = { ...values, [HONEYPOT_FIELD]: honeypot };
  const files = takesPhotos(kind) ? pickedPhotos(form) : [];
  const photoError = photoRefusal(files);
  const validation = validateRequest(kind, payload);
  const refusals: FieldErrors = {
    ...(validation.success ? {} : validation.errors),
    ...(photoError ? { [PHOTOS.field]: photoError } : {}),
  };
  if (Object.keys(refusals).length)
    return { status: 'error', ...validationNotice(kind, refusals), fields: refusals, values: typed };
  const delivery = await deliverRequest(kind, typed, payload, files);
  if (delivery.outcome === 'sent') return { status: 'success', ...delivery.notice, values: {} };
  if (delivery.outcome === 'queued') return { status: 'queued', title: messages.offline, values: typed };
  return { status: 'error', ...delivery.error, values: typed };
}
