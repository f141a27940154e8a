import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/server/db/client';
import { shippedMigrations } from '@/server/db/client';
import { outbox } from '@/server/db/schema';
import { testDatabases, type TestDatabase } from '../../tests/support/databases';
import { readiness } from './health';

for (const target of testDatabases) {
  describe(`readiness on ${target.name}`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await target.open();
    }, 60_000);
    afterAll(async () => database?.destroy());

    it('is ready once every shipped migration is applied, and says how long the oldest waiting mail has waited', async () => {
      const now = new Date();
      expect(await readiness(async () => database.db, now)).toEqual({
        ready: true,
        database: 'ok',
        migrations: { applied: shippedMigrations(), shipped: shippedMigrations() },
        outbox: { waiting: 0, oldestWaitingSeconds: null },
      });
      await database.db.insert(outbox).values([
        { to: 'a@example.ci', subject: 's', text: 't', createdAt: new Date(now.getTime() - 90_000) },
        { to: 'b@example.ci', subject: 's', text: 't', createdAt: new Date(now.getTime() - 30_000) },
        { to: 'c@example.ci', subject: 's', text: 't', createdAt: new Date(now.getTime() - 999_000), sentAt: now },
        { to: 'd@example.ci', subject: 's', text: 't', createdAt: new Date(now.getTime() - 999_000), failedAt: now },
      ]);
      expect((await readiness(async () => database.db, now)).outbox).toEqual({ waiting: 2, oldestWaitingSeconds: 90 });
    });
  });
}

describe('readiness without a database', () => {
  it('is not ready, and says only that the database is unreachable', async () => {
    const down = async (): Promise<Db> => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432 password=secret'), { code: 'ECONNREFUSED' });
    };
    expect(await readiness(down)).toEqual({ ready: false, database: 'unreachable' });
  });
});
