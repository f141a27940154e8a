import { getDb } from '@/server/db/client';
import { logError } from '@/server/log';
import { getAuth } from './auth';
import { isAdmin } from './roles';

export type Viewer = { id: string; email: string; isAdmin: boolean };

/**
 * Who sends this request: the signed-in user with their admin flag, or null. A failure to read the session counts as
 * signed out (and is logged), so that a page never breaks on it.
 */
export async function getViewer(headers: Headers): Promise<Viewer | null> {
  try {
    const session = await (await getAuth()).api.getSession({ headers });
    if (!session) return null;
    return { id: session.user.id, email: session.user.email, isAdmin: await isAdmin(await getDb(), session.user.id) };
  } catch (error) {
    logError('auth', 'session could not be read', error);
    return null;
  }
}

/** The local part of an address: what the user menu shows. */
export const localPart = (email: string) => email.split('@')[0] ?? email;
