import { spawnSync } from 'node:child_process';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '@/server/auth/admin-commands';
import { createAuth } from '@/server/auth/auth';
import { sendInvitation } from '@/server/admin/team';
import { secretMailCondition } from '@/server/mail/secrets';
import { linkRemovedText } from '@/content/mails';
import { setRequestStatus } from '@/server/admin/status';
import { createRequest } from '@/server/requests';
import { savePhotos } from '@/server/requests/photos';
import { PHOTOS } from '@/config/photos';
import { requestKinds } from '@/lib/schemas/requests';
import { validRequest } from '../../../tests/support/hostile';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { signedInCaller } from '../../../tests/support/callers';
import { backupText } from '@/content/operator';
import { BackupError, restoreBackup, restoreDrill, writeBackup } from './backup';
import { backupKeyId } from './backup-key';
import { articles, outbox, quotes, user, verification } from './schema';
import { mediaVariants } from '@/config/media';
import { deleteArticle, saveArticle } from '@/server/content/articles';
import { storeMedia } from '@/server/content/media';
import { changeShowcase, formOf, readShowcase } from '@/server/content/showcase';
import { shippedMigrations, type Db } from './client';

process.env.BETTER_AUTH_SECRET ??= 'test-secret-that-is-long-enough-for-better-auth';

const dir = mkdtempSync(join(tmpdir(), 'site-backup-'));
/** The key that signs these backups, given explicitly (the CLI's comes from BACKUP_KEY or DATA_DIR/backup-key). */
const key = 'cle-de-sauvegarde-des-tests-0123456789';
const otherKey = 'une-autre-cle-que-celle-des-tests-9876543210';
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
const nextFile = () => join(dir, `backup-${(files += 1)}.jsonl.gz`);

/** Every table of the database (the migrations' own included), each as its sorted rows. */
/** A counter's row that counts nothing (an outcome_counts row also sums no amount). */
const isZero = ({ n, amount }: { n?: number; amount?: number }) => n === 0 && !amount;

async function contents(db: Db): Promise<Record<string, string[]>> {
  const { rows } = (await db.execute(
    sql`select table_schema || '.' || table_name as name from information_schema.tables where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: { name: string }[] };
  const result: Record<string, string[]> = {};
  for (const { name } of rows) {
    const [schema, table] = name.split('.') as [string, string];
    const selected = (await db.execute(
      sql`select to_jsonb(t)::text as row from ${sql.identifier(schema)}.${sql.identifier(table)} t order by 1`,
    )) as unknown as { rows: { row: string }[] };
    // The migrations' table: which migrations, not when this database applied them. The counters: what they count
    // (a restore recounts; a counter that went back to 0 in the source is the same count as none).
    result[name] = selected.rows
      .map(({ row }) => (table === '__drizzle_migrations' ? JSON.stringify({ ...JSON.parse(row), id: 0 }) : row))
      .filter((row) => !((table.startsWith('request_') || table === 'waiting_counts' || table === 'outcome_counts') && isZero(JSON.parse(row) as { n?: number; amount?: number })));
  }
  return result;
}

/** Requests of every kind with their mails, counters and limits; accounts; a status change in the history. */
async function seed(db: Db) {
  for (const [index, kind] of requestKinds.entries()) {
    const result = await createRequest(kind, validRequest(kind, `backup-${index}`), { db, ip: `10.0.0.${index + 1}` });
    expect(result.ok, kind).toBe(true);
  }
  expect((await runAdminCommand(db, { command: 'create', email: 'chef@example.ci', password: 'Chef-de-Projet-2026' })).ok).toBe(true);
  const [admin] = await db.select().from(user);
  const [quote] = await db.select().from(quotes);
  await setRequestStatus(await signedInCaller(db, admin!), { kind: 'quotes', id: quote!.id, status: 'en_cours' });
  // A staff invitation not yet mailed: its link must not reach the backup.
  await sendInvitation(db, { email: 'recrue@example.ci', role: 'agent', invitedBy: 'chef@example.ci' });
  // Photos: binary columns, and rows big enough (hex in the file) for a restore to insert them by size, not by count.
  await savePhotos(db, 'quotes', quote!.id, Array.from({ length: PHOTOS.perRequest }, () => syntheticPhoto()));
  for (let index = 0; index < 9; index += 1) await savePhotos(db, 'contacts', randomUUID(), [syntheticPhoto()]);
  // The site's content (issue 33): an article with its cover image and revisions, one of SPEC's nine edited and one
  // deleted. A restore replaces the nine the migration writes with the backup's.
  const caller = await signedInCaller(db, admin!);
  const cover = await storeMedia(db, {
    purpose: 'cover',
    alt: 'Une salle technique climatisée',
    userId: admin!.id,
    files: mediaVariants('cover', { width: 1600, height: 960 }).map((variant) => ({ ...variant, bytes: randomBytes(8 * 1024) })),
  });
  const fields = { title: 'Sauvegarde', slug: '', excerpt: 'Un article.', category: 'infrastructure', tags: 'Sauvegarde', authorName: 'Chef', authorRole: 'Exploitation', publishedOn: '', publishedTime: '', body: 'Du texte.', coverId: cover.id };
  const written = await saveArticle(caller, { action: 'save', intent: 'publish', fields });
  await saveArticle(caller, { action: 'save', id: written.id, version: written.version, intent: 'keep', fields: { ...fields, body: 'Du texte revu.' } });
  const [first, second] = await db.select({ id: articles.id }).from(articles).where(sql`${articles.number} in (1, 2)`).orderBy(articles.number);
  await db.update(articles).set({ title: 'Un titre corrigé' }).where(sql`${articles.id} = ${first!.id}`);
  await deleteArticle(caller, { action: 'delete', id: second!.id });
  // The showcase (issue 33, point 6): a client added with its logo, a partner removed, a sector rewritten.
  const logo = await storeMedia(db, {
    purpose: 'logo',
    alt: 'Logo de Sauvegardes Ivoire',
    userId: admin!.id,
    files: mediaVariants('logo', { width: 320, height: 160 }).map((variant) => ({ ...variant, bytes: randomBytes(2 * 1024) })),
  });
  await changeShowcase(caller, { action: 'create', kind: 'client', fields: { name: 'Sauvegardes Ivoire', sector: 'banque', illustrative: false }, imageId: logo.id });
  const { partner, sector } = await readShowcase(db);
  await changeShowcase(caller, { action: 'remove', id: partner[0]!.id });
  await changeShowcase(caller, { action: 'update', id: sector[0]!.id, version: sector[0]!.version, fields: { ...formOf(sector[0]!), title: 'Télécoms' }, imageId: null });
  // A message with every awkward character a field may hold.
  await db.update(quotes).set({ description: 'Ligne 1\nLigne 2 « guillemets » \u202f; emoji 🌡️ ; "double" \\ barre' }).where(sql`${quotes.id} = ${quote!.id}`);
}

/** A stored photo's row without sharp: random bytes, which no compression shrinks (small: the suite runs it often). */
const syntheticPhoto = () => ({ contentType: 'image/webp' as const, width: 1600, height: 1200, image: randomBytes(40 * 1024), thumbnail: randomBytes(4 * 1024) });

/**
 * What the source holds, as its backup holds it: a mail carrying a one-use link keeps its metadata only, and one not
 * yet sent is held as given up when the backup was taken (the header's createdAt).
 */
async function asBackedUp(db: Db, file: string) {
  const header = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8').split('\n')[0]!) as { createdAt: string };
  await db.execute(sql`
    update outbox set text = ${linkRemovedText}, html = null,
      last_error = case when sent_at is null and failed_at is null then ${backupText.linkRemoved} else last_error end,
      failed_at = case when sent_at is null and failed_at is null then ${header.createdAt}::timestamptz else failed_at end
    where ${secretMailCondition}`);
}

/** The lines of a backup, without its signature line, and a file of `lines` signed with `signingKey` as writeBackup signs. */
const linesOf = (file: string) => gunzipSync(readFileSync(file)).toString('utf8').trimEnd().split('\n').slice(0, -1);
function signed(lines: string[], signingKey = key) {
  const body = lines.map((line) => `${line}\n`).join('');
  const signature = `hmac-sha256:${createHmac('sha256', signingKey).update(body).digest('base64url')}`;
  return gzipSync(`${body}${JSON.stringify({ signature })}\n`);
}

const pairs = testDatabases.flatMap((source) => testDatabases.map((target) => ({ source, target })));

describe.each(pairs)('a backup from $source.name', { timeout: 60_000 }, ({ source, target }) => {
  it(`restores into an empty ${target.name} database with every table equal`, async () => {
    const from = await source.open();
    let to: TestDatabase | undefined;
    try {
      await seed(from.db);
      const file = nextFile();
      const written = await writeBackup(from, file, { key });
      expect(written.migrations).toBe(shippedMigrations());
      expect(written.key).toBe(backupKeyId(key));
      expect(written.tables.quotes).toBe(1);
      expect(written.tables.request_photos).toBe(PHOTOS.perRequest + 9);
      expect(written.tables).not.toHaveProperty('request_counts');
      expect(written.tables).toMatchObject({ articles: 9, media: 2, media_files: 9 + 4, article_slugs: 9, showcase_items: 31 });

      to = await target.open({ migrate: false });
      // Inserted by size as well as by count: a pending batch goes once it holds 200 KB (8 MB by default).
      const restored = await restoreBackup(to, file, { key, batchBytes: 200 * 1024 });
      expect(restored.tables).toEqual(Object.fromEntries(Object.entries(written.tables).filter(([, n]) => n > 0)));
      // The staff roles it brought in, for the operator to read.
      expect(restored.staff).toEqual([{ email: 'chef@example.ci', role: 'admin' }]);
      await asBackedUp(from.db, file);
      expect(await contents(to.db)).toEqual(await contents(from.db));
    } finally {
      await from.destroy();
      await to?.destroy();
    }
  });
});

describe.each(testDatabases)('a restore into $name', { timeout: 60_000 }, (target) => {
  /** A seeded database, its backup, and a second database of the same kind, already migrated and empty. */
  async function backupAndTarget(check: (file: string, from: TestDatabase, to: TestDatabase) => Promise<void>) {
    const from = await target.open();
    const to = await target.open();
    try {
      await seed(from.db);
      const file = nextFile();
      await writeBackup(from, file, { key });
      await asBackedUp(from.db, file);
      await check(file, from, to);
    } finally {
      await from.destroy();
      await to.destroy();
    }
  }

  it('refuses a database that holds rows, and changes nothing in it', () =>
    backupAndTarget(async (file, _from, to) => {
      await createRequest('contact', validRequest('contact', 'already-here'), { db: to.db, ip: '10.9.9.9' });
      const before = await contents(to.db);
      const refusal = await restoreBackup(to, file, { key }).catch((error: Error) => error);
      expect(refusal).toBeInstanceOf(BackupError);
      // The first table found holding rows names itself.
      expect(Object.keys(before).map((name) => backupText.notEmpty(name.split('.')[1]!))).toContain((refusal as Error).message);
      expect(await contents(to.db)).toEqual(before);
    }));

  it('accepts an empty database already at the backup’s schema (a server started on it first)', () =>
    backupAndTarget(async (file, from, to) => {
      await restoreBackup(to, file, { key });
      expect(await contents(to.db)).toEqual(await contents(from.db));
    }));

  it('refuses a backup from a newer schema, a file of another kind, an unsigned, cut, altered or wrongly signed file, and an unknown table, restoring nothing', { timeout: 180_000 }, async () => {
    const from = await target.open();
    const blank = await target.open({ migrate: false });
    try {
      await seed(from.db);
      const file = nextFile();
      await writeBackup(from, file, { key });
      const lines = linesOf(file);
      const header = JSON.parse(lines[0]!) as Record<string, unknown>;
      const write = (content: Buffer | string) => {
        const path = nextFile();
        writeFileSync(path, content);
        return path;
      };
      const rowLine = lines.findIndex((line) => line.startsWith('["quotes"'));
      expect(rowLine).toBeGreaterThan(0);

      const newer = write(signed([JSON.stringify({ ...header, migrations: shippedMigrations() + 1 }), ...lines.slice(1)]));
      const notBackup = write('name,email\nAwa,awa@example.ci\n');
      // Signed files only: one from before signatures (version 1), one whose signature line is gone, one cut short.
      const unsignedV1 = write(gzipSync([JSON.stringify({ ...header, version: 1, key: undefined }), ...lines.slice(1)].join('\n')));
      const withoutSignature = write(gzipSync(lines.join('\n')));
      const cut = write(gzipSync(lines.slice(0, -1).join('\n')));
      // One character of one row changed (an address), the signature kept: the file was altered.
      const alteredLine = lines[rowLine]!.replace('@example.ci', '@exbmple.ci');
      expect(alteredLine).not.toBe(lines[rowLine]);
      const alteredByte = write(gzipSync([...lines.slice(0, rowLine), alteredLine, ...lines.slice(rowLine + 1), readSignature(file)].join('\n')));
      // One byte of the compressed file flipped.
      const flipped = Buffer.from(readFileSync(file));
      flipped[Math.floor(flipped.length / 2)]! ^= 0x01;
      const flippedByte = write(flipped);
      // Signed with the key, yet wrong inside: a row missing (the counts catch it) and tables no backup holds.
      const missingRow = write(signed([...lines.slice(0, rowLine), ...lines.slice(rowLine + 1)]));
      const counter = write(signed([...lines.slice(0, -1), JSON.stringify(['request_counts', { kind: 'quotes', status: 'nouveau', n: 1000 }]), lines.at(-1)!]));
      const ghost = write(signed([...lines.slice(0, -1), JSON.stringify(['ghost', { id: 1 }]), lines.at(-1)!]));

      for (const [path, message, options, untouched] of [
        [newer, backupText.newerSchema(shippedMigrations() + 1, shippedMigrations()), { key }, true],
        [notBackup, backupText.notABackup(notBackup), { key }, true],
        [unsignedV1, backupText.unsigned(unsignedV1), { key }, true],
        [withoutSignature, backupText.unsigned(withoutSignature), { key }, true],
        [cut, backupText.unsigned(cut), { key }, true],
        [alteredByte, backupText.altered(alteredByte), { key }, true],
        [flippedByte, undefined, { key }, true],
        [file, backupText.wrongKey(file, backupKeyId(key), backupKeyId(otherKey)), { key: otherKey }, true],
        [missingRow, backupText.damaged(missingRow), { key }, false],
        [counter, backupText.unknownTable('request_counts'), { key }, false],
        [ghost, backupText.unknownTable('ghost'), { key }, false],
      ] as const) {
        // Refused before the database is touched: one target serves every such file, and must stay blank.
        const to = untouched ? blank : await target.open({ migrate: false });
        try {
          const refusal = await restoreBackup(to, path, options).catch((error: Error) => error);
          expect(refusal, path).toBeInstanceOf(BackupError);
          if (message) expect((refusal as Error).message).toBe(message);
          const { rows } = (await to.db.execute(
            sql`select to_regclass('public.quotes') is not null as found, to_regclass('drizzle.__drizzle_migrations') is not null as migrated`,
          )) as unknown as { rows: { found: boolean; migrated: boolean }[] };
          if (untouched) expect(rows[0], path).toEqual({ found: false, migrated: false });
          if (rows[0]?.found) expect(await to.db.select().from(quotes)).toEqual([]);
        } finally {
          if (to !== blank) await to.destroy();
        }
      }
    } finally {
      await from.destroy();
      await blank.destroy();
    }
  });

  it('holds no link that works: pending invitation, confirmation and reset links, and a reset token kept in clear', async () => {
    const from = await target.open();
    const to = await target.open({ migrate: false });
    try {
      const { db } = from;
      await seed(db);
      const auth = createAuth(db);
      await auth.api.signUpEmail({ body: { email: 'nouveau@example.ci', password: 'nouveau-123', name: 'nouveau' } });
      await auth.api.requestPasswordReset({ body: { email: 'chef@example.ci', redirectTo: '/auth/nouveau-mot-de-passe' } });
      const [chef] = await db.select().from(user).where(eq(user.email, 'chef@example.ci'));
      // A reset token an older version kept in clear, still valid.
      await db.insert(verification).values({ id: 'ancien-jeton', identifier: 'reset-password:jeton-en-clair-123', value: chef!.id, expiresAt: new Date(Date.now() + 3_600_000) });

      const texts = (await db.select({ text: outbox.text }).from(outbox)).map((row) => row.text).join('\n');
      const secrets = {
        invitation: /invitation\?token=([\w-]+)/.exec(texts)?.[1],
        verification: /verify-email\?token=([^&\s]+)/.exec(texts)?.[1],
        reset: /reset-password\/([^?\s]+)/.exec(texts)?.[1],
        newsletterMail: /confirmation\?jeton=([^&\s]+)/.exec(texts)?.[1],
        legacyReset: 'jeton-en-clair-123',
      };
      for (const [name, secret] of Object.entries(secrets)) expect(secret, name).toBeTruthy();
      // The current version keeps the reset token hashed: the live table does not hold it either.
      const identifiers = (await db.select({ identifier: verification.identifier }).from(verification)).map((row) => row.identifier).join('\n');
      expect(identifiers).not.toContain(secrets.reset);

      const file = nextFile();
      await writeBackup(from, file, { key });
      const content = gunzipSync(readFileSync(file)).toString('utf8');
      for (const [name, secret] of Object.entries(secrets)) {
        // The newsletter's token stays on its subscriber's row (every mail's unsubscribe link needs it), not in a mail.
        const where = name === 'newsletterMail' ? content.split('\n').filter((line) => line.startsWith('["outbox"')).join('\n') : content;
        expect(where.includes(secret!), name).toBe(false);
      }

      await restoreBackup(to, file, { key });
      const mails = await to.db.select().from(outbox);
      const withLinks = mails.filter((mail) => mail.text === linkRemovedText);
      // The invitation, the confirmation, the reset and the newsletter's confirmation: each held as given up.
      expect(withLinks).toHaveLength(4);
      for (const mail of withLinks) {
        expect(mail).toMatchObject({ html: null, sentAt: null, lastError: backupText.linkRemoved });
        expect(mail.failedAt).toBeInstanceOf(Date);
      }
      expect(mails.filter((mail) => mail.failedAt === null)).toHaveLength(mails.length - 4);
      expect((await to.db.select().from(verification)).map((row) => row.identifier)).not.toContain('reset-password:jeton-en-clair-123');
    } finally {
      await from.destroy();
      await to.destroy();
    }
  });

  it('brings a backup from an older schema through the migrations that came after it', async () => {
    const from = await target.open({ migrate: false });
    const to = await target.open({ migrate: false });
    try {
      await from.migrate(shippedMigrations() - 1);
      await from.db.execute(
        sql`insert into quotes (id, name, email, phone, service, source) values ('00000000-0000-4000-8000-000000000001', 'Awa Koné', 'awa@example.ci', '0700000001', 'Domotique', '/')`,
      );
      const file = nextFile();
      expect((await writeBackup(from, file, { key })).migrations).toBe(shippedMigrations() - 1);
      await restoreBackup(to, file, { key });
      expect(await to.db.select({ id: quotes.id, name: quotes.name }).from(quotes)).toEqual([{ id: '00000000-0000-4000-8000-000000000001', name: 'Awa Koné' }]);
      const { rows } = (await to.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as { rows: { n: number }[] };
      expect(rows[0]?.n).toBe(shippedMigrations());
    } finally {
      await from.destroy();
      await to.destroy();
    }
  });
});

/** The signature line of a backup, as written. */
const readSignature = (file: string) => gunzipSync(readFileSync(file)).toString('utf8').trimEnd().split('\n').at(-1)!;

describe('npm run restore', () => {
  it('prints the staff roles it brought in, and refuses without the key', { timeout: 120_000 }, async () => {
    const from = await testDatabases[0]!.open();
    const root = mkdtempSync(join(tmpdir(), 'site-restore-cli-'));
    try {
      await seed(from.db);
      const file = nextFile();
      await writeBackup(from, file, { key });
      const restore = (env: Record<string, string>) =>
        spawnSync(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', 'restore', file], { encoding: 'utf8', timeout: 100_000, env: { ...process.env, DATABASE_URL: '', BACKUP_KEY: '', ...env } });

      const keyless = restore({ DATA_DIR: join(root, 'sans-cle') });
      expect(keyless.status).toBe(1);
      expect(keyless.stderr).toContain(backupText.noKey(join(root, 'sans-cle', 'backup-key')));

      const restored = restore({ DATA_DIR: join(root, 'avec-cle'), BACKUP_KEY: key });
      expect(restored.stderr).toBe('');
      expect(restored.status).toBe(0);
      expect(restored.stdout).toContain(backupText.staffRoles([{ email: 'chef@example.ci', role: 'admin' }]));
      expect(backupText.staffRoles([{ email: 'chef@example.ci', role: 'admin' }])).toContain('admin  chef@example.ci');
    } finally {
      await from.destroy();
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('refuses to back up an empty embedded database (no DATABASE_URL where one was meant), exits 1 and writes no file', { timeout: 120_000 }, () => {
    const root = mkdtempSync(join(tmpdir(), 'site-backup-empty-'));
    try {
      const file = join(root, 'vide.jsonl.gz');
      const backup = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', 'backup', file], {
        encoding: 'utf8',
        timeout: 100_000,
        env: { ...process.env, DATABASE_URL: '', BACKUP_KEY: key, DATA_DIR: join(root, 'data') },
      });
      expect(backup.status).toBe(1);
      expect(backup.stderr).toContain(backupText.emptyDatabase('pglite'));
      expect(existsSync(file)).toBe(false);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('--drill restores the newest backup of BACKUP_DIR into a throw-away database and compares every count; a damaged one fails', { timeout: 120_000 }, async () => {
    const from = await testDatabases[0]!.open();
    const root = mkdtempSync(join(tmpdir(), 'site-drill-'));
    try {
      await seed(from.db);
      const backups = join(root, 'sauvegardes');
      mkdirSync(backups);
      const older = join(backups, 'multitech-2026-11-01T02-00-00-000Z.jsonl.gz');
      const newest = join(backups, 'multitech-2026-11-02T02-00-00-000Z.jsonl.gz');
      await writeBackup(from, older, { key });
      await from.db.execute(
        sql`insert into quotes (id, name, email, phone, service, source) values ('00000000-0000-4000-8000-000000000009', 'Yao Kouassi', 'yao@example.ci', '0700000009', 'Domotique', '/')`,
      );
      await writeBackup(from, newest, { key });
      utimesSync(older, new Date('2026-11-01T02:00:00Z'), new Date('2026-11-01T02:00:00Z'));
      const drill = (env: Record<string, string>, ...file: string[]) =>
        spawnSync(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', 'restore', '--drill', ...file], {
          encoding: 'utf8',
          timeout: 100_000,
          env: { ...process.env, DATABASE_URL: '', BACKUP_KEY: key, DATA_DIR: join(root, 'data'), ...env },
        });

      const passed = drill({ BACKUP_DIR: backups });
      expect(passed.stderr).toBe('');
      expect(passed.status).toBe(0);
      expect(passed.stdout).toContain(`Exercice de restauration réussi\u202f: ${newest}`);
      const quotesLine = passed.stdout.split('\n').find((line) => / quotes /.test(line));
      const { rows } = (await from.db.execute(sql`select count(*)::int as n from quotes`)) as unknown as { rows: { n: number }[] };
      expect(quotesLine?.trim().split(/\s+/)).toEqual(['quotes', String(rows[0]!.n), String(rows[0]!.n)]);
      // The live database was neither read nor written: nothing was made in DATA_DIR.
      expect(existsSync(join(root, 'data', 'pglite'))).toBe(false);

      const report = await restoreDrill(older, { key });
      expect(report.ok).toBe(true);
      expect(report.counts.find(({ table }) => table === 'quotes')).toEqual({ table: 'quotes', inBackup: rows[0]!.n - 1, restored: rows[0]!.n - 1 });

      const none = drill({ BACKUP_DIR: '' });
      expect(none.status).toBe(1);
      expect(none.stderr).toContain(backupText.drillNoFile);

      const damaged = join(root, 'abimee.jsonl.gz');
      const bytes = readFileSync(newest);
      writeFileSync(damaged, bytes.subarray(0, Math.floor(bytes.length / 2)));
      const failed = drill({}, damaged);
      expect(failed.status).toBe(1);
      expect(failed.stderr).toContain(backupText.damaged(damaged));
    } finally {
      await from.destroy();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
