import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { lockDataDir } from './lock';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

const migrationsFolder = resolve(process.cwd(), 'src/server/db/migrations');

/** How many migrations the code ships: what a ready database has applied. */
export const shippedMigrations = () =>
  (JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;

/** The advisory lock key under which PostgreSQL migrations run (any constant shared by every instance). */
const MIGRATION_LOCK = 0x6d74_6d69; // "mtmi"

// The data directory is runtime state, not code: the build must not trace it.
export const dataDir = () => resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR ?? '.data');

/**
 * Opens the database and applies the committed migrations: PostgreSQL when a postgres:// URL is given,
 * else the embedded PGlite in `dataDir`, locked for this process.
 */
export async function openDatabase(options: { url?: string; dataDir?: string } = {}): Promise<Database> {
  if (options.url) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({ connectionString: options.url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
    try {
      // Instances that start together take turns: the first applies the migrations, the others then find nothing to do.
      // The lock is held by one connection, and the migrations run on that same connection.
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        try {
          await migrate(drizzle(connection, { schema }), { migrationsFolder });
        } finally {
          await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
        }
      } finally {
        connection.release();
      }
    } catch (error) {
      await pool.end();
      throw error;
    }
    const db = drizzle(pool, { schema });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
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
    // pg_trgm: the back-office search's trigram indexes (migration 0003).
    const client = await PGlite.create(pgDirectory, { extensions: { pg_trgm } });
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
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

type Holder = { database?: Promise<Database> };
// One instance per process, kept on globalThis: Turbopack may evaluate this module twice.
const holder = ((globalThis as { __siteDatabase?: Holder }).__siteDatabase ??= {});

/** The process's database, opened on first use (never at import: `next build` imports route modules). */
export function getDatabase(): Promise<Database> {
  holder.database ??= openDatabase({ url: process.env.DATABASE_URL }).catch((error: unknown) => {
    holder.database = undefined;
    throw error;
  });
  return holder.database;
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}
