import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_LOCKOUT } from '@/config/security';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { clearFailures, lockedAddresses, lockedFor, lockoutWaitMinutes, recordFailure, unlockAddress } from './lockout';

const MINUTE = 60_000;
const at = (start: Date, minutes: number) => new Date(start.getTime() + minutes * MINUTE);
const HOME = '41.202.10.7';
const OTHER = '2001:db8:1:2::/64';

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

  it('locks an address on one network after 5 failures in 15 minutes, longer each time, and leaves its other networks open', async () => {
    const { db } = database;
    const start = new Date('2026-11-23T08:00:00Z');
    for (let failure = 1; failure < SIGN_IN_LOCKOUT.failures; failure += 1) {
      expect(await recordFailure(db, 'awa@example.ci', HOME, at(start, failure))).toBe(0);
      expect(await lockedFor(db, 'awa@example.ci', HOME, at(start, failure))).toBe(0);
    }
    // The fifth, written another way: one address, whatever its case.
    expect(await recordFailure(db, ' AWA@example.ci', HOME, at(start, 5))).toBe(5 * 60);
    expect(await lockedFor(db, 'awa@example.ci', HOME, at(start, 5))).toBe(5 * 60);
    expect(await lockedFor(db, 'awa@example.ci', HOME, at(start, 9))).toBe(60);
    expect(await lockedFor(db, 'awa@example.ci', HOME, at(start, 10))).toBe(0);
    // Another network of the same address, and another address, are not affected.
    expect(await lockedFor(db, 'awa@example.ci', OTHER, at(start, 6))).toBe(0);
    expect(await lockedFor(db, 'koffi@example.ci', HOME, at(start, 6))).toBe(0);
    expect([...(await lockedAddresses(db, ['Awa@example.ci', 'koffi@example.ci'], at(start, 6))).keys()]).toEqual([
      'awa@example.ci',
    ]);

    // Five more failures after the wait: twice as long.
    for (let failure = 1; failure < SIGN_IN_LOCKOUT.failures; failure += 1)
      expect(await recordFailure(db, 'awa@example.ci', HOME, at(start, 10 + failure))).toBe(0);
    expect(await recordFailure(db, 'awa@example.ci', HOME, at(start, 15))).toBe(10 * 60);

    // A success on that network forgets it there.
    await clearFailures(db, 'Awa@example.ci', HOME);
    expect(await lockedFor(db, 'awa@example.ci', HOME, at(start, 16))).toBe(0);
  });

  it('counts failures within the window only', async () => {
    const { db } = database;
    const start = new Date('2026-11-23T12:00:00Z');
    // One failure every 4 minutes: never 5 within 15 minutes.
    for (let failure = 0; failure < 12; failure += 1)
      expect(await recordFailure(db, 'lent@example.ci', HOME, at(start, failure * 4))).toBe(0);
  });

  it('past 10 failures across networks, locks each network at its first failure, and an unlock clears every network', async () => {
    const { db } = database;
    const start = new Date('2026-11-23T14:00:00Z');
    const network = (n: number) => `198.51.100.${n}`;
    // Ten networks, one failure each: no network reaches 5.
    for (let n = 1; n <= SIGN_IN_LOCKOUT.addressFailures; n += 1)
      expect(await recordFailure(db, 'cible@example.ci', network(n), at(start, 1))).toBe(0);
    // From then on, each new network is locked at its first failure.
    expect(await recordFailure(db, 'cible@example.ci', network(50), at(start, 2))).toBe(5 * 60);
    expect(await lockedFor(db, 'cible@example.ci', network(50), at(start, 2))).toBe(5 * 60);
    // A network that has not failed may still try: the staff member's own is never locked by others.
    expect(await lockedFor(db, 'cible@example.ci', network(99), at(start, 2))).toBe(0);
    // An unlock (a reset password, an accepted invitation, an admin) clears the address everywhere.
    expect(await unlockAddress(db, 'Cible@example.ci')).toBe(SIGN_IN_LOCKOUT.addressFailures + 2);
    expect(await lockedFor(db, 'cible@example.ci', network(50), at(start, 2))).toBe(0);
    expect(await recordFailure(db, 'cible@example.ci', network(51), at(start, 3))).toBe(0);
  });

  it('locks once whatever the number of failures sent at the same time from one network', async () => {
    const { db } = database;
    const now = new Date('2026-11-23T16:00:00Z');
    const waits = await Promise.all(Array.from({ length: 9 }, () => recordFailure(db, 'rafale@example.ci', HOME, now)));
    // 9 failures at once: the 5th locks (5 minutes), the others only count.
    expect(waits.filter((wait) => wait > 0)).toEqual([5 * 60]);
    expect(await lockedFor(db, 'rafale@example.ci', HOME, now)).toBe(5 * 60);
  });
});
