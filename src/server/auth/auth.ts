import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { nextCookies } from 'better-auth/next-js';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { TWO_FACTOR } from '@/config/two-factor';
import { company } from '@/config/company';
import { authMessages } from '@/content/auth';
import { accountMailText, mailText } from '@/content/mails';
import {
  checkAuthForm,
  newPasswordServerSchema,
  PASSWORD_MAX,
  PASSWORD_MIN,
  recoveryCodeSchema,
  resetRequestSchema,
  signInSchema,
  signUpServerSchema,
  totpCodeSchema,
  twoFactorPasswordSchema,
} from '@/lib/schemas/auth';
import { siteUrl } from '@/server/site-url';
import type { Db } from '@/server/db/client';
import { getDb } from '@/server/db/client';
import * as schema from '@/server/db/schema';
import { log, logError } from '@/server/log';
import { recordAudit } from '@/server/audit';
import type { AuditAction } from '@/server/db/schema';
import { queueMails, type Mail } from '@/server/mail/outbox';
import { notifyMailer } from '@/server/mail/sender';
import { allowVisitorMails, type VisitorMailKind } from '@/server/mail/visitor-caps';
import { clearSignedInHint, setSignedInHint, SESSION_SECONDS } from './hint';
import { staffRoleOf } from './roles';
import { staffPasswordProblem } from './staff-password';
import {
  claimCode,
  countPasswordCheck,
  endExpiredStaffSession,
  passwordEndpoints,
  refuseLockedAddress,
  releaseRefusedCode,
  requireStaffPassword,
} from './guards';
import { unlockAddress } from './lockout';
import { authSecret } from './secret';

/** The confirmation mail of a new account, through the same outbox as every other mail. */
export function verificationMail(to: string, url: string) {
  return accountMail(to, url, accountMailText.verification);
}

/** The link of a forgotten password, valid an hour, through the outbox too. */
export function resetPasswordMail(to: string, url: string) {
  return accountMail(to, url, accountMailText.resetPassword);
}

/**
 * An account mail (and a staff invitation): greeting, what the link does, the link alone on its line, how long it
 * lasts, and our name. Its link is a secret (server/mail/secrets.ts).
 */
export function accountMail(
  to: string,
  url: string,
  { subject, lead, note }: { subject: string; lead: string; note: string },
): Mail {
  return {
    to,
    subject,
    text: `${mailText.greeting()}\n\n${lead}\n${url}\n\n${note}\n\n${company.name}\n`,
    secret: true,
  };
}

/**
 * Queues an account mail within the visitor-mail caps (server/mail/visitor-caps.ts): past them it is dropped, and
 * better-auth answers as it would have, so that the caps tell nothing about an address.
 */
async function queueVisitorMail(db: Db, kind: VisitorMailKind, mail: ReturnType<typeof accountMail>) {
  const queued = await db.transaction(async (tx) => {
    const [allowed] = await allowVisitorMails(tx, [{ kind, to: mail.to, now: new Date() }]);
    if (allowed) await queueMails(tx, [mail]);
    return allowed;
  });
  if (queued) notifyMailer();
}

/** The schema of each form-backed endpoint. */
const schemaOfPath = {
  '/sign-up/email': signUpServerSchema,
  '/sign-in/email': signInSchema,
  '/request-password-reset': resetRequestSchema,
  '/send-verification-email': resetRequestSchema,
  '/reset-password': newPasswordServerSchema,
  // The second factor: a code, and nothing else (no "trust this device", no session left unset).
  '/two-factor/verify-totp': totpCodeSchema,
  '/two-factor/verify-backup-code': recoveryCodeSchema,
  // Enrolment (over HTTP), renewal and removal (on the server only, after a current code): the password only, the
  // authenticator app being the one method.
  '/two-factor/enable': twoFactorPasswordSchema,
  '/two-factor/generate-backup-codes': twoFactorPasswordSchema,
  '/two-factor/disable': twoFactorPasswordSchema,
  '/two-factor/get-totp-uri': twoFactorPasswordSchema,
} as const;

/** The form check of an endpoint's body: null for endpoints without a form. */
export function checkAuthBody(path: string, body: unknown) {
  return Object.hasOwn(schemaOfPath, path)
    ? checkAuthForm(schemaOfPath[path as keyof typeof schemaOfPath], body)
    : null;
}

/** Endpoints that read a session: a staff session past its limits is ended there too (guards.ts). */
const sessionEndpoints = new Set([
  '/two-factor/enable',
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  '/two-factor/disable',
  '/two-factor/generate-backup-codes',
  '/two-factor/get-totp-uri',
  '/change-password',
  '/set-password',
  '/verify-password',
  '/list-sessions',
  '/revoke-session',
  '/revoke-sessions',
  '/revoke-other-sessions',
  '/update-user',
  '/change-email',
  '/delete-user',
]);

/**
 * Before each endpoint, on the values better-auth itself will use: our schema (the HTTP route runs it first too, so
 * that a payload sent directly is refused in French; this covers server-side calls, which have no route), then the
 * staff rules of guards.ts.
 */
const beforeEndpoints = (db: Db) =>
  createAuthMiddleware(async (ctx) => {
    const check = checkAuthBody(ctx.path, ctx.body);
    if (check && !check.ok) throw new APIError('BAD_REQUEST', { code: 'FORM_INVALID', message: check.message });
    if (sessionEndpoints.has(ctx.path)) await endExpiredStaffSession(db, ctx);
    if (passwordEndpoints.has(ctx.path)) await refuseLockedAddress(db, ctx);
    if (ctx.path === '/two-factor/verify-totp') await claimCode(db, ctx);
    if (ctx.path === '/reset-password') await checkStaffPassword(db, ctx);
    if (ctx.path === '/change-password' || ctx.path === '/set-password') await requireStaffPassword(db, ctx);
    if (
      ctx.path === '/sign-up/email' &&
      check?.ok &&
      (await ctx.context.internalAdapter.findUserByEmail(check.email.toLowerCase()))
    ) {
      // SPEC §8 wants 'Compte existant'. better-auth would answer an existing address like a new one (it hides who has
      // an account); the spec's message is kept, and the sign-up rate limit bounds what it reveals.
      throw new APIError('UNPROCESSABLE_ENTITY', { code: 'USER_ALREADY_EXISTS', message: authMessages.existing });
    }
  });

/**
 * A new password for a staff account must be a staff password (staff-password.ts). The reset token names the account:
 * better-auth keeps it as the verification `reset-password:<token>`, whose value is the user's id.
 */
async function checkStaffPassword(
  db: Db,
  ctx: {
    body?: unknown;
    context: { internalAdapter: { findVerificationValue: (id: string) => Promise<{ value: string } | null> } };
  },
) {
  const { token, newPassword } = (ctx.body ?? {}) as { token?: unknown; newPassword?: unknown };
  if (typeof token !== 'string' || typeof newPassword !== 'string') return;
  const verification = await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!verification || !(await staffRoleOf(db, verification.value))) return;
  const weak = staffPasswordProblem(newPassword);
  if (weak) throw new APIError('BAD_REQUEST', { code: 'FORM_INVALID', message: weak });
}

/** The answers of a second-factor check that are about the code (not a missing or stale challenge). */
const wrongCodeAnswers = new Set([
  'INVALID_CODE',
  'INVALID_BACKUP_CODE',
  'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE',
  'ACCOUNT_TEMPORARILY_LOCKED',
]);

/**
 * After each endpoint: the readable "signed in" hint kept in step with the session cookie (hint.ts), and the audit
 * log's second-factor lines for staff accounts: a sign-in completed by a code (or a recovery code), a wrong code, and an
 * authenticator confirmed for the first time. The sign-in's pending challenge (a signed cookie) names the account;
 * without one, the check is made by a signed-in account on its own authenticator.
 */
const afterEndpoints = (db: Db) =>
  createAuthMiddleware(async (ctx) => {
    if (ctx.path === '/sign-out') clearSignedInHint(ctx);
    else if (ctx.context.newSession) setSignedInHint(ctx);
    if (passwordEndpoints.has(ctx.path)) await countPasswordCheck(db, ctx);
    if (ctx.path === '/two-factor/verify-totp') await releaseRefusedCode(db, ctx);
    if (ctx.path !== '/two-factor/verify-totp' && ctx.path !== '/two-factor/verify-backup-code') return;
    try {
      const challenge = await ctx.getSignedCookie(ctx.context.createAuthCookie('two_factor').name, ctx.context.secret);
      const returned = ctx.context.returned;
      const audit = async (userId: string | undefined, action: AuditAction) => {
        const found = userId ? await ctx.context.internalAdapter.findUserById(userId) : null;
        if (found && (await staffRoleOf(db, found.id)))
          await recordAudit(db, { action, actor: found.email, ip: ctx.headers?.get('x-forwarded-for') });
      };
      // isAPIError, not instanceof: better-auth's plugins throw their core's APIError class.
      if (isAPIError(returned)) {
        if (challenge && wrongCodeAnswers.has(String(returned.body?.code))) {
          await audit((await ctx.context.internalAdapter.findVerificationValue(challenge))?.value, 'two-factor-failed');
        }
        return;
      }
      const signedIn = ctx.context.newSession?.user.id;
      if (challenge)
        await audit(signedIn, ctx.path === '/two-factor/verify-backup-code' ? 'sign-in-recovery-code' : 'sign-in');
      else if (signedIn) await audit(signedIn, 'two-factor-enrolled');
    } catch (error) {
      logError('auth', 'second factor could not be audited', error);
    }
  });

export function createAuth(db: Db, { secureSite = siteUrl.protocol === 'https:' } = {}) {
  return betterAuth({
    appName: company.name,
    baseURL: siteUrl.toString(),
    secret: authSecret(),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.authRateLimit,
        twoFactor: schema.twoFactor,
      },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      autoSignIn: false,
      // A forgotten password: the link lands on our reset page (relative redirectTo, checked by better-auth), lasts an
      // hour, and a reset closes every session of the account.
      sendResetPassword: async ({ user, url }) => {
        await queueVisitorMail(db, 'reset', resetPasswordMail(user.email, url));
      },
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // A new password ends the address's sign-in lockout on every network (lockout.ts).
      onPasswordReset: async ({ user }) => {
        await unlockAddress(db, user.email);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        await queueVisitorMail(db, 'confirm', verificationMail(user.email, url));
      },
    },
    // A forgotten password's token is kept hashed, as the invitations' are: the database and its backups never hold a
    // link that works (better-auth still finds a row written in clear by an older version).
    verification: { storeIdentifier: { default: 'plain', overrides: { 'reset-password:': 'hashed' } } },
    // Refreshed once a day while in use; a week without a visit ends it.
    session: { expiresIn: SESSION_SECONDS, updateAge: 60 * 60 * 24 },
    // On in every environment, counted in the database so that it holds across instances (DESIGN.md: sign-in goes
    // through the HTTP endpoint, which this limits; server-side auth.api calls are not limited).
    rateLimit: { enabled: true, storage: 'database', modelName: 'rateLimit' },
    hooks: { before: beforeEndpoints(db), after: afterEndpoints(db) },
    // better-auth's own lines join ours as JSON: its message only (at most 200 characters), never the values it adds.
    logger: {
      level: 'warn',
      log: (level, message) => log()[level]({ scope: 'better-auth' }, String(message).slice(0, 200)),
    },
    // Over HTTPS every auth cookie is a `__Host-` cookie (Secure, Path=/, no Domain): no subdomain and no plain-HTTP
    // page can set or shadow it. better-auth's own `__Secure-` prefix is turned off for it.
    advanced: secureSite
      ? {
          useSecureCookies: false,
          cookiePrefix: '__Host-better-auth',
          defaultCookieAttributes: { sameSite: 'lax', httpOnly: true, secure: true, path: '/' },
        }
      : { useSecureCookies: false, defaultCookieAttributes: { sameSite: 'lax', httpOnly: true } },
    plugins: [
      // TOTP (RFC 6238, 6 digits, 30 s) and recovery codes, asked after the password of every account that enrolled;
      // staff must enrol (server/admin/access.ts, STAFF_2FA).
      twoFactor({
        issuer: company.name,
        twoFactorCookieMaxAge: TWO_FACTOR.challengeMinutes * 60,
        backupCodeOptions: { amount: TWO_FACTOR.recoveryCodes },
        accountLockout: { maxFailedAttempts: TWO_FACTOR.failures, durationSeconds: TWO_FACTOR.lockMinutes * 60 },
      }),
      nextCookies(),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

type Holder = { auth?: Promise<Auth> };
const holder = ((globalThis as { __siteAuth?: Holder }).__siteAuth ??= {});

/** The process's auth instance, made on first use like the database it sits on. */
export function getAuth(): Promise<Auth> {
  holder.auth ??= getDb().then(createAuth);
  return holder.auth;
}
