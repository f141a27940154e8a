/**
 * The staff's audit log: one line per sign-in on a staff account (success, failure, lockout), role grant, status change
 * and CSV export, with who, when and from which address. Written where the action happens (in its transaction when
 * it has one); read by admins only (server/admin/audit-log.ts).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '@/server/db/client';
import { auditEvents, user, userRoles, type AuditAction } from '@/server/db/schema';
import { staffRoles } from '@/server/auth/roles';

export type AuditEvent = { action: AuditAction; actor: string; target?: string | null; ip?: string | null };

/** Records one line. Text is cut to what a line needs: a target is a kind and an id, never a visitor's words. */
export async function recordAudit(db: Db | Tx, event: AuditEvent) {
  await db.insert(auditEvents).values({
    action: event.action,
    actor: event.actor.slice(0, 320),
    target: event.target?.slice(0, 200) ?? null,
    ip: event.ip?.slice(0, 64) ?? null,
  });
}

/** Whether an address belongs to a staff account: only those sign-ins are audited (visitors' are not kept). */
export async function isStaffAddress(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: user.id })
    .from(user)
    .innerJoin(userRoles, eq(userRoles.userId, user.id))
    .where(and(eq(user.email, email.trim().toLowerCase()), inArray(userRoles.role, [...staffRoles])))
    .limit(1);
  return rows.length > 0;
}
