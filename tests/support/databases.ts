import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { inject } from 'vitest';
import { openDatabase, type Database, type Db } from '@/server/db/client';
import type { DatabaseTemplates } from './database-templates';

export type TestDatabase = Database & { name: string; destroy: () => Promise<void> };

/** The run's template databases (tests/support/database-templates.ts), absent outside the database project. */
const templates = () => inject('databaseTemplates') as DatabaseTemplates | undefined;

/**
 * A fresh embedded database in a temporary directory: a copy of the run's migrated template (or of its empty one when
 * `migrate` is false), or built from nothing where there is no template. Opening it applies what it lacks, which is
 * nothing for a copy of the migrated template.
 */
export async function pgliteDatabase({ migrate = true } = {}): Promise<TestDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'site-test-db-'));
  const template = templates()?.[migrate ? 'pgliteMigrated' : 'pgliteEmpty'];
  if (template) cpSync(template, join(dir, 'pglite'), { recursive: true });
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

/**
 * A fresh database created on the TEST_DATABASE_URL server, dropped afterwards: a copy of the run's migrated template
 * when there is one and `migrate` is true, else an empty one.
 */
export async function postgresDatabase(url: string, { migrate = true } = {}): Promise<TestDatabase> {
  const name = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const template = migrate ? templates()?.postgres : undefined;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
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
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: 'PostgreSQL',
          open: (options?: { migrate?: boolean }) => postgresDatabase(process.env.TEST_DATABASE_URL!, options),
        },
      ]
    : []),
];

/**
 * Inserts a row naming only the columns given, for a database at an earlier migration than the schema: drizzle's
 * insert names every column of today's table, some of which a later migration adds.
 */
export async function insertColumns<T extends PgTable>(
  db: Db,
  table: T,
  values: Partial<T['$inferInsert']>,
): Promise<void> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const entries = Object.entries(values).map(([key, value]) => [columns[key]!, value] as const);
  await db.execute(
    sql`insert into ${table} (${sql.join(
      entries.map(([column]) => sql.identifier(column.name)),
      sql`, `,
    )}) values (${sql.join(
      entries.map(([column, value]) => sql`${column.mapToDriverValue(value)}`),
      sql`, `,
    )})`,
  );
}
