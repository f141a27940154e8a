/**
 * What every visitor form does once its own checks pass, with JavaScript: a request dialog (use-request-form.ts), the
 * contact form (contact-send.ts) and a request page's form (page-send.ts). What was typed is kept as the form's draft
 * (drafts.ts), the photos are shrunk (photo-files.ts), and the request goes to the JSON transport with the draft's
 * idempotency key. Stored: the draft goes. No network, or the server briefly unavailable: the request waits on the
 * device and goes by itself once it can (offline-queue.ts). Refused: the server's French answer, the draft kept.
 *
 * Loaded with the forms' work, never with a page. The queue comes with it, not when the network fails: a script
 * cannot load then (a dynamic import of it failed offline on a request page, and nothing sent the request until the
 * next page load).
 */
import { HONEYPOT_FIELD } from '@/lib/schemas/limits';
import type { FieldErrors, RequestKind } from '@/lib/schemas/requests';
import { clearDraft, queueDraft, saveDraft, type Values } from './drafts';
import { shrinkPhotos, toDataUrl } from './photo-files';
import { queueRequest } from './offline-queue';
import { sendRequest } from './send-request';

export type Notice = { title: string; description?: string };

export type Delivery =
  | { outcome: 'sent'; notice: Notice }
  /** Waiting on the device for the network (offline-queue.ts has said so in a toast). */
  | { outcome: 'queued' }
  | { outcome: 'refused'; error: Notice & { fields?: FieldErrors } };

/**
 * Sends a checked request: `typed` is what the draft keeps (what the visitor typed or chose), `payload` what is sent
 * (with the source and the honeypot), `files` the photos as picked.
 */
export async function deliverRequest(
  kind: RequestKind,
  typed: Values,
  payload: Values,
  files: readonly File[] = [],
): Promise<Delivery> {
  const draft = saveDraft(kind, typed);
  const photos = files.length ? await shrinkPhotos(files) : [];
  const result = await sendRequest(kind, payload, { idempotencyKey: draft.key, photos });
  if (result.ok) {
    clearDraft(kind, draft.key);
    return { outcome: 'sent', notice: result.notice };
  }
  if (!result.offline) return { outcome: 'refused', error: result.error };
  // Kept at once, so that the next page load sends it were this page closed. Its photos go with it, as the device can
  // keep them. A bot's (honeypot filled) is not kept.
  const honeypot = payload[HONEYPOT_FIELD] ?? '';
  const kept = photos.length ? await Promise.all(photos.map(toDataUrl)).catch(() => []) : [];
  if (!honeypot) queueDraft(kind, typed, payload, kept);
  await queueRequest(kind, typed, payload, honeypot, { network: Boolean(result.network), photos: kept });
  return { outcome: 'queued' };
}
