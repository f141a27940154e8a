/**
 * The counters the back-office and the limits read instead of counting rows: requests per kind, status, facet, day
 * and channel (kept by triggers), response times, outcomes, waiting requests, contact taps and the per-IP windows.
 */
// Relative: drizzle-kit loads the schema without the `@/` alias.
import {
  newsletterStatuses,
  outcomeDimensions,
  outcomeKinds,
  outcomes,
  requestFacets,
  requestStatuses,
  storedKinds,
  workflowKinds,
} from '../../../config/requests';
import { bigint, boolean, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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
