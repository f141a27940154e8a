import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '@/server/auth/admin-commands';
import { setRequestStatus } from '@/server/admin/status';
import { createRequest } from '@/server/requests';
import { requestKinds } from '@/lib/schemas/requests';
import { validRequest } from '../../../tests/support/hostile';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { signedInCaller } from '../../../tests/support/callers';
import { backupText } from '@/content/operator';
import { BackupError, restoreBackup, writeBackup } from './backup';
import { quotes, user } from './schema';
import { shippedMigrations, type Db } from './client';

const dir = mkdtempSync(join(tmpdir(), 'site-backup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
const nextFile = () => join(dir, `backup-${(files += 1)}.jsonl.gz`);

/** Every table of the database (the migrations' own included), each as its sorted rows. */
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
      .filter((row) => !(table.startsWith('request_') && (JSON.parse(row) as { n?: number }).n === 0));
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
  // A message with every awkward character a field may hold.
  await db.update(quotes).set({ description: 'Ligne 1\nLigne 2 « guillemets » \u202f; emoji 🌡️ ; "double" \\ barre' }).where(sql`${quotes.id} = ${quote!.id}`);
}

const pairs = testDatabases.flatMap((source) => testDatabases.map((target) => ({ source, target })));

describe.each(pairs)('a backup from $source.name', { timeout: 60_000 }, ({ source, target }) => {
  it(`restores into an empty ${target.name} database with every table equal`, async () => {
    const from = await source.open();
    let to: TestDatabase | undefined;
    try {
      await seed(from.db);
      const file = nextFile();
      const written = await writeBackup(from, file);
      expect(written.migrations).toBe(shippedMigrations());
      expect(written.tables.quotes).toBe(1);
      expect(written.tables).not.toHaveProperty('request_counts');

      to = await target.open({ migrate: false });
      const restored = await restoreBackup(to, file);
      expect(restored.tables).toEqual(Object.fromEntries(Object.entries(written.tables).filter(([, n]) => n > 0)));
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
      await writeBackup(from, file);
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
      const refusal = await restoreBackup(to, file).catch((error: Error) => error);
      expect(refusal).toBeInstanceOf(BackupError);
      // The first table found holding rows names itself.
      expect(Object.keys(before).map((name) => backupText.notEmpty(name.split('.')[1]!))).toContain((refusal as Error).message);
      expect(await contents(to.db)).toEqual(before);
    }));

  it('accepts an empty database already at the backup’s schema (a server started on it first)', () =>
    backupAndTarget(async (file, from, to) => {
      await restoreBackup(to, file);
      expect(await contents(to.db)).toEqual(await contents(from.db));
    }));

  it('refuses a backup from a newer schema, a file of another kind, and a cut file, restoring nothing', async () => {
    const from = await target.open();
    try {
      await seed(from.db);
      const file = nextFile();
      await writeBackup(from, file);
      const lines = gunzipSync(readFileSync(file)).toString('utf8').trimEnd().split('\n');
      const header = JSON.parse(lines[0]!) as Record<string, unknown>;

      const newer = nextFile();
      writeFileSync(newer, gzipSync([JSON.stringify({ ...header, migrations: shippedMigrations() + 1 }), ...lines.slice(1)].join('\n')));
      const notBackup = nextFile();
      writeFileSync(notBackup, 'name,email\nAwa,awa@example.ci\n');
      // The last line counts the rows: a file cut before it, or with a row missing, is refused as a whole.
      const cut = nextFile();
      writeFileSync(cut, gzipSync(lines.slice(0, -1).join('\n')));
      const missingRow = nextFile();
      writeFileSync(missingRow, gzipSync([...lines.slice(0, 2), ...lines.slice(3)].join('\n')));

      for (const [path, message] of [
        [newer, backupText.newerSchema(shippedMigrations() + 1, shippedMigrations())],
        [notBackup, backupText.notABackup(notBackup)],
        [cut, backupText.damaged(cut)],
        [missingRow, backupText.damaged(missingRow)],
      ] as const) {
        const to = await target.open({ migrate: false });
        try {
          const refusal = await restoreBackup(to, path).catch((error: Error) => error);
          expect(refusal).toBeInstanceOf(BackupError);
          expect((refusal as Error).message).toBe(message);
          const { rows } = (await to.db.execute(sql`select to_regclass('public.quotes') is not null as found`)) as unknown as { rows: { found: boolean }[] };
          if (rows[0]?.found) expect(await to.db.select().from(quotes)).toEqual([]);
        } finally {
          await to.destroy();
        }
      }
    } finally {
      await from.destroy();
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
      expect((await writeBackup(from, file)).migrations).toBe(shippedMigrations() - 1);
      await restoreBackup(to, file);
      expect(await to.db.select({ id: quotes.id, name: quotes.name }).from(quotes)).toEqual([{ id: '00000000-0000-4000-8000-000000000001', name: 'Awa Koné' }]);
      const { rows } = (await to.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as { rows: { n: number }[] };
      expect(rows[0]?.n).toBe(shippedMigrations());
    } finally {
      await from.destroy();
      await to.destroy();
    }
  });
});
