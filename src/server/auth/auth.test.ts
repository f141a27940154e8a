import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/server/db/client';
import { outbox, user, userRoles } from '@/server/db/schema';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { createAuth } from './auth';
import { grantAdmin, isAdmin } from './roles';

const post = (auth: ReturnType<typeof createAuth>, path: string, body: unknown) =>
  auth.handler(
    new Request(`http://localhost:3000/api/auth${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', 'x-forwarded-for': '10.3.0.1' },
      body: JSON.stringify(body),
    }),
  );

for (const target of testDatabases) {
  describe(`accounts and admin rights on ${target.name}`, () => {
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
      const signUp = await post(auth, '/sign-up/email', { email, password: 'secret123', name: 'new' });
      expect(signUp.status).toBe(200);
      const [mail] = await database.db.select().from(outbox).where(eq(outbox.to, email));
      expect(mail?.subject).toBe('Confirmez votre compte Multitech Ivoire');
      expect(mail?.text).toMatch(/\/api\/auth\/verify-email\?token=/);
      const signIn = await post(auth, '/sign-in/email', { email, password: 'secret123' });
      expect(signIn.status).toBe(403);
      expect((await signIn.json()) as { code: string }).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    });

    it('tells admins from everyone else, and treats a failed check as "not admin" with a log', async () => {
      const { db } = database;
      await db.insert(user).values([
        { id: 'u-admin', name: 'admin', email: 'admin@example.ci', emailVerified: true },
        { id: 'u-plain', name: 'plain', email: 'plain@example.ci', emailVerified: true },
      ]);
      expect(await grantAdmin(db, 'ADMIN@example.ci ')).toBe(true);
      expect(await grantAdmin(db, 'admin@example.ci')).toBe(true);
      expect(await db.select().from(userRoles).where(eq(userRoles.userId, 'u-admin'))).toHaveLength(1);
      expect(await grantAdmin(db, 'nobody@example.ci')).toBe(false);
      expect(await isAdmin(db, 'u-admin')).toBe(true);
      expect(await isAdmin(db, 'u-plain')).toBe(false);
      expect(await isAdmin(db, undefined)).toBe(false);

      const logged: unknown[][] = [];
      const original = console.error;
      console.error = (...args: unknown[]) => logged.push(args);
      try {
        const broken = {
          select: () => {
            throw new Error('down');
          },
        } as unknown as typeof db;
        expect(await isAdmin(broken, 'u-admin')).toBe(false);
      } finally {
        console.error = original;
      }
      expect(logged[0]?.[0]).toBe('Error checking admin status');
    });
  });
}

describe('npm run admin', () => {
  const dir = mkdtempSync(join(tmpdir(), 'site-admin-cli-'));
  const run = (...args: string[]) =>
    spawnSync('npx', ['tsx', 'scripts/admin.ts', ...args], { encoding: 'utf8', timeout: 60_000, env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' } });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('creates a confirmed admin who can sign in, grants the role to an existing account, and refuses while the server holds the data', async () => {
    const created = run('create', 'boss@example.ci', 'secret123');
    expect(created.stdout).toContain('Administrateur créé : boss@example.ci');
    expect(run('create', 'boss@example.ci', 'secret123').stderr).toContain('Un compte existe déjà');
    expect(run('grant', 'nobody@example.ci').stderr).toContain('Aucun compte pour nobody@example.ci');
    expect(run('create', 'short@example.ci', '123').stderr).toContain('Le mot de passe doit contenir au moins 6 caractères');

    const database = await openDatabase({ dataDir: dir });
    try {
      // While a server holds the directory, the CLI refuses and says what to do.
      const refused = run('grant', 'boss@example.ci');
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain('arrêtez-le, lancez cette commande, puis redémarrez-le');

      process.env.BETTER_AUTH_SECRET ??= 'test-secret-that-is-long-enough-for-better-auth';
      const auth = createAuth(database.db);
      const signIn = await post(auth, '/sign-in/email', { email: 'boss@example.ci', password: 'secret123' });
      expect(signIn.status).toBe(200);
      expect(signIn.headers.get('set-cookie')).toMatch(/session_token=.*HttpOnly/i);
      const [boss] = await database.db.select().from(user).where(eq(user.email, 'boss@example.ci'));
      expect(boss?.emailVerified).toBe(true);
      expect(await isAdmin(database.db, boss?.id)).toBe(true);
    } finally {
      await database.close();
    }
  }, 120_000);
});
