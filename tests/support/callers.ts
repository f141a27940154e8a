import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AdminCaller } from '@/server/admin/access';
import type { Db } from '@/server/db/client';
import { session, user as userTable, userRoles } from '@/server/db/schema';

/**
 * A caller signed in as this user, through a real session row (the back-office checks its limits). The account has
 * an enrolled authenticator, as every staff account that signs in does (STAFF_2FA=required), unless `twoFactor` is false.
 */
export async function signedInCaller(
  db: Db,
  user: { id: string; email: string },
  at = new Date(),
  { twoFactor = true } = {},
): Promise<AdminCaller> {
  const sessionId = randomUUID();
  await db.update(userTable).set({ twoFactorEnabled: twoFactor }).where(eq(userTable.id, user.id));
  await db.insert(session).values({
    id: sessionId,
    token: randomUUID(),
    userId: user.id,
    createdAt: at,
    updatedAt: at,
    lastSeenAt: at,
    expiresAt: new Date(at.getTime() + 7 * 86_400_000),
  });
  return { db, user: { ...user, sessionId } };
}

/**
 * The people of a back-office test, each signed in: an admin (Chef), an agent (Awa Agent) and a visitor with an account
 * and no role (Koffi, koffi@example.ci). The admin's calls come from 10.0.0.9, for the audit log.
 */
export async function staffCast(db: Db) {
  const people = {
    admin: { id: 'u-admin', name: 'Chef', email: 'chef@example.ci' },
    agent: { id: 'u-agent', name: 'Awa Agent', email: 'agent@example.ci' },
    visitor: { id: 'u-visitor', name: 'Koffi', email: 'koffi@example.ci' },
  };
  await db.insert(userTable).values(Object.values(people).map((person) => ({ ...person, emailVerified: true })));
  await db.insert(userRoles).values([
    { userId: people.admin.id, role: 'admin' },
    { userId: people.agent.id, role: 'agent' },
  ]);
  return {
    admin: { ...(await signedInCaller(db, people.admin)), ip: '10.0.0.9' },
    agent: await signedInCaller(db, people.agent),
    visitor: await signedInCaller(db, people.visitor),
  };
}

/**
 * An editor (Edith Editor, editor@example.ci), signed in: the role that writes the site's content (issue 33), beside
 * the people of staffCast, whose list it leaves as it is.
 */
export async function editorCaller(
  db: Db,
  person = { id: 'u-editor', name: 'Edith Editor', email: 'editor@example.ci' },
): Promise<AdminCaller> {
  await db.insert(userTable).values({ ...person, emailVerified: true });
  await db.insert(userRoles).values({ userId: person.id, role: 'editor' });
  return signedInCaller(db, person);
}
