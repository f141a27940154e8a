/** Accounts and staff: better-auth's tables, the second factor, roles, invitations, sign-in lockouts and rate limits. */
// Relative: drizzle-kit loads the schema without the `@/` alias.
import { staffRoles, type StaffRole } from '../../../config/staff';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Accounts: the four tables better-auth reads and writes (its default names and columns), and the admin role.

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set by better-auth's two-factor plugin once the account's authenticator is confirmed. */
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
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
    /** A staff session's last request, for its idle limit (config/security.ts); better-auth leaves it to its default. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
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

/** Staff roles, held in user_roles: what each may do is config/staff.ts's table. */
export { staffRoles, type StaffRole };

/**
 * better-auth's two-factor plugin: the account's TOTP secret and its recovery codes, both encrypted with the auth
 * secret; `verified` once a first code confirmed the authenticator; its own count of failed codes and lock.
 */
export const twoFactor = pgTable(
  'two_factor',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [uniqueIndex('two_factor_user_id_idx').on(table.userId)],
);

/**
 * An invitation to join the staff (the team screen, /admin/equipe): a one-use link, valid STAFF_INVITATION_DAYS, of which only the
 * SHA-256 of the token is kept. Accepting it sets the account's password and grants `role`.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    role: text('role', { enum: staffRoles }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: text('invited_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('staff_invitations_token_idx').on(table.tokenHash),
    index('staff_invitations_email_idx').on(table.email),
  ],
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

/**
 * Failed sign-ins (config/security.ts), one row per address and client network (`network`: an IPv4 address, an IPv6
 * /64), and one per address across networks (`network` = '*'): `failures` within the window that began at
 * `window_start`; past the threshold the pair waits until `locked_until`, longer at each of its `lockouts`. Rows exist
 * for addresses without an account too, so that the lockout tells nothing of who has one.
 */
export const signInLockouts = pgTable(
  'sign_in_lockouts',
  {
    email: text('email').notNull(),
    network: text('network').notNull().default('*'),
    failures: integer('failures').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    lockouts: integer('lockouts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.email, table.network] })],
);

/**
 * Authenticator codes already accepted (OWASP ASVS 5.0, 6.5.1): a code is claimed before better-auth checks it, so
 * that the same code, still valid for a minute or so, is refused the second time. Rows older than a few minutes go.
 */
export const twoFactorUsedCodes = pgTable(
  'two_factor_used_codes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.code] })],
);

/** better-auth's rate-limit counters (sign-in, sign-up, confirmation mails), shared by every app instance. */
export const authRateLimit = pgTable('auth_rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});
