/**
 * How long the outbox keeps a mail. Mails carry visitor data and confirmation or reset links, so they go once they have
 * served. Dependency-free so that the privacy page states the same durations the purge applies.
 */

/** A sent mail is deleted this many days after it was sent. */
export const SENT_MAIL_RETENTION_DAYS = 30;
/** A mail that could not be delivered is kept longer, so that staff can see and follow up what was lost. */
export const FAILED_MAIL_RETENTION_DAYS = 90;
/** Rate-limit counters are fixed windows of at most a day: older ones count nothing any more. */
export const RATE_LIMIT_RETENTION_DAYS = 2;

/** The staff's audit log (sign-ins, roles, status changes, exports): kept a year, then purged. */
export const AUDIT_RETENTION_DAYS = 365;
