import { cache } from 'react';
import { headers } from 'next/headers';
import { eq } from 'drizzle-orm';
import { user as userTable } from '@/server/db/schema';
import type { Db } from '@/server/db/client';
import { getDb } from '@/server/db/client';
import { can, type StaffRight, type StaffRole } from '@/config/staff';
import { staffRoleOf } from '@/server/auth/roles';
import { readSession, type SessionUser } from '@/server/auth/session';
import { keepStaffSession } from '@/server/auth/staff-session';
import { clientIp } from '@/server/requests/http';
import { AdminError } from './errors';
import { settings } from '@/server/settings';

/** Who calls an admin function: the database, the signed-in user or null, and the client's address (audit log). */
export type AdminCaller = { db: Db; user: SessionUser | null; ip?: string };

/**
 * The staff role and the session's limits, read once per request being rendered however many admin functions check
 * them (React cache: the /admin page reads the summary and a list, each checking). Outside a render, as in route
 * handlers, they are read at each call. A failed read throws: the back-office then says it could not load, it never
 * takes staff for a stranger.
 */
const staffAccess = cache(
  async (db: Db, user: SessionUser): Promise<{ role: StaffRole; twoFactor: boolean } | 'forbidden' | 'expired'> => {
    const role = await staffRoleOf(db, user.id);
    if (!role) return 'forbidden';
    const [account] = await db
      .select({ twoFactor: userTable.twoFactorEnabled })
      .from(userTable)
      .where(eq(userTable.id, user.id));
    return (await keepStaffSession(db, user.sessionId)) ? { role, twoFactor: account?.twoFactor ?? false } : 'expired';
  },
);

/** A signed-in staff member, their role, and whether their authenticator is enrolled. */
export type StaffMember = SessionUser & { role: StaffRole; twoFactor: boolean };

/**
 * Every back-office read and write starts here, whatever page, action or route reached it: no staff role, nothing
 * read. `needs` is the right the function asks (config/staff.ts: 'leads', 'content', 'administration'), or 'staff'
 * for one's own account (any role). The role is read from the database, so a role taken away applies from the next
 * request.
 * With STAFF_2FA=required, a staff member without an enrolled authenticator reaches only the enrolment
 * (`enrolling`), which is how they get one.
 */
export type StaffNeed = StaffRight | 'staff';

export async function requireStaff(
  caller: AdminCaller,
  needs: StaffNeed = 'leads',
  { enrolling = false } = {},
): Promise<StaffMember> {
  if (!caller.user) throw new AdminError('unauthenticated');
  const access = await staffAccess(caller.db, caller.user);
  if (access === 'forbidden' || access === 'expired') throw new AdminError(access);
  if (!access.twoFactor && !enrolling && settings().staffTwoFactor === 'required')
    throw new AdminError('two-factor-setup');
  if (needs !== 'staff' && !can(access.role, needs)) throw new AdminError('forbidden');
  return { ...caller.user, ...access };
}

/** The caller behind a request's session cookie. Throws when the session or the database could not be read. */
export async function callerFrom(requestHeaders: Headers): Promise<AdminCaller> {
  const [user, db] = await Promise.all([readSession(requestHeaders), getDb()]);
  return { db, user, ip: clientIp(requestHeaders) };
}

/** The caller of the page being rendered: its session is read once per request, however many components ask. */
export const currentCaller = cache(async (): Promise<AdminCaller> => callerFrom(await headers()));
