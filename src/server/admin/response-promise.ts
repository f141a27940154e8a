/**
 * Which response promise (config/response-promises.ts) a request is under, and where it stands: when its first
 * response is due, and when it came. A support request's promise is its priority's, a consultation's its urgency's.
 */
import { and, count, eq, gte, isNotNull, isNull, lt, lte, ne, notInArray, or, type SQL } from 'drizzle-orm';
import {
  consultationPromises,
  responsePromises,
  supportPromises,
  type ResponsePromise,
} from '@/config/response-promises';
import { dueAt, lateBefore } from '@/lib/response-time';
import { UTC_OFFSET_MINUTES } from '@/config/time-zone';
import { addDays, todayIso } from '@/lib/dates';
import type { Db, Tx } from '@/server/db/client';
import { consultations, contacts, waitingCounts, workflowTables, type WorkflowKind } from '@/server/db/schema';

export type ResponseState = { promise: ResponsePromise; dueAt: Date; firstResponseAt: Date | null };

const own = <T extends object>(record: T, key: unknown): key is keyof T =>
  typeof key === 'string' && Object.hasOwn(record, key);

/**
 * Which of its kind's promises a request is under: a support request's priority, a consultation's urgency, or '' for
 * a kind with one promise (and a message without a priority). An urgency no form writes is under the middle promise.
 */
export function promiseKeyOf(kind: WorkflowKind, row: { priority?: string | null; urgency?: string }): string {
  if (kind === 'contacts') return own(supportPromises, row.priority) ? row.priority : '';
  if (kind === 'consultations') return own(consultationPromises, row.urgency) ? row.urgency : 'medium';
  return '';
}

export function promiseOf(kind: WorkflowKind, row: { priority?: string | null; urgency?: string }): ResponsePromise {
  const key = promiseKeyOf(kind, row);
  switch (kind) {
    case 'contacts':
      return own(supportPromises, key) ? supportPromises[key] : responsePromises.contacts;
    case 'consultations':
      return consultationPromises[key as keyof typeof consultationPromises];
    case 'quotes':
      return responsePromises.quotes;
    case 'demos':
      return responsePromises.demos;
  }
}

export function responseStateOf(
  kind: WorkflowKind,
  row: { createdAt: Date; firstResponseAt: Date | null; priority?: string | null; urgency?: string },
): ResponseState {
  const promise = promiseOf(kind, row);
  return { promise, dueAt: dueAt(row.createdAt, promise), firstResponseAt: row.firstResponseAt };
}

const tables = workflowTables;

/**
 * « En retard » in SQL: still « Nouveau », no first response, and created before the time that makes it late now under
 * its promise (lateBefore), one range per promise of the kind. The rows come from the waiting index (schema/requests.ts).
 * `since`, given the time a promise's late requests were created before, names the earliest of them to keep.
 */
export function lateCondition(kind: WorkflowKind, now = new Date(), since?: (before: Date) => Date): SQL | undefined {
  const table = tables[kind];
  const before = (promise: ResponsePromise) => {
    const limit = lateBefore(now, promise);
    return and(since ? gte(table.createdAt, since(limit)) : undefined, lt(table.createdAt, limit));
  };
  const waiting = and(eq(table.status, 'nouveau'), isNull(table.firstResponseAt));
  return and(
    waiting,
    or(
      ...promiseKeysOf(kind).map((key) =>
        and(promiseCondition(kind, key), before(promiseOf(kind, { priority: key || null, urgency: key }))),
      ),
    ),
  );
}

/** The keys of a kind's promises (promiseKeyOf's values). */
const promiseKeysOf = (kind: WorkflowKind): string[] =>
  kind === 'contacts'
    ? ['', ...Object.keys(supportPromises)]
    : kind === 'consultations'
      ? Object.keys(consultationPromises)
      : [''];

/** The rows under a promise in SQL, as promiseKeyOf reads them: a value no form writes is under the default promise. */
function promiseCondition(kind: WorkflowKind, key: string): SQL | undefined {
  if (kind === 'contacts') {
    const priorities = Object.keys(supportPromises);
    return key ? eq(contacts.priority, key) : or(isNull(contacts.priority), notInArray(contacts.priority, priorities));
  }
  if (kind === 'consultations') {
    const others = Object.keys(consultationPromises).filter((urgency) => urgency !== 'medium');
    return key === 'medium' ? notInArray(consultations.urgency, others) : eq(consultations.urgency, key);
  }
  return undefined;
}

/** The UTC instant where a day of Abidjan starts, and the day of an instant. */
const dayStart = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) - UTC_OFFSET_MINUTES * 60_000);

/**
 * How many requests of a kind are late now (lateCondition), among those that arrived in `period` (whole days of
 * Abidjan) and, for contacts, those with a priority or without (`support`): whole days before a promise's late limit
 * from the counts the triggers keep (waiting_counts), the day of the limit from the waiting index. Exact, and as cheap
 * at a million requests as at a thousand.
 */
export async function lateCount(
  db: Db | Tx,
  kind: WorkflowKind,
  now = new Date(),
  { period, support }: { period?: { from: string; to: string }; support?: boolean } = {},
): Promise<number> {
  const table = tables[kind];
  const limitDay = (key: string) => todayIso(lateBefore(now, promiseOf(kind, { priority: key || null, urgency: key })));
  const limits = new Map(promiseKeysOf(kind).map((key) => [key, limitDay(key)]));
  const latest = [...limits.values()].sort().at(-1)!;
  const whole = await db
    .select({ promise: waitingCounts.promise, day: waitingCounts.day, n: waitingCounts.n })
    .from(waitingCounts)
    .where(
      and(
        eq(waitingCounts.kind, kind),
        lt(waitingCounts.day, latest),
        period ? gte(waitingCounts.day, period.from) : undefined,
        period ? lte(waitingCounts.day, period.to) : undefined,
        support === undefined ? undefined : support ? ne(waitingCounts.promise, '') : eq(waitingCounts.promise, ''),
      ),
    );
  let total = 0;
  for (const row of whole) {
    const key = promiseKeyOf(kind, { priority: row.promise || null, urgency: row.promise });
    if (row.day < limits.get(key)!) total += row.n;
  }
  const [{ last } = { last: 0 }] = await db
    .select({ last: count() })
    .from(table)
    .where(
      and(
        lateCondition(kind, now, (before) => dayStart(todayIso(before))),
        period ? gte(table.createdAt, dayStart(period.from)) : undefined,
        period ? lt(table.createdAt, dayStart(addDays(period.to, 1))) : undefined,
        support === undefined ? undefined : support ? isNotNull(contacts.priority) : isNull(contacts.priority),
      ),
    );
  return total + last;
}
