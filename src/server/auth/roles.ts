import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '@/server/db/client';
import { session, staffRoles, user, userRoles, type StaffRole } from '@/server/db/schema';
import { logError } from '@/server/log';

export { staffRoles, type StaffRole };

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
 * Sets the staff role of the user with this email: an admin made agent loses the admin role. Refused when there is no
 * such user, or when it would leave the site without an admin.
 */
export async function grantRole(db: Db, email: string, role: StaffRole): Promise<'granted' | 'no-account' | 'last-admin'> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ id: user.id }).from(user).where(eq(user.email, email.trim().toLowerCase()));
    if (!found) return 'no-account';
    if (role !== 'admin') {
      // Every admin row, locked: two demotions at once cannot both see another admin left.
      const admins = await tx.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, 'admin')).for('update');
      if (admins.some((admin) => admin.userId === found.id) && admins.length === 1) return 'last-admin';
    }
    await tx.delete(userRoles).where(and(eq(userRoles.userId, found.id), inArray(userRoles.role, staffRoles.filter((other) => other !== role))));
    await tx.insert(userRoles).values({ userId: found.id, role }).onConflictDoNothing();
    return 'granted';
  });
}

/**
 * Takes every staff role away from the user with this email and ends all their sessions at once, in one transaction:
 * an open back-office page loses access on its next action. Refused for the last admin.
 */
export async function revokeStaff(db: Db, email: string): Promise<'revoked' | 'no-account' | 'not-staff' | 'last-admin'> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ id: user.id }).from(user).where(eq(user.email, email.trim().toLowerCase()));
    if (!found) return 'no-account';
    const admins = await tx.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, 'admin')).for('update');
    if (admins.some((admin) => admin.userId === found.id) && admins.length === 1) return 'last-admin';
    const removed = await tx
      .delete(userRoles)
      .where(and(eq(userRoles.userId, found.id), inArray(userRoles.role, [...staffRoles])))
      .returning({ role: userRoles.role });
    if (!removed.length) return 'not-staff';
    await tx.delete(session).where(eq(session.userId, found.id));
    return 'revoked';
  });
}
