/**
 * The limits of a staff session (config/security.ts), checked at each back-office request: past its absolute or idle
 * limit, the session is deleted and the caller must sign in again. A live one records the request, at most once a
 * minute, so that checking it rarely writes.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { session } from '@/server/db/schema';
import { settings } from '@/server/settings';

const RECORD_EVERY_MS = 60_000;

/**
 * True while the session may go on (and, with `record`, a back-office request, its last request is recorded); false
 * when it has ended (and it is deleted).
 */
export async function keepStaffSession(
  db: Db,
  sessionId: string,
  now = new Date(),
  { record = true } = {},
): Promise<boolean> {
  const [row] = await db
    .select({ createdAt: session.createdAt, lastSeenAt: session.lastSeenAt })
    .from(session)
    .where(eq(session.id, sessionId));
  if (!row) return false;
  const { maxMs, idleMs } = settings().staffSession;
  if (now.getTime() - row.createdAt.getTime() > maxMs || now.getTime() - row.lastSeenAt.getTime() > idleMs) {
    await db.delete(session).where(eq(session.id, sessionId));
    return false;
  }
  if (record && now.getTime() - row.lastSeenAt.getTime() >= RECORD_EVERY_MS)
    await db.update(session).set({ lastSeenAt: now }).where(eq(session.id, sessionId));
  return true;
}
