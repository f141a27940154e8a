/**
 * The caps on mails sent to an address a visitor typed (acknowledgements, newsletter and account confirmations,
 * password resets), so that nobody can turn the site into a mail cannon with the company's own sender:
 * - per mailbox and kind, a day (VISITOR_MAILS_PER_ADDRESS), counted on the canonical address (`+tag` and Gmail dots
 *   removed, lib/canonical-address.ts);
 * - across every visitor, an hour (VISITOR_MAILS_PER_HOUR), whatever the addresses.
 * A mail past a cap is dropped silently: the request is kept and answered the same, so a cap tells nothing about an
 * address. The mails dropped by the hourly cap are counted, and the back-office overview says so.
 */
import { and, gte, eq, sum } from 'drizzle-orm';
import { canonicalAddress } from '@/lib/canonical-address';
import type { Db, Tx } from '@/server/db/client';
import { rateLimits } from '@/server/db/schema';
import {
  consumeRateLimits,
  VISITOR_MAILS_PER_ADDRESS,
  VISITOR_MAILS_PER_HOUR,
  type RateLimit,
} from '@/server/rate-limit';

/** What a mail to a visitor is counted as: its kind of mail (its own daily cap) and its address. */
export type VisitorMailKind = 'ack' | 'reset' | 'confirm';

const HOURLY_KEY = 'visitor-mails';
const DROPPED_KEY = 'visitor-mails-dropped';
const UNCAPPED: RateLimit = { max: Number.MAX_SAFE_INTEGER, windowSeconds: VISITOR_MAILS_PER_HOUR.windowSeconds };

/** The key of an address's daily count: erasure (server/admin/personal-data-erasure.ts) finds it by its `:<address>` end. */
export const visitorMailKey = (kind: VisitorMailKind, email: string) => `${kind}:${canonicalAddress(email)}`;

/**
 * Counts these mails against both caps, in the caller's transaction and in order; true for each that may be sent.
 * Three statements at most, whatever the number of mails.
 */
export async function allowVisitorMails(
  tx: Tx,
  mails: { kind: VisitorMailKind; to: string; now: Date }[],
): Promise<boolean[]> {
  const perAddress = await consumeRateLimits(
    tx,
    mails.map(({ kind, to, now }) => ({ key: visitorMailKey(kind, to), limit: VISITOR_MAILS_PER_ADDRESS, now })),
  );
  const candidates = mails.flatMap((mail, index) => (perAddress[index] ? [{ ...mail, index }] : []));
  const hourly = await consumeRateLimits(
    tx,
    candidates.map(({ now }) => ({ key: HOURLY_KEY, limit: VISITOR_MAILS_PER_HOUR, now })),
  );
  const dropped = candidates.filter((_, index) => !hourly[index]);
  if (dropped.length)
    await consumeRateLimits(
      tx,
      dropped.map(({ now }) => ({ key: DROPPED_KEY, limit: UNCAPPED, now })),
    );
  const allowed = mails.map(() => false);
  candidates.forEach((candidate, index) => (allowed[candidate.index] = hourly[index]!));
  return allowed;
}

/** How many mails to visitors the hourly cap dropped since `since` (the back-office overview's notice). */
export async function droppedVisitorMails(db: Db, since: Date): Promise<number> {
  const [row] = await db
    .select({ dropped: sum(rateLimits.count).mapWith(Number) })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, DROPPED_KEY), gte(rateLimits.windowStart, since)));
  return row?.dropped ?? 0;
}
