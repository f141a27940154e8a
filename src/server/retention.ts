/**
 * The hourly purge of the rows that have served, run by the mail sender's loop (mail/sender.ts) beside the purge of
 * its mail files. Kept apart from the sender: it deletes rows of several folders (mail, requests, auth, audit).
 */
import { and, isNull, lt, or } from 'drizzle-orm';
import {
  AUDIT_RETENTION_DAYS,
  FAILED_MAIL_RETENTION_DAYS,
  RATE_LIMIT_RETENTION_DAYS,
  SENT_MAIL_RETENTION_DAYS,
} from '@/config/retention';
import type { Db } from '@/server/db/client';
import { auditEvents, outbox, rateLimits, signInLockouts } from '@/server/db/schema';
import { requestRateLimit } from '@/server/rate-limit';
import { purgeIdempotencyKeys } from '@/server/requests/idempotency';

const DAY_MS = 86_400_000;

/**
 * Deletes what has served: sent mails after SENT_MAIL_RETENTION_DAYS, undeliverable ones after
 * FAILED_MAIL_RETENTION_DAYS (the privacy page states both), rate-limit windows that count nothing any more, and
 * sign-in failures older than a day, audit lines after AUDIT_RETENTION_DAYS, and idempotency keys after a week.
 */
export async function purgeExpiredRows(db: Db, now = new Date()) {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  await db.delete(outbox).where(lt(outbox.sentAt, daysAgo(SENT_MAIL_RETENTION_DAYS)));
  await db.delete(outbox).where(lt(outbox.failedAt, daysAgo(FAILED_MAIL_RETENTION_DAYS)));
  // REQUEST_RATE_LIMIT may set a window longer than a day: a window is kept while it can still count.
  const windowDays = Math.max(RATE_LIMIT_RETENTION_DAYS, (2 * requestRateLimit().windowSeconds) / 86_400);
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, daysAgo(windowDays)));
  // Sign-in failures are remembered a day (each lockout that day lasts longer), then forgotten unless still locked.
  await db.delete(auditEvents).where(lt(auditEvents.at, daysAgo(AUDIT_RETENTION_DAYS)));
  await db
    .delete(signInLockouts)
    .where(
      and(
        lt(signInLockouts.windowStart, daysAgo(1)),
        or(isNull(signInLockouts.lockedUntil), lt(signInLockouts.lockedUntil, now)),
      ),
    );
  // Idempotency keys outlive no draft (IDEMPOTENCY_KEY_RETENTION_DAYS): no replay can come after.
  await purgeIdempotencyKeys(db, now);
}
