/**
 * A request's first response (issue 32): the first reply, contact logged or move to « En cours », whichever comes
 * first, in the transaction that writes it. Later ones change nothing: the response promises measure the first. Its
 * time goes into the histogram of response times (response_times) in the same transaction.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '@/server/db/client';
import { consultations, contacts, responseTimes, type WorkflowKind } from '@/server/db/schema';
import { todayIso } from '@/lib/dates';
import { bucketOf, responseTime } from '@/lib/response-time';
import { kinds } from './kinds';
import { promiseKeyOf, responseStateOf } from './response-promise';

export async function markFirstResponse(tx: Tx, { kind, id }: { kind: WorkflowKind; id: string }): Promise<void> {
  const { table } = kinds[kind];
  const [row] = await tx
    .update(table)
    .set({ firstResponseAt: sql`clock_timestamp()` })
    .where(and(eq(table.id, id), isNull(table.firstResponseAt)))
    .returning({
      createdAt: table.createdAt,
      firstResponseAt: table.firstResponseAt,
      priority: kind === 'contacts' ? contacts.priority : sql<null>`null`,
      urgency: kind === 'consultations' ? consultations.urgency : sql<undefined>`null`,
    });
  if (!row?.firstResponseAt) return;
  const request = { ...row, priority: row.priority ?? null, urgency: row.urgency ?? undefined };
  const { promise, dueAt, firstResponseAt } = responseStateOf(kind, request);
  const took = responseTime(row.createdAt, row.firstResponseAt, promise);
  await tx
    .insert(responseTimes)
    .values({
      day: todayIso(row.createdAt),
      kind,
      promise: promiseKeyOf(kind, request),
      bucket: bucketOf(took),
      kept: firstResponseAt! <= dueAt,
      n: 1,
    })
    .onConflictDoUpdate({
      target: [responseTimes.day, responseTimes.kind, responseTimes.promise, responseTimes.bucket, responseTimes.kept],
      set: { n: sql`${responseTimes.n} + 1` },
    });
}
