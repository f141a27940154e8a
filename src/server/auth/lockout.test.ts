import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_LOCKOUT } from '@/config/security';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { clearFailures, lockedFor, lockoutWaitMinutes, recordFailure } from './lockout';

const MINUTE = 60_000;
const at = (start: Date, minutes: number) => new Date(start.getTime() + minutes * MINUTE);

describe('the wait after each lockout', () => {
  it('starts at 5 minutes, doubles, and stops at an hour', () => {
    expect([0, 1, 2, 3, 4, 50].map(lockoutWaitMinutes)).toEqual([5, 10, 20, 40, 60, 60]);
  });
});

describe.each(testDatabases)('the sign-in lockout on $name', { timeout: 60_000 }, (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.open();
  }, 60_000);
  afterAll(async () => database?.destroy());

  it('locks an address after 5 failures in 15 minutes, then longer each time, and forgets it after a success', async () => {
    const { db } = database;
    const start = new Date('2026-11-23T08:00:00Z');
    for (let failure = 1; failure < SIGN_IN_LOCKOUT.failures; failure += 1) {
      expect(await recordFailure(db, 'awa@example.ci', at(start, failure))).toBe(0);
      expect(await lockedFor(db, 'awa@example.ci', at(start, failure))).toBe(0);
    }
    // The fifth, written another way: one address, whatever its case.
    expect(await recordFailure(db, ' AWA@example.ci', at(start, 5))).toBe(5 * 60);
    expect(await lockedFor(db, 'awa@example.ci', at(start, 5))).toBe(5 * 60);
    expect(await lockedFor(db, 'awa@example.ci', at(start, 9))).toBe(60);
    expect(await lockedFor(db, 'awa@example.ci', at(start, 10))).toBe(0);
    // Another address is not affected.
    expect(await lockedFor(db, 'koffi@example.ci', at(start, 6))).toBe(0);

    // Five more failures after the wait: twice as long.
    for (let failure = 1; failure < SIGN_IN_LOCKOUT.failures; failure += 1) expect(await recordFailure(db, 'awa@example.ci', at(start, 10 + failure))).toBe(0);
    expect(await recordFailure(db, 'awa@example.ci', at(start, 15))).toBe(10 * 60);

    await clearFailures(db, 'Awa@example.ci');
    expect(await lockedFor(db, 'awa@example.ci', at(start, 16))).toBe(0);
    for (let failure = 1; failure < SIGN_IN_LOCKOUT.failures; failure += 1) expect(await recordFailure(db, 'awa@example.ci', at(start, 16 + failure))).toBe(0);
    // After a success, the next lockout is the first one again.
    expect(await recordFailure(db, 'awa@example.ci', at(start, 21))).toBe(5 * 60);
  });

  it('counts failures within the window only', async () => {
    const { db } = database;
    const start = new Date('2026-11-23T12:00:00Z');
    // One failure every 4 minutes: never 5 within 15 minutes.
    for (let failure = 0; failure < 12; failure += 1) expect(await recordFailure(db, 'lent@example.ci', at(start, failure * 4))).toBe(0);
  });

  it('locks once whatever the number of failures sent at the same time', async () => {
    const { db } = database;
    const now = new Date('2026-11-23T16:00:00Z');
    const waits = await Promise.all(Array.from({ length: 12 }, () => recordFailure(db, 'rafale@example.ci', now)));
    // 12 failures at once: the 5th and the 10th each lock (5 then 10 minutes), the others only count.
    expect(waits.filter((wait) => wait > 0).sort((x, y) => x - y)).toEqual([5 * 60, 10 * 60]);
    expect(await lockedFor(db, 'rafale@example.ci', now)).toBe(10 * 60);
  });
});
