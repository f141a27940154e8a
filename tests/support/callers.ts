import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AdminCaller } from '@/server/admin/access';
import type { Db } from '@/server/db/client';
import { session, user as userTable } from '@/server/db/schema';

/**
 * A caller signed in as this user, through a real session row (the back-office checks its limits). The account has
 * an enrolled authenticator, as every staff account that signs in does (STAFF_2FA=required), unless `twoFactor` is false.
 */
export async function signedInCaller(db: Db, user: { id: string; email: string }, at = new Date(), { twoFactor = true } = {}): Promise<AdminCaller> {
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
