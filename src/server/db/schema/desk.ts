/** The lead desk's own tables: reply templates, the escalations sent and the daily digests sent. */
import { sql } from 'drizzle-orm';
// Relative: drizzle-kit loads the schema without the `@/` alias.
import { workflowKinds } from '../../../config/requests';
import { date, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * The replies staff start from (issue 32), per kind, kept by admins: a title to pick it by, a subject and a text with
 * placeholders (server/admin/reply-templates.ts) filled in from the request before staff edit and send it.
 */
export const replyTemplates = pgTable(
  'reply_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: workflowKinds }).notNull(),
    title: text('title').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The admin who last wrote it (an email). */
    updatedBy: text('updated_by').notNull(),
  },
  (table) => [uniqueIndex('reply_templates_kind_title_idx').on(table.kind, sql`lower(${table.title})`)],
);

/**
 * The requests escalated to the urgent address (issue 32, server/admin/escalation.ts): past their promise without a
 * first response. One row per request, written in the transaction that queues its mail, so that a request is
 * escalated once whatever the instances and restarts. `kind` and `request_id` name the request, as in request_photos.
 */
export const escalations = pgTable(
  'escalations',
  {
    kind: text('kind', { enum: workflowKinds }).notNull(),
    requestId: uuid('request_id').notNull(),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.requestId] })],
);

/**
 * The daily digests (issue 32, server/admin/digest.ts): one row per staff member and day (Abidjan), written in the
 * transaction that queues the mail, or alone on a day with nothing to say, so that each member gets at most one a day.
 */
export const digests = pgTable(
  'digests',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);
