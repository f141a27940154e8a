/**
 * better-auth over HTTP (/api/auth/*): the endpoints the site's pages and mails use, and nothing else. Each body is
 * read here with a hard cap, must be a UTF-8 JSON object sent as `application/json`, and passes our form schema; it is
 * then handed to better-auth as the JSON we parsed, so that better-auth and our checks read the same values (the
 * lockout and the staff rules run in better-auth's hooks, server/auth/guards.ts). Answers are in French and carry no
 * session token: the session lives in its httpOnly cookie alone.
 */
import { authMessages } from '@/content/auth';
import { authAndSecondFactorErrors } from '@/content/second-factor';
import { BODY_CAPS, BodyError, decodeUtf8, readBytes } from '@/server/body';
import { clientIp } from '@/server/requests/http';
import { checkAuthBody, getAuth } from './auth';

const PREFIX = '/api/auth';

/**
 * What a page or a mail calls. Everything else better-auth offers (reading or listing sessions and their tokens,
 * checking or changing a password, changing the address, deleting the account, the two-factor management the
 * back-office does on the server after a current code) answers 404: the server calls those through `auth.api`.
 */
const served = {
  POST: new Set([
    '/sign-in/email',
    '/sign-up/email',
    '/send-verification-email',
    '/request-password-reset',
    '/reset-password',
    '/sign-out',
    '/two-factor/enable',
    '/two-factor/verify-totp',
    '/two-factor/verify-backup-code',
  ]),
  // The links of the confirmation and reset mails.
  GET: new Set(['/verify-email', '/reset-password/:token']),
};

/** Our own refusals, whose message is already French and must reach the page as it is. */
const ownCodes = new Set(['FORM_INVALID', 'ACCOUNT_LOCKED', 'UNAVAILABLE']);

const refuse = (status: number, message: string, code = 'FORM_INVALID', headers: Record<string, string> = {}) =>
  Response.json({ code, message }, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

/** One spelling per endpoint, so that `/sign-in/email/` or `//Sign-in/email` cannot step around the list. */
export function endpointOf(url: string): string {
  const path = new URL(url).pathname
    .slice(PREFIX.length)
    .toLowerCase()
    .replace(/\/{2,}/g, '/')
    .replace(/\/+$/, '');
  return /^\/reset-password\/[^/]+$/.test(path) ? '/reset-password/:token' : path;
}

/** The media type of a Content-Type header, without its parameters. */
const mediaType = (contentType: string | null) => (contentType ?? '').split(';', 1)[0]!.trim().toLowerCase();

/** A session token in an answer's JSON (top level, or a session's) is removed: no script on the page may read it. */
function withoutTokens(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const { token: _token, session, ...rest } = body as Record<string, unknown>;
  return session && typeof session === 'object' ? { ...rest, session: withoutTokens(session) } : rest;
}

/** better-auth's answers, in French (its refusals carry English messages, translated by code), and without tokens. */
async function forPage(response: Response): Promise<Response> {
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) return response;
  const body = (await response.json().catch(() => null)) as { code?: unknown; message?: unknown } | null;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  if (response.status < 400)
    return new Response(JSON.stringify(withoutTokens(body)), { status: response.status, headers });
  const code = typeof body?.code === 'string' ? body.code : 'UNKNOWN';
  const message =
    ownCodes.has(code) && typeof body?.message === 'string'
      ? body.message
      : response.status === 429
        ? authMessages.tooMany(Math.max(1, Number(response.headers.get('x-retry-after')) || 10))
        : (authAndSecondFactorErrors[code] ??
          (response.status >= 500 ? authMessages.unavailable : authMessages.unknown));
  return new Response(JSON.stringify({ code, message }), { status: response.status, headers });
}

/** Handles one request to /api/auth/*. better-auth's own limit keys on X-Forwarded-For: the one resolved address. */
export async function handleAuthRequest(request: Request): Promise<Response> {
  const endpoint = endpointOf(request.url);
  const method =
    request.method === 'GET' || request.method === 'HEAD' ? 'GET' : request.method === 'POST' ? 'POST' : null;
  if (!method || !served[method].has(endpoint)) return refuse(404, authMessages.unknown, 'NOT_FOUND');
  const headers = new Headers(request.headers);
  headers.set('x-forwarded-for', clientIp(request.headers));
  const auth = await getAuth();
  if (method === 'GET')
    return forPage(await auth.handler(new Request(request.url, { method: request.method, headers })));

  // A body better-auth would read another way (a form post, text) is refused before a byte is read.
  const declared = request.headers.get('content-type');
  if (declared !== null && mediaType(declared) !== 'application/json')
    return refuse(415, authMessages.jsonOnly, 'UNSUPPORTED_MEDIA_TYPE');
  let body: unknown = {};
  try {
    const bytes = await readBytes(request, BODY_CAPS.auth);
    if (bytes.byteLength) body = JSON.parse(decodeUtf8(bytes));
  } catch (error) {
    return error instanceof BodyError && error.status === 413
      ? refuse(413, authMessages.tooLarge)
      : refuse(400, authMessages.invalidForm);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return refuse(400, authMessages.invalidForm);
  const check = checkAuthBody(endpoint, body);
  if (check && !check.ok) return refuse(400, check.message);

  // What better-auth parses is exactly what was checked: the object, written again as JSON, with its length.
  const json = new TextEncoder().encode(JSON.stringify(body));
  headers.delete('transfer-encoding');
  headers.set('content-type', 'application/json');
  headers.set('content-length', String(json.byteLength));
  return forPage(await auth.handler(new Request(request.url, { method: 'POST', headers, body: json })));
}
