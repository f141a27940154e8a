/**
 * The per-address sign-in lockout (config/security.ts). The auth route asks `lockedFor` before better-auth checks a
 * password, and reports the outcome after: a refused password counts a failure, a sign-in that passed the password
 * clears the address. Addresses are counted whether or not they have an account.
 */
import { eq, sql } from 'drizzle-orm';
import { SIGN_IN_LOCKOUT } from '@/config/security';
import type { Db } from '@/server/db/client';
import { signInLockouts } from '@/server/db/schema';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const normalize = (email: string) => email.trim().toLowerCase();

/** Seconds this address must still wait before a sign-in is even tried; 0 when it may try now. */
export async function lockedFor(db: Db, email: string, now = new Date()): Promise<number> {
  const [row] = await db.select({ lockedUntil: signInLockouts.lockedUntil }).from(signInLockouts).where(eq(signInLockouts.email, normalize(email)));
  const until = row?.lockedUntil?.getTime() ?? 0;
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0;
}

/** The wait after the n-th lockout of a day (n from 0): the first wait, doubled each time, capped. */
export const lockoutWaitMinutes = (lockouts: number) =>
  Math.min(SIGN_IN_LOCKOUT.firstWaitMinutes * 2 ** Math.min(lockouts, 20), SIGN_IN_LOCKOUT.maxWaitMinutes);

/**
 * Counts a failed sign-in. The failure that reaches the threshold locks the address and starts a new count; lockouts
 * are remembered for a day, so that each one lasts longer. Returns the seconds to wait now (0 when not locked).
 */
export async function recordFailure(db: Db, email: string, now = new Date()): Promise<number> {
  const key = normalize(email);
  const windowStart = new Date(now.getTime() - SIGN_IN_LOCKOUT.windowMinutes * MINUTE_MS);
  const dayStart = new Date(now.getTime() - DAY_MS);
  return db.transaction(async (tx) => {
    // One statement per failure, safe under concurrent attempts: a count past its window starts again, and a day
    // without a failure forgets the earlier lockouts.
    const [row] = await tx
      .insert(signInLockouts)
      .values({ email: key, failures: 1, windowStart: now, lockouts: 0 })
      .onConflictDoUpdate({
        target: signInLockouts.email,
        set: {
          failures: sql`case when ${signInLockouts.windowStart} < ${windowStart} then 1 else ${signInLockouts.failures} + 1 end`,
          lockouts: sql`case when ${signInLockouts.windowStart} < ${dayStart} then 0 else ${signInLockouts.lockouts} end`,
          windowStart: sql`case when ${signInLockouts.windowStart} < ${windowStart} then ${now} else ${signInLockouts.windowStart} end`,
        },
      })
      .returning();
    if (!row || row.failures < SIGN_IN_LOCKOUT.failures) return 0;
    const waitMinutes = lockoutWaitMinutes(row.lockouts);
    await tx
      .update(signInLockouts)
      .set({ failures: 0, windowStart: now, lockouts: row.lockouts + 1, lockedUntil: new Date(now.getTime() + waitMinutes * MINUTE_MS) })
      .where(eq(signInLockouts.email, key));
    return waitMinutes * 60;
  });
}

/** The password was right: the address starts afresh. */
export async function clearFailures(db: Db, email: string) {
  await db.delete(signInLockouts).where(eq(signInLockouts.email, normalize(email)));
}
