/**
 * Migration 0005 gives each kind of request one id in the database: a database at 0004, holding counters under table
 * names and quote history under 'devis', is started by the app (openDatabase, as the server starts) and then reads
 * under the new ids; the migration's statements run again change nothing; and on PostgreSQL two instances running it
 * together, or writers busy meanwhile, neither lose nor double a count.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@/server/db/client';
import { sql } from 'drizzle-orm';
import { userRoles } from '@/server/db/schema';
import { parseFilters } from './filters';
import { getOverview, listRequests } from './queries';
import { signedInCaller } from '../../../tests/support/callers';

const migrations = join(process.cwd(), 'src/server/db/migrations');
const journal = JSON.parse(readFileSync(join(migrations, 'meta/_journal.json'), 'utf8')) as {
  entries: { idx: number; tag: string }[];
};
const statements = readFileSync(join(migrations, '0005_kind_ids.sql'), 'utf8').split('--> statement-breakpoint');

/** A copy of the migrations up to 0004, the schema this migration starts from. */
function migrationsBefore0005(): string {
  const folder = mkdtempSync(join(tmpdir(), 'site-migrations-0004-'));
  mkdirSync(join(folder, 'meta'));
  const kept = journal.entries.filter((entry) => entry.idx <= 4);
  for (const entry of kept) copyFileSync(join(migrations, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: kept }));
  return folder;
}

/** What an older deployment left: requests of every kind, counted by 0003's triggers, and quote history under 'devis'. */
const oldData = [
  `insert into "user" (id, name, email, email_verified) values ('u-admin', 'chef', 'chef@example.ci', true)`,
  `insert into quotes (id, name, email, phone, service, source, status) values ('11111111-1111-4111-8111-111111111111', 'Awa', 'awa@example.ci', '01', 'Domotique', '/ · test', 'traite')`,
  `insert into contacts (id, name, email, message, source, status) values ('22222222-2222-4222-8222-222222222222', 'Paul', 'paul@example.ci', 'Bonjour', '/contact · test', 'en_cours')`,
  `insert into demo_requests (name, email, solution, request_type, source) values ('Ali', 'ali@example.ci', 'iRequest', 'demo', '/ · test'), ('Bea', 'bea@example.ci', 'iSmart', 'trial', '/ · test')`,
  `update demo_requests set status = 'en_cours' where name = 'Bea'`,
  `insert into newsletter_subscribers (email, token, source, status) values ('lecteur@example.ci', 'token-lecteur-0000000', '/ · test', 'confirmed')`,
  `insert into status_changes (request_kind, request_id, from_status, to_status, changed_by, changed_at) values
    ('devis', '11111111-1111-4111-8111-111111111111', 'nouveau', 'en_cours', 'chef@example.ci', '2026-01-01T08:00:00Z'),
    ('devis', '11111111-1111-4111-8111-111111111111', 'en_cours', 'traite', 'chef@example.ci', '2026-01-02T08:00:00Z'),
    ('contacts', '22222222-2222-4222-8222-222222222222', 'nouveau', 'en_cours', 'chef@example.ci', '2026-01-03T08:00:00Z')`,
];

const countersAfter = {
  'contacts:en_cours': 1,
  'demos:en_cours': 1,
  'demos:nouveau': 1,
  'newsletter:confirmed': 1,
  'quotes:traite': 1,
};

type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

/** Raw SQL on the app's database, whichever driver (both answer `{ rows }`). */
const queryOf =
  (database: Database): Query =>
  async (text) => {
    const result: unknown = await database.db.execute(sql.raw(text));
    return {
      rows: result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows) ? result.rows : [],
    };
  };

const counters = async (query: Query) =>
  Object.fromEntries(
    (
      await query(`select kind || ':' || status as key, n::int as n from request_counts where n <> 0 order by 1`)
    ).rows.map((row) => [row.key, row.n]),
  );
// The status history: in status_changes up to 0007, part of request_events since 0008 (which the app's start runs).
const historyIn = (table: 'status_changes' | 'request_events') => async (query: Query) =>
  (await query(`select request_kind as kind, count(*)::int as n from ${table} group by 1 order by 1`)).rows;
const history = historyIn('request_events');

/** Each target: a database at 0004 with the old data, then the app's own start on it. */
type Target = {
  name: string;
  /** Opens a fresh database migrated to 0004 with `folder`, runs `setup` on it, and closes it. */
  prepare: (folder: string, setup: (query: Query) => Promise<void>) => Promise<void>;
  /** Opens it as the server does (openDatabase: every migration, 0005 included). */
  start: () => Promise<Database>;
  cleanup: () => Promise<void>;
};

function pgliteTarget(): Target {
  const dir = mkdtempSync(join(tmpdir(), 'site-migration-0005-'));
  return {
    name: 'PGlite',
    async prepare(folder, setup) {
      const { PGlite } = await import('@electric-sql/pglite');
      const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
      const { drizzle } = await import('drizzle-orm/pglite');
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      mkdirSync(join(dir, 'pglite'), { recursive: true });
      const client = await PGlite.create(join(dir, 'pglite'), { extensions: { pg_trgm } });
      try {
        await migrate(drizzle(client), { migrationsFolder: folder });
        await setup((text) => client.query(text));
      } finally {
        await client.close();
      }
    },
    start: () => openDatabase({ dataDir: dir }),
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

function postgresTarget(base: string): Target & { url: string } {
  const name = `test_0005_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const url = new URL(base);
  url.pathname = `/${name}`;
  const onServer = async (text: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  return {
    name: 'PostgreSQL',
    url: url.toString(),
    async prepare(folder, setup) {
      await onServer(`create database "${name}"`);
      const { drizzle } = await import('drizzle-orm/node-postgres');
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        await migrate(drizzle(client), { migrationsFolder: folder });
        await setup((text) => client.query(text));
      } finally {
        await client.end();
      }
    },
    start: () => openDatabase({ url: url.toString() }),
    cleanup: () => onServer(`drop database if exists "${name}" with (force)`),
  };
}

const targets: (() => Target)[] = [
  pgliteTarget,
  ...(process.env.TEST_DATABASE_URL ? [() => postgresTarget(process.env.TEST_DATABASE_URL!)] : []),
];

it('is journaled right after 0004 (later migrations follow it), and every migration file is journaled', () => {
  const tags = journal.entries.map((entry) => entry.tag);
  expect(tags.slice(tags.indexOf('0004_outbox_hygiene'), tags.indexOf('0004_outbox_hygiene') + 2)).toEqual([
    '0004_outbox_hygiene',
    '0005_kind_ids',
  ]);
  expect(readdirSync(migrations).filter((file) => file.endsWith('.sql'))).toHaveLength(journal.entries.length);
});

for (const makeTarget of targets) {
  const target = makeTarget();
  describe(`migration 0005 (one id per kind) on ${target.name}`, () => {
    let database: Database;
    let query: Query;
    let folder: string;

    beforeAll(async () => {
      folder = migrationsBefore0005();
      await target.prepare(folder, async (run) => {
        for (const statement of oldData) await run(statement);
        // What 0003's triggers keep: table names.
        expect(await counters(run)).toEqual({
          'contacts:en_cours': 1,
          'demo_requests:en_cours': 1,
          'demo_requests:nouveau': 1,
          'newsletter_subscribers:confirmed': 1,
          'quotes:traite': 1,
        });
      });
      database = await target.start();
      query = queryOf(database);
    }, 60_000);
    afterAll(async () => {
      await database?.close();
      rmSync(folder, { recursive: true, force: true });
      await target.cleanup();
    });

    it('rewrites the counters and the history to the kinds’ ids when the app starts', async () => {
      expect(await counters(query)).toEqual(countersAfter);
      expect(await history(query)).toEqual([
        { kind: 'contacts', n: 1 },
        { kind: 'quotes', n: 2 },
      ]);
    });

    it('shows the old history and the counts in the back-office', async () => {
      await database.db.insert(userRoles).values({ userId: 'u-admin', role: 'admin' });
      const admin = await signedInCaller(database.db, { id: 'u-admin', email: 'chef@example.ci' });
      const { rows } = await listRequests(admin, parseFilters({ onglet: 'devis' }));
      expect(rows[0]?.history.map(({ fromStatus, toStatus }) => `${fromStatus}→${toStatus}`)).toEqual([
        'nouveau→en_cours',
        'en_cours→traite',
      ]);
      const overview = await getOverview(admin);
      expect(overview.totals).toEqual({ contacts: 1, quotes: 1, consultations: 0, demos: 2, newsletter: 1 });
      expect(overview.counts.demos).toEqual({ nouveau: 1, en_cours: 1 });
    });

    it('counts new writes under the kinds’ ids', async () => {
      await query(
        `insert into demo_requests (name, email, solution, request_type, source) values ('Cyr', 'cyr@example.ci', 'iRequest', 'poc', '/ · test')`,
      );
      await query(`update newsletter_subscribers set status = 'unsubscribed'`);
      const { 'newsletter:confirmed': _, ...others } = countersAfter;
      expect(await counters(query)).toEqual({ ...others, 'demos:nouveau': 2, 'newsletter:unsubscribed': 1 });
      await query(`delete from demo_requests where name = 'Cyr'`);
      await query(`update newsletter_subscribers set status = 'confirmed'`);
      expect(await counters(query)).toEqual(countersAfter);
    });

    it('changes nothing when its statements run again', async () => {
      // As the migrator runs them: in one transaction (LOCK TABLE needs one). Migration 0008 moved the status history
      // into request_events and dropped status_changes, which 0005 names: an empty one stands in for it.
      await database.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`create table status_changes (request_kind text not null)`));
        for (const statement of statements) await tx.execute(sql.raw(statement));
        await tx.execute(sql.raw(`drop table status_changes`));
      });
      expect(await counters(query)).toEqual(countersAfter);
      expect(await history(query)).toEqual([
        { kind: 'contacts', n: 1 },
        { kind: 'quotes', n: 2 },
      ]);
      const triggers = await query(
        `select count(*)::int as n from pg_trigger where tgname like '%\\_count\\_%' and not tgisinternal`,
      );
      expect(triggers.rows[0]?.n).toBe(15);
    });
  });
}

describe.runIf(process.env.TEST_DATABASE_URL)('migration 0005 while PostgreSQL is busy', () => {
  const base = process.env.TEST_DATABASE_URL!;
  let target: ReturnType<typeof postgresTarget>;
  let folder: string;
  let url: string;

  beforeAll(async () => {
    target = postgresTarget(base);
    folder = migrationsBefore0005();
    await target.prepare(folder, async (run) => {
      for (const statement of oldData) await run(statement);
    });
    url = target.url;
  }, 60_000);
  afterAll(async () => {
    rmSync(folder, { recursive: true, force: true });
    await target?.cleanup();
  });

  it('counts once what two instances migrating together and writers busy meanwhile wrote', async () => {
    const connect = async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      return client;
    };
    const [first, second, earlyWriter, lateWriter] = await Promise.all([connect(), connect(), connect(), connect()]);
    try {
      // A writer inside its transaction before the migration: 0003's trigger counts it under the table's name.
      await earlyWriter.query('begin');
      await earlyWriter.query(
        `insert into demo_requests (name, email, solution, request_type, source) values ('Early', 'early@example.ci', 'iRequest', 'demo', '/ · test')`,
      );
      const migrate = async (client: pg.Client) => {
        await client.query('begin');
        for (const statement of statements) await client.query(statement);
        await client.query('commit');
      };
      const migrations = [migrate(first), migrate(second)];
      // The migrations wait for the early writer; a later writer waits for them, then fires the new triggers.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const late = lateWriter.query(
        `insert into demo_requests (name, email, solution, request_type, source) values ('Late', 'late@example.ci', 'iSmart', 'demo', '/ · test')`,
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      await earlyWriter.query('commit');
      await Promise.all([...migrations, late]);
      const query: Query = (text) => first.query(text);
      expect(await counters(query)).toEqual({ ...countersAfter, 'demos:nouveau': 3 });
      expect(await historyIn('status_changes')(query)).toEqual([
        { kind: 'contacts', n: 1 },
        { kind: 'quotes', n: 2 },
      ]);
    } finally {
      await Promise.all([first, second, earlyWriter, lateWriter].map((client) => client.end()));
    }
  }, 30_000);
});
