import { getDb } from '@/server/db/client';
import { logError } from '@/server/log';
import { getAuth } from './auth';
import { isStaff } from './roles';
import { keepStaffSession } from './staff-session';

export type Viewer = { id: string; email: string; isStaff: boolean };

/** A signed-in user, and the session the request carries (the back-office checks its limits). */
export type SessionUser = { id: string; email: string; sessionId: string };

/**
 * The signed-in user of a request, or null when it carries no valid session. Throws when the session could not be
 * checked (the database is down): "could not check" is not "signed out", and the caller decides what it means.
 */
export async function readSession(headers: Headers): Promise<SessionUser | null> {
  const session = await (await getAuth()).api.getSession({ headers });
  return session ? { id: session.user.id, email: session.user.email, sessionId: session.session.id } : null;
}

/**
 * Who sends this request, for the user menu and /auth: the signed-in user with their admin flag, or null. A staff
 * session past its limits ends here too (without counting as a back-office request). A failure to read the session
 * counts as signed out (and is logged), so that a page never breaks on it.
 */
export async function getViewer(headers: Headers): Promise<Viewer | null> {
  try {
    const user = await readSession(headers);
    if (!user) return null;
    const db = await getDb();
    const staff = await isStaff(db, user.id);
    if (staff && !(await keepStaffSession(db, user.sessionId, new Date(), { record: false }))) return null;
    return { id: user.id, email: user.email, isStaff: staff };
  } catch (error) {
    logError('auth', 'session could not be read', error);
    return null;
  }
}

/** The local part of an address: what the user menu shows. */
export const localPart = (email: string) => email.split('@')[0] ?? email;
