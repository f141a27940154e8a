import type { Db } from '@/server/db/client';
import { getDb } from '@/server/db/client';
import { isAdmin } from '@/server/auth/roles';
import { getViewer } from '@/server/auth/session';

/** Who calls an admin function: the database, and the signed-in user or null. */
export type AdminCaller = { db: Db; user: { id: string; email: string } | null };

export class NotAdminError extends Error {
  constructor() {
    super('admin rights required');
    this.name = 'NotAdminError';
  }
}

/**
 * Every admin read and write starts here, whatever page, action or route reached it: no admin role, nothing read.
 * The role is read again from the database, so a role taken away applies at once.
 */
export async function requireAdmin(caller: AdminCaller): Promise<{ id: string; email: string }> {
  if (!caller.user || !(await isAdmin(caller.db, caller.user.id))) throw new NotAdminError();
  return caller.user;
}

/** The caller behind an HTTP request's session cookie. */
export async function adminCaller(headers: Headers): Promise<AdminCaller> {
  const viewer = await getViewer(headers);
  return { db: await getDb(), user: viewer ? { id: viewer.id, email: viewer.email } : null };
}
