/** The one write of the back-office: a request's status, with its history line in the same transaction. */
import { eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import { uuidPattern } from '@/lib/schemas/patterns';
import { requestEvents, settableStatuses, workflowKinds } from '@/server/db/schema';
import { recordAudit } from '@/server/audit';
import { requireStaff, type AdminCaller } from './access';
import { AdminError } from './errors';
import { kinds } from './kinds';
import { markFirstResponse } from './first-response';

/** The body of `/api/admin/status`: which request (its kind's id and its uuid), and the status it gets. */
export const statusChangeSchema = z.object({
  kind: z.enum(workflowKinds),
  // The length first: past it, the pattern never runs.
  id: z.string().check(z.maxLength(36, { abort: true }), z.regex(uuidPattern)),
  status: z.enum(settableStatuses),
});
export type StatusChange = z.output<typeof statusChangeSchema>;

/**
 * Sets 'en_cours' or 'traite' (SPEC §4: never back to 'nouveau', no order enforced) and records who changed what,
 * from which status, when. Setting the status a request already has changes nothing and records nothing.
 * Throws AdminError: 'unauthenticated' or 'forbidden' before the input is looked at, 'invalid', 'not-found'.
 */
export async function setRequestStatus(caller: AdminCaller, input: unknown): Promise<{ changed: boolean }> {
  const admin = await requireStaff(caller);
  const parsed = statusChangeSchema.safeParse(input);
  if (!parsed.success) throw new AdminError('invalid');
  const change = parsed.data;
  const { table } = kinds[change.kind];
  return caller.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: table.status })
      .from(table)
      .where(eq(table.id, change.id))
      .for('update');
    if (!current) throw new AdminError('not-found');
    if (current.status === change.status) return { changed: false };
    await tx.update(table).set({ status: change.status }).where(eq(table.id, change.id));
    if (change.status === 'en_cours') await markFirstResponse(tx, change);
    await tx.insert(requestEvents).values({
      requestKind: change.kind,
      requestId: change.id,
      type: 'status',
      actor: admin.email,
      fromStatus: current.status,
      toStatus: change.status,
    });
    await recordAudit(tx, {
      action: 'status-change',
      actor: admin.email,
      target: `${change.kind}:${change.id} ${current.status}→${change.status}`,
      ip: caller.ip,
    });
    return { changed: true };
  });
}
