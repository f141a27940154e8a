import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/server/db/client';
import { rateLimits } from '@/server/db/schema';
import { settings } from '@/server/settings';

export type RateLimit = { max: number; windowSeconds: number };

/** REQUEST_RATE_LIMIT="5/600": at most 5 requests of one kind per IP in 600 s (the default). */
export const requestRateLimit = (): RateLimit => settings().requestRateLimit;

/**
 * Mails to an address a visitor typed (server/mail/visitor-caps.ts): at most 3 of each kind (acknowledgement or
 * newsletter confirmation, password reset, account confirmation) per mailbox per day, so that the forms cannot send
 * our mail to someone else's inbox more than that; and at most 300 an hour to all visitors together.
 */
export const VISITOR_MAILS_PER_ADDRESS: RateLimit = { max: 3, windowSeconds: 24 * 60 * 60 };
export const VISITOR_MAILS_PER_HOUR: RateLimit = { max: 300, windowSeconds: 60 * 60 };

/** The start of the fixed window `now` falls in. */
function windowOf(limit: RateLimit, now: Date): Date {
  const windowMs = limit.windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

/**
 * Whether `key` has already used up its limit in the current window: read, not counted (the write counts). Work that
 * costs more than the write (decoding photos) asks this first, so that a sender past the limit costs one query.
 */
export async function rateLimitReached(db: Db | Tx, key: string, limit: RateLimit, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowOf(limit, now))));
  return (row?.count ?? 0) >= limit.max;
}

/** Counts one request against `key` in the current fixed window; false when the limit is passed. */
export async function consumeRateLimit(tx: Tx, key: string, limit: RateLimit, now: Date): Promise<boolean> {
  const windowStart = windowOf(limit, now);
  const [row] = await tx
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  return (row?.count ?? 1) <= limit.max;
}

/** One request to count against a limit, in a batch. */
export type RateLimitUse = { key: string; limit: RateLimit; now: Date };

/**
 * consumeRateLimit for a batch, in one statement: each counter grows by the uses it receives, and each use is allowed
 * as if the uses had come one by one in the batch's order (the n-th use of a key sees the count it would have seen
 * alone). Keys are written in sorted order, so that two batches on PostgreSQL never lock the same counters in
 * opposite orders.
 */
export async function consumeRateLimits(tx: Tx, uses: RateLimitUse[]): Promise<boolean[]> {
  if (uses.length === 0) return [];
  const counters = new Map<string, { key: string; windowStart: Date; count: number }>();
  const slots = uses.map((use) => {
    const windowStart = windowOf(use.limit, use.now);
    const id = `${windowStart.getTime()} ${use.key}`;
    const counter = counters.get(id) ?? { key: use.key, windowStart, count: 0 };
    counters.set(id, counter);
    counter.count += 1;
    return { id, ordinal: counter.count };
  });
  const values = [...counters.values()].sort((a, b) =>
    a.key < b.key ? -1 : a.key > b.key ? 1 : a.windowStart.getTime() - b.windowStart.getTime(),
  );
  const rows = await tx
    .insert(rateLimits)
    .values(values)
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + excluded.count` },
    })
    .returning({ key: rateLimits.key, windowStart: rateLimits.windowStart, count: rateLimits.count });
  const totals = new Map(rows.map((row) => [`${row.windowStart.getTime()} ${row.key}`, row.count]));
  return slots.map(({ id, ordinal }, index) => {
    const counter = counters.get(id)!;
    // The count this use reached: what the counter held before the batch, plus the uses up to this one.
    const reached = (totals.get(id) ?? counter.count) - counter.count + ordinal;
    return reached <= uses[index]!.limit.max;
  });
}
