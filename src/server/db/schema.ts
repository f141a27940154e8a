import { sql } from 'drizzle-orm';
// Relative: drizzle-kit loads this file without the `@/` alias.
import { showcaseKinds } from '../../config/showcase';
import { staffRoles, type StaffRole } from '../../config/staff';
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
  type ExtraConfigColumn,
  type PgColumnBuilderBase,
} from 'drizzle-orm/pg-core';

/** Status of a request (SPEC §4): the ids of the database enum, of the code and of the back-office's labels. */
export const requestStatuses = ['nouveau', 'en_cours', 'traite'] as const;
export type RequestStatus = (typeof requestStatuses)[number];
/** SPEC §4: staff set a request 'en_cours' or 'traite', in any order, never back to 'nouveau'. */
export const settableStatuses = ['en_cours', 'traite'] as const satisfies readonly RequestStatus[];
export type SettableStatus = (typeof settableStatuses)[number];
/** Status of a newsletter subscriber: the subscriber's own, never set by staff. */
export const newsletterStatuses = ['pending', 'confirmed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

export const requestStatus = pgEnum('request_status', requestStatuses);
export const newsletterStatus = pgEnum('newsletter_status', newsletterStatuses);

/**
 * The kinds of stored request, one id each: in code, in the admin API, in `status_changes.request_kind` and in
 * `request_counts.kind` (each table's counting trigger writes it, migrations 0005 and 0010). Support and call-back requests are
 * stored as contacts. French words for them live in URLs and labels only (content/admin.ts).
 */
export const storedKinds = ['contacts', 'quotes', 'consultations', 'demos', 'newsletter'] as const;
export type StoredKind = (typeof storedKinds)[number];
/** The kinds whose status staff move (SPEC §4); a subscriber's status is their own. */
export const workflowKinds = ['contacts', 'quotes', 'consultations', 'demos'] as const satisfies readonly StoredKind[];
export type WorkflowKind = (typeof workflowKinds)[number];

/**
 * What the back-office search reads: the searched columns as one string, which a trigram (pg_trgm) index covers, so
 * that a search costs what it finds, not what the table holds. The index and the query use this same expression.
 */
export const searchText = (...columns: AnyPgColumn[]) => sql`(${sql.join(columns.map((column) => sql`coalesce(${column}, '')`), sql` || ' ' || `)})`;
export const personSearchText = (table: Record<'name' | 'email' | 'company' | 'phone', AnyPgColumn>) =>
  searchText(table.name, table.email, table.company, table.phone);
const trigramIndex = (name: string, text: ReturnType<typeof searchText>) => index(name).using('gin', sql`${text} gin_trgm_ops`);
/** Newest first, ties broken by id: the back-office's order and the CSV export's keyset (DESC is NULLS FIRST in SQL). */
const newestIndex = (name: string, table: { createdAt: ExtraConfigColumn; id: ExtraConfigColumn }) => index(name).on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst());

/**
 * Where the visit that sent a request came from (issue 15): its UTM parameters and external referrer, read in the
 * browser and kept for the visit only, and the `channel` they name (utm_source, else the referrer's host; null for a
 * direct visit), which the back-office filters and counts by.
 */
export type Attribution = { utmSource?: string; utmMedium?: string; utmCampaign?: string; utmTerm?: string; utmContent?: string; referrer?: string };
const attributionColumns = () => ({
  channel: text('channel'),
  attribution: jsonb('attribution').$type<Attribution>(),
});

/**
 * The kinds whose requests end in business or not (issue 32): a quote, a consultation, a demo. Their outcome is set
 * by staff, and the conversion per channel, service and page of origin counts them (outcome_counts).
 */
export const outcomeKinds = ['quotes', 'consultations', 'demos'] as const satisfies readonly WorkflowKind[];
export type OutcomeKind = (typeof outcomeKinds)[number];
/** How a request ended: « Gagné » (with an amount in FCFA), « Perdu » (with a reason), « Sans suite ». */
export const outcomes = ['gagne', 'perdu', 'sans_suite'] as const;
export type Outcome = (typeof outcomes)[number];
/** Why one was lost: content/desk.ts names each. */
export const lostReasons = ['prix', 'concurrent', 'delai', 'budget', 'sans_reponse', 'abandon', 'autre'] as const;
export type LostReason = (typeof lostReasons)[number];
const outcomeColumns = () => ({
  outcome: text('outcome', { enum: outcomes }),
  /** What was won, in FCFA, when staff gave it. */
  outcomeAmount: bigint('outcome_amount', { mode: 'number' }),
  outcomeReason: text('outcome_reason', { enum: lostReasons }),
  outcomeAt: timestamp('outcome_at', { withTimezone: true }),
});

/** The lead desk's columns of a request whose status staff move: who has it (a user id) and when to call back. */
const deskColumns = () => ({
  assignedTo: text('assigned_to'),
  followUpOn: date('follow_up_on'),
});

/**
 * Columns every request table has (DESIGN.md), then who is asking: fresh builders per table, in the order of the
 * migrations. The phone is the one that differs: required on some forms, optional on others.
 */
const requestColumns = <Phone extends PgColumnBuilderBase>(phone: Phone) => ({
  id: uuid('id').primaryKey().defaultRandom(),
  status: requestStatus('status').notNull().default('nouveau'),
  /** Page path and the button that opened the form, e.g. "/services/energie · Étude solaire gratuite". */
  source: text('source').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone,
  company: text('company'),
  ...attributionColumns(),
  ...deskColumns(),
  /** The phone in E.164 (`+2250707070707`), worked out from what was typed (kept as `phone`); null when there is none. */
  phoneE164: text('phone_e164'),
  /**
   * When the team first responded (issue 32): the first reply, contact logged or move to « En cours », whichever came
   * first; null while none has. What the response promises (config/response-promises.ts) are measured by.
   */
  firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
});

/**
 * A filtered list reads its newest rows through these partial indexes, which hold only the rows the filter keeps (the
 * assigned, the channelled), and "À relancer" reads the follow-ups in date order.
 */
const deskIndexes = (name: string, table: { createdAt: ExtraConfigColumn; id: ExtraConfigColumn; assignedTo: ExtraConfigColumn; followUpOn: ExtraConfigColumn }) => [
  index(`${name}_assigned_idx`).on(table.assignedTo, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()).where(sql`${table.assignedTo} is not null`),
  index(`${name}_follow_up_idx`).on(table.followUpOn).where(sql`${table.followUpOn} is not null`),
];
const channelIndex = (name: string, table: { createdAt: ExtraConfigColumn; id: ExtraConfigColumn; channel: ExtraConfigColumn }) =>
  index(`${name}_channel_idx`).on(table.channel, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()).where(sql`${table.channel} is not null`);

/** The indexes of a request table, named after it: the back-office's order and its search over who is asking. */
const requestIndexes =
  (name: string) =>
  (
    table: Record<'createdAt' | 'id' | 'assignedTo' | 'followUpOn' | 'channel' | 'phoneE164', ExtraConfigColumn> &
      Record<'name' | 'email' | 'company' | 'phone' | 'status' | 'firstResponseAt', AnyPgColumn>,
  ) => [
    newestIndex(`${name}_newest_idx`, table),
    // The requests still waiting for a first response, newest first: « En retard » reads a range of it (issue 32).
    index(`${name}_waiting_idx`)
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.status} = 'nouveau' and ${table.firstResponseAt} is null`),
    index(`${name}_phone_idx`).on(table.phoneE164).where(sql`${table.phoneE164} is not null`),
    // A person's other requests (issue 32): the same address, whatever its case; a call-back has none ('').
    index(`${name}_email_idx`).on(sql`lower(${table.email})`).where(sql`${table.email} <> ''`),
    trigramIndex(`${name}_search_idx`, personSearchText(table)),
    ...deskIndexes(name, table),
    channelIndex(name, table),
  ];

export const quotes = pgTable(
  'quotes',
  {
    ...requestColumns(text('phone').notNull()),
    service: text('service').notNull(),
    budget: text('budget'),
    timeline: text('timeline'),
    description: text('description').notNull().default(''),
    ...outcomeColumns(),
  },
  requestIndexes('quotes'),
);

export const contacts = pgTable(
  'contacts',
  {
    ...requestColumns(text('phone')),
    service: text('service'),
    message: text('message').notNull(),
    /** A support request's priority (content/request-choices.ts' supportPriorities id); null for any other message. */
    priority: text('priority'),
  },
  requestIndexes('contacts'),
);

export const consultations = pgTable(
  'consultations',
  {
    ...requestColumns(text('phone').notNull()),
    consultationType: text('consultation_type').notNull(),
    consultationMode: text('consultation_mode').notNull(),
    preferredDate: date('preferred_date').notNull(),
    preferredTime: text('preferred_time').notNull(),
    urgency: text('urgency').notNull(),
    subject: text('subject'),
    message: text('message'),
    specificNeeds: text('specific_needs'),
    ...outcomeColumns(),
  },
  requestIndexes('consultations'),
);

export const demoRequests = pgTable(
  'demo_requests',
  {
    ...requestColumns(text('phone')),
    solution: text('solution').notNull(),
    requestType: text('request_type').notNull(),
    message: text('message'),
    ...outcomeColumns(),
  },
  requestIndexes('demo_requests'),
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    status: newsletterStatus('status').notNull().default('pending'),
    /** SHA-256 (hex) of the secret of the confirm and unsubscribe links: the secret itself is only in the mail. */
    tokenHash: text('token_hash').notNull(),
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    ...attributionColumns(),
  },
  (table) => [
    channelIndex('newsletter_subscribers', table),
    uniqueIndex('newsletter_subscribers_email_lower_idx').on(sql`lower(${table.email})`),
    uniqueIndex('newsletter_subscribers_token_hash_idx').on(table.tokenHash),
    newestIndex('newsletter_subscribers_newest_idx', table),
    trigramIndex('newsletter_subscribers_search_idx', searchText(table.email)),
  ],
);

/** The table of each kind staff work: every list, job and check that goes over the kinds reads this one. */
export const workflowTables = { contacts, quotes, consultations, demos: demoRequests } as const satisfies Record<WorkflowKind, unknown>;

/**
 * What happened to a request, one line each (issue 15): a status change, an assignment, a note and its removal, a reply,
 * a contact made outside the site (issue 32), a follow-up date, an outcome, its selection in a CSV export (issue 32),
 * an export or an erasure of the visitor's data; who did
 * it (a staff email) and when. The columns a
 * line does not use are null. A removed note keeps its line without its text; the removal is a line of its own.
 */
export const requestEventTypes = ['status', 'assignment', 'note', 'note-removed', 'reply', 'contact', 'follow-up', 'outcome', 'csv-export', 'export', 'erasure'] as const;
/** How staff reached a visitor outside the site (a 'contact' line, issue 32): content/desk.ts names each. */
export const contactChannels = ['call', 'whatsapp', 'visit'] as const;
export type ContactChannel = (typeof contactChannels)[number];
export type RequestEventType = (typeof requestEventTypes)[number];

export const requestEvents = pgTable(
  'request_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestKind: text('request_kind', { enum: storedKinds }).notNull(),
    requestId: uuid('request_id').notNull(),
    type: text('type', { enum: requestEventTypes }).notNull(),
    actor: text('actor').notNull(),
    // The clock, not the transaction's start (now()): two lines of one transaction, a reply and the status it moves,
    // keep the order they were written in.
    at: timestamp('at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    fromStatus: requestStatus('from_status'),
    toStatus: requestStatus('to_status'),
    /** The assignee's email at the time ('' when the request was unassigned). */
    assignee: text('assignee'),
    followUpOn: date('follow_up_on'),
    /** A reply's subject. */
    subject: text('subject'),
    /** A contact's channel: a call, a WhatsApp message, a visit planned. */
    contactChannel: text('contact_channel', { enum: contactChannels }),
    /** A note's, a reply's or a contact's text; null once a note is removed or the visitor's data erased. */
    body: text('body'),
    /** The note a 'note-removed' line removed. */
    noteId: uuid('note_id'),
    /** An 'outcome' line's outcome (null when staff cleared it), its amount won and its reason lost. */
    outcome: text('outcome', { enum: outcomes }),
    outcomeAmount: bigint('outcome_amount', { mode: 'number' }),
    outcomeReason: text('outcome_reason', { enum: lostReasons }),
  },
  (table) => [index('request_events_request_idx').on(table.requestKind, table.requestId, table.at)],
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
    index('outbox_due_idx').on(table.nextAttemptAt).where(sql`${table.sentAt} is null and ${table.failedAt} is null`),
    index('outbox_sent_idx').on(table.sentAt).where(sql`${table.sentAt} is not null`),
    index('outbox_failed_idx').on(table.failedAt).where(sql`${table.failedAt} is not null`),
  ],
);

/**
 * Requests per kind (a StoredKind id) and status, and per day, kept by triggers on the request tables (migrations
 * 0003 and 0005; since 0010 one trigger per table and event keeps all four counters): the back-office's counts and
 * chart read these few rows instead of counting every request.
 */
export const requestCounts = pgTable(
  'request_counts',
  {
    kind: text('kind', { enum: storedKinds }).notNull(),
    status: text('status', { enum: [...requestStatuses, ...newsletterStatuses] }).notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.status] })],
);

/** Requests of every kind received per day, in Abidjan (UTC). */
export const requestDays = pgTable('request_days', {
  day: date('day').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});

/**
 * The lead desk's facets of a request: who it is assigned to (a user id), the day to follow it up (an ISO date) and the
 * channel its visit came from.
 */
export const requestFacets = ['assignee', 'follow-up', 'channel'] as const;
export type RequestFacet = (typeof requestFacets)[number];

/**
 * Requests per kind, facet value and status, kept by triggers like request_counts (migration 0009): the desk's list
 * counts ("Mes demandes", "Non attribuées", "À relancer", a channel) and the summary's desk counts read these few rows
 * instead of counting requests, which at a million requests cost more than the rest of the page.
 */
export const requestFacetCounts = pgTable(
  'request_facet_counts',
  {
    kind: text('kind', { enum: storedKinds }).notNull(),
    facet: text('facet', { enum: requestFacets }).notNull(),
    value: text('value').notNull(),
    status: text('status', { enum: [...requestStatuses, ...newsletterStatuses] }).notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.facet, table.value, table.status] })],
);

/** Requests of every kind per day (in Abidjan, UTC) and channel, kept by the same triggers: the summary's channels. */
export const requestChannelDays = pgTable(
  'request_channel_days',
  {
    day: date('day').notNull(),
    channel: text('channel').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.channel] })],
);

/**
 * How long first responses took (issue 32), as a histogram: per day of arrival (Abidjan), kind, promise (a support
 * request's priority or a consultation's urgency, '' for a kind's one promise), bucket (lib/response-time.ts'
 * RESPONSE_BUCKETS, minutes in the promise's clock) and whether the promise was kept. Written with the first response
 * (server/admin/first-response.ts), so that a period's median, 90th percentile and share kept read a few hundred rows
 * however many requests there are. Anonymous: erasing a request leaves its count.
 */
export const responseTimes = pgTable(
  'response_times',
  {
    day: date('day').notNull(),
    kind: text('kind', { enum: workflowKinds }).notNull(),
    promise: text('promise').notNull(),
    bucket: integer('bucket').notNull(),
    kept: boolean('kept').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.kind, table.promise, table.bucket, table.kept] })],
);

/** What the conversion is counted by: the visit's channel, the service asked about, the page the form was sent from. */
export const outcomeDimensions = ['channel', 'service', 'page'] as const;
export type OutcomeDimension = (typeof outcomeDimensions)[number];

/**
 * Quotes, consultations and demos per day of arrival (Abidjan), kind, dimension and value (a channel, '' for a direct
 * visit; a service id; a page's path) and outcome ('' while there is none), with the amounts won: kept by triggers on
 * the three tables (migration 0018), so that the conversion over a year reads a few thousand rows however many
 * requests there are.
 */
export const outcomeCounts = pgTable(
  'outcome_counts',
  {
    day: date('day').notNull(),
    kind: text('kind', { enum: outcomeKinds }).notNull(),
    dimension: text('dimension', { enum: outcomeDimensions }).notNull(),
    value: text('value').notNull(),
    outcome: text('outcome', { enum: ['', ...outcomes] }).notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.kind, table.dimension, table.value, table.outcome] })],
);

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
 * The requests still waiting for a first response (status 'nouveau', no first_response_at), per kind, promise (a
 * support request's priority, a consultation's urgency, as stored; '' for the others) and day of arrival (Abidjan):
 * kept by triggers on the four tables (migration 0020). « En retard » moves with the clock, so it is not a counter;
 * but all of a day's waiting requests of a promise are late once its due time has passed the day's end, so a count of
 * the late ones reads these rows for the whole days and the waiting index for the last day only (response-promise.ts'
 * lateCount), whatever the number of requests.
 */
export const waitingCounts = pgTable(
  'waiting_counts',
  {
    kind: text('kind', { enum: workflowKinds }).notNull(),
    promise: text('promise').notNull(),
    day: date('day').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.promise, table.day] })],
);

/** Binary data (PostgreSQL `bytea`): a Buffer in the code, whichever driver reads it (PGlite gives a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Photos a visitor sent with a quote or a support request (support is stored as a contact): re-encoded by the server
 * (server/requests/photos.ts: no metadata, at most 1600 px), with a thumbnail for the back-office. In the database, so
 * that backups, the data-protection export and erasure, and every instance cover them. `kind` and `request_id` name
 * the request (its table has no foreign key to share): erasing a request deletes its photos (admin/personal-data.ts).
 */
export const requestPhotos = pgTable(
  'request_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<WorkflowKind>().notNull(),
    requestId: uuid('request_id').notNull(),
    position: smallint('position').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    image: bytea('image').notNull(),
    thumbnail: bytea('thumbnail').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('request_photos_request_idx').on(table.kind, table.requestId, table.position)],
);

/**
 * The first answer to each submission a visitor's browser sent (its idempotency key, a random UUID kept with the
 * form): a retry of the same submission (a double click, a replay once the network is back) stores nothing and gets
 * that answer again. Kept 7 days, like the drafts.
 */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  kind: text('kind').notNull(),
  answer: jsonb('answer').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Contacts that never reach a form: taps on a `tel:`, WhatsApp or `mailto:` link, per day (in Abidjan), page and
 * channel. No cookie, no address, nothing personal: a count.
 */
export const contactTaps = pgTable(
  'contact_taps',
  {
    day: date('day').notNull(),
    path: text('path').notNull(),
    channel: text('channel').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.path, table.channel] })],
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
  (table) => [uniqueIndex('staff_invitations_token_idx').on(table.tokenHash), index('staff_invitations_email_idx').on(table.email)],
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

/** What the audit log records (server/audit.ts); their labels are in content/admin.ts. */
export const auditActions = [
  'sign-in',
  'sign-in-failed',
  'sign-in-locked',
  'sign-in-recovery-code',
  'sign-in-unlocked',
  'two-factor-failed',
  'two-factor-enrolled',
  'two-factor-reset',
  'recovery-codes-renewed',
  'sign-out-everywhere',
  'invitation-sent',
  'invitation-cancelled',
  'invitation-accepted',
  'role-grant',
  'role-revoke',
  'status-change',
  'csv-export',
  'personal-data-export',
  'personal-data-erasure',
  'article-scheduled',
  'article-published',
  'article-unpublished',
  'article-deleted',
  'showcase-published',
  'showcase-deleted',
] as const;
export type AuditAction = (typeof auditActions)[number];

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
  (table) => [index('audit_events_at_idx').on(table.at.desc(), table.id.desc()), index('audit_events_action_at_idx').on(table.action, table.at.desc())],
);

/** better-auth's rate-limit counters (sign-in, sign-up, confirmation mails), shared by every app instance. */
export const authRateLimit = pgTable('auth_rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

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

/**
 * Images staff upload for the site's content (issue 33, server/content/media.ts): an article's cover, a client's or a
 * partner's logo, a team member's photo. Each is re-encoded once, at upload, into `media_files` (AVIF and WebP at a
 * few widths, no metadata); `width` and `height` are the largest file's, so that pages reserve its space (CLS 0).
 * In the database, so that backups and every instance see them.
 */
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    alt: text('alt').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Since when nothing uses it, as the sweep last saw (server/content/media-sweep.ts); null while something does. */
    unusedSince: timestamp('unused_since', { withTimezone: true }),
  },
  // An editor's uploads of the last day and in all (MEDIA.quota), counted at each upload.
  (table) => [index('media_created_by_idx').on(table.createdBy, table.createdAt)],
);

export const mediaFormats = ['avif', 'webp', 'jpeg'] as const;
export type MediaFormat = (typeof mediaFormats)[number];

/** One encoded file of a media: a format at a width (a `jpeg` is the 1200 × 630 card social networks read). */
export const mediaFiles = pgTable(
  'media_files',
  {
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    format: text('format', { enum: mediaFormats }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.mediaId, table.format, table.width] })],
);

/** An article's state (issue 33): a draft, scheduled for `published_at`, published, or taken off the site. */
export const articleStates = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type ArticleState = (typeof articleStates)[number];

/**
 * The blog's articles (issue 33, server/content/articles.ts), written by the editors in the back-office. `number` is
 * the old `/blog?article=N` of the nine first articles (migration 0021), which redirects to `/blog/<slug>`.
 * `published_at` is the date the article shows, and for a scheduled one the time it appears. `body` is Markdown.
 */
export const articles = pgTable(
  'articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: integer('number').unique(),
    slug: text('slug').notNull().unique(),
    state: text('state', { enum: articleStates }).notNull().default('draft'),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    category: text('category').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    authorName: text('author_name').notNull(),
    authorRole: text('author_role').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    body: text('body').notNull(),
    readMinutes: smallint('read_minutes').notNull(),
    coverId: uuid('cover_id').references(() => media.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index('articles_state_published_idx').on(table.state, table.publishedAt.desc())],
);

/** What a revision keeps of an article: every field an editor writes. */
export type ArticleContent = {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  tags: string[];
  authorName: string;
  authorRole: string;
  publishedAt: string | null;
  body: string;
  coverId: string | null;
};

/** Each save of an article (issue 33): its content as saved, by whom and when; two can be compared, one restored. */
export const articleRevisions = pgTable(
  'article_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    content: jsonb('content').$type<ArticleContent>().notNull(),
  },
  (table) => [index('article_revisions_article_idx').on(table.articleId, table.at.desc())],
);

/** Every address an article has had: an old slug redirects to its current one, and is never given to another. */
export const articleSlugs = pgTable('article_slugs', {
  slug: text('slug').primaryKey(),
  articleId: uuid('article_id')
    .notNull()
    .references(() => articles.id, { onDelete: 'cascade' }),
});

/**
 * One item of a showcase page: its kind, its place among its kind's, and its fields, as the kind's schema
 * (lib/schemas/showcase.ts) validates them on every write and read. A client's or partner's logo, a leader's photo is
 * `image_id`. Seeded by migration 0022 from SPEC's figures; a sector is never added nor removed, only rewritten.
 */
export const showcaseItems = pgTable(
  'showcase_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: showcaseKinds }).notNull(),
    position: integer('position').notNull(),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    imageId: uuid('image_id').references(() => media.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedBy: text('updated_by'),
  },
  (table) => [index('showcase_items_kind_position_idx').on(table.kind, table.position)],
);
