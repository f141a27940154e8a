/** The staff's audit log (server/audit.ts). */
// Relative: drizzle-kit loads the schema without the `@/` alias.
import { auditActions } from '../../../config/audit';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The staff's audit log: who (the staff member, or the staff address a sign-in was tried on), did what, to what,
 * when and from which address. Kept AUDIT_RETENTION_DAYS (config/retention.ts), then purged. No foreign key: a line
 * outlives the account it names.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Milliseconds, as JavaScript keeps them: the page cursor (at, id) then names a line exactly.
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    action: text('action', { enum: auditActions }).notNull(),
    actor: text('actor').notNull(),
    target: text('target'),
    ip: text('ip'),
  },
  (table) => [
    index('audit_events_at_idx').on(table.at.desc(), table.id.desc()),
    index('audit_events_action_at_idx').on(table.action, table.at.desc()),
  ],
);
