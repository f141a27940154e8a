/**
 * The staff rules applied inside better-auth's own hooks, on the values better-auth itself reads (ctx.body after its
 * parsing, the session it resolves), so that no encoding, spelling or server-side call steps around them:
 * - the sign-in lockout (lockout.ts): a locked address and network is refused before a password is checked (at sign-in,
 *   or by a signed-in account), and the outcome is counted after, with the staff's audit lines;
 * - an authenticator code is accepted once (OWASP ASVS 5.0, 6.5.1);
 * - a staff session past its limits (staff-session.ts) is ended on every endpoint that reads a session;
 * - a staff account's new password is a staff password wherever one is set.
 */
import { and, eq, lt } from 'drizzle-orm';
import { APIError, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { authMessages } from '@/content/auth';
import { secondFactorMessages } from '@/content/second-factor';
import { limitKey } from '@/server/client-address';
import type { Db } from '@/server/db/client';
import { twoFactorUsedCodes, user, type AuditAction } from '@/server/db/schema';
import { isStaffAddress, recordAudit } from '@/server/audit';
import { logError } from '@/server/log';
import { requestDb } from '@/server/requests/http';
import { clearFailures, lockedFor, recordFailure } from './lockout';
import { staffRoleOf } from './roles';
import { keepStaffSession } from './staff-session';
import { staffPasswordProblem } from './staff-password';
import { metrics } from '@/server/metrics';

/** What the hooks read of better-auth's endpoint context. */
type HookContext = {
  path: string;
  body?: unknown;
  headers?: Headers;
  /** Set when the endpoint is called over HTTP, absent for the server's own `auth.api` calls. */
  request?: Request;
  getSignedCookie: (name: string, secret: string) => Promise<string | null | false>;
  context: {
    secret: string;
    returned?: unknown;
    newSession?: { user: { id: string; email: string } } | null;
    createAuthCookie: (name: string) => { name: string };
    internalAdapter: { findVerificationValue: (identifier: string) => Promise<{ value: string } | null> };
  };
};

/** The client's address as the auth route resolved it (server-side calls have none). */
export const callerIp = (ctx: Pick<HookContext, 'headers'>) =>
  ctx.headers?.get('x-forwarded-for')?.split(',').at(-1)?.trim() || 'inconnue';

const bodyField = (ctx: Pick<HookContext, 'body'>, name: string) => {
  const value = (ctx.body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
};

/** A failure of ours while checking a rule refuses the call: an outage is never a reason to skip a check. */
async function orUnavailable<T>(what: string, check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (isAPIError(error)) throw error;
    logError('auth', `${what} could not be checked`, error);
    throw new APIError('SERVICE_UNAVAILABLE', { code: 'UNAVAILABLE', message: authMessages.unavailable });
  }
}

/** Writes an audit line when the address is a staff member's; a failure to write it is logged, never answered. */
async function auditStaff(db: Db, email: string, action: AuditAction, ip: string) {
  try {
    if (await isStaffAddress(db, email)) await recordAudit(db, { action, actor: email.toLowerCase(), ip });
  } catch (error) {
    logError('auth', `${action} could not be recorded`, error);
  }
}

// --- The sign-in lockout ---------------------------------------------------------------------------------------------

/**
 * Endpoints that check a password: the sign-in (the address in its body), and those a signed-in account calls with
 * its password (the session's address). A wrong password on any of them counts in the lockout, so that a stolen
 * session is no password oracle.
 */
export const passwordEndpoints = new Set([
  '/sign-in/email',
  '/verify-password',
  '/change-password',
  '/delete-user',
  '/two-factor/enable',
  '/two-factor/disable',
  '/two-factor/generate-backup-codes',
  '/two-factor/get-totp-uri',
]);
const wrongPassword = new Set(['INVALID_EMAIL_OR_PASSWORD', 'INVALID_PASSWORD']);

async function passwordAddress(ctx: HookContext): Promise<string | undefined> {
  if (ctx.path === '/sign-in/email') return bodyField(ctx, 'email');
  return (await getSessionFromCtx(ctx as never).catch(() => null))?.user.email;
}

/** Before a password check: a locked address and network waits, even with the right password. */
export async function refuseLockedAddress(db: Db, ctx: HookContext) {
  const ip = callerIp(ctx);
  const email = await orUnavailable('sign-in lockout', () => passwordAddress(ctx));
  if (!email) return;
  const wait = await orUnavailable('sign-in lockout', async () =>
    lockedFor(await requestDb(ctx.headers ?? new Headers(), db), email, limitKey(ip)),
  );
  if (!wait) return;
  await auditStaff(db, email, 'sign-in-locked', ip);
  throw new APIError(
    'TOO_MANY_REQUESTS',
    { code: 'ACCOUNT_LOCKED', message: authMessages.addressLocked(Math.ceil(wait / 60)) },
    { 'Retry-After': String(wait) },
  );
}

/**
 * After a password check: a wrong password counts a failure; a sign-in that passed it clears its network, and is
 * recorded here when no second factor follows (with one, once the code is: afterEndpoints in auth.ts).
 */
export async function countPasswordCheck(db: Db, ctx: HookContext) {
  const ip = callerIp(ctx);
  const returned = ctx.context.returned;
  try {
    if (isAPIError(returned)) {
      if (!wrongPassword.has(String(returned.body?.code))) return;
      const email = await passwordAddress(ctx);
      if (!email) return;
      const wait = await recordFailure(db, email, limitKey(ip));
      metrics().signInFailures.inc();
      if (wait > 0) metrics().lockouts.inc();
      await auditStaff(db, email, 'sign-in-failed', ip);
    } else if (ctx.path === '/sign-in/email' && ctx.context.newSession) {
      const { id, email } = ctx.context.newSession.user;
      await clearFailures(db, email, limitKey(ip));
      // The session's user may lack the plugin's field: the account's own row says whether a code comes next.
      const [account] = await db.select({ twoFactor: user.twoFactorEnabled }).from(user).where(eq(user.id, id));
      // A sign-in over HTTP is a person's; the server's own (`npm run admin -- create` enrolling the authenticator) is not.
      if (!account?.twoFactor && ctx.request) await auditStaff(db, email, 'sign-in', ip);
    }
  } catch (error) {
    // The answer is already decided: what could not be counted is logged.
    logError('auth', 'password check could not be recorded', error);
  }
}

// --- Authenticator codes, once ----------------------------------------------------------------------------------------

/** A code is remembered longer than better-auth accepts it (the current step and one on each side: 90 s). */
const USED_CODE_MS = 5 * 60_000;

/** The account an authenticator code is checked for: the signed-in one, or the sign-in's pending challenge. */
async function codeOwner(ctx: HookContext): Promise<string | undefined> {
  const session = await getSessionFromCtx(ctx as never).catch(() => null);
  if (session) return session.user.id;
  const challenge = await ctx.getSignedCookie(ctx.context.createAuthCookie('two_factor').name, ctx.context.secret);
  return challenge ? (await ctx.context.internalAdapter.findVerificationValue(challenge))?.value : undefined;
}

/** Before `/two-factor/verify-totp`: the code is claimed for its account; a code already claimed is refused. */
export async function claimCode(db: Db, ctx: HookContext) {
  const code = bodyField(ctx, 'code');
  if (!code) return;
  await orUnavailable('authenticator code', async () => {
    const userId = await codeOwner(ctx);
    if (!userId) return; // better-auth refuses the call itself.
    const now = new Date();
    await db
      .delete(twoFactorUsedCodes)
      .where(
        and(
          eq(twoFactorUsedCodes.userId, userId),
          lt(twoFactorUsedCodes.usedAt, new Date(now.getTime() - USED_CODE_MS)),
        ),
      );
    const claimed = await db
      .insert(twoFactorUsedCodes)
      .values({ userId, code, usedAt: now })
      .onConflictDoNothing()
      .returning({ code: twoFactorUsedCodes.code });
    if (claimed.length === 0)
      throw new APIError('UNAUTHORIZED', { code: 'CODE_ALREADY_USED', message: secondFactorMessages.codeUsed });
  });
}

/** After `/two-factor/verify-totp`: a refused code is released, so that the claim never refuses a right code later. */
export async function releaseRefusedCode(db: Db, ctx: HookContext) {
  const code = bodyField(ctx, 'code');
  const returned = ctx.context.returned;
  if (!code || !isAPIError(returned) || returned.body?.code === 'CODE_ALREADY_USED') return;
  try {
    const userId = await codeOwner(ctx);
    if (userId)
      await db
        .delete(twoFactorUsedCodes)
        .where(and(eq(twoFactorUsedCodes.userId, userId), eq(twoFactorUsedCodes.code, code)));
  } catch (error) {
    logError('auth', 'refused authenticator code could not be released', error);
  }
}

// --- Staff sessions and passwords -------------------------------------------------------------------------------------

/**
 * Before an endpoint that reads a session: a staff session past its absolute or idle limit is deleted and the call
 * answered 401, as the back-office does. Such a call is no back-office request: it does not extend the idle limit.
 */
export async function endExpiredStaffSession(db: Db, ctx: HookContext) {
  await orUnavailable('staff session', async () => {
    const session = await getSessionFromCtx(ctx as never).catch(() => null);
    if (!session || !(await staffRoleOf(db, session.user.id))) return;
    if (await keepStaffSession(db, session.session.id, new Date(), { record: false })) return;
    // A code that completes a new sign-in goes on without the old session, now deleted; any other call is refused.
    if (ctx.path === '/two-factor/verify-totp' || ctx.path === '/two-factor/verify-backup-code') return;
    throw new APIError('UNAUTHORIZED', { code: 'SESSION_EXPIRED', message: authMessages.sessionExpired });
  });
}

/** Before `/change-password` and `/set-password`: a staff account's new password is a staff password. */
export async function requireStaffPassword(db: Db, ctx: HookContext) {
  const newPassword = bodyField(ctx, 'newPassword');
  if (newPassword === undefined) return;
  const userId = await orUnavailable('staff password', async () => {
    const session = await getSessionFromCtx(ctx as never).catch(() => null);
    return session && (await staffRoleOf(db, session.user.id)) ? session.user.id : null;
  });
  const weak = userId ? staffPasswordProblem(newPassword) : null;
  if (weak) throw new APIError('BAD_REQUEST', { code: 'FORM_INVALID', message: weak });
}
