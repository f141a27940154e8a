/**
 * The sign-in lockout (config/security.ts). better-auth's hooks (server/auth/guards.ts) ask `lockedFor` on the
 * very address better-auth is about to check, before the password is, and report the outcome after: a refused password
 * counts a failure, a right one clears its network. Addresses are counted whether or not they have an account.
 *
 * Two counters per address:
 * - per client network (an IPv4 address, an IPv6 /64): 5 failures in 15 minutes lock that pair, even with the right
 *   password, 5 minutes, then 10, 20, 40, at most 60 in a day. Another network is not affected, so an attacker cannot
 *   keep a staff member out of their own network;
 * - across networks (network '*'): past 10 failures in 15 minutes the address is under attack, and each network is
 *   locked at its first failure instead of its fifth, which caps guesses spread over many networks.
 * A successful password reset, an accepted invitation, `npm run admin -- unlock` and the team screen clear an address.
 */
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { SIGN_IN_LOCKOUT } from '@/config/security';
import type { Db } from '@/server/db/client';
import { signInLockouts } from '@/server/db/schema';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** The row that counts an address's failures across networks. */
const EVERY_NETWORK = '*';

/** One spelling per address: what the lockout keys on. */
export const lockoutAddress = (email: string) => email.trim().toLowerCase();

/** Seconds this address must still wait on this network before a sign-in is even tried; 0 when it may try now. */
export async function lockedFor(db: Db, email: string, network: string, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ lockedUntil: signInLockouts.lockedUntil })
    .from(signInLockouts)
    .where(and(eq(signInLockouts.email, lockoutAddress(email)), eq(signInLockouts.network, network)));
  const until = row?.lockedUntil?.getTime() ?? 0;
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0;
}

/** The wait after the n-th lockout of a day (n from 0): the first wait, doubled each time, capped. */
export const lockoutWaitMinutes = (lockouts: number) =>
  Math.min(SIGN_IN_LOCKOUT.firstWaitMinutes * 2 ** Math.min(lockouts, 20), SIGN_IN_LOCKOUT.maxWaitMinutes);

/**
 * Counts a failed sign-in of `email` from `network`. The failure that reaches the pair's threshold locks it and starts
 * a new count; lockouts are remembered for a day, so that each one lasts longer. Returns the seconds the pair must wait
 * now (0 when not locked).
 */
export async function recordFailure(db: Db, email: string, network: string, now = new Date()): Promise<number> {
  const key = lockoutAddress(email);
  const windowStart = new Date(now.getTime() - SIGN_IN_LOCKOUT.windowMinutes * MINUTE_MS);
  const dayStart = new Date(now.getTime() - DAY_MS);
  return db.transaction(async (tx) => {
    // One statement per counter, safe under concurrent attempts: a count past its window starts again, and a day
    // without a failure forgets the earlier lockouts. The address-wide row first, in one order for every writer.
    const count = (row: string) =>
      tx
        .insert(signInLockouts)
        .values({ email: key, network: row, failures: 1, windowStart: now, lockouts: 0 })
        .onConflictDoUpdate({
          target: [signInLockouts.email, signInLockouts.network],
          set: {
            failures: sql`case when ${signInLockouts.windowStart} < ${windowStart} then 1 else ${signInLockouts.failures} + 1 end`,
            lockouts: sql`case when ${signInLockouts.windowStart} < ${dayStart} then 0 else ${signInLockouts.lockouts} end`,
            windowStart: sql`case when ${signInLockouts.windowStart} < ${windowStart} then ${now} else ${signInLockouts.windowStart} end`,
          },
        })
        .returning();
    const [everywhere] = await count(EVERY_NETWORK);
    const [pair] = await count(network);
    const underAttack = (everywhere?.failures ?? 0) > SIGN_IN_LOCKOUT.addressFailures;
    if (!pair || pair.failures < (underAttack ? 1 : SIGN_IN_LOCKOUT.failures)) return 0;
    const waitMinutes = lockoutWaitMinutes(pair.lockouts);
    await tx
      .update(signInLockouts)
      .set({
        failures: 0,
        windowStart: now,
        lockouts: pair.lockouts + 1,
        lockedUntil: new Date(now.getTime() + waitMinutes * MINUTE_MS),
      })
      .where(and(eq(signInLockouts.email, key), eq(signInLockouts.network, network)));
    return waitMinutes * 60;
  });
}

/** The password was right on this network: it starts afresh there (the count across networks stays). */
export async function clearFailures(db: Db, email: string, network: string) {
  await db
    .delete(signInLockouts)
    .where(and(eq(signInLockouts.email, lockoutAddress(email)), eq(signInLockouts.network, network)));
}

/** Every network of the address starts afresh: a reset password, an accepted invitation, an admin's unlock. */
export async function unlockAddress(db: Pick<Db, 'delete'>, email: string): Promise<number> {
  const removed = await db
    .delete(signInLockouts)
    .where(eq(signInLockouts.email, lockoutAddress(email)))
    .returning({ network: signInLockouts.network });
  return removed.length;
}

/** Which of these addresses have a network locked now, and until when (the latest lock), for the team screen. */
export async function lockedAddresses(db: Db, emails: string[], now = new Date()): Promise<Map<string, Date>> {
  if (emails.length === 0) return new Map();
  const rows = await db
    .select({
      email: signInLockouts.email,
      until: sql<Date>`max(${signInLockouts.lockedUntil})`.mapWith(signInLockouts.lockedUntil),
    })
    .from(signInLockouts)
    .where(and(inArray(signInLockouts.email, emails.map(lockoutAddress)), gt(signInLockouts.lockedUntil, now)))
    .groupBy(signInLockouts.email);
  return new Map(rows.map((row) => [row.email, row.until]));
}
