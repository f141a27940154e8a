/**
 * The staff rules inside better-auth's hooks (guards.ts), against better-auth itself: whatever encoding better-auth
 * parses, the lockout counts the address it checks; a password checked by a signed-in account counts too; an
 * authenticator code is accepted once; a staff session past its limits ends on every endpoint that reads it; a staff
 * account's new password is a staff password; a reset password clears the lockout.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_LOCKOUT } from '@/config/security';
import { authMessages } from '@/content/auth';
import { secondFactorMessages } from '@/content/second-factor';
import { outbox, session, signInLockouts, user } from '@/server/db/schema';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { useTotpClock } from '../../../tests/support/totp-clock';
import { authenticatorOf, cookiesOf, freshTotpCode, markTotpUsed } from '../../../scripts/staff-sign-in';
import { runAdminCommand } from '@/server/operator/commands';
import { createAuth, type Auth } from './auth';
import { lockedFor } from './lockout';

const ORIGIN = 'http://localhost:3000';
const call = (auth: Auth, path: string, init: { body: string; type?: string; ip: string; cookie?: string }) =>
  auth.handler(
    new Request(`${ORIGIN}/api/auth${path}`, {
      method: 'POST',
      headers: {
        'content-type': init.type ?? 'application/json',
        origin: ORIGIN,
        'x-forwarded-for': init.ip,
        cookie: init.cookie ?? '',
      },
      body: init.body,
    }),
  );
const answer = async (response: Response) => ({
  status: response.status,
  ...((await response.json()) as { code?: string; message?: string }),
});

describe.each(testDatabases)('the staff rules inside better-auth on $name', (target) => {
  const clock = useTotpClock();
  let database: TestDatabase;
  let auth: Auth;
  const password = 'Garde-du-Plateau-2026';
  let staffCount = 0;

  /** A new admin with its authenticator (one per test: each account has three codes to use at a time). */
  async function newStaff() {
    staffCount += 1;
    const email = `garde-${staffCount}-${target.name.toLowerCase()}@example.ci`;
    const started = Date.now();
    const created = await runAdminCommand(database.db, { command: 'create', email, password });
    const secret = authenticatorOf(created.message);
    markTotpUsed(secret, started, Date.now());
    return { email, secret };
  }

  /** Both steps over better-auth's handler, from `ip`; the session's cookies. */
  async function signIn({ email, secret }: { email: string; secret: string }, ip: string, code?: string) {
    const challenge = await call(auth, '/sign-in/email', { body: JSON.stringify({ email, password }), ip });
    expect(challenge.status).toBe(200);
    const verified = await call(auth, '/two-factor/verify-totp', {
      body: JSON.stringify({ code: code ?? (await freshTotpCode(secret, clock)) }),
      ip,
      cookie: cookiesOf(challenge),
    });
    return { verified, cookie: cookiesOf(verified) };
  }

  /** Wrong passwords through auth.api (server-side, so better-auth's own per-IP limit does not interfere). */
  async function failSignIns(address: string, ip: string, times: number) {
    for (let n = 0; n < times; n += 1) {
      await auth.api
        .signInEmail({
          body: { email: address, password: 'mauvais-mot-de-passe' },
          headers: new Headers({ 'x-forwarded-for': ip }),
        })
        .catch(() => null);
    }
  }

  beforeAll(async () => {
    process.env.BETTER_AUTH_SECRET ??= 'test-secret-that-is-long-enough-for-better-auth';
    database = await target.open();
    auth = createAuth(database.db);
  }, 90_000);
  afterAll(async () => database?.destroy());

  it('counts the address better-auth reads: a form post that names a decoy in JSON-looking text is refused on the locked address', async () => {
    const staff = await newStaff();
    const { email } = staff;
    await failSignIns(email, '192.0.2.10', SIGN_IN_LOCKOUT.failures);
    const smuggled = `{"email":"decoy@example.org","password":"x&email=${encodeURIComponent(email)}&password=${encodeURIComponent(password)}&z="}`;
    const response = await call(auth, '/sign-in/email', {
      body: smuggled,
      type: 'application/x-www-form-urlencoded',
      ip: '192.0.2.10',
    });
    expect(await answer(response)).toMatchObject({ status: 429, code: 'ACCOUNT_LOCKED' });
    // The decoy was never counted; another network still signs in with the right password.
    expect(await lockedFor(database.db, 'decoy@example.org', '192.0.2.10')).toBe(0);
    expect((await signIn(staff, '192.0.2.11')).verified.status).toBe(200);
  });

  it('refuses an authenticator code the second time, and lets the next one in', async () => {
    const staff = await newStaff();
    const code = await freshTotpCode(staff.secret, clock);
    expect((await signIn(staff, '192.0.2.20', code)).verified.status).toBe(200);
    const replay = await signIn(staff, '192.0.2.21', code);
    expect(await answer(replay.verified)).toMatchObject({
      status: 401,
      code: 'CODE_ALREADY_USED',
      message: secondFactorMessages.codeUsed,
    });
    expect(replay.cookie).not.toMatch(/session_token=/);
    expect((await signIn(staff, '192.0.2.22')).verified.status).toBe(200);
  });

  it('counts a signed-in account’s wrong passwords in the lockout: a stolen session is no password oracle', async () => {
    const staff = await newStaff();
    const { cookie } = await signIn(staff, '192.0.2.30');
    const headers = new Headers({ cookie, 'x-forwarded-for': '192.0.2.30' });
    for (let n = 0; n < SIGN_IN_LOCKOUT.failures; n += 1) {
      await expect(auth.api.verifyPassword({ headers, body: { password: `mauvais-${n}` } })).rejects.toMatchObject({
        body: { code: 'INVALID_PASSWORD' },
      });
    }
    await expect(auth.api.verifyPassword({ headers, body: { password } })).rejects.toMatchObject({
      body: { code: 'ACCOUNT_LOCKED' },
    });
    await database.db.delete(signInLockouts).where(eq(signInLockouts.email, staff.email));
  });

  it('holds a staff account’s new password to the staff rule, and a visitor’s to the site’s', async () => {
    const { cookie } = await signIn(await newStaff(), '192.0.2.40');
    const headers = new Headers({ cookie, 'x-forwarded-for': '192.0.2.40' });
    await expect(
      auth.api.changePassword({ headers, body: { currentPassword: password, newPassword: 'court1' } }),
    ).rejects.toMatchObject({
      body: { code: 'FORM_INVALID', message: authMessages.staffPasswordWeak },
    });
    const visitor = `visiteur-${target.name.toLowerCase()}@example.ci`;
    await auth.api.signUpEmail({ body: { email: visitor, password: 'visiteur-1', name: 'visiteur' } });
    await database.db.update(user).set({ emailVerified: true }).where(eq(user.email, visitor));
    const signedIn = await call(auth, '/sign-in/email', {
      body: JSON.stringify({ email: visitor, password: 'visiteur-1' }),
      ip: '192.0.2.41',
    });
    const changed = await auth.api.changePassword({
      headers: new Headers({ cookie: cookiesOf(signedIn) }),
      body: { currentPassword: 'visiteur-1', newPassword: 'autre-1' },
    });
    expect(changed.user.email).toBe(visitor);
  });

  it('ends a staff session past its idle limit on better-auth’s own endpoints, not only in the back-office', async () => {
    const staff = await newStaff();
    const { cookie } = await signIn(staff, '192.0.2.50');
    await database.db.update(session).set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) });
    const response = await call(auth, '/two-factor/enable', {
      body: JSON.stringify({ password }),
      ip: '192.0.2.50',
      cookie,
    });
    expect(await answer(response)).toMatchObject({
      status: 401,
      code: 'SESSION_EXPIRED',
      message: authMessages.sessionExpired,
    });
    expect(await auth.api.getSession({ headers: new Headers({ cookie }) })).toBeNull();

    // The browser still sends an expired session's cookie while its owner signs in again: the new sign-in completes.
    const { cookie: second } = await signIn(staff, '192.0.2.51');
    await database.db.update(session).set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) });
    const challenge = await call(auth, '/sign-in/email', {
      body: JSON.stringify({ email: staff.email, password }),
      ip: '192.0.2.51',
      cookie: second,
    });
    const verified = await call(auth, '/two-factor/verify-totp', {
      body: JSON.stringify({ code: await freshTotpCode(staff.secret, clock) }),
      ip: '192.0.2.51',
      cookie: `${second}; ${cookiesOf(challenge)}`,
    });
    expect(verified.status).toBe(200);
  });

  it('clears the address on every network once its password is reset', async () => {
    const { email } = await newStaff();
    await failSignIns(email, '192.0.2.60', SIGN_IN_LOCKOUT.failures);
    expect(await lockedFor(database.db, email, '192.0.2.60')).toBeGreaterThan(0);
    await auth.api.requestPasswordReset({ body: { email, redirectTo: '/auth/nouveau-mot-de-passe' } });
    // The link of the mail, as its recipient reads it (the token is kept hashed in the database).
    const [mail] = await database.db.select().from(outbox).where(eq(outbox.to, email));
    const token = /reset-password\/([^?\s]+)/.exec(mail!.text)![1]!;
    await auth.api.resetPassword({ body: { token, newPassword: 'Nouvelle-Phrase-du-Plateau-2026' } });
    expect(await lockedFor(database.db, email, '192.0.2.60')).toBe(0);
  });

  it('over HTTPS, keeps every auth cookie a __Host- cookie, which better-auth reads back', async () => {
    const secure = createAuth(database.db, { secureSite: true });
    const staff = await newStaff();
    const challenge = await call(secure, '/sign-in/email', {
      body: JSON.stringify({ email: staff.email, password }),
      ip: '192.0.2.70',
    });
    const verified = await call(secure, '/two-factor/verify-totp', {
      body: JSON.stringify({ code: await freshTotpCode(staff.secret, clock) }),
      ip: '192.0.2.70',
      cookie: cookiesOf(challenge),
    });
    const lines = [...challenge.headers.getSetCookie(), ...verified.headers.getSetCookie()].filter(
      (line) => !line.startsWith('mt_'),
    );
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) {
      expect(line).toMatch(/^__Host-better-auth\./);
      expect(line).toMatch(/; Secure/i);
      expect(line).toMatch(/; Path=\/(;|$)/);
      expect(line).not.toMatch(/; Domain=/i);
    }
    const session = await secure.api.getSession({ headers: new Headers({ cookie: cookiesOf(verified) }) });
    expect(session?.user.email).toBe(staff.email);
  });
});
