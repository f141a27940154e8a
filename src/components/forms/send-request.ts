import { messages } from '@/content/requests';
import type { FieldErrors, RequestKind } from '@/lib/schemas/requests';

export type SendResult =
  | { ok: true; notice: { title: string; description?: string } }
  | { ok: false; error: { title: string; description?: string; fields?: FieldErrors } };

/** Posts a visitor request to the JSON transport. A network failure reads like any failure of ours. */
export async function sendRequest(kind: RequestKind, payload: Record<string, unknown>): Promise<SendResult> {
  try {
    // Where the visit came from travels beside the form's fields, never in them.
    const attribution = await import('./visit').then(({ visitAttribution }) => visitAttribution()).catch(() => undefined);
    const response = await fetch(`/api/requests/${kind}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(attribution ? { ...payload, attribution } : payload),
    });
    const json = (await response.json()) as SendResult;
    if (typeof json?.ok === 'boolean') return json;
  } catch {
    // offline, or an answer that is not ours
  }
  return { ok: false, error: { title: messages.errorTitle, description: messages.sendFailed } };
}
