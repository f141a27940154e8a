/** The back-office's reads. Each one checks the caller's admin role first. */
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, adminKinds, SUMMARY_DAYS, type AdminKind } from '@/content/admin';
import { TIME_ZONE } from '@/lib/dates';
import { statusChanges } from '@/server/db/schema';
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

/** LIKE's wildcards typed by staff are searched as themselves. */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The WHERE of a filtered list: shared by the page and the CSV export, so both show the same rows. */
export function filterCondition(config: KindConfig, filters: Pick<AdminFilters, 'q' | 'status'>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.status) conditions.push(eq(config.table.status, filters.status));
  if (filters.q) conditions.push(or(...config.searchColumns.map((column) => ilike(column, likePattern(filters.q)))));
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

/** One page of a tab, newest first, with the status history of the rows shown. Never reads more than a page. */
export async function listRequests(caller: AdminCaller, filters: AdminFilters): Promise<AdminList> {
  await requireAdmin(caller);
  const config = kinds[filters.kind];
  const where = filterCondition(config, filters);
  const [{ total } = { total: 0 }] = await caller.db.select({ total: count() }).from(config.table).where(where);
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  const page = Math.min(filters.page, pageCount);
  const rows = (await caller.db
    .select()
    .from(config.table)
    .where(where)
    .orderBy(desc(config.table.createdAt), desc(config.table.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((page - 1) * ADMIN_PAGE_SIZE)) as Record<string, unknown>[];

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
  return { rows: rows.map((row) => toAdminRow(filters.kind, row, histories.get(row.id as string) ?? [])), total, page, pageCount };
}

export type Overview = {
  /** Rows per status, per kind. */
  counts: Record<AdminKind, Record<string, number>>;
  totals: Record<AdminKind, number>;
  /** Requests of every kind per day over the last SUMMARY_DAYS days, oldest first, days without any included. */
  perDay: { day: string; count: number }[];
};

const isoDay = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(date);

/** The summary: counts per kind and status, and requests per day. Counts come from the database, never from rows. */
export async function getOverview(caller: AdminCaller, now = new Date()): Promise<Overview> {
  await requireAdmin(caller);
  const counts = {} as Overview['counts'];
  const totals = {} as Overview['totals'];
  for (const kind of adminKinds) {
    const { table } = kinds[kind];
    const rows = await caller.db.select({ status: table.status, n: count() }).from(table).groupBy(table.status);
    counts[kind] = Object.fromEntries(rows.map((row) => [String(row.status), row.n]));
    totals[kind] = rows.reduce((sum, row) => sum + row.n, 0);
  }

  const start = new Date(now.getTime() - (SUMMARY_DAYS - 1) * 86_400_000);
  start.setUTCHours(0, 0, 0, 0); // Abidjan is UTC all year.
  const union = sql.join(
    adminKinds.map((kind) => {
      const { table } = kinds[kind];
      return sql`select ${table.createdAt} as created_at from ${table} where ${table.createdAt} >= ${start.toISOString()}`;
    }),
    sql` union all `,
  );
  // Both drivers (PGlite, node-postgres) answer execute() with { rows }.
  const { rows } = (await caller.db.execute(
    sql`select to_char(created_at at time zone ${TIME_ZONE}, 'YYYY-MM-DD') as day, count(*)::int as n from (${union}) as recent group by 1`,
  )) as unknown as { rows: { day: string; n: number }[] };
  const byDay = new Map(rows.map((row) => [row.day, Number(row.n)]));
  const perDay = Array.from({ length: SUMMARY_DAYS }, (_, index) => {
    const day = isoDay(new Date(start.getTime() + index * 86_400_000));
    return { day, count: byDay.get(day) ?? 0 };
  });
  return { counts, totals, perDay };
}
