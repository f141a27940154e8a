/**
 * Escalation (issue 32): a request past its promise (config/response-promises.ts) still waiting for a first response
 * is signalled to the urgent address (NOTIFY_URGENT_TO, else NOTIFY_TO), once. Run every minute (desk-alerts.ts), each
 * run finds the requests that went late since they were last looked at and queues ONE mail listing them all: a burst
 * (the weekend's requests all due at the Monday opening, a restart after an outage) is one mail, not one per request.
 *
 * Once only: each request escalated gets a row in `escalations`, written in the transaction that queues the mail,
 * with INSERT … ON CONFLICT DO NOTHING; only the rows this run inserted go in its mail. Two instances running at the
 * same moment both try; the second's insert waits for the first's commit, then finds the rows there and mails nothing.
 *
 * Only the requests due within the last ESCALATION_WINDOW_MS are escalated: the waiting index is read over that range
 * only (cheap at a million requests), and a request late for longer (one that came before this feature was deployed,
 * or went late while the server was down for more than a day) is not signalled now, long after the fact: it shows in
 * « En retard » and in its assignee's digest.
 */
import { and, gte, sql } from 'drizzle-orm';
import {
  consultationPromises,
  responsePromises,
  supportPromises,
  type ResponsePromise,
} from '@/config/response-promises';
import { requestListText } from '@/content/mails';
import { formatDuration } from '@/lib/dates';
import { lateBefore } from '@/lib/response-time';
import type { Db } from '@/server/db/client';
import { escalations, workflowTables, type WorkflowKind } from '@/server/db/schema';
import { logInfo } from '@/server/log';
import { queueMails, urgentTo } from '@/server/mail/outbox';
import { notifyMailer } from '@/server/mail/sender';
import { escalationMail } from '@/server/mail/templates';
import { readBriefs, toRequestList, viewPath, type RequestBrief } from './request-lists';
import { lateCondition } from './response-promise';

/** How long after its due time a request may still be escalated. */
export const ESCALATION_WINDOW_MS = 24 * 3_600_000;
/** Requests read per kind and run: more than ever go late in a minute; the rest wait for the next run. */
const BATCH = 200;
/** Requests named in one mail; the others are counted, with a link to « En retard ». */
const LISTED = 20;

const tables = workflowTables;

/** Every promise a kind's requests may be under. */
const promisesOf = (kind: WorkflowKind): ResponsePromise[] =>
  kind === 'contacts'
    ? [responsePromises.contacts, ...Object.values(supportPromises)]
    : kind === 'consultations'
      ? Object.values(consultationPromises)
      : [responsePromises[kind]];

/**
 * A kind's requests late at `now`, due within the window, not escalated yet: « En retard »'s condition (the waiting
 * index), bounded below by the earliest creation time any of the kind's promises makes due within the window, so that
 * the index is read over a few days at most; the exact due time is checked on the rows.
 */
async function newlyLate(db: Db, kind: WorkflowKind, now: Date): Promise<RequestBrief[]> {
  const table = tables[kind];
  const since = new Date(now.getTime() - ESCALATION_WINDOW_MS);
  const floor = new Date(Math.min(...promisesOf(kind).map((promise) => lateBefore(since, promise).getTime())));
  const notEscalated = sql`not exists (select 1 from ${escalations} where ${escalations.kind} = ${kind} and ${escalations.requestId} = ${table.id})`;
  const briefs = await readBriefs(
    db,
    kind,
    and(lateCondition(kind, now), gte(table.createdAt, floor), notEscalated),
    'newest',
    BATCH,
  );
  return briefs.filter((brief) => brief.dueAt >= since && brief.dueAt < now);
}

/**
 * Escalates the requests that went past their promise: marks them, and queues one mail listing them to the urgent
 * address, in one transaction. Returns how many this run escalated (0 when another instance was first).
 */
export async function escalateLateRequests(
  db: Db,
  { now = new Date(), to = urgentTo() }: { now?: Date; to?: string } = {},
): Promise<number> {
  const found = (
    await Promise.all((Object.keys(tables) as WorkflowKind[]).map((kind) => newlyLate(db, kind, now)))
  ).flat();
  if (found.length === 0) return 0;
  // Inserted in one order by every instance, so that two runs at once wait for each other rather than deadlock.
  found.sort((a, b) => (a.kind === b.kind ? (a.id < b.id ? -1 : 1) : a.kind < b.kind ? -1 : 1));
  const escalated = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(escalations)
      .values(found.map((brief) => ({ kind: brief.kind, requestId: brief.id, escalatedAt: now })))
      .onConflictDoNothing()
      .returning({ kind: escalations.kind, requestId: escalations.requestId });
    const mine = new Set(inserted.map((row) => `${row.kind}/${row.requestId}`));
    // The most overdue first.
    const briefs = found
      .filter((brief) => mine.has(`${brief.kind}/${brief.id}`))
      .sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());
    if (briefs.length === 0) return 0;
    const list = toRequestList(
      { briefs: briefs.slice(0, LISTED), total: briefs.length, capped: false },
      (brief) =>
        requestListText.late(
          formatDuration(now.getTime() - brief.dueAt.getTime()),
          requestListText.promised(formatDuration(brief.promise.minutes * 60_000), brief.promise.clock === 'office'),
        ),
      viewPath([...new Set(briefs.map((brief) => brief.kind))], { late: true }),
    );
    await queueMails(tx, [escalationMail({ to, list })]);
    return briefs.length;
  });
  if (escalated) {
    logInfo('escalation', 'requests past their promise escalated', { count: escalated });
    notifyMailer();
  }
  return escalated;
}
