import { sql } from 'drizzle-orm';
import type { Tx } from '@/server/db/client';
import { rateLimits } from '@/server/db/schema';

export type RateLimit = { max: number; windowSeconds: number };

/** REQUEST_RATE_LIMIT="5/600": at most 5 requests of one kind per IP in 600 s (the default). */
export function requestRateLimit(): RateLimit {
  const [max, windowSeconds] = (process.env.REQUEST_RATE_LIMIT ?? '5/600').split('/').map(Number);
  return { max: max && max > 0 ? max : 5, windowSeconds: windowSeconds && windowSeconds > 0 ? windowSeconds : 600 };
}

/**
 * Mails to an address a visitor typed (acknowledgement, newsletter confirmation): at most 3 per address per day, so
 * that the forms cannot send our mail to someone else's inbox more than that.
 */
export const VISITOR_MAILS_PER_ADDRESS: RateLimit = { max: 3, windowSeconds: 24 * 60 * 60 };

/** Counts one request against `key` in the current fixed window; false when the limit is passed. */
export async function consumeRateLimit(tx: Tx, key: string, limit: RateLimit, now: Date): Promise<boolean> {
  const windowMs = limit.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await tx
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
  return (row?.count ?? 1) <= limit.max;
}
