import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/server/db/client';
import { auditEvents, outbox, user, userRoles } from '@/server/db/schema';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { captureLog } from '../../../tests/support/log';
import { useTotpClock } from '../../../tests/support/totp-clock';
import { authMessages } from '@/content/auth';
import { adminCliText } from '@/content/operator';
import { createAuth } from './auth';
import { authenticatorOf, freshTotpCode, markTotpUsed } from '../../../scripts/staff-sign-in';
import { adminCli } from '@/server/operator/cli';
import { parseAdminCommand, runAdminCommand, serveAdminCommands } from '@/server/operator/commands';
import { readNewPassword } from './password-input';
import { lockedFor, recordFailure } from './lockout';
import { SIGN_IN_LOCKOUT } from '@/config/security';
import { grantRole, isStaff, staffRoleOf } from './roles';

let addresses = 0;
/** Each call comes from its own address unless one is given: the sign-in limit counts per address. */
const post = (
  auth: ReturnType<typeof createAuth>,
  path: string,
  body: unknown,
  { ip = `10.3.${Math.floor(++addresses / 250)}.${addresses % 250}`, cookie = '' } = {},
) =>
  auth.handler(
    new Request(`http://localhost:3000/api/auth${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', 'x-forwarded-for': ip, cookie },
      body: JSON.stringify(body),
    }),
  );

/** The cookies a response sets, as "name=value" pairs the next request can send. */
const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

for (const target of testDatabases) {
  describe(`accounts and admin rights on ${target.name}`, () => {
    const clock = useTotpClock();
    let database: TestDatabase;
    let auth: ReturnType<typeof createAuth>;
    beforeAll(async () => {
      process.env.BETTER_AUTH_SECRET ??= 'test-secret-that-is-long-enough-for-better-auth';
      database = await target.open();
      auth = createAuth(database.db);
    }, 60_000);
    afterAll(async () => database?.destroy());

    it('signs up with a confirmation mail through the outbox, and refuses sign-in before confirmation', async () => {
      const email = `new-${target.name.toLowerCase()}@example.ci`;
      const signUp = await post(auth, '/sign-up/email', {
        email,
        password: 'secret123',
        name: 'new',
        callbackURL: '/?compte=confirme',
      });
      expect(signUp.status).toBe(200);
      const [mail] = await database.db.select().from(outbox).where(eq(outbox.to, email));
      expect(mail?.subject).toBe('Confirmez votre compte Multitech Ivoire');
      expect(mail?.text).toMatch(/\/api\/auth\/verify-email\?token=/);
      const signIn = await post(auth, '/sign-in/email', { email, password: 'secret123' });
      expect(signIn.status).toBe(403);
      expect((await signIn.json()) as { code: string }).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });

      // The link of the mail confirms the address, signs in and lands on the site's root.
      const link = new URL(/(http\S+verify-email\S+)/.exec(mail!.text)![1]!);
      const confirmed = await auth.handler(new Request(link, { headers: { 'x-forwarded-for': '10.3.250.1' } }));
      expect(confirmed.status).toBe(302);
      expect(confirmed.headers.get('location')).toBe('/?compte=confirme');
      expect(cookiesOf(confirmed)).toMatch(/session_token=.+/);
      expect(cookiesOf(confirmed)).toContain('mt_connecte=1');
      const [row] = await database.db.select().from(user).where(eq(user.email, email));
      expect(row?.emailVerified).toBe(true);
    });

    it('refuses bad sign-up and sign-in payloads in French, and an address that already has an account', async () => {
      const refusal = async (response: Response) => ({
        status: response.status,
        ...((await response.json()) as { code: string; message: string }),
      });
      expect(await refusal(await post(auth, '/sign-up/email', { email: '', password: '', name: 'x' }))).toMatchObject({
        status: 400,
        code: 'FORM_INVALID',
        message: 'Veuillez remplir tous les champs',
      });
      expect(
        await refusal(await post(auth, '/sign-up/email', { email: 'court@example.ci', password: '12345', name: 'x' })),
      ).toMatchObject({
        status: 400,
        message: 'Le mot de passe doit contenir au moins 6 caractères',
      });
      expect(
        await refusal(
          await post(auth, '/sign-up/email', { email: 'pas-une-adresse', password: 'secret123', name: 'x' }),
        ),
      ).toMatchObject({
        status: 400,
        message: 'Veuillez saisir une adresse email valide.',
      });
      expect(await refusal(await post(auth, '/sign-in/email', { email: 'a@example.ci' }))).toMatchObject({
        status: 400,
        message: 'Veuillez remplir tous les champs',
      });
      expect(await refusal(await post(auth, '/sign-up/email', 'not an object'))).toMatchObject({
        status: 400,
        message: 'Veuillez remplir tous les champs',
      });
      expect(await database.db.select().from(user).where(eq(user.email, 'court@example.ci'))).toHaveLength(0);

      const email = `twice-${target.name.toLowerCase()}@example.ci`;
      expect((await post(auth, '/sign-up/email', { email, password: 'secret123', name: 'twice' })).status).toBe(200);
      expect(
        await refusal(
          await post(auth, '/sign-up/email', { email: email.toUpperCase(), password: 'other123', name: 'twice' }),
        ),
      ).toMatchObject({
        status: 422,
        code: 'USER_ALREADY_EXISTS',
      });
    });

    it('limits a burst of wrong passwords from one address, and keeps sessions in httpOnly, SameSite=Lax cookies until sign-out', async () => {
      const { db } = database;
      const email = `burst-${target.name.toLowerCase()}@example.ci`;
      await post(auth, '/sign-up/email', { email, password: 'secret123', name: 'burst' });
      await db.update(user).set({ emailVerified: true }).where(eq(user.email, email));

      const ip = '10.9.9.9';
      const attempts = [];
      for (let i = 0; i < 4; i += 1)
        attempts.push(await post(auth, '/sign-in/email', { email, password: 'mauvais-mot' }, { ip }));
      expect(attempts.slice(0, 3).map((response) => response.status)).toEqual([401, 401, 401]);
      expect((await attempts[0]!.json()) as { code: string }).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD' });
      expect(attempts[3]!.status).toBe(429);
      expect(Number(attempts[3]!.headers.get('x-retry-after'))).toBeGreaterThan(0);
      // Even the right password waits; another address is not held back.
      expect((await post(auth, '/sign-in/email', { email, password: 'secret123' }, { ip })).status).toBe(429);
      const signIn = await post(auth, '/sign-in/email', { email, password: 'secret123' });
      expect(signIn.status).toBe(200);
      const session = signIn.headers.getSetCookie().find((line) => line.includes('session_token='));
      expect(session).toMatch(/HttpOnly/i);
      expect(session).toMatch(/SameSite=Lax/i);
      const hint = signIn.headers.getSetCookie().find((line) => line.startsWith('mt_connecte='));
      expect(hint).toMatch(/^mt_connecte=1;/);
      expect(hint).not.toMatch(/HttpOnly/i);

      const cookie = cookiesOf(signIn);
      expect((await auth.api.getSession({ headers: new Headers({ cookie }) }))?.user.email).toBe(email);
      const signOut = await post(auth, '/sign-out', {}, { cookie });
      expect(signOut.status).toBe(200);
      expect(signOut.headers.getSetCookie().find((line) => line.startsWith('mt_connecte='))).toMatch(/Max-Age=0/i);
      // The session is gone on the server, not only from the browser.
      expect(await auth.api.getSession({ headers: new Headers({ cookie }) })).toBeNull();
    });

    it('resets a forgotten password by a one-use link through the outbox, in French, and closes the open sessions', async () => {
      const { db } = database;
      const email = `oubli-${target.name.toLowerCase()}@example.ci`;
      await post(auth, '/sign-up/email', { email, password: 'ancien-123', name: 'oubli' });
      await db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
      const before = cookiesOf(await post(auth, '/sign-in/email', { email, password: 'ancien-123' }));
      expect((await auth.api.getSession({ headers: new Headers({ cookie: before }) }))?.user.email).toBe(email);

      // An unknown address gets the same answer and no mail; a bad one is refused in French.
      expect(
        (
          await post(auth, '/request-password-reset', {
            email: 'personne@example.ci',
            redirectTo: '/auth/nouveau-mot-de-passe',
          })
        ).status,
      ).toBe(200);
      expect(await db.select().from(outbox).where(eq(outbox.to, 'personne@example.ci'))).toHaveLength(0);
      const badAddress = await post(auth, '/request-password-reset', { email: 'pas-une-adresse' });
      expect(badAddress.status).toBe(400);
      expect(await badAddress.json()).toMatchObject({
        code: 'FORM_INVALID',
        message: 'Veuillez saisir une adresse email valide.',
      });

      expect(
        (await post(auth, '/request-password-reset', { email, redirectTo: '/auth/nouveau-mot-de-passe' })).status,
      ).toBe(200);
      const mails = await db.select().from(outbox).where(eq(outbox.to, email));
      const mail = mails.find((row) => row.subject === 'Nouveau mot de passe pour votre compte Multitech Ivoire');
      const link = new URL(/(http\S+reset-password\S+)/.exec(mail!.text)![1]!);
      const landing = await auth.handler(new Request(link, { headers: { 'x-forwarded-for': '10.4.0.1' } }));
      expect(landing.status).toBe(302);
      const landedOn = new URL(landing.headers.get('location')!, 'http://localhost:3000');
      expect(landedOn.pathname).toBe('/auth/nouveau-mot-de-passe');
      const token = landedOn.searchParams.get('token')!;
      expect(token).toBeTruthy();

      const tooShort = await post(auth, '/reset-password', { token, newPassword: '12345' });
      expect(tooShort.status).toBe(400);
      expect(await tooShort.json()).toMatchObject({ message: 'Le mot de passe doit contenir au moins 6 caractères' });
      expect((await post(auth, '/reset-password', { token, newPassword: 'nouveau-456' })).status).toBe(200);

      // The link served once; the old password and the old session are gone; the new password signs in.
      const again = await post(auth, '/reset-password', { token, newPassword: 'encore-789' });
      expect(again.status).toBe(400);
      expect(await again.json()).toMatchObject({ code: 'INVALID_TOKEN' });
      expect(await auth.api.getSession({ headers: new Headers({ cookie: before }) })).toBeNull();
      expect((await post(auth, '/sign-in/email', { email, password: 'ancien-123' })).status).toBe(401);
      expect((await post(auth, '/sign-in/email', { email, password: 'nouveau-456' })).status).toBe(200);
    });

    it('tells admins from everyone else, and treats a failed check as "not admin" with a log', async () => {
      const { db } = database;
      await db.insert(user).values([
        { id: 'u-admin', name: 'admin', email: 'admin@example.ci', emailVerified: true },
        { id: 'u-plain', name: 'plain', email: 'plain@example.ci', emailVerified: true },
      ]);
      expect(await grantRole(db, 'ADMIN@example.ci ', 'admin', 'operator')).toBe('granted');
      expect(await grantRole(db, 'admin@example.ci', 'admin', 'operator')).toBe('granted');
      expect(await db.select().from(userRoles).where(eq(userRoles.userId, 'u-admin'))).toHaveLength(1);
      expect(await grantRole(db, 'nobody@example.ci', 'admin', 'operator')).toBe('no-account');
      expect(await isStaff(db, 'u-admin')).toBe(true);
      expect(await isStaff(db, 'u-plain')).toBe(false);
      expect(await isStaff(db, undefined)).toBe(false);

      // A role is set, not added: the one admin cannot be made agent; once another admin exists, it can.
      expect(await grantRole(db, 'admin@example.ci', 'agent', 'operator')).toBe('last-admin');
      expect(await staffRoleOf(db, 'u-admin')).toBe('admin');
      expect(await grantRole(db, 'plain@example.ci', 'admin', 'operator')).toBe('granted');
      expect(await grantRole(db, 'admin@example.ci', 'agent', 'operator')).toBe('granted');
      expect(await staffRoleOf(db, 'u-admin')).toBe('agent');
      expect(await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, 'u-admin'))).toEqual([
        { role: 'agent' },
      ]);
      expect(await grantRole(db, 'plain@example.ci', 'agent', 'operator')).toBe('last-admin');
      expect(await isStaff(db, 'u-admin')).toBe(true);

      const log = captureLog();
      try {
        const broken = {
          select: () => {
            throw new Error('down');
          },
        } as unknown as typeof db;
        expect(await isStaff(broken, 'u-admin')).toBe(false);
      } finally {
        log.restore();
      }
      // One line, the error by name only (its message could carry data): see server/log.ts.
      expect(log.lines).toEqual([
        expect.objectContaining({ level: 'error', scope: 'auth', msg: 'staff role could not be read', error: 'Error' }),
      ]);
    });

    it('unlocks an address on every network with `npm run admin -- unlock`, audited, and says when there was nothing to lift', async () => {
      const { db } = database;
      const email = `verrou-${target.name.toLowerCase()}@example.ci`;
      for (const network of ['10.7.0.1', '10.7.0.2'])
        for (let n = 0; n < SIGN_IN_LOCKOUT.failures; n += 1) await recordFailure(db, email, network);
      expect(parseAdminCommand(['unlock', ` ${email.toUpperCase()} `])).toEqual({ command: 'unlock', email });
      // Two networks and the count across them.
      expect(await runAdminCommand(db, { command: 'unlock', email })).toEqual({
        ok: true,
        message: adminCliText.unlocked(email, 3),
      });
      for (const network of ['10.7.0.1', '10.7.0.2']) expect(await lockedFor(db, email, network)).toBe(0);
      expect(await db.select().from(auditEvents).where(eq(auditEvents.action, 'sign-in-unlocked'))).toEqual([
        expect.objectContaining({ actor: 'npm run admin', target: email }),
      ]);
      expect(await runAdminCommand(db, { command: 'unlock', email })).toEqual({
        ok: true,
        message: adminCliText.unlocked(email, 0),
      });
    });

    it('revokes a staff member: roles gone, every session ended at once, never the last admin', async () => {
      const { db } = database;
      const email = `revoque-${target.name.toLowerCase()}@example.ci`;
      const started = Date.now();
      const created = await runAdminCommand(db, { command: 'create', email, password: 'Revoque-Bientot-2026' });
      expect(created.ok).toBe(true);
      // Two sign-ins, each completed by a code of the authenticator that `create` enrolled (a code is accepted once).
      const secret = authenticatorOf(created.message);
      markTotpUsed(secret, started, Date.now());
      const codes = [await freshTotpCode(secret, clock), await freshTotpCode(secret, clock)];
      const sessions = await Promise.all(
        [1, 2].map(async (n) => {
          const ip = `10.5.${n}.${Math.floor(Math.random() * 250)}`;
          const challenge = await post(auth, '/sign-in/email', { email, password: 'Revoque-Bientot-2026' }, { ip });
          expect(await challenge.json()).toMatchObject({ twoFactorRedirect: true });
          return post(auth, '/two-factor/verify-totp', { code: codes[n - 1] }, { ip, cookie: cookiesOf(challenge) });
        }),
      );
      const cookies = sessions.map(cookiesOf);
      for (const cookie of cookies)
        expect(await auth.api.getSession({ headers: new Headers({ cookie }) })).not.toBeNull();

      expect(await runAdminCommand(db, { command: 'revoke', email })).toEqual({
        ok: true,
        message: adminCliText.revoked(email),
      });
      expect(await isStaff(db, (await db.select().from(user).where(eq(user.email, email)))[0]?.id)).toBe(false);
      for (const cookie of cookies) expect(await auth.api.getSession({ headers: new Headers({ cookie }) })).toBeNull();
      expect((await runAdminCommand(db, { command: 'revoke', email })).ok).toBe(false);
      expect((await runAdminCommand(db, { command: 'revoke', email: 'personne@example.ci' })).ok).toBe(false);

      // The last admin stays.
      const admins = await db.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, 'admin'));
      for (const admin of admins.slice(1)) await db.delete(userRoles).where(eq(userRoles.userId, admin.userId));
      const [last] = await db.select({ email: user.email }).from(user).where(eq(user.id, admins[0]!.userId));
      expect(await runAdminCommand(db, { command: 'revoke', email: last!.email })).toEqual({
        ok: false,
        message: adminCliText.lastAdmin(last!.email),
      });
    });

    it('holds a staff account to a staff password when its password is reset', async () => {
      const { db } = database;
      const email = `personnel-${target.name.toLowerCase()}@example.ci`;
      expect((await runAdminCommand(db, { command: 'create', email, password: 'Ancien-Chef-2026' })).ok).toBe(true);
      expect(
        (await post(auth, '/request-password-reset', { email, redirectTo: '/auth/nouveau-mot-de-passe' })).status,
      ).toBe(200);
      const [mail] = await db.select().from(outbox).where(eq(outbox.to, email));
      const landing = await auth.handler(
        new Request(new URL(/(http\S+reset-password\S+)/.exec(mail!.text)![1]!), {
          headers: { 'x-forwarded-for': '10.4.0.9' },
        }),
      );
      const token = new URL(landing.headers.get('location')!, 'http://localhost:3000').searchParams.get('token')!;
      // Good enough for a visitor, not for staff: too short, then common.
      for (const weak of ['nouveau-456', 'password12345']) {
        const refused = await post(auth, '/reset-password', { token, newPassword: weak });
        expect(refused.status).toBe(400);
        expect(await refused.json()).toMatchObject({ code: 'FORM_INVALID', message: authMessages.staffPasswordWeak });
      }
      expect((await post(auth, '/reset-password', { token, newPassword: 'Nouvelle-Phrase-Solide' })).status).toBe(200);
      expect((await post(auth, '/sign-in/email', { email, password: 'Nouvelle-Phrase-Solide' })).status).toBe(200);
    });
  });
}

describe('npm run admin', () => {
  const dir = mkdtempSync(join(tmpdir(), 'site-admin-cli-'));
  // `create` reads the password from standard input (a prompt on a terminal), never from its command line.
  const piped = (input: string) => () => readNewPassword(Readable.from([input]));
  const run = (...words: string[]) => adminCli(words, piped(''), { dataDir: dir });
  const create = (email: string, password: string) =>
    adminCli(['create', email], piped(`${password}\n`), { dataDir: dir });
  // The command as the operator starts it, while this process holds the directory; the socket is served by this very
  // process, so the command must not block it while it waits.
  const runProcess = (args: string[], input = '') =>
    new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
      const child = execFile(
        process.execPath,
        ['--import', 'tsx', 'scripts/admin.ts', ...args],
        { encoding: 'utf8', timeout: 60_000, env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' } },
        (error, stdout, stderr) => resolve({ status: error ? Number(error.code) : 0, stdout, stderr }),
      );
      child.stdin?.end(input);
    });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('creates a confirmed admin who can sign in, grants the role to an existing account, and refuses while the server holds the data', async () => {
    // A password on the command line (visible in ps and the shell's history) is refused before anything is read.
    expect(await run('create', 'boss@example.ci', 'Chef-de-Projet-2026')).toEqual({
      ok: false,
      message: adminCliText.passwordOnCommandLine,
    });
    expect(await create('boss@example.ci', '')).toEqual({ ok: false, message: adminCliText.passwordMissing });
    const created = await create('boss@example.ci', 'Chef-de-Projet-2026');
    expect(created.ok).toBe(true);
    expect(created.message).toContain('Administrateur créé\u202f: boss@example.ci');
    expect(created.message).not.toContain('Chef-de-Projet-2026');
    expect(await create('boss@example.ci', 'Chef-de-Projet-2026')).toEqual({
      ok: false,
      message: adminCliText.exists('boss@example.ci'),
    });
    expect(await run('grant', 'nobody@example.ci')).toMatchObject({
      ok: false,
      message: expect.stringContaining('Aucun compte pour nobody@example.ci'),
    });
    // create makes an admin: a staff password, 12 characters at least and not a common one.
    expect(await create('short@example.ci', '123')).toMatchObject({
      ok: false,
      message: expect.stringContaining(authMessages.staffPasswordWeak),
    });
    expect(await create('common@example.ci', 'password1234')).toMatchObject({
      ok: false,
      message: expect.stringContaining(authMessages.staffPasswordWeak),
    });

    const database = await openDatabase({ dataDir: dir });
    try {
      // While a server holds the directory, the CLI refuses and says what to do.
      const refused = await runProcess(['grant', 'boss@example.ci']);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain('arrêtez-le, lancez cette commande, puis redémarrez-le');

      // A server that holds the directory runs the command itself, through its owner-only socket.
      const socket = serveAdminCommands(database, dir);
      try {
        await new Promise((resolve) => socket.once('listening', resolve));
        expect(statSync(join(dir, 'admin.sock')).mode & 0o777).toBe(0o600);
        const created = await runProcess(['create', 'second@example.ci'], 'Second-Chef-2026!\n');
        expect(created.stdout).toContain('Administrateur créé\u202f: second@example.ci');
        const granted = await runProcess(['grant', 'nobody@example.ci']);
        expect(granted).toMatchObject({
          status: 1,
          stderr: expect.stringContaining('Aucun compte pour nobody@example.ci'),
        });
      } finally {
        socket.close();
      }
      const [second] = await database.db.select().from(user).where(eq(user.email, 'second@example.ci'));
      expect(await isStaff(database.db, second?.id)).toBe(true);

      process.env.BETTER_AUTH_SECRET ??= 'test-secret-that-is-long-enough-for-better-auth';
      const auth = createAuth(database.db);
      const signIn = await post(auth, '/sign-in/email', { email: 'boss@example.ci', password: 'Chef-de-Projet-2026' });
      expect(signIn.status).toBe(200);
      expect(signIn.headers.get('set-cookie')).toMatch(/session_token=.*HttpOnly/i);
      const [boss] = await database.db.select().from(user).where(eq(user.email, 'boss@example.ci'));
      expect(boss?.emailVerified).toBe(true);
      expect(await isStaff(database.db, boss?.id)).toBe(true);
    } finally {
      await database.close();
    }
  });
});
