/** The back-office's reads. Each one checks the caller's admin role first. */
import { and, count, desc, eq, getTableName, gte, inArray, isNotNull, sql, sum, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, adminKinds, SUMMARY_DAYS, type AdminKind } from '@/content/admin';
import { todayIso } from '@/lib/dates';
import type { Db, Tx } from '@/server/db/client';
import { outbox, requestCounts, requestDays, statusChanges } from '@/server/db/schema';
import { requireAdmin, type AdminCaller } from './access';
import type { AdminFilters } from './filters';
import { kinds, type KindConfig } from './kinds';

export type HistoryEntry = { from: string; to: string; by: string; at: Date };

export type AdminRow = {
  id: string;
  status: string;
  createdAt: Date;
  source: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  topic: string | null;
  /** Every field of the request, labelled, in reading order; empty ones included as null. */
  fields: { label: string; value: string | null }[];
  history: HistoryEntry[];
};

export type AdminList = { rows: AdminRow[]; total: number; page: number; pageCount: number };

const pageCountOf = (total: number) => Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));

/** LIKE's wildcards typed by staff are searched as themselves. */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The WHERE of a filtered list: shared by the page and the CSV export, so both show the same rows. */
export function filterCondition(config: KindConfig, filters: Pick<AdminFilters, 'q' | 'status'>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.status) conditions.push(eq(config.table.status, filters.status));
  if (filters.q) conditions.push(sql`${config.search} ilike ${likePattern(filters.q)}`);
  return and(...conditions);
}

export const fieldValue = (field: KindConfig['fields'][number], row: Record<string, unknown>): string | null => {
  const value = row[field.key];
  if (value === null || value === undefined || value === '') return null;
  if (field.format) return field.format(value);
  if (value instanceof Date) return value.toISOString();
  return String(value);
};

function toAdminRow(kind: AdminKind, row: Record<string, unknown>, history: HistoryEntry[]): AdminRow {
  const config = kinds[kind];
  return {
    id: row.id as string,
    status: row.status as string,
    createdAt: row.createdAt as Date,
    source: row.source as string,
    name: (row.name as string | undefined) ?? (row.email as string),
    email: row.email as string,
    phone: (row.phone as string | null | undefined) ?? null,
    company: (row.company as string | null | undefined) ?? null,
    topic: config.topic(row),
    fields: config.fields.map((field) => ({ label: field.label, value: fieldValue(field, row) })),
    history,
  };
}

/**
 * How many rows a list has. Without a search, the counters the triggers keep answer at once; a search counts what its
 * trigram index finds.
 */
async function countRequests(db: Db | Tx, config: KindConfig, filters: AdminFilters): Promise<number> {
  if (filters.q) {
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(config.table).where(filterCondition(config, filters));
    return total;
  }
  const [{ total } = { total: 0 }] = await db
    .select({ total: sum(requestCounts.n).mapWith(Number) })
    .from(requestCounts)
    .where(and(eq(requestCounts.kind, getTableName(config.table)), filters.status ? eq(requestCounts.status, filters.status) : undefined));
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

/** One page of a tab, newest first, with the status history of the rows shown. Never reads more than a page. */
export async function listRequests(caller: AdminCaller, filters: AdminFilters): Promise<AdminList> {
  await requireAdmin(caller);
  const config = kinds[filters.kind];
  const { total, page, rows } = await withSearchPlan(caller.db, Boolean(filters.q), async (db) => {
    const total = await countRequests(db, config, filters);
    const page = Math.min(filters.page, pageCountOf(total));
    const rows = (await db
      .select()
      .from(config.table)
      .where(filterCondition(config, filters))
      .orderBy(desc(config.table.createdAt), desc(config.table.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE)) as Record<string, unknown>[];
    return { total, page, rows };
  });

  const histories = new Map<string, HistoryEntry[]>();
  if (config.hasWorkflow && rows.length > 0) {
    const changes = await caller.db
      .select()
      .from(statusChanges)
      .where(and(eq(statusChanges.requestKind, filters.kind), inArray(statusChanges.requestId, rows.map((row) => row.id as string))))
      .orderBy(statusChanges.changedAt);
    for (const change of changes) {
      const list = histories.get(change.requestId) ?? [];
      list.push({ from: change.fromStatus, to: change.toStatus, by: change.changedBy, at: change.changedAt });
      histories.set(change.requestId, list);
    }
  }
  return { rows: rows.map((row) => toAdminRow(filters.kind, row, histories.get(row.id as string) ?? [])), total, page, pageCount: pageCountOf(total) };
}

export type Overview = {
  /** Rows per status, per kind. */
  counts: Record<AdminKind, Record<string, number>>;
  totals: Record<AdminKind, number>;
  /** Requests of every kind per day over the last SUMMARY_DAYS days, oldest first, days without any included. */
  perDay: { day: string; count: number }[];
  /** Mails the sender gave up on and the purge has not deleted yet: staff may have a visitor to call back. */
  failedMails: number;
};

/**
 * The summary: counts per kind and status, and requests per day, read from the counters the triggers keep; and the
 * undeliverable mails, few and found through their partial index.
 */
export async function getOverview(caller: AdminCaller, now = new Date()): Promise<Overview> {
  await requireAdmin(caller);
  const start = new Date(now.getTime() - (SUMMARY_DAYS - 1) * 86_400_000);
  const [counters, days, [failed]] = await Promise.all([
    caller.db.select().from(requestCounts),
    caller.db.select().from(requestDays).where(gte(requestDays.day, todayIso(start))),
    caller.db.select({ n: count() }).from(outbox).where(isNotNull(outbox.failedAt)),
  ]);
  const counts = {} as Overview['counts'];
  const totals = {} as Overview['totals'];
  for (const kind of adminKinds) {
    const rows = counters.filter((row) => row.kind === getTableName(kinds[kind].table) && row.n !== 0);
    counts[kind] = Object.fromEntries(rows.map((row) => [row.status, row.n]));
    totals[kind] = rows.reduce((total, row) => total + row.n, 0);
  }
  const byDay = new Map(days.map((row) => [row.day, row.n]));
  const perDay = Array.from({ length: SUMMARY_DAYS }, (_, index) => {
    const day = todayIso(new Date(start.getTime() + index * 86_400_000));
    return { day, count: byDay.get(day) ?? 0 };
  });
  return { counts, totals, perDay, failedMails: failed?.n ?? 0 };
}
