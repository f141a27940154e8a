/** The visitors' requests: a table per stored kind, their history, their photos and the answers kept per submission. */
import { sql } from 'drizzle-orm';
// Relative: drizzle-kit loads the schema without the `@/` alias.
import {
  contactChannels,
  lostReasons,
  newsletterStatuses,
  outcomes,
  requestEventTypes,
  requestStatuses,
  storedKinds,
  type Attribution,
  type WorkflowKind,
} from '../../../config/requests';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
  type ExtraConfigColumn,
  type PgColumnBuilderBase,
} from 'drizzle-orm/pg-core';
import { bytea } from './columns';

export const requestStatus = pgEnum('request_status', requestStatuses);
export const newsletterStatus = pgEnum('newsletter_status', newsletterStatuses);

/**
 * What the back-office search reads: the searched columns as one string, which a trigram (pg_trgm) index covers, so
 * that a search costs what it finds, not what the table holds. The index and the query use this same expression.
 */
export const searchText = (...columns: AnyPgColumn[]) =>
  sql`(${sql.join(
    columns.map((column) => sql`coalesce(${column}, '')`),
    sql` || ' ' || `,
  )})`;
export const personSearchText = (table: Record<'name' | 'email' | 'company' | 'phone', AnyPgColumn>) =>
  searchText(table.name, table.email, table.company, table.phone);
const trigramIndex = (name: string, text: ReturnType<typeof searchText>) =>
  index(name).using('gin', sql`${text} gin_trgm_ops`);
/** Newest first, ties broken by id: the back-office's order and the CSV export's keyset (DESC is NULLS FIRST in SQL). */
const newestIndex = (name: string, table: { createdAt: ExtraConfigColumn; id: ExtraConfigColumn }) =>
  index(name).on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst());

/** Where the visit that sent a request came from (config/requests.ts' Attribution) and the channel it names. */
const attributionColumns = () => ({
  channel: text('channel'),
  attribution: jsonb('attribution').$type<Attribution>(),
});

/** How a quote, a consultation or a demo ended, as staff set it (config/requests.ts' outcomes and lost reasons). */
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
const deskIndexes = (
  name: string,
  table: {
    createdAt: ExtraConfigColumn;
    id: ExtraConfigColumn;
    assignedTo: ExtraConfigColumn;
    followUpOn: ExtraConfigColumn;
  },
) => [
  index(`${name}_assigned_idx`)
    .on(table.assignedTo, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
    .where(sql`${table.assignedTo} is not null`),
  index(`${name}_follow_up_idx`)
    .on(table.followUpOn)
    .where(sql`${table.followUpOn} is not null`),
];
const channelIndex = (
  name: string,
  table: { createdAt: ExtraConfigColumn; id: ExtraConfigColumn; channel: ExtraConfigColumn },
) =>
  index(`${name}_channel_idx`)
    .on(table.channel, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
    .where(sql`${table.channel} is not null`);

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
    index(`${name}_phone_idx`)
      .on(table.phoneE164)
      .where(sql`${table.phoneE164} is not null`),
    // A person's other requests (issue 32): the same address, whatever its case; a call-back has none ('').
    index(`${name}_email_idx`)
      .on(sql`lower(${table.email})`)
      .where(sql`${table.email} <> ''`),
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
export const workflowTables = { contacts, quotes, consultations, demos: demoRequests } as const satisfies Record<
  WorkflowKind,
  unknown
>;

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
    at: timestamp('at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
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
