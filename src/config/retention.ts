/**
 * How long the outbox keeps a mail. Mails carry visitor data and confirmation or reset links, so they go once they have
 * served. Free of the rest of src/ so that the privacy page states the same durations the purge applies.
 */
import { STAFF_INVITATION_DAYS } from './security';

/** A sent mail is deleted this many days after it was sent. */
export const SENT_MAIL_RETENTION_DAYS = 30;
/**
 * Without SMTP each mail is an .eml file under DATA_DIR/outbox: the file is the delivery, so it goes with the sent rows,
 * SENT_MAIL_RETENTION_DAYS after it was written. A file that carries a one-use link goes sooner, once the longest-lived
 * of those links (a staff invitation's) can no longer work.
 */
export const LINK_MAIL_FILE_RETENTION_DAYS = STAFF_INVITATION_DAYS;
/** A mail that could not be delivered is kept longer, so that staff can see and follow up what was lost. */
export const FAILED_MAIL_RETENTION_DAYS = 90;
/** Rate-limit counters are fixed windows of at most a day: older ones count nothing any more. */
export const RATE_LIMIT_RETENTION_DAYS = 2;

/** The staff's audit log (sign-ins, roles, status changes, exports): kept a year, then purged. */
export const AUDIT_RETENTION_DAYS = 365;

/**
 * How long a backup (`npm run backup`) is kept before the operator deletes it, as the privacy page promises: an erased
 * person's data stays in the backups taken before the erasure until they are deleted (docs/operations.md, "Backups and erasures").
 */
export const BACKUP_RETENTION_DAYS = 30;
