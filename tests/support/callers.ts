import { randomUUID } from 'node:crypto';
import type { AdminCaller } from '@/server/admin/access';
import type { Db } from '@/server/db/client';
import { session } from '@/server/db/schema';

/** A caller signed in as this user, through a real session row (the back-office checks its limits). */
export async function signedInCaller(db: Db, user: { id: string; email: string }, at = new Date()): Promise<AdminCaller> {
  const sessionId = randomUUID();
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
