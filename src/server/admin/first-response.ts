/**
 * A request's first response (issue 32): the first reply, contact logged or move to « En cours », whichever comes
 * first, in the transaction that writes it. Later ones change nothing: the response promises measure the first.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '@/server/db/client';
import type { WorkflowKind } from '@/server/db/schema';
import { kinds } from './kinds';

export async function markFirstResponse(tx: Tx, { kind, id }: { kind: WorkflowKind; id: string }): Promise<void> {
  const { table } = kinds[kind];
  await tx
    .update(table)
    .set({ firstResponseAt: sql`clock_timestamp()` })
    .where(and(eq(table.id, id), isNull(table.firstResponseAt)));
}
