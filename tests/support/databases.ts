import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { openDatabase, type Database, type Db } from '@/server/db/client';

export type TestDatabase = Database & { name: string; destroy: () => Promise<void> };

/** A fresh embedded database in a temporary directory. */
export async function pgliteDatabase({ migrate = true } = {}): Promise<TestDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'site-test-db-'));
  const database = await openDatabase({ dataDir: dir, migrate });
  return {
    ...database,
    name: 'PGlite',
    destroy: async () => {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A fresh database created on the TEST_DATABASE_URL server, dropped afterwards. */
export async function postgresDatabase(url: string, { migrate = true } = {}): Promise<TestDatabase> {
  const name = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString(), migrate });
  return {
    ...database,
    name: 'PostgreSQL',
    destroy: async () => {
      await database.close();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const testDatabases: { name: string; open: (options?: { migrate?: boolean }) => Promise<TestDatabase> }[] = [
  { name: 'PGlite', open: pgliteDatabase },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'PostgreSQL', open: (options?: { migrate?: boolean }) => postgresDatabase(process.env.TEST_DATABASE_URL!, options) }] : []),
];

/**
 * Inserts a row naming only the columns given, for a database at an earlier migration than the schema: drizzle's
 * insert names every column of today's table, some of which a later migration adds.
 */
export async function insertColumns<T extends PgTable>(db: Db, table: T, values: Partial<T['$inferInsert']>): Promise<void> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const entries = Object.entries(values).map(([key, value]) => [columns[key]!, value] as const);
  await db.execute(
    sql`insert into ${table} (${sql.join(entries.map(([column]) => sql.identifier(column.name)), sql`, `)}) values (${sql.join(entries.map(([column, value]) => sql`${column.mapToDriverValue(value)}`), sql`, `)})`,
  );
}
