/** The one write of the back-office: a request's status, with its history line in the same transaction. */
import { eq } from 'drizzle-orm';
import { adminMessages, settableStatuses, type AdminKind, type SettableStatus } from '@/content/admin';
import { statusChanges } from '@/server/db/schema';
import { logError } from '@/server/log';
import { NotAdminError, requireAdmin, type AdminCaller } from './access';
import { kinds } from './kinds';

export type StatusChangeResult =
  | { ok: true; changed: boolean }
  | { ok: false; status: 400 | 403 | 404 | 503; message: string };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Input = { kind: AdminKind; id: string; status: SettableStatus };

function parse(input: unknown): Input | null {
  if (typeof input !== 'object' || input === null) return null;
  const { kind, id, status } = input as Record<string, unknown>;
  if (typeof kind !== 'string' || !(kind in kinds) || !kinds[kind as AdminKind].hasWorkflow) return null;
  if (typeof id !== 'string' || !uuidPattern.test(id)) return null;
  if (!settableStatuses.includes(status as SettableStatus)) return null;
  return { kind: kind as AdminKind, id, status: status as SettableStatus };
}

/**
 * Sets 'en_cours' or 'traite' (SPEC §4: never back to 'nouveau', no order enforced) and records who changed what,
 * from which status, when. Setting the status a request already has changes nothing and records nothing.
 */
export async function setRequestStatus(caller: AdminCaller, input: unknown): Promise<StatusChangeResult> {
  let admin;
  try {
    admin = await requireAdmin(caller);
  } catch (error) {
    if (error instanceof NotAdminError) return { ok: false, status: 403, message: adminMessages.forbidden };
    throw error;
  }
  const change = parse(input);
  if (!change) return { ok: false, status: 400, message: adminMessages.statusFailed };
  const { table } = kinds[change.kind];
  try {
    return await caller.db.transaction(async (tx) => {
      const [current] = await tx.select({ status: table.status }).from(table).where(eq(table.id, change.id)).for('update');
      if (!current) return { ok: false, status: 404, message: adminMessages.notFound } as const;
      if (current.status === change.status) return { ok: true, changed: false } as const;
      await tx.update(table).set({ status: change.status }).where(eq(table.id, change.id));
      await tx.insert(statusChanges).values({
        requestKind: change.kind,
        requestId: change.id,
        fromStatus: current.status as SettableStatus,
        toStatus: change.status,
        changedBy: admin.email,
      });
      return { ok: true, changed: true } as const;
    });
  } catch (error) {
    logError('admin', 'status change failed', error);
    return { ok: false, status: 503, message: adminMessages.statusFailed };
  }
}
