/**
 * The response promises over a period (issue 32): per kind (support apart from the other messages), how many first
 * responses, their median and 90th percentile in the promise's clock, the share kept (the requests still waiting past
 * their promise count as missed), and the period's latest requests with where each stands. Read from the histogram
 * of response times (response_times) and the waiting requests' counts (lateCount): a period costs the same at any
 * table size.
 */
import { and, gte, lt, lte, sum } from 'drizzle-orm';
import * as z from 'zod/mini';
import { addDays, parseFrenchDay, todayIso } from '@/lib/dates';
import { quantileOf } from '@/lib/response-time';
import { UTC_OFFSET_MINUTES } from '@/config/time-zone';
import { responseTimes, workflowKinds, type WorkflowKind } from '@/server/db/schema';
import { currentCaller, requireStaff, type AdminCaller } from './access';
import { adminPageFailure } from './errors';
import { statsText } from '@/content/desk';
import { kinds, type ShownRequest } from './kinds';
import { lateCount } from './response-promise';

/** The lines of the table: the desk's kinds, support apart from the other messages (its promises are its own). */
export const statsGroups = ['quotes', 'contacts', 'support', 'consultations', 'demos'] as const;
export type StatsGroup = (typeof statsGroups)[number];

const kindOfGroup = (group: StatsGroup): WorkflowKind => (group === 'support' ? 'contacts' : group);
const groupOf = (kind: WorkflowKind, promise: string): StatsGroup =>
  kind === 'contacts' && promise !== '' ? 'support' : kind;

export type StatsLine = {
  group: StatsGroup;
  /** First responses given to the period's requests. */
  answered: number;
  /** Of them, by their due time. */
  kept: number;
  /** The period's requests still without a response, past their promise now. */
  lateWaiting: number;
  /** Minutes, in the promise's clock; null without a response. */
  median: number | null;
  p90: number | null;
  /** kept / (answered + lateWaiting); null when both are zero. */
  keptShare: number | null;
};

export type Period = { from: string; to: string };
export type ResponseStats = { period: Period; lines: StatsLine[]; latest: (ShownRequest & { kind: WorkflowKind })[] };

const STATS_PATH = statsText.path;

/** The longest period: a year and a day (a leap year's whole year). */
export const MAX_PERIOD_DAYS = 366;
export const DEFAULT_PERIOD_DAYS = 30;
/** The period's latest requests shown under the table. */
export const LATEST = 10;

export type PeriodProblem = 'format' | 'order' | 'length';

/**
 * The period of the address (`?du=01/11/2026&au=27/11/2026`, days typed the French way), the last 30 days by default.
 * A day that is not one, an end before the start or a period over a year falls back to the default, with the problem.
 */
export function parsePeriod(
  params: Record<string, string | string[] | undefined>,
  now = new Date(),
): { period: Period; problem: PeriodProblem | null } {
  const today = todayIso(now);
  const fallback = { from: addDays(today, 1 - DEFAULT_PERIOD_DAYS), to: today };
  // Cut before it is read: no length costs more than a day's few characters (a long one is then no day).
  const text = (name: string) =>
    z
      .catch(z.string(), '')
      .parse(Array.isArray(params[name]) ? params[name][0] : params[name])
      .slice(0, 40)
      .trim();
  const [fromText, toText] = [text('du'), text('au')];
  if (!fromText && !toText) return { period: fallback, problem: null };
  const from = fromText ? parseFrenchDay(fromText) : fallback.from;
  const to = toText ? parseFrenchDay(toText) : today;
  if (!from || !to) return { period: fallback, problem: 'format' };
  if (from > to) return { period: fallback, problem: 'order' };
  if (Date.parse(to) - Date.parse(from) >= MAX_PERIOD_DAYS * 86_400_000) return { period: fallback, problem: 'length' };
  return { period: { from, to }, problem: null };
}

/** The UTC instant where a day of Abidjan starts. */
const dayStart = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) - UTC_OFFSET_MINUTES * 60_000);

export async function responseStats(caller: AdminCaller, period: Period, now = new Date()): Promise<ResponseStats> {
  await requireStaff(caller);
  const { db } = caller;
  const [start, end] = [dayStart(period.from), dayStart(addDays(period.to, 1))];
  const histogramRows = db
    .select({
      kind: responseTimes.kind,
      promise: responseTimes.promise,
      bucket: responseTimes.bucket,
      kept: responseTimes.kept,
      n: sum(responseTimes.n).mapWith(Number),
    })
    .from(responseTimes)
    .where(and(gte(responseTimes.day, period.from), lte(responseTimes.day, period.to)))
    .groupBy(responseTimes.kind, responseTimes.promise, responseTimes.bucket, responseTimes.kept);
  // The late ones still waiting, per group, counted like the desk's « En retard » (lateCount).
  const lateOf = (group: StatsGroup) =>
    lateCount(db, kindOfGroup(group), now, {
      period,
      support: group === 'support' ? true : group === 'contacts' ? false : undefined,
    });
  // The latest requests of the period: a few of each kind from its newest-first index, the newest of them all kept.
  const latestOf = (kind: WorkflowKind) =>
    kinds[kind]
      .read(db, {
        where: and(gte(kinds[kind].table.createdAt, start), lt(kinds[kind].table.createdAt, end)),
        limit: LATEST,
        offset: 0,
      })
      .then((rows) => rows.map((row) => ({ ...row, kind })));
  const [rows, late, latest] = await Promise.all([
    histogramRows,
    Promise.all(statsGroups.map(lateOf)),
    Promise.all(workflowKinds.map(latestOf)),
  ]);

  const histograms = new Map(statsGroups.map((group) => [group, new Map<number, number>()]));
  const kept = new Map(statsGroups.map((group) => [group, 0]));
  for (const row of rows) {
    const group = groupOf(row.kind, row.promise);
    const histogram = histograms.get(group)!;
    histogram.set(row.bucket, (histogram.get(row.bucket) ?? 0) + row.n);
    if (row.kept) kept.set(group, kept.get(group)! + row.n);
  }
  const lines = statsGroups.map((group, index): StatsLine => {
    const histogram = histograms.get(group)!;
    const answered = [...histogram.values()].reduce((total, n) => total + n, 0);
    const lateWaiting = late[index]!;
    const keptCount = kept.get(group)!;
    return {
      group,
      answered,
      kept: keptCount,
      lateWaiting,
      median: quantileOf(histogram, 0.5),
      p90: quantileOf(histogram, 0.9),
      keptShare: answered + lateWaiting > 0 ? keptCount / (answered + lateWaiting) : null,
    };
  });
  return {
    period,
    lines,
    latest: latest
      .flat()
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, LATEST),
  };
}

export type StatsPage =
  | { state: 'redirect'; to: string }
  | { state: 'failed' }
  | { state: 'ready'; stats: ResponseStats; problem: PeriodProblem | null };

/** What /admin/statistiques shows: the period's figures, a redirect, or SPEC's load failure. */
export async function loadStatsPage(
  params: Record<string, string | string[] | undefined>,
  caller: () => Promise<AdminCaller> = currentCaller,
  now = new Date(),
): Promise<StatsPage> {
  const { period, problem } = parsePeriod(params, now);
  try {
    return { state: 'ready', stats: await responseStats(await caller(), period, now), problem };
  } catch (error) {
    return adminPageFailure(error, STATS_PATH);
  }
}
