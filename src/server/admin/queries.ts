/** The back-office's reads. Each one checks the caller's admin role first. */
import { and, count, eq, gte, inArray, isNotNull, isNull, ne, or, sql, sum, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, SUMMARY_DAYS } from '@/content/admin';
import { droppedVisitorMails } from '@/server/mail/visitor-caps';
import { contactTapSummary, type ContactTapSummary } from '@/server/contact-taps';
import { todayIso } from '@/lib/dates';
import type { Db, Tx } from '@/server/db/client';
import {
  outbox,
  requestChannelDays,
  requestCounts,
  requestDays,
  requestEvents,
  requestFacetCounts,
  workflowKinds,
  type NewsletterStatus,
  type RequestFacet,
  type RequestStatus,
  type StoredKind,
  type WorkflowKind,
} from '@/server/db/schema';
import { uuidPattern } from '@/lib/schemas/patterns';
import { toE164 } from '@/lib/phone';
import { requireStaff, type AdminCaller } from './access';
import { AdminError } from './errors';
import { deskViews, viewFilters, type AdminFilters, type DeskView } from './filters';
import { lateCondition, lateCount } from './response-promise';
import { kinds, type KindConfig, type ShownRequest } from './kinds';

/** A line of a request's history (request_events), without the request it belongs to. */
export type HistoryEntry = Omit<typeof requestEvents.$inferSelect, 'requestKind' | 'requestId'>;

export type AdminRow = ShownRequest & { history: HistoryEntry[] };

export type AdminList = { rows: AdminRow[]; total: number; page: number; pageCount: number };

const pageCountOf = (total: number) => Math.max(1, Math.ceil(Math.min(total, COUNT_CAP) / ADMIN_PAGE_SIZE));

/** LIKE's wildcards typed by staff are searched as themselves. */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * What a search matches: the text of who is asking (name, email, company, phone as typed), and, when the search is a
 * phone number however typed ("0707070707", "+225 07 07 07 07 07", "(225) 07-07-07-07-07"), the requests whose phone
 * is that number (phone_e164, through its partial index).
 */
function searchCondition(config: KindConfig, q: string): SQL | undefined {
  const { table } = config;
  const text = sql`${config.search} ilike ${likePattern(q)}`;
  const phone = 'phoneE164' in table ? toE164(q) : null;
  return phone && 'phoneE164' in table ? or(text, eq(table.phoneE164, phone)) : text;
}

/**
 * The WHERE of a filtered list: shared by the page and the CSV export, so both show the same rows. `me` is the caller,
 * for "Mes demandes".
 */
export function filterCondition(
  config: KindConfig,
  filters: Omit<AdminFilters, 'kind' | 'page'>,
  me: string,
  now = new Date(),
): SQL | undefined {
  const { table } = config;
  const desk = 'assignedTo' in table ? table : null;
  const assignee =
    filters.assignee === 'mine' ? me : filters.assignee && filters.assignee !== 'none' ? filters.assignee.userId : null;
  return and(
    filters.status ? eq(table.status, filters.status) : undefined,
    filters.q ? searchCondition(config, filters.q) : undefined,
    desk && filters.assignee === 'none' ? isNull(desk.assignedTo) : undefined,
    desk && assignee ? eq(desk.assignedTo, assignee) : undefined,
    desk && filters.followUps ? and(isNotNull(desk.followUpOn), ne(desk.status, 'traite')) : undefined,
    config.workflow && filters.late ? lateCondition(config.workflow, now) : undefined,
    filters.channel ? eq(table.channel, filters.channel) : undefined,
  );
}

/** Past this many rows a filtered list stops counting: "Plus de 10 000 résultats". */
export const COUNT_CAP = 10_000;

/** The counters of one facet of a kind, optionally of one value, of the list's status, and of open requests only. */
async function facetTotal(
  db: Db | Tx,
  filters: AdminFilters,
  facet: RequestFacet,
  { value, open = false }: { value?: string; open?: boolean } = {},
) {
  const [{ total } = { total: 0 }] = await db
    .select({ total: sum(requestFacetCounts.n).mapWith(Number) })
    .from(requestFacetCounts)
    .where(
      and(
        eq(requestFacetCounts.kind, filters.kind),
        eq(requestFacetCounts.facet, facet),
        value === undefined ? undefined : eq(requestFacetCounts.value, value),
        filters.status ? eq(requestFacetCounts.status, filters.status) : undefined,
        open ? ne(requestFacetCounts.status, 'traite') : undefined,
      ),
    );
  return total ?? 0;
}

/**
 * How many rows a list has. Filtered by status and at most one of the desk's filters (or by nothing), the counters the
 * triggers keep answer at once (request_counts, request_facet_counts; "Non attribuées" is the kind's total less its
 * assigned requests), and « En retard » alone its own counts (lateCount); a search, or desk filters together, count what
 * their index finds, up to COUNT_CAP + 1, so that a count never reads the whole table.
 */
async function countRequests(db: Db | Tx, filters: AdminFilters, me: string): Promise<number> {
  const config = kinds[filters.kind];
  const deskFilters = [filters.assignee, filters.followUps || null, filters.late || null, filters.channel].filter(
    (filter) => filter !== null,
  );
  // « En retard » alone: the waiting requests' counts by day, and the waiting index for the last day (lateCount).
  if (
    filters.late &&
    config.workflow &&
    !filters.q &&
    deskFilters.length === 1 &&
    (!filters.status || filters.status === 'nouveau')
  )
    return lateCount(db, config.workflow);
  if (filters.q || filters.late || deskFilters.length > 1) {
    const capped = db
      .select({ one: sql`1` })
      .from(config.table)
      .where(filterCondition(config, filters, me))
      .limit(COUNT_CAP + 1)
      .as('capped');
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(capped);
    return total;
  }
  if (filters.assignee && filters.assignee !== 'none')
    return facetTotal(db, filters, 'assignee', { value: filters.assignee === 'mine' ? me : filters.assignee.userId });
  if (filters.followUps) return facetTotal(db, filters, 'follow-up', { open: true });
  if (filters.channel) return facetTotal(db, filters, 'channel', { value: filters.channel });
  const [[{ total } = { total: 0 }], assigned] = await Promise.all([
    db
      .select({ total: sum(requestCounts.n).mapWith(Number) })
      .from(requestCounts)
      .where(
        and(
          eq(requestCounts.kind, filters.kind),
          filters.status ? eq(requestCounts.status, filters.status) : undefined,
        ),
      ),
    filters.assignee === 'none' ? facetTotal(db, filters, 'assignee') : 0,
  ]);
  return Math.max(0, (total ?? 0) - assigned);
}

/**
 * How many requests each of the desk's views of a kind holds (the side list of /admin): from the counters, and « En
 * retard » from its index, capped like a list's count. The newsletter has only its whole list.
 */
export async function viewCounts(caller: AdminCaller, kind: StoredKind): Promise<Partial<Record<DeskView, number>>> {
  const staff = await requireStaff(caller);
  const views = kinds[kind].workflow ? deskViews : (['all'] as const);
  const counts = await Promise.all(views.map((view) => countRequests(caller.db, viewFilters(kind, view), staff.id)));
  return Object.fromEntries(views.map((view, index) => [view, counts[index]]));
}

/**
 * A search's reads, planned with index pages costed as the cached pages they are (random_page_cost 1.1, as for SSDs
 * and PGlite's memory): with PostgreSQL's default of 4, the planner reads the whole table rather than the trigram
 * index, several times slower at 100,000 requests (bench:admin).
 */
function withSearchPlan<T>(db: Db, searching: boolean, read: (db: Db | Tx) => Promise<T>): Promise<T> {
  if (!searching) return read(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local random_page_cost = 1.1`);
    return read(tx);
  });
}

/** The history of the requests shown, oldest line first (lines of one transaction in the order written). */
async function historiesOf(db: Db, kind: StoredKind, ids: string[]): Promise<Map<string, HistoryEntry[]>> {
  const histories = new Map<string, HistoryEntry[]>();
  if (ids.length === 0) return histories;
  const lines = await db
    .select()
    .from(requestEvents)
    .where(and(eq(requestEvents.requestKind, kind), inArray(requestEvents.requestId, ids)))
    .orderBy(requestEvents.at, requestEvents.id);
  for (const { requestKind, requestId, ...line } of lines) {
    const list = histories.get(requestId) ?? [];
    list.push(line);
    histories.set(requestId, list);
  }
  return histories;
}

/** One request, whatever its status, with its history: what its permalink shows. Unknown or malformed ids are not found. */
export async function getRequest(caller: AdminCaller, kind: StoredKind, id: string): Promise<AdminRow> {
  await requireStaff(caller);
  if (!uuidPattern.test(id)) throw new AdminError('not-found');
  const config = kinds[kind];
  const [row] = await config.read(caller.db, { where: eq(config.table.id, id), limit: 1, offset: 0 });
  if (!row) throw new AdminError('not-found');
  const histories = await historiesOf(caller.db, kind, [row.id]);
  return { ...row, history: histories.get(row.id) ?? [] };
}

/** One page of a tab, newest first, with the status history of the rows shown. Never reads more than a page. */
export async function listRequests(caller: AdminCaller, filters: AdminFilters): Promise<AdminList> {
  const staff = await requireStaff(caller);
  const config = kinds[filters.kind];
  const searching = Boolean(filters.q);
  const readPage = (db: Db | Tx, page: number) =>
    config.read(db, {
      where: filterCondition(config, filters, staff.id),
      limit: ADMIN_PAGE_SIZE,
      offset: (page - 1) * ADMIN_PAGE_SIZE,
      order: filters.followUps ? 'follow-up' : 'newest',
    });
  // The first page needs no count to be read (a later one is clamped to the last page), so both go at once: on
  // PostgreSQL on two connections, where a search matching most rows spends ~20 ms counting 10,001 of them.
  const { total, page, rows } =
    filters.page === 1
      ? await Promise.all([
          withSearchPlan(caller.db, searching, (db) => countRequests(db, filters, staff.id)),
          withSearchPlan(caller.db, searching, (db) => readPage(db, 1)),
        ]).then(([total, rows]) => ({ total, page: 1, rows }))
      : await withSearchPlan(caller.db, searching, async (db) => {
          const total = await countRequests(db, filters, staff.id);
          const page = Math.min(filters.page, pageCountOf(total));
          return { total, page, rows: await readPage(db, page) };
        });
  const histories = await historiesOf(
    caller.db,
    filters.kind,
    rows.map((row) => row.id),
  );
  return {
    rows: rows.map((row) => ({ ...row, history: histories.get(row.id) ?? [] })),
    total,
    page,
    pageCount: pageCountOf(total),
  };
}

export type Overview = {
  /** Rows per status, per kind. */
  counts: Record<StoredKind, Partial<Record<RequestStatus | NewsletterStatus, number>>>;
  totals: Record<StoredKind, number>;
  /** Requests of every kind per day over the last SUMMARY_DAYS days, oldest first, days without any included. */
  perDay: { day: string; count: number }[];
  /** Mails the sender gave up on and the purge has not deleted yet: staff may have a visitor to call back. */
  failedMails: number;
  /** Mails to visitors dropped by the hourly cap over the last day (server/mail/visitor-caps.ts): a flood, or a cap to raise. */
  droppedVisitorMails: number;
  /** Per kind, requests not yet handled whose follow-up date is today or past, and those assigned to the caller. */
  /** Per kind: follow-ups due, the caller's open requests, and the requests late for their first response. */
  desk: Record<WorkflowKind, { overdue: number; mine: number; late: number }>;
  /** Requests of every kind over the last SUMMARY_DAYS days per channel, most first, at most SUMMARY_CHANNELS. */
  channels: { channel: string; count: number }[];
  /** The channels past the first SUMMARY_CHANNELS: how many, and their requests together. What none counts came direct. */
  otherChannels: { channels: number; count: number };
  /** Taps on call, WhatsApp and mail links over the same days: the contacts that never reach a form. */
  contactTaps: ContactTapSummary;
};

const byKind = <T>(make: (kind: StoredKind) => T): Record<StoredKind, T> => ({
  contacts: make('contacts'),
  quotes: make('quotes'),
  consultations: make('consultations'),
  demos: make('demos'),
  newsletter: make('newsletter'),
});

/**
 * The summary: counts per kind and status, and requests per day, read from the counters the triggers keep; and the
 * undeliverable mails, few and found through their partial index.
 */
export async function getOverview(caller: AdminCaller, now = new Date()): Promise<Overview> {
  const staff = await requireStaff(caller);
  const start = new Date(now.getTime() - (SUMMARY_DAYS - 1) * 86_400_000);
  const [counters, days, [failed], desk, { channels, otherChannels }, dropped, contactTaps] = await Promise.all([
    caller.db.select().from(requestCounts),
    caller.db
      .select()
      .from(requestDays)
      .where(gte(requestDays.day, todayIso(start))),
    caller.db.select({ n: count() }).from(outbox).where(isNotNull(outbox.failedAt)),
    deskCounts(caller.db, staff.id, now),
    channelCounts(caller.db, start),
    droppedVisitorMails(caller.db, new Date(now.getTime() - 86_400_000)),
    contactTapSummary(caller.db, todayIso(start)),
  ]);
  const counts = byKind((): Overview['counts'][StoredKind] => ({}));
  const totals = byKind(() => 0);
  for (const { kind, status, n } of counters) {
    // A counter of a kind this code does not know (an older or newer deployment's) is left out, not shown as zero.
    if (n === 0 || !(kind in counts)) continue;
    counts[kind][status] = n;
    totals[kind] += n;
  }
  const byDay = new Map(days.map((row) => [row.day, row.n]));
  const perDay = Array.from({ length: SUMMARY_DAYS }, (_, index) => {
    const day = todayIso(new Date(start.getTime() + index * 86_400_000));
    return { day, count: byDay.get(day) ?? 0 };
  });
  return {
    counts,
    totals,
    perDay,
    failedMails: failed?.n ?? 0,
    droppedVisitorMails: dropped,
    desk,
    channels,
    otherChannels,
    contactTaps,
  };
}

/**
 * The summary's desk counts: the follow-up and assignee counters of the requests not yet handled, a few rows per kind,
 * and the requests late for their first response.
 */
async function deskCounts(db: Db, me: string, now: Date): Promise<Overview['desk']> {
  const today = todayIso(now);
  const { kind, facet, value, n } = requestFacetCounts;
  const rows = await db
    .select({
      kind,
      overdue:
        sql<number>`coalesce(sum(${n}) filter (where ${facet} = 'follow-up' and ${value} <= ${today}), 0)`.mapWith(
          Number,
        ),
      mine: sql<number>`coalesce(sum(${n}) filter (where ${facet} = 'assignee' and ${value} = ${me}), 0)`.mapWith(
        Number,
      ),
    })
    .from(requestFacetCounts)
    .where(and(inArray(facet, ['follow-up', 'assignee']), ne(requestFacetCounts.status, 'traite')))
    .groupBy(kind);
  // The late ones: the waiting requests' counts by day, and the waiting index for the last day (lateCount).
  const late = await Promise.all(workflowKinds.map((name) => lateCount(db, name, now)));
  const desk = Object.fromEntries(
    workflowKinds.map((name, index) => [name, { overdue: 0, mine: 0, late: late[index]! }]),
  ) as Overview['desk'];
  for (const row of rows)
    if (row.kind in desk)
      desk[row.kind as WorkflowKind] = { ...desk[row.kind as WorkflowKind], overdue: row.overdue, mine: row.mine };
  return desk;
}

/** Channels the summary names, most requests first; the others share one line. */
export const SUMMARY_CHANNELS = 8;

/**
 * Requests per channel since the day of `start`, every kind together, from the counters per day and channel. A channel
 * is whatever utm_source a visitor sent, so there may be thousands: the database ranks them and sums all but the first
 * SUMMARY_CHANNELS into one row, and the page reads at most SUMMARY_CHANNELS + 1 rows.
 */
async function channelCounts(db: Db, start: Date): Promise<Pick<Overview, 'channels' | 'otherChannels'>> {
  const { day, channel, n } = requestChannelDays;
  const ranked = db
    .select({
      channel,
      n: sql<string>`sum(${n})`.as('n'),
      rank: sql<string>`row_number() over (order by sum(${n}) desc, ${channel})`.as('rank'),
    })
    .from(requestChannelDays)
    .where(gte(day, todayIso(start)))
    .groupBy(channel)
    .having(sql`sum(${n}) > 0`)
    .as('ranked');
  // The first SUMMARY_CHANNELS keep their name; every other one becomes NULL, so that they are grouped together. The
  // limit is written into the SQL (a constant, not a parameter) so that the SELECT and the GROUP BY are one expression.
  const named = sql<
    string | null
  >`case when ${ranked.rank} <= ${sql.raw(String(SUMMARY_CHANNELS))} then ${ranked.channel} end`;
  const rows = await db
    .select({
      channel: named,
      count: sql<number>`sum(${ranked.n})`.mapWith(Number),
      channels: sql<number>`count(*)`.mapWith(Number),
    })
    .from(ranked)
    .groupBy(named)
    .orderBy(sql`min(${ranked.rank})`);
  const others = rows.find((row) => row.channel === null);
  return {
    channels: rows.flatMap((row) => (row.channel === null ? [] : [{ channel: row.channel, count: row.count }])),
    otherChannels: { channels: others?.channels ?? 0, count: others?.count ?? 0 },
  };
}
