import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase, shippedMigrations } from './client';

const url = process.env.TEST_DATABASE_URL;

// PostgreSQL only: PGlite has one opener by construction (its directory lock).
describe.runIf(url)('migrations on PostgreSQL', () => {
  it('are applied once when several instances start together on an empty database', async () => {
    const name = `test_migrate_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const target = new URL(url!);
    target.pathname = `/${name}`;
    try {
      // Without the advisory lock, two of these raced on CREATE TYPE and one failed at start.
      const instances = await Promise.all(Array.from({ length: 4 }, () => openDatabase({ url: target.toString() })));
      await Promise.all(instances.map((instance) => instance.close()));
      const client = new pg.Client({ connectionString: target.toString() });
      await client.connect();
      const { rows } = await client.query('select count(*)::int as applied from drizzle.__drizzle_migrations');
      await client.end();
      expect(rows[0].applied).toBe(shippedMigrations());
    } finally {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  }, 60_000);
});
