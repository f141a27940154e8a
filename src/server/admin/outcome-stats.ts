/**
 * The results over a period (issue 32): the quotes, consultations and demos received, per channel, service or page of
 * origin, with how many were won, lost or went nowhere, the conversion (won / received) and the amounts won. Read from
 * outcome_counts, which triggers keep per day: a year costs a few thousand rows however many requests there are.
 */
import { and, eq, gte, lte, sum } from 'drizzle-orm';
import * as z from 'zod/mini';
import { adminTabs } from '@/content/admin';
import { resultsText } from '@/content/desk';
import { consultationTypes } from '@/content/requests';
import { frenchDay } from '@/lib/dates';
import {
  outcomeCounts,
  outcomeDimensions,
  outcomeKinds,
  type OutcomeDimension,
  type OutcomeKind,
} from '@/server/db/schema';
import { currentCaller, requireStaff, type AdminCaller } from './access';
import { adminPageFailure } from './errors';
import { csvCell } from './export';
import { parsePeriod, type Period, type PeriodProblem } from './response-stats';

/** How the address names a dimension (`?par=service`) and a kind (`?onglet=devis`, as the desk does). */
export const dimensionParams = { channel: 'provenance', service: 'service', page: 'page' } as const satisfies Record<
  OutcomeDimension,
  string
>;

export type ResultLine = {
  /** The stored value: a channel ('' for a direct visit), a service, a page's path. */
  value: string;
  label: string;
  received: number;
  won: number;
  lost: number;
  dropped: number;
  /** Without an outcome yet. */
  open: number;
  /** FCFA won. */
  amount: number;
  /** won / received; null when none was received (a line only of changes to older requests cannot be). */
  conversion: number | null;
};

export type ResultsQuery = { period: Period; dimension: OutcomeDimension; kind: OutcomeKind | null };
export type Results = ResultsQuery & { lines: ResultLine[]; total: ResultLine };

const one = (params: Record<string, string | string[] | undefined>, name: string) =>
  z
    .catch(z.string(), '')
    .parse(Array.isArray(params[name]) ? params[name][0] : params[name])
    .slice(0, 40);

/** The period, dimension and kind of the address; the last 30 days per channel, every kind, by default. */
export function parseResultsQuery(
  params: Record<string, string | string[] | undefined>,
  now = new Date(),
): { query: ResultsQuery; problem: PeriodProblem | null } {
  const { period, problem } = parsePeriod(params, now);
  const dimension = outcomeDimensions.find((item) => dimensionParams[item] === one(params, 'par')) ?? 'channel';
  const kind = outcomeKinds.find((item) => adminTabs[item].slug === one(params, 'onglet')) ?? null;
  return { query: { period, dimension, kind }, problem };
}

/** The address of these results (the page's, or the CSV's with `path`). */
export function resultsQueryString({ period, dimension, kind }: ResultsQuery): string {
  const params = new URLSearchParams({
    du: frenchDay(period.from),
    au: frenchDay(period.to),
    par: dimensionParams[dimension],
  });
  if (kind) params.set('onglet', adminTabs[kind].slug);
  return `?${params}`;
}

const consultationTypeLabel = (value: string) => consultationTypes.find((type) => type.id === value)?.label;

/** A value as staff read it: « Accès direct » for no channel, a consultation type's label, a page's path. */
function labelOf(dimension: OutcomeDimension, value: string): string {
  if (value === '') return resultsText.emptyValue[dimension];
  return (dimension === 'service' && consultationTypeLabel(value)) || value;
}

export async function results(caller: AdminCaller, query: ResultsQuery): Promise<Results> {
  await requireStaff(caller);
  const { period, dimension, kind } = query;
  const rows = await caller.db
    .select({
      value: outcomeCounts.value,
      outcome: outcomeCounts.outcome,
      n: sum(outcomeCounts.n).mapWith(Number),
      amount: sum(outcomeCounts.amount).mapWith(Number),
    })
    .from(outcomeCounts)
    .where(
      and(
        gte(outcomeCounts.day, period.from),
        lte(outcomeCounts.day, period.to),
        eq(outcomeCounts.dimension, dimension),
        kind ? eq(outcomeCounts.kind, kind) : undefined,
      ),
    )
    .groupBy(outcomeCounts.value, outcomeCounts.outcome);
  const lines = new Map<string, ResultLine>();
  const lineOf = (value: string): ResultLine => ({
    value,
    label: labelOf(dimension, value),
    received: 0,
    won: 0,
    lost: 0,
    dropped: 0,
    open: 0,
    amount: 0,
    conversion: null,
  });
  const total = lineOf('');
  total.label = resultsText.total;
  for (const row of rows) {
    // A consultation type's id and its label name one service: counted once, under the label.
    const label = labelOf(dimension, row.value);
    const line = lines.get(label) ?? lineOf(row.value);
    lines.set(label, line);
    for (const target of [line, total]) {
      target.received += row.n;
      target.amount += row.amount;
      if (row.outcome === 'gagne') target.won += row.n;
      else if (row.outcome === 'perdu') target.lost += row.n;
      else if (row.outcome === 'sans_suite') target.dropped += row.n;
      else target.open += row.n;
    }
  }
  for (const line of [...lines.values(), total]) line.conversion = line.received > 0 ? line.won / line.received : null;
  return {
    ...query,
    lines: [...lines.values()]
      .filter((line) => line.received !== 0 || line.amount !== 0)
      .sort(
        (a, b) =>
          b.amount - a.amount || b.won - a.won || b.received - a.received || a.label.localeCompare(b.label, 'fr'),
      ),
    total,
  };
}

/** The results as a CSV for a French spreadsheet (`;`, UTF-8 with BOM), every line, the total last. */
export function resultsCsv({ lines, total, dimension }: Results): string {
  const percent = (share: number | null) =>
    share === null ? '' : (Math.round(share * 1000) / 10).toString().replace('.', ',');
  const csvLine = (cells: (string | number)[]) => `${cells.map((cell) => csvCell(String(cell))).join(';')}\r\n`;
  const columns = resultsText.columns;
  return (
    '\uFEFF' +
    csvLine([
      resultsText.dimensions[dimension],
      columns.received,
      columns.won,
      columns.lost,
      columns.dropped,
      columns.open,
      columns.conversionPercent,
      columns.amount,
    ]) +
    [...lines, total]
      .map((line) =>
        csvLine([
          line.label,
          line.received,
          line.won,
          line.lost,
          line.dropped,
          line.open,
          percent(line.conversion),
          line.amount,
        ]),
      )
      .join('')
  );
}

export const resultsFileName = ({ dimension, period }: ResultsQuery) =>
  `resultats-${dimensionParams[dimension]}-${period.from}-${period.to}.csv`;

export type ResultsPage =
  | { state: 'redirect'; to: string }
  | { state: 'failed' }
  | { state: 'ready'; results: Results; problem: PeriodProblem | null };

/** What /admin/resultats shows: the period's results, a redirect, or SPEC's load failure. */
export async function loadResultsPage(
  params: Record<string, string | string[] | undefined>,
  caller: () => Promise<AdminCaller> = currentCaller,
  now = new Date(),
): Promise<ResultsPage> {
  const { query, problem } = parseResultsQuery(params, now);
  try {
    return { state: 'ready', results: await results(await caller(), query), problem };
  } catch (error) {
    return adminPageFailure(error, resultsText.path);
  }
}
