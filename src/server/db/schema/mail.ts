/** The outbox: the mails the site sends, queued, then sent and retried by server/mail/sender.ts. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** The mail carries a one-use link, as its template declared (server/mail/secrets.ts): its body goes once it has served. */
    secret: boolean('secret').notNull().default(false),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Set when the sender gave up (a permanent SMTP refusal, or MAX_ATTEMPTS reached): never picked again. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The sender's due query reads only the mails still waiting; the purge finds old sent and failed ones by date.
    index('outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null and ${table.failedAt} is null`),
    index('outbox_sent_idx')
      .on(table.sentAt)
      .where(sql`${table.sentAt} is not null`),
    index('outbox_failed_idx')
      .on(table.failedAt)
      .where(sql`${table.failedAt} is not null`),
  ],
);
