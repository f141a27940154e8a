import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { lockDataDir } from './lock';
import { logError } from '@/server/log';
import { settings } from '@/server/settings';
import { BUILT_MIGRATIONS, SOURCE_MIGRATIONS } from '@/server/build-output';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the first `count` shipped migrations (all by default) that the database lacks. */
  migrate: (count?: number) => Promise<void>;
  close: () => Promise<void>;
  /** PostgreSQL's pool: its connections by state (metrics.ts). */
  poolState?: () => { total: number; idle: number; waiting: number };
  /**
   * PostgreSQL: runs `run` while holding the advisory lock `key`, or gives undefined at once when another instance
   * holds it. PGlite has none: one process holds the database.
   */
  withLock?: <T>(key: number, run: () => Promise<T>) => Promise<T | undefined>;
  /**
   * Calls `onMessage` with the payload of each `pg_notify(channel, …)` committed by any instance, and `onConnected`
   * each time the listening connection is (re)established (PostgreSQL: a connection of its own, opened again after a
   * loss; what was notified meanwhile is missed, which `onConnected` makes up for). Returns the way to stop.
   */
  listen: (
    channel: string,
    onMessage: (payload: string) => void,
    onConnected: () => void,
  ) => Promise<() => Promise<void>>;
};

/** How long a lost PostgreSQL listening connection waits before it is opened again. */
const LISTEN_RETRY_MS = 2_000;

// The source tree's migrations in a checkout; the build's copy where only the build was deployed (build-output.ts).
// Not traced into Next's output: the build carries its own copy.
const migrationsFolder =
  [SOURCE_MIGRATIONS, BUILT_MIGRATIONS]
    .map((folder) => resolve(/*turbopackIgnore: true*/ process.cwd(), folder))
    .find((folder) => existsSync(folder)) ?? resolve(/*turbopackIgnore: true*/ process.cwd(), SOURCE_MIGRATIONS);

type Journal = { entries: unknown[] };
const readJournal = () => JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as Journal;

/** How many migrations the code ships: what a ready database has applied. */
export const shippedMigrations = () => readJournal().entries.length;

/**
 * Runs `migrate` on a folder holding the first `count` shipped migrations (a restore brings a database to its backup's
 * schema first), a temporary copy, or on the shipped folder itself when `count` covers them all.
 */
async function withMigrationsUpTo(count: number | undefined, migrate: (folder: string) => Promise<void>) {
  const journal = readJournal();
  if (count === undefined || count >= journal.entries.length) return migrate(migrationsFolder);
  const folder = mkdtempSync(join(tmpdir(), 'site-migrations-'));
  try {
    cpSync(migrationsFolder, folder, { recursive: true });
    writeFileSync(
      join(folder, 'meta/_journal.json'),
      JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }),
    );
    await migrate(folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** A query's rows as the driver's arrays, one value per selected column in order (see `selectArrays`). */
type ArrayQuery = (query: { sql: string; params: unknown[] }) => Promise<unknown[][]>;
// Kept on the database object under a global symbol: Turbopack may evaluate this module twice (see `holder`).
const ARRAY_QUERY = Symbol.for('site.arrayQuery');
const withArrayQuery = (db: object, run: ArrayQuery) => Object.defineProperty(db, ARRAY_QUERY, { value: run });

/** PostgreSQL's type ids whose text drizzle's columns parse themselves: timestamp, timestamptz, date. */
const TEXT_TYPES = [1114, 1184, 1082];

/**
 * The rows of a query built by drizzle (`.toSQL()`), as arrays in the order it selects its columns, each value as
 * drizzle's column expects it from the driver (`column.mapFromDriverValue`): timestamps and dates as text, JSON
 * parsed. For a long read (the CSV export) where drizzle's own mapping, an object and a path walk per cell, costs more
 * than the query itself.
 */
export function selectArrays(db: Db, query: { sql: string; params: unknown[] }): Promise<unknown[][]> {
  const run = (db as { [ARRAY_QUERY]?: ArrayQuery })[ARRAY_QUERY];
  if (!run) throw new Error('selectArrays: not a database opened by openDatabase');
  return run(query);
}

/** The advisory lock key under which PostgreSQL migrations run (any constant shared by every instance). */
const MIGRATION_LOCK = 0x6d74_6d69; // "mtmi"

// The data directory is runtime state, not code: the build must not trace it.
export const dataDir = () => settings().dataDir;

/**
 * Opens the database and applies the committed migrations (unless `migrate` is false): PostgreSQL when a postgres://
 * URL is given, else the embedded PGlite in `dataDir`, locked for this process.
 */
export async function openDatabase(
  options: { url?: string; dataDir?: string; migrate?: boolean; sharedBuffersMb?: number } = {},
): Promise<Database> {
  const database = await connect(options);
  if (options.migrate !== false) {
    try {
      await database.migrate();
    } catch (error) {
      await database.close();
      throw error;
    }
  }
  return database;
}

async function connect(options: { url?: string; dataDir?: string; sharedBuffersMb?: number }): Promise<Database> {
  if (options.url) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({ connectionString: options.url, max: settings().databasePoolSize });
    // An idle connection that PostgreSQL ends (a restart, a failover) is an event of the pool, not of a query: without
    // a listener it would end the process. The pool opens a new connection for the next query.
    pool.on('error', (error) => logError('database', 'idle connection lost', error));
    const db = drizzle(pool, { schema });
    const { types } = await import('pg');
    const asText = {
      getTypeParser: (id: number, format?: 'text' | 'binary') =>
        TEXT_TYPES.includes(id) ? (value: string) => value : types.getTypeParser(id, format),
    };
    withArrayQuery(
      db,
      async ({ sql, params }) =>
        (await pool.query<unknown[]>({ text: sql, values: params, rowMode: 'array', types: asText })).rows,
    );
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      // Instances that start together take turns: the first applies the migrations, the others then find nothing to do.
      // The lock is held by one connection, and the migrations run on that same connection.
      migrate: async (count) => {
        const connection = await pool.connect();
        try {
          await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          try {
            await withMigrationsUpTo(count, (folder) =>
              migrate(drizzle(connection, { schema }), { migrationsFolder: folder }),
            );
          } finally {
            await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
          }
        } finally {
          connection.release();
        }
      },
      close: () => pool.end(),
      poolState: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      listen: async (channel, onMessage, onConnected) => {
        const { Client } = await import('pg');
        let stopped = false;
        let client: InstanceType<typeof Client> | undefined;
        let retry: NodeJS.Timeout | undefined;
        const open = async () => {
          const next = new Client({ connectionString: options.url });
          client = next;
          const lost = (error?: unknown) => {
            if (stopped || client !== next) return;
            client = undefined;
            if (error) logError('database', 'listening connection lost', error);
            next.end().catch(() => undefined);
            retry = setTimeout(() => void open(), LISTEN_RETRY_MS);
            retry.unref();
          };
          next.on('error', lost);
          next.on('end', () => lost());
          next.on('notification', (message) => {
            if (message.channel === channel) onMessage(message.payload ?? '');
          });
          try {
            await next.connect();
            await next.query(`listen ${JSON.stringify(channel)}`);
            onConnected();
          } catch (error) {
            lost(error);
          }
        };
        await open();
        return async () => {
          stopped = true;
          clearTimeout(retry);
          await client?.end().catch(() => undefined);
        };
      },
      withLock: async (key, run) => {
        const connection = await pool.connect();
        try {
          const { rows } = await connection.query<{ held: boolean }>('select pg_try_advisory_lock($1) as held', [key]);
          if (!rows[0]?.held) return undefined;
          try {
            return await run();
          } finally {
            await connection.query('select pg_advisory_unlock($1)', [key]);
          }
        } finally {
          connection.release();
        }
      },
    };
  }

  const directory = resolve(/*turbopackIgnore: true*/ options.dataDir ?? dataDir());
  const release = lockDataDir(directory);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const pgDirectory = join(directory, 'pglite');
    mkdirSync(pgDirectory, { recursive: true });
    // pg_trgm: the back-office search's trigram indexes (migration 0003). Its page cache sized for this site
    // (PGLITE_SHARED_BUFFERS_MB): PGlite's own start parameters, and that one.
    const client = await PGlite.create(pgDirectory, {
      extensions: { pg_trgm },
      startParams: [
        ...PGlite.defaultStartParams,
        '-c',
        `shared_buffers=${options.sharedBuffersMb ?? settings().pgliteSharedBuffersMb}MB`,
      ],
    });
    const db = drizzle(client, { schema });
    const asText = Object.fromEntries(TEXT_TYPES.map((id) => [id, (value: string) => value]));
    withArrayQuery(
      db,
      async ({ sql, params }) =>
        (await client.query<unknown[]>(sql, params, { rowMode: 'array', parsers: asText })).rows,
    );
    Object.defineProperty(db, EMBEDDED, { value: true });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      migrate: (count) => withMigrationsUpTo(count, (folder) => migrate(db, { migrationsFolder: folder })),
      listen: async (channel, onMessage, onConnected) => {
        const stop = await client.listen(channel, onMessage);
        onConnected();
        return stop;
      },
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

const EMBEDDED = Symbol.for('site.embeddedDatabase');
/** True for the embedded database (PGlite), whose files hold one small business's data, opened by this process alone. */
export const isEmbedded = (db: Db) => (db as unknown as Record<symbol, unknown>)[EMBEDDED] === true;

type Holder = { database?: Promise<Database>; closed?: boolean };
// One instance per process, kept on globalThis: Turbopack may evaluate this module twice.
const holder = ((globalThis as { __siteDatabase?: Holder }).__siteDatabase ??= {});

/** The process's database, opened on first use (never at import: `next build` imports route modules). */
export function getDatabase(): Promise<Database> {
  // After shutdown, a straggler must not open (and lock) the database again.
  if (holder.closed) return Promise.reject(Object.assign(new Error('database closed'), { name: 'DatabaseClosed' }));
  holder.database ??= openDatabase({ url: settings().databaseUrl }).catch((error: unknown) => {
    holder.database = undefined;
    throw error;
  });
  return holder.database;
}

/** Closes the process's database if it was opened (at shutdown, once nothing uses it any more). */
export async function closeDatabase() {
  const opening = holder.database;
  holder.closed = true;
  holder.database = undefined;
  const database = await opening?.catch(() => undefined);
  await database?.close();
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}
