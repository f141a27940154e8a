import { cache } from 'react';
import { headers } from 'next/headers';
import type { Db } from '@/server/db/client';
import { getDb } from '@/server/db/client';
import { hasAdminRole } from '@/server/auth/roles';
import { readSession, type SessionUser } from '@/server/auth/session';
import { keepStaffSession } from '@/server/auth/staff-session';
import { AdminError } from './errors';

/** Who calls an admin function: the database, and the signed-in user or null. */
export type AdminCaller = { db: Db; user: SessionUser | null };

/**
 * The admin role, read once per request being rendered however many admin functions check it (React cache: the
 * /admin page reads the summary and a list, each checking). Outside a render, as in route handlers, it is read at
 * each call. A failed read throws: the back-office then says it could not load, it never takes an admin for a
 * stranger.
 */
const adminAccess = cache(async (db: Db, user: SessionUser): Promise<'ok' | 'forbidden' | 'expired'> => {
  if (!(await hasAdminRole(db, user.id))) return 'forbidden';
  return (await keepStaffSession(db, user.sessionId)) ? 'ok' : 'expired';
});

/**
 * Every admin read and write starts here, whatever page, action or route reached it: no admin role, nothing read.
 * The role is read from the database, so a role taken away applies from the next request.
 */
export async function requireAdmin(caller: AdminCaller): Promise<SessionUser> {
  if (!caller.user) throw new AdminError('unauthenticated');
  const access = await adminAccess(caller.db, caller.user);
  if (access !== 'ok') throw new AdminError(access);
  return caller.user;
}

/** The caller behind a request's session cookie. Throws when the session or the database could not be read. */
export async function callerFrom(requestHeaders: Headers): Promise<AdminCaller> {
  const [user, db] = await Promise.all([readSession(requestHeaders), getDb()]);
  return { db, user };
}

/** The caller of the page being rendered: its session is read once per request, however many components ask. */
export const currentCaller = cache(async (): Promise<AdminCaller> => callerFrom(await headers()));
