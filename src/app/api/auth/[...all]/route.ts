import { authMessages } from '@/content/auth';
import { authAndSecondFactorErrors } from '@/content/second-factor';
import { checkAuthBody, getAuth } from '@/server/auth/auth';
import { clearFailures, lockedFor, recordFailure } from '@/server/auth/lockout';
import type { Db } from '@/server/db/client';
import { logError } from '@/server/log';
import type { AuditAction } from '@/server/db/schema';
import { isStaffAddress, recordAudit } from '@/server/audit';
import { BODY_CAPS, BodyError, decodeUtf8, readBytes } from '@/server/body';
import { clientIp, requestDb } from '@/server/requests/http';

const PREFIX = '/api/auth';

/**
 * better-auth endpoints the browser never calls: removing the authenticator, new recovery codes and reading the TOTP
 * secret each want the password only, where the back-office asks a current code too (server/admin/two-factor.ts, which
 * calls them on the server); the mailed one-time codes are not used.
 */
const serverOnly = new Set(['/two-factor/disable', '/two-factor/generate-backup-codes', '/two-factor/get-totp-uri', '/two-factor/send-otp', '/two-factor/verify-otp']);

const refuse = (status: number, message: string, code = 'FORM_INVALID', headers: Record<string, string> = {}) =>
  Response.json({ code, message }, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

/** An address that failed too often waits, whatever the IP (server/auth/lockout.ts). */
const locked = (seconds: number) =>
  refuse(429, authMessages.addressLocked(Math.ceil(seconds / 60)), 'ACCOUNT_LOCKED', { 'Retry-After': String(seconds) });

/** better-auth's refusals carry English messages: each is given its French one by code, headers kept. */
async function inFrench(response: Response): Promise<Response> {
  if (response.status < 400 || !(response.headers.get('content-type') ?? '').includes('application/json')) return response;
  const body = (await response.json().catch(() => null)) as { code?: unknown; message?: unknown } | null;
  const code = typeof body?.code === 'string' ? body.code : 'UNKNOWN';
  const message =
    code === 'FORM_INVALID' && typeof body?.message === 'string'
      ? body.message
      : response.status === 429
        ? authMessages.tooMany(Math.max(1, Number(response.headers.get('x-retry-after')) || 10))
        : (authAndSecondFactorErrors[code] ?? (response.status >= 500 ? authMessages.unavailable : authMessages.unknown));
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify({ code, message }), { status: response.status, headers });
}

/**
 * better-auth's HTTP endpoints (sign-up, sign-in with its rate limit, verification, session, sign-out). Its limit
 * keys on X-Forwarded-For; it gets the one address the visitor requests are limited under (see clientIp). A body is
 * read here with a hard cap, must be a UTF-8 JSON object, and passes our form schema before better-auth sees it.
 */
async function handle(request: Request) {
  const headers = new Headers(request.headers);
  headers.set('x-forwarded-for', clientIp(request.headers));
  const auth = await getAuth();
  if (request.method !== 'POST') return inFrench(await auth.handler(new Request(request, { headers })));
  // One spelling per endpoint, so that `/sign-in/email/` or `//Sign-in/email` cannot step around the checks below.
  const path = new URL(request.url).pathname.slice(PREFIX.length).toLowerCase().replace(/\/{2,}/g, '/').replace(/\/+$/, '');
  if (serverOnly.has(path)) return refuse(404, authMessages.unknown, 'NOT_FOUND');

  let bytes: Uint8Array<ArrayBuffer>;
  let body: unknown = undefined;
  try {
    bytes = await readBytes(request, BODY_CAPS.auth);
    if (bytes.byteLength) body = JSON.parse(decodeUtf8(bytes));
  } catch (error) {
    return error instanceof BodyError && error.status === 413 ? refuse(413, authMessages.tooLarge) : refuse(400, authMessages.invalidForm);
  }
  if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) return refuse(400, authMessages.invalidForm);
  const check = checkAuthBody(path, body);
  if (check && !check.ok) return refuse(400, check.message);

  // The body is whole now: better-auth reads it from memory, with a known length.
  headers.delete('transfer-encoding');
  headers.set('content-length', String(bytes.byteLength));
  const forward = () => auth.handler(new Request(request.url, { method: 'POST', headers, body: bytes.byteLength ? bytes : null }));
  if (path !== '/sign-in/email' || !check?.ok || !check.email) return inFrench(await forward());

  // A sign-in: a locked address is refused before its password is even checked; the outcome is counted after, and
  // written to the audit log when the address is a staff member's.
  // The lock is checked or the sign-in refused (an outage is no reason to skip it); what is written after the answer
  // is known never changes that answer, and a failure to write it is logged.
  let db: Db;
  let wait: number;
  try {
    db = await requestDb(request.headers);
    wait = await lockedFor(db, check.email);
  } catch (error) {
    logError('auth', 'sign-in lockout could not be read', error);
    return refuse(503, authMessages.unavailable, 'UNAVAILABLE');
  }
  const ip = clientIp(request.headers);
  const record = (action: AuditAction | null, count?: () => Promise<unknown>) =>
    (async () => {
      await count?.();
      if (action && (await isStaffAddress(db, check.email))) await recordAudit(db, { action, actor: check.email.toLowerCase(), ip });
    })().catch((error: unknown) => logError('auth', `${action} could not be recorded`, error));
  if (wait) {
    await record('sign-in-locked');
    return locked(wait);
  }
  const response = await forward();
  if (response.status === 401) await record('sign-in-failed', () => recordFailure(db, check.email));
  else if (response.ok) {
    // The password was right: its failures are forgotten. With a second factor to come, the sign-in is recorded
    // once the code is (server/auth/auth.ts).
    const pending = ((await response.clone().json().catch(() => null)) as { twoFactorRedirect?: unknown } | null)?.twoFactorRedirect === true;
    await record(pending ? null : 'sign-in', () => clearFailures(db, check.email));
  }
  return inFrench(response);
}

export const GET = handle;
export const POST = handle;
