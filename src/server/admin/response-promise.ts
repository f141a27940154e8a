/**
 * Which response promise (config/response-promises.ts) a request is under, and where it stands: when its first
 * response is due, and when it came. A support request's promise is its priority's, a consultation's its urgency's.
 */
import { and, eq, isNull, lt, notInArray, or, type SQL } from 'drizzle-orm';
import { consultationPromises, responsePromises, supportPromises, type ResponsePromise } from '@/config/response-promises';
import { dueAt, lateBefore } from '@/lib/response-time';
import { consultations, contacts, demoRequests, quotes, type WorkflowKind } from '@/server/db/schema';

export type ResponseState = { promise: ResponsePromise; dueAt: Date; firstResponseAt: Date | null };

const own = <T extends object>(record: T, key: unknown): key is keyof T => typeof key === 'string' && Object.hasOwn(record, key);

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

export function responseStateOf(kind: WorkflowKind, row: { createdAt: Date; firstResponseAt: Date | null; priority?: string | null; urgency?: string }): ResponseState {
  const promise = promiseOf(kind, row);
  return { promise, dueAt: dueAt(row.createdAt, promise), firstResponseAt: row.firstResponseAt };
}

const tables = { contacts, quotes, consultations, demos: demoRequests } as const;

/**
 * « En retard » in SQL: still « Nouveau », no first response, and created before the time that makes it late now under
 * its promise (lateBefore), one range per promise of the kind. The rows come from the waiting index (schema.ts).
 */
export function lateCondition(kind: WorkflowKind, now = new Date()): SQL | undefined {
  const table = tables[kind];
  const before = (promise: ResponsePromise) => lt(table.createdAt, lateBefore(now, promise));
  const waiting = and(eq(table.status, 'nouveau'), isNull(table.firstResponseAt));
  if (kind === 'contacts') {
    const priorities = Object.keys(supportPromises);
    return and(
      waiting,
      or(
        and(or(isNull(contacts.priority), notInArray(contacts.priority, priorities)), before(responsePromises.contacts)),
        ...Object.entries(supportPromises).map(([priority, promise]) => and(eq(contacts.priority, priority), before(promise))),
      ),
    );
  }
  if (kind === 'consultations') {
    // As promiseOf: an urgency no form writes is under the middle promise.
    const others = Object.keys(consultationPromises).filter((urgency) => urgency !== 'medium');
    return and(
      waiting,
      or(
        and(notInArray(consultations.urgency, others), before(consultationPromises.medium)),
        ...others.map((urgency) => and(eq(consultations.urgency, urgency), before(consultationPromises[urgency as keyof typeof consultationPromises]))),
      ),
    );
  }
  return and(waiting, before(promiseOf(kind, {})));
}
