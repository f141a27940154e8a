import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const requestStatus = pgEnum('request_status', ['nouveau', 'en_cours', 'traite']);
export const newsletterStatus = pgEnum('newsletter_status', ['pending', 'confirmed', 'unsubscribed']);

/** Columns every request table has (DESIGN.md): fresh builders per table. */
const requestColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  status: requestStatus('status').notNull().default('nouveau'),
  /** Page path and the button that opened the form, e.g. "/services/energie · Étude solaire gratuite". */
  source: text('source').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const quotes = pgTable(
  'quotes',
  {
    ...requestColumns(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    company: text('company'),
    service: text('service').notNull(),
    budget: text('budget'),
    timeline: text('timeline'),
    description: text('description').notNull().default(''),
  },
  (table) => [index('quotes_created_at_idx').on(table.createdAt.desc())],
);

export const contacts = pgTable(
  'contacts',
  {
    ...requestColumns(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    company: text('company'),
    service: text('service'),
    message: text('message').notNull(),
  },
  (table) => [index('contacts_created_at_idx').on(table.createdAt.desc())],
);

export const consultations = pgTable(
  'consultations',
  {
    ...requestColumns(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    company: text('company'),
    consultationType: text('consultation_type').notNull(),
    consultationMode: text('consultation_mode').notNull(),
    preferredDate: date('preferred_date').notNull(),
    preferredTime: text('preferred_time').notNull(),
    urgency: text('urgency').notNull(),
    subject: text('subject'),
    message: text('message'),
    specificNeeds: text('specific_needs'),
  },
  (table) => [index('consultations_created_at_idx').on(table.createdAt.desc())],
);

export const demoRequests = pgTable(
  'demo_requests',
  {
    ...requestColumns(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    company: text('company'),
    solution: text('solution').notNull(),
    requestType: text('request_type').notNull(),
    message: text('message'),
  },
  (table) => [index('demo_requests_created_at_idx').on(table.createdAt.desc())],
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    status: newsletterStatus('status').notNull().default('pending'),
    /** Secret of the confirm and unsubscribe links. */
    token: text('token').notNull(),
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('newsletter_subscribers_email_lower_idx').on(sql`lower(${table.email})`),
    uniqueIndex('newsletter_subscribers_token_idx').on(table.token),
  ],
);

export const statusChanges = pgTable(
  'status_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestKind: text('request_kind').notNull(),
    requestId: uuid('request_id').notNull(),
    fromStatus: requestStatus('from_status').notNull(),
    toStatus: requestStatus('to_status').notNull(),
    changedBy: text('changed_by').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('status_changes_request_idx').on(table.requestKind, table.requestId)],
);

export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_due_idx').on(table.nextAttemptAt).where(sql`${table.sentAt} is null`)],
);

/** Fixed-window counters of the per-IP limits, in the database so that they hold across app instances. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);

// Accounts: the four tables better-auth reads and writes (its default names and columns), and the admin role.

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (table) => [index('session_user_id_idx').on(table.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('account_user_id_idx').on(table.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
);

/** A user is admin when a row (user_id, 'admin') exists (SPEC §6). */
export const userRoles = pgTable(
  'user_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('user_roles_user_role_idx').on(table.userId, table.role)],
);

/** better-auth's rate-limit counters (sign-in, sign-up, confirmation mails), shared by every app instance. */
export const authRateLimit = pgTable('auth_rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});
