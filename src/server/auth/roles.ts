import { and, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { user, userRoles } from '@/server/db/schema';
import { logError } from '@/server/log';

export const ADMIN_ROLE = 'admin';

/** SPEC §6: admin when user_roles holds (user id, 'admin'). Throws when the role could not be read. */
export async function hasAdminRole(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, ADMIN_ROLE)))
    .limit(1);
  return rows.length === 1;
}

/**
 * The admin flag of the user menu (SPEC §6): a failed check counts as "not admin" and is logged. The back-office
 * itself uses hasAdminRole, for which "could not check" is an outage, not a refusal.
 */
export async function isAdmin(db: Db, userId: string | null | undefined): Promise<boolean> {
  if (!userId) return false;
  try {
    return await hasAdminRole(db, userId);
  } catch (error) {
    logError('auth', 'admin role could not be read', error);
    return false;
  }
}

/** Gives the admin role to the user with this email; false when there is no such user. */
export async function grantAdmin(db: Db, email: string): Promise<boolean> {
  const [found] = await db.select({ id: user.id }).from(user).where(eq(user.email, email.trim().toLowerCase()));
  if (!found) return false;
  await db.insert(userRoles).values({ userId: found.id, role: ADMIN_ROLE }).onConflictDoNothing();
  return true;
}
