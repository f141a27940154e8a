import { PHOTOS } from '@/config/photos';
import { messages } from '@/content/requests';
import type { FieldErrors, RequestKind } from '@/lib/schemas/requests';

export type SendResult =
  | { ok: true; notice: { title: string; description?: string } }
  | {
      ok: false;
      error: { title: string; description?: string; fields?: FieldErrors };
      /** No network, or the server briefly unavailable (503 and the like): the same submission may go again later. */
      offline?: boolean;
      /** The request never reached a server (fetch failed), as opposed to a server that answered "unavailable". */
      network?: boolean;
      /** The HTTP status of a refusal (429: too many requests, worth another try later). */
      status?: number;
    };

/** The body of a visitor request: the form's fields, and beside them where the visit came from (never in them). */
export async function requestBody(payload: Record<string, unknown>): Promise<Record<string, unknown>> {
  if ('attribution' in payload) return payload;
  const attribution = await import('./visit').then(({ visitAttribution }) => visitAttribution()).catch(() => undefined);
  return attribution ? { ...payload, attribution } : payload;
}

/** Loads ahead of need what requestBody loads (a request may have to be built once the network is gone). */
export const preloadAttribution = () =>
  import('./visit').then(
    () => undefined,
    () => undefined,
  );

/** A request with photos, as the JSON transport reads it (app/api/requests/[kind]/route.ts). */
export function photoForm(json: string, photos: readonly Blob[]): FormData {
  const form = new FormData();
  form.append(PHOTOS.fieldsPart, json);
  photos.forEach((photo, index) => form.append(PHOTOS.field, photo, `photo-${index + 1}`));
  return form;
}

/** Statuses that say "not now" rather than "no": a proxy or our server briefly without its database. */
const UNAVAILABLE = new Set([502, 503, 504]);

/**
 * Posts a visitor request to the JSON transport, with its idempotency key (a retry of the same submission stores
 * nothing more and gets the first answer). A network failure, or a server briefly unavailable, is told apart
 * (`offline`), so that the form keeps the request and sends it again.
 */
export async function sendRequest(
  kind: RequestKind,
  payload: Record<string, unknown>,
  { idempotencyKey, photos = [] }: { idempotencyKey?: string; photos?: readonly Blob[] } = {},
): Promise<SendResult> {
  const failed = { ok: false as const, error: { title: messages.errorTitle, description: messages.sendFailed } };
  let response: Response;
  try {
    const json = JSON.stringify(await requestBody(payload));
    response = await fetch(`/api/requests/${kind}`, {
      method: 'POST',
      // With photos, multipart (the browser writes its boundary): the fields as JSON in one part, the photos beside.
      headers: {
        ...(photos.length ? {} : { 'content-type': 'application/json' }),
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      body: photos.length ? photoForm(json, photos) : json,
    });
  } catch {
    return { ...failed, offline: true, network: true };
  }
  if (UNAVAILABLE.has(response.status)) return { ...failed, offline: true, status: response.status };
  try {
    const json = (await response.json()) as SendResult;
    if (json?.ok === true) return json;
    if (json?.ok === false) return { ...json, status: response.status };
  } catch {
    // an answer that is not ours (cut by the network, or a proxy's page)
  }
  return { ...failed, status: response.status };
}
