/**
 * Vitest's global setup for the database project: the databases every suite starts from, built once per run.
 * - PGlite: an initialised, empty data directory and a copy of it with every migration applied; a suite copies one
 *   (0.6 s) instead of initialising and migrating its own (2.6 s and 4.6 s measured).
 * - PostgreSQL (TEST_DATABASE_URL): a migrated database that each suite's is created from (`create database … template`).
 * Suites that test the migrations themselves still start from the empty one (`open({ migrate: false })`).
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@/server/db/client';

export type DatabaseTemplates = { pgliteEmpty: string; pgliteMigrated: string; postgres?: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

async function onServer(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject) {
  const root = mkdtempSync(join(tmpdir(), 'site-test-templates-'));
  const empty = join(root, 'empty');
  const migrated = join(root, 'migrated');
  await (await openDatabase({ dataDir: empty, migrate: false })).close();
  cpSync(empty, migrated, { recursive: true });
  await (await openDatabase({ dataDir: migrated })).close();
  const templates: DatabaseTemplates = { pgliteEmpty: join(empty, 'pglite'), pgliteMigrated: join(migrated, 'pglite') };

  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    templates.postgres = `test_template_${process.pid}`;
    await onServer(url, `create database "${templates.postgres}"`);
    const target = new URL(url);
    target.pathname = `/${templates.postgres}`;
    await (await openDatabase({ url: target.toString() })).close();
  }
  project.provide('databaseTemplates', templates);

  return async () => {
    rmSync(root, { recursive: true, force: true });
    if (url && templates.postgres) await onServer(url, `drop database if exists "${templates.postgres}" with (force)`);
  };
}
