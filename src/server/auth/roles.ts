import { and, eq, inArray, type Column } from 'drizzle-orm';
import { can, rolesWith, type StaffRight } from '@/config/staff';
import type { Db, Tx } from '@/server/db/client';
import {
  requestEvents,
  session,
  staffRoles,
  user,
  userRoles,
  workflowKinds,
  workflowTables,
  type StaffRole,
} from '@/server/db/schema';
import { logError } from '@/server/log';

export { staffRoles, type StaffRole };

/**
 * The condition "this user holds a role with `right`" on a user id column: the one way every list of recipients or
 * assignees (the digest, the desk's « attribuer à », an assignment) finds its audience.
 */
export const holdsRight = (db: Db | Tx, userId: Column, right: StaffRight) =>
  inArray(
    userId,
    db
      .select({ id: userRoles.userId })
      .from(userRoles)
      .where(inArray(userRoles.role, rolesWith(right))),
  );

/**
 * Someone who no longer has the requests (made editor, or out of the team) is nobody's assignee any more: their
 * requests go back to « non attribuées », each with its history line, in the transaction that changed the role, so
 * that no list, digest or mail keeps treating them as lead staff.
 */
async function releaseAssignments(tx: Tx, userId: string, actor: string): Promise<void> {
  for (const kind of workflowKinds) {
    const table = workflowTables[kind];
    const released = await tx
      .update(table)
      .set({ assignedTo: null })
      .where(eq(table.assignedTo, userId))
      .returning({ id: table.id });
    if (released.length)
      await tx.insert(requestEvents).values(
        released.map(({ id }) => ({
          requestKind: kind,
          requestId: id,
          type: 'assignment' as const,
          actor,
          assignee: '',
        })),
      );
  }
}

/** After a change of `userId`'s roles in `tx`: their assignments released when they no longer have the requests. */
export async function afterRoleChange(tx: Tx, userId: string, actor: string): Promise<void> {
  if (!can(await staffRoleOf(tx, userId), 'leads')) await releaseAssignments(tx, userId, actor);
}

/** The user's staff role, or null. Throws when it could not be read: "could not check" is an outage, not a refusal. */
export async function staffRoleOf(db: Db | Tx, userId: string): Promise<StaffRole | null> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), inArray(userRoles.role, [...staffRoles])));
  const held = new Set(rows.map((row) => row.role));
  return staffRoles.find((role) => held.has(role)) ?? null;
}

/**
 * Whether the user menu offers the back-office (SPEC §6): a failed check counts as "no" and is logged. The back-office
 * itself uses staffRoleOf, for which "could not check" is an outage, not a refusal.
 */
export async function isStaff(db: Db, userId: string | null | undefined): Promise<boolean> {
  if (!userId) return false;
  try {
    return (await staffRoleOf(db, userId)) !== null;
  } catch (error) {
    logError('auth', 'staff role could not be read', error);
    return false;
  }
}

/**
 * Whether `userId` is the only one left who may manage the team (config/staff.ts's `administration`: the admins).
 * Every such row is locked: two demotions at once cannot both see another admin left.
 */
async function isLastAdmin(tx: Tx, userId: string): Promise<boolean> {
  const rows = await tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(inArray(userRoles.role, rolesWith('administration')))
    .for('update');
  const admins = new Set(rows.map((row) => row.userId));
  return admins.has(userId) && admins.size === 1;
}

/**
 * Sets the staff role of the user with this email: an admin made agent loses the admin role. Refused when there is no
 * such user, or when it would leave the site without an admin. `actor` (who changed it) signs the history lines of
 * the requests released when the new role has no requests.
 */
export async function grantRole(
  db: Db,
  email: string,
  role: StaffRole,
  actor: string,
): Promise<'granted' | 'no-account' | 'last-admin'> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ id: user.id }).from(user).where(eq(user.email, email.trim().toLowerCase()));
    if (!found) return 'no-account';
    if (!can(role, 'administration') && (await isLastAdmin(tx, found.id))) return 'last-admin';
    await tx.delete(userRoles).where(
      and(
        eq(userRoles.userId, found.id),
        inArray(
          userRoles.role,
          staffRoles.filter((other) => other !== role),
        ),
      ),
    );
    await tx.insert(userRoles).values({ userId: found.id, role }).onConflictDoNothing();
    await afterRoleChange(tx, found.id, actor);
    return 'granted';
  });
}

/**
 * Takes every staff role away from the user with this email and ends all their sessions at once, in one transaction:
 * an open back-office page loses access on its next action, and their requests are nobody's. Refused for the last
 * admin.
 */
export async function revokeStaff(
  db: Db,
  email: string,
  actor: string,
): Promise<'revoked' | 'no-account' | 'not-staff' | 'last-admin'> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ id: user.id }).from(user).where(eq(user.email, email.trim().toLowerCase()));
    if (!found) return 'no-account';
    if (await isLastAdmin(tx, found.id)) return 'last-admin';
    const removed = await tx
      .delete(userRoles)
      .where(and(eq(userRoles.userId, found.id), inArray(userRoles.role, [...staffRoles])))
      .returning({ role: userRoles.role });
    if (!removed.length) return 'not-staff';
    await tx.delete(session).where(eq(session.userId, found.id));
    await releaseAssignments(tx, found.id, actor);
    return 'revoked';
  });
}
