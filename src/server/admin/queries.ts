/** The back-office's reads. Each one checks the caller's admin role first. */
import { and, count, eq, gte, inArray, isNotNull, sql, sum, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, SUMMARY_DAYS } from '@/content/admin';
import { todayIso } from '@/lib/dates';
import type { Db, Tx } from '@/server/db/client';
import { outbox, requestCounts, requestDays, statusChanges, type NewsletterStatus, type RequestStatus, type StoredKind } from '@/server/db/schema';
import { uuidPattern } from '@/lib/schemas/patterns';
import { requireStaff, type AdminCaller } from './access';
import { AdminError } from './errors';
import type { AdminFilters } from './filters';
import { kinds, type KindConfig, type ShownRequest } from './kinds';

export type HistoryEntry = { from: RequestStatus; to: RequestStatus; by: string; at: Date };

export type AdminRow = ShownRequest & { history: HistoryEntry[] };

export type AdminList = { rows: AdminRow[]; total: number; page: number; pageCount: number };

const pageCountOf = (total: number) => Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));

/** LIKE's wildcards typed by staff are searched as themselves. */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The WHERE of a filtered list: shared by the page and the CSV export, so both show the same rows. */
export function filterCondition(config: KindConfig, filters: Pick<AdminFilters, 'q' | 'status'>): SQL | undefined {
  return and(
    filters.status ? eq(config.table.status, filters.status) : undefined,
    filters.q ? sql`${config.search} ilike ${likePattern(filters.q)}` : undefined,
  );
}

/**
 * How many rows a list has. Without a search, the counters the triggers keep answer at once; a search counts what its
 * trigram index finds.
 */
async function countRequests(db: Db | Tx, filters: AdminFilters): Promise<number> {
  const config = kinds[filters.kind];
  if (filters.q) {
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(config.table).where(filterCondition(config, filters));
    return total;
  }
  const [{ total } = { total: 0 }] = await db
    .select({ total: sum(requestCounts.n).mapWith(Number) })
    .from(requestCounts)
    .where(and(eq(requestCounts.kind, filters.kind), filters.status ? eq(requestCounts.status, filters.status) : undefined));
  return total ?? 0;
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

/** The status history of the requests shown, oldest change first. */
async function historiesOf(db: Db, kind: StoredKind, ids: string[]): Promise<Map<string, HistoryEntry[]>> {
  const histories = new Map<string, HistoryEntry[]>();
  const workflow = kinds[kind].workflow;
  if (!workflow || ids.length === 0) return histories;
  const changes = await db
    .select()
    .from(statusChanges)
    .where(and(eq(statusChanges.requestKind, workflow), inArray(statusChanges.requestId, ids)))
    .orderBy(statusChanges.changedAt);
  for (const change of changes) {
    const list = histories.get(change.requestId) ?? [];
    list.push({ from: change.fromStatus, to: change.toStatus, by: change.changedBy, at: change.changedAt });
    histories.set(change.requestId, list);
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
  await requireStaff(caller);
  const config = kinds[filters.kind];
  const { total, page, rows } = await withSearchPlan(caller.db, Boolean(filters.q), async (db) => {
    const total = await countRequests(db, filters);
    const page = Math.min(filters.page, pageCountOf(total));
    const rows = await config.read(db, { where: filterCondition(config, filters), limit: ADMIN_PAGE_SIZE, offset: (page - 1) * ADMIN_PAGE_SIZE });
    return { total, page, rows };
  });
  const histories = await historiesOf(caller.db, filters.kind, rows.map((row) => row.id));
  return { rows: rows.map((row) => ({ ...row, history: histories.get(row.id) ?? [] })), total, page, pageCount: pageCountOf(total) };
}

export type Overview = {
  /** Rows per status, per kind. */
  counts: Record<StoredKind, Partial<Record<RequestStatus | NewsletterStatus, number>>>;
  totals: Record<StoredKind, number>;
  /** Requests of every kind per day over the last SUMMARY_DAYS days, oldest first, days without any included. */
  perDay: { day: string; count: number }[];
  /** Mails the sender gave up on and the purge has not deleted yet: staff may have a visitor to call back. */
  failedMails: number;
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
  await requireStaff(caller);
  const start = new Date(now.getTime() - (SUMMARY_DAYS - 1) * 86_400_000);
  const [counters, days, [failed]] = await Promise.all([
    caller.db.select().from(requestCounts),
    caller.db.select().from(requestDays).where(gte(requestDays.day, todayIso(start))),
    caller.db.select({ n: count() }).from(outbox).where(isNotNull(outbox.failedAt)),
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
  return { counts, totals, perDay, failedMails: failed?.n ?? 0 };
}
