/** The HTTP side of visitor requests: who is asking, and from where. */
import { PHOTOS, takesPhotos } from '@/config/photos';
import { messages } from '@/content/requests';
import type { RequestKind } from '@/lib/schemas/requests';
import { BODY_CAPS, BodyError, readJson, readMultipart } from '@/server/body';
import type { Db } from '@/server/db/client';
import { limitKey } from '@/server/client-address';
import { getDb } from '@/server/db/client';
import type { RequestContext, RequestResult } from './pipeline';
import { settings } from '@/server/settings';

/**
 * The visitor's address. installClientAddress (at start) has already replaced X-Forwarded-For with the one address
 * it resolved from the socket and TRUST_PROXY; the last entry is read so that a server without it (next dev) still
 * gets the nearest proxy's entry.
 */
export function clientIp(headers: Headers): string {
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return forwarded.at(-1) ?? 'inconnue';
}

/** A write sent from another site (with a visitor's or an admin's cookies) is refused before anything is read. */
export function isCrossSite(headers: Headers): boolean {
  const origin = headers.get('origin');
  if (headers.get('sec-fetch-site') === 'cross-site') return true;
  if (!origin) return false;
  try {
    return new URL(origin).host !== headers.get('host');
  } catch {
    return true;
  }
}

const unavailableDb = new Proxy({} as Db, {
  get() {
    throw new Error('simulated database outage');
  },
});

/**
 * Builds the context of a request. Tests may simulate a database outage with the `x-simulate-failure: database`
 * header, honoured only when the server runs with ALLOW_FAULT_INJECTION=1 (never in production). bench:leads measures
 * the framework's ceiling with the `x-bench-ceiling: 1` header, which skips the database write, honoured only when the
 * server runs with ALLOW_BENCH_CEILING=1 (never in production).
 */
export async function requestContext(headers: Headers): Promise<RequestContext> {
  const skipWrite = settings().allowBenchCeiling && headers.get('x-bench-ceiling') === '1';
  return { db: await requestDb(headers), ip: limitKey(clientIp(headers)), ...(skipWrite ? { skipWrite } : {}) };
}

/**
 * Test-only, with ALLOW_FAULT_INJECTION=1: a request sent with `x-simulate-failure: crash` fails as an unexpected bug
 * would, in the page that calls this (a request page, the back-office), so that the error pages, the error log line
 * and the error report can be seen at work. The message carries visitor-like data that none of them may repeat.
 */
export async function crashIfAsked(): Promise<void> {
  if (!settings().allowFaultInjection) return;
  const { headers } = await import('next/headers');
  if ((await headers()).get('x-simulate-failure') === 'crash')
    throw new TypeError('simulated failure for awa@example.ci (ALLOW_FAULT_INJECTION)');
}

/**
 * The database a request works on: `db` (by default the process's), or, in tests that ask for an outage, one that
 * always fails.
 */
export async function requestDb(headers: Headers, db?: Db): Promise<Db> {
  const simulateOutage = settings().allowFaultInjection && headers.get('x-simulate-failure') === 'database';
  return simulateOutage ? unavailableDb : (db ?? getDb());
}

export const unavailable: RequestResult = {
  ok: false,
  status: 503,
  error: { title: messages.errorTitle, description: messages.sendFailed },
};

/** A refusal of the JSON transport, before the request's function is called: a French notice, invalid request by default. */
export type Refusal = { ok: false; status: number; error: { title: string; description: string } };

export const refusal = (status: number, description: string = messages.invalidRequest): Refusal => ({
  ok: false,
  status,
  error: { title: messages.errorTitle, description },
});

/**
 * The body of a request sent to the JSON transport (app/api/requests/[kind]): JSON, or, for a quote or a support
 * request with photos, multipart with the fields as JSON in one part (PHOTOS.fieldsPart) and the photos beside
 * (PHOTOS.field). Read within its cap (server/body.ts); the fields weigh what a JSON request may weigh, the photos'
 * cap's room is for the photos. Anything else is refused: another type (415), too large (413), malformed (400).
 */
export async function readRequestBody(
  kind: RequestKind,
  request: Request,
): Promise<{ ok: true; input: unknown; photos?: Uint8Array[] } | Refusal> {
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  const multipart = type.startsWith('multipart/form-data') && takesPhotos(kind);
  if (!type.startsWith('application/json') && !multipart) return refusal(415);
  try {
    if (!multipart) return { ok: true, input: await readJson(request, BODY_CAPS.request) };
    const form = await readMultipart(request, BODY_CAPS.photos);
    const fields = form.get(PHOTOS.fieldsPart);
    // Loaded with photos only: many routes read this module for the client's address, and photos.ts loads sharp.
    const { photoFiles } = await import('./photos');
    const photos = await photoFiles(form);
    if (typeof fields !== 'string' || !photos) return refusal(400);
    if (Buffer.byteLength(fields) > BODY_CAPS.request) return refusal(413, messages.tooLarge);
    return { ok: true, input: JSON.parse(fields), photos };
  } catch (error) {
    if (error instanceof BodyError && error.status === 413) return refusal(413, messages.tooLarge);
    return refusal(400);
  }
}

/** A database outage's Retry-After, in seconds. */
const UNAVAILABLE_RETRY_SECONDS = 30;

/**
 * The JSON transport's answer to a request's result. A 503 is brief (a database outage, the photo queue full): its
 * Retry-After says when to try again, and the form keeps the request and sends it again (its idempotency key with it).
 */
export function requestResponse(result: RequestResult | (Refusal & { retryAfter?: number })): Response {
  const retry: Record<string, string> =
    !result.ok && result.status === 503
      ? { 'Retry-After': String(result.retryAfter ?? UNAVAILABLE_RETRY_SECONDS) }
      : {};
  return Response.json(result.ok ? { ok: true, notice: result.notice } : { ok: false, error: result.error }, {
    status: result.ok ? 200 : result.status,
    headers: { 'Cache-Control': 'no-store', ...retry },
  });
}
