/** A staff member's own sessions: the list on /admin/compte, and "sign out everywhere". */
import { desc, eq } from 'drizzle-orm';
import { recordAudit } from '@/server/audit';
import { session } from '@/server/db/schema';
import { currentCaller, requireStaff, type AdminCaller } from './access';
import { adminPageFailure } from './errors';

export type OwnSession = {
  id: string;
  createdAt: Date;
  lastSeenAt: Date;
  ip: string | null;
  userAgent: string | null;
  current: boolean;
};

/** The caller's open sessions, newest activity first, the one of this request marked. */
export async function listOwnSessions(caller: AdminCaller): Promise<OwnSession[]> {
  const staff = await requireStaff(caller, 'staff');
  const rows = await caller.db
    .select({
      id: session.id,
      createdAt: session.createdAt,
      lastSeenAt: session.lastSeenAt,
      ip: session.ipAddress,
      userAgent: session.userAgent,
    })
    .from(session)
    .where(eq(session.userId, staff.id))
    .orderBy(desc(session.lastSeenAt));
  return rows.map((row) => ({
    ...row,
    userAgent: row.userAgent?.slice(0, 160) ?? null,
    current: row.id === staff.sessionId,
  }));
}

/** Ends every session of the caller, this one included, and says so in the audit log. Returns how many ended. */
export async function endOwnSessions(caller: AdminCaller): Promise<number> {
  const staff = await requireStaff(caller, 'staff');
  return caller.db.transaction(async (tx) => {
    const ended = await tx.delete(session).where(eq(session.userId, staff.id)).returning({ id: session.id });
    await recordAudit(tx, {
      action: 'sign-out-everywhere',
      actor: staff.email,
      target: String(ended.length),
      ip: caller.ip,
    });
    return ended.length;
  });
}

export type OwnAccountPage =
  { state: 'redirect'; to: string } | { state: 'failed' } | { state: 'ready'; email: string; sessions: OwnSession[] };

/** What /admin/compte shows: the signed-out sign in; an outage is an outage. */
export async function loadOwnAccount(caller: () => Promise<AdminCaller> = currentCaller): Promise<OwnAccountPage> {
  try {
    const resolved = await caller();
    const sessions = await listOwnSessions(resolved);
    return { state: 'ready', email: resolved.user!.email, sessions };
  } catch (error) {
    return adminPageFailure(error, '/admin/compte');
  }
}
