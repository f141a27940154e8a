import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, session, user, userRoles } from '@/server/db/schema';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { signedInCaller } from '../../../tests/support/callers';
import { AdminError } from './errors';
import { endOwnSessions, listOwnSessions } from './own-sessions';

describe.each(testDatabases)('a staff member’s own sessions on $name', { timeout: 60_000 }, (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.open();
    await database.db.insert(user).values([
      { id: 'u-agent', name: 'agent', email: 'agent@example.ci', emailVerified: true },
      { id: 'u-other', name: 'autre', email: 'autre@example.ci', emailVerified: true },
      { id: 'u-member', name: 'membre', email: 'membre@example.ci', emailVerified: true },
    ]);
    await database.db.insert(userRoles).values([
      { userId: 'u-agent', role: 'agent' },
      { userId: 'u-other', role: 'admin' },
    ]);
  }, 60_000);
  afterAll(async () => database?.destroy());

  it('lists only the caller’s sessions, this one marked, and ends them all, this one too, without touching anyone else’s', async () => {
    const { db } = database;
    const laptop = { ...(await signedInCaller(db, { id: 'u-agent', email: 'agent@example.ci' })), ip: '10.0.0.7' };
    const phone = await signedInCaller(db, { id: 'u-agent', email: 'agent@example.ci' });
    const other = await signedInCaller(db, { id: 'u-other', email: 'autre@example.ci' });

    const listed = await listOwnSessions(laptop);
    expect(listed.map((row) => row.id).sort()).toEqual([laptop.user!.sessionId, phone.user!.sessionId].sort());
    expect(listed.filter((row) => row.current).map((row) => row.id)).toEqual([laptop.user!.sessionId]);

    expect(await endOwnSessions(laptop)).toBe(2);
    expect(await db.select().from(session).where(eq(session.userId, 'u-agent'))).toEqual([]);
    expect(await db.select({ id: session.id }).from(session).where(eq(session.userId, 'u-other'))).toEqual([
      { id: other.user!.sessionId },
    ]);
    // The phone's next action finds its session gone.
    await expect(listOwnSessions(phone)).rejects.toMatchObject({ kind: 'expired' });
    const [line] = await db.select().from(auditEvents).where(eq(auditEvents.action, 'sign-out-everywhere'));
    expect(line).toMatchObject({ actor: 'agent@example.ci', target: '2', ip: '10.0.0.7' });
  });

  it('is refused to strangers and to signed-in visitors', async () => {
    const { db } = database;
    const member = await signedInCaller(db, { id: 'u-member', email: 'membre@example.ci' });
    for (const [caller, kind] of [
      [{ db, user: null }, 'unauthenticated'],
      [member, 'forbidden'],
    ] as const) {
      for (const call of [listOwnSessions(caller), endOwnSessions(caller)]) {
        const error = await call.catch((thrown: unknown) => thrown);
        expect(error).toBeInstanceOf(AdminError);
        expect((error as AdminError).kind).toBe(kind);
      }
    }
    expect(await db.select().from(session).where(eq(session.userId, 'u-member'))).toHaveLength(1);
  });
});
