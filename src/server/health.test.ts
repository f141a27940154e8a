import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/server/db/client';
import { shippedMigrations } from '@/server/db/client';
import { outbox } from '@/server/db/schema';
import { testDatabases, type TestDatabase } from '../../tests/support/databases';
import { mayReadDetail, readiness } from './health';

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

describe('who reads the probes’ detail', () => {
  const headers = (address: string, authorization?: string) =>
    new Headers({ 'x-forwarded-for': address, ...(authorization ? { authorization } : {}) });
  it('is the machine itself, or a caller with the operator’s token; a visitor gets the status only', () => {
    for (const address of ['127.0.0.1', '127.8.9.1', '::1', '::ffff:127.0.0.1'])
      expect(mayReadDetail(headers(address), undefined), address).toBe(true);
    for (const address of ['203.0.113.5', '::ffff:203.0.113.5', '2001:db8::1', '1270.0.0.1'])
      expect(mayReadDetail(headers(address), undefined), address).toBe(false);
    expect(mayReadDetail(headers('203.0.113.5', 'Bearer le-jeton-des-operations'), 'le-jeton-des-operations')).toBe(
      true,
    );
    expect(mayReadDetail(headers('203.0.113.5', 'Bearer un-autre-jeton'), 'le-jeton-des-operations')).toBe(false);
    // No token set: no token opens it.
    expect(mayReadDetail(headers('203.0.113.5', 'Bearer '), undefined)).toBe(false);
    expect(mayReadDetail(headers('203.0.113.5', 'Bearer undefined'), undefined)).toBe(false);
  });
});
