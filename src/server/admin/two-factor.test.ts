import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@/content/auth';
import { secondFactorMessages } from '@/content/second-factor';
import { runAdminCommand } from '@/server/operator/commands';
import { createAuth, type Auth } from '@/server/auth/auth';
import { totpCode } from '@/server/auth/totp';
import { totpCodePattern } from '@/lib/schemas/patterns';
import { authenticatorOf, freshTotpCode, markTotpUsed, recoveryCodesOf } from '../../../scripts/staff-sign-in';
import { auditEvents, twoFactor, user, userRoles } from '@/server/db/schema';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { signedInCaller } from '../../../tests/support/callers';
import { useTotpClock } from '../../../tests/support/totp-clock';
import type { AdminCaller } from './access';
import { AdminRefusal } from './errors';
import { changeOwnTwoFactor } from './two-factor';

const cookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');

const refusal = (call: Promise<unknown>) =>
  call.then(
    () => null,
    (error: unknown) => error,
  );

describe.each(testDatabases)('a staff member’s own second factor on $name', (target) => {
  const clock = useTotpClock();
  let database: TestDatabase;
  let auth: Auth;
  const email = 'securite@example.ci';
  const password = 'Securite-du-Plateau-2026';
  let secret = '';
  let recoveryCodes: string[] = [];

  /** The password, then `code` (a TOTP or a recovery code): the answer of the second step. */
  async function signIn(code: string) {
    const first = await auth.api.signInEmail({ body: { email, password }, returnHeaders: true });
    const headers = new Headers({ cookie: cookieOf(first.headers) });
    const verify = totpCodePattern.test(code) ? auth.api.verifyTOTP : auth.api.verifyBackupCode;
    return verify({ headers, body: { code }, returnHeaders: true });
  }

  /** A caller signed in through both steps, and the headers that carry its session (better-auth reads them). */
  async function signedIn(): Promise<{ caller: AdminCaller; headers: Headers }> {
    const done = await signIn(await freshTotpCode(secret, clock));
    const headers = new Headers({ cookie: cookieOf(done.headers) });
    const current = await auth.api.getSession({ headers });
    return {
      caller: {
        db: database.db,
        user: { id: current!.user.id, email, sessionId: current!.session.id },
        ip: '10.0.0.5',
      },
      headers,
    };
  }

  beforeAll(async () => {
    database = await target.open();
    auth = createAuth(database.db);
    const started = Date.now();
    const created = await runAdminCommand(database.db, { command: 'create', email, password });
    secret = authenticatorOf(created.message);
    markTotpUsed(secret, started, Date.now());
    recoveryCodes = recoveryCodesOf(created.message);
    expect(recoveryCodes).toHaveLength(10);
    await database.db.insert(user).values([
      { id: 'u-visitor', name: 'visiteur', email: 'visiteur@example.ci', emailVerified: true },
      { id: 'u-novice', name: 'novice', email: 'novice@example.ci', emailVerified: true },
    ]);
    await database.db.insert(userRoles).values({ userId: 'u-novice', role: 'agent' });
  });
  afterAll(async () => database?.destroy());

  it('is refused to strangers, visitors and staff without an authenticator, before the password is looked at', async () => {
    const { db } = database;
    const input = { action: 'renew-codes', password, code: '123456' };
    const headers = new Headers();
    expect(await refusal(changeOwnTwoFactor({ db, user: null }, headers, input, auth))).toMatchObject({
      kind: 'unauthenticated',
    });
    const visitor = await signedInCaller(db, { id: 'u-visitor', email: 'visiteur@example.ci' });
    expect(await refusal(changeOwnTwoFactor(visitor, headers, input, auth))).toMatchObject({ kind: 'forbidden' });
    const novice = await signedInCaller(db, { id: 'u-novice', email: 'novice@example.ci' }, new Date(), {
      twoFactor: false,
    });
    expect(await refusal(changeOwnTwoFactor(novice, headers, input, auth))).toMatchObject({ kind: 'two-factor-setup' });
    const { caller } = await signedIn();
    expect(
      await refusal(changeOwnTwoFactor(caller, headers, { action: 'disable', password, code: '123456' }, auth)),
    ).toMatchObject({ kind: 'invalid' });
  });

  it('renews the recovery codes after the password and a current code: the old codes stop working', async () => {
    const { caller, headers } = await signedIn();
    const change = (input: Record<string, string>) =>
      changeOwnTwoFactor(caller, headers, { action: 'renew-codes', ...input }, auth);
    const [before] = await database.db.select({ codes: twoFactor.backupCodes }).from(twoFactor);

    expect(await refusal(change({ password: 'pas-le-bon-mot', code: await freshTotpCode(secret, clock) }))).toEqual(
      new AdminRefusal(authMessages.invalidCredentials),
    );
    expect(await refusal(change({ password, code: '000000' === totpCode(secret) ? '111111' : '000000' }))).toEqual(
      new AdminRefusal(secondFactorMessages.codeWrong),
    );
    expect(await refusal(change({ password, code: 'pas-un-code' }))).toEqual(
      new AdminRefusal(secondFactorMessages.codeInvalid),
    );
    expect((await database.db.select({ codes: twoFactor.backupCodes }).from(twoFactor))[0]).toEqual(before);

    // A recovery code is a current code too (and is used up).
    const renewed = await change({ password, code: recoveryCodes[0]! });
    expect(renewed.action === 'renew-codes' && renewed.backupCodes).toHaveLength(10);
    const fresh = renewed.action === 'renew-codes' ? renewed.backupCodes : [];
    expect(fresh).not.toContain(recoveryCodes[1]);
    expect(await refusal(signIn(recoveryCodes[1]!))).toMatchObject({ body: { code: 'INVALID_BACKUP_CODE' } });
    expect((await signIn(fresh[0]!)).response).toMatchObject({ user: { email } });
    const [line] = await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'recovery-codes-renewed'));
    expect(line).toMatchObject({ actor: email, ip: '10.0.0.5' });
  });

  it('removes the authenticator after the password and a current code, with a new session, so that a new one is enrolled', async () => {
    const { caller, headers } = await signedIn();
    const reset = await changeOwnTwoFactor(
      caller,
      headers,
      { action: 'reset', password, code: await freshTotpCode(secret, clock) },
      auth,
    );
    expect(reset.action === 'reset' && reset.setCookies.some((cookie) => cookie.includes('session_token='))).toBe(true);
    const [account] = await database.db
      .select({ enabled: user.twoFactorEnabled })
      .from(user)
      .where(eq(user.email, email));
    expect(account?.enabled).toBe(false);
    expect(await database.db.select().from(twoFactor)).toEqual([]);
    // The old session was replaced: the back-office now sends this member to the enrolment.
    expect(await auth.api.getSession({ headers })).toBeNull();
    const [line] = await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'two-factor-reset'));
    expect(line).toMatchObject({ actor: email, ip: '10.0.0.5' });
  });
});
