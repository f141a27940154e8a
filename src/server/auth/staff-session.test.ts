import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSettings, SettingsError } from '@/server/settings';
import { adminMessages } from '@/content/admin';
import { adminFailure, AdminError } from '@/server/admin/errors';
import { getOverview } from '@/server/admin/queries';
import { session, user, userRoles } from '@/server/db/schema';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { signedInCaller } from '../../../tests/support/callers';
import { keepStaffSession } from './staff-session';

const MINUTE = 60_000;
const later = (start: Date, minutes: number) => new Date(start.getTime() + minutes * MINUTE);

describe('staff session limits', () => {
  it('are 12 hours and 30 minutes unless set, decimals allowed; nonsense stops the start, naming each variable', () => {
    expect(parseSettings({}).staffSession).toEqual({ maxMs: 12 * 60 * MINUTE, idleMs: 30 * MINUTE });
    expect(parseSettings({ STAFF_SESSION_HOURS: '1', STAFF_IDLE_MINUTES: '0.05' }).staffSession).toEqual({
      maxMs: 60 * MINUTE,
      idleMs: 3000,
    });
    const refused = (() => {
      try {
        parseSettings({ STAFF_SESSION_HOURS: '-1', STAFF_IDLE_MINUTES: 'abc' });
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(SettingsError);
    expect((refused as SettingsError).problems.map((problem) => problem.split(' ')[0])).toEqual([
      'STAFF_SESSION_HOURS',
      'STAFF_IDLE_MINUTES',
    ]);
  });
});

describe.each(testDatabases)('a staff session on $name', { timeout: 60_000 }, (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.open();
    await database.db
      .insert(user)
      .values({ id: 'u-chef', name: 'chef', email: 'chef@example.ci', emailVerified: true });
    await database.db.insert(userRoles).values({ userId: 'u-chef', role: 'admin' });
  }, 60_000);
  afterAll(async () => database?.destroy());

  const exists = async (id: string) =>
    (await database.db.select().from(session).where(eq(session.id, id))).length === 1;

  it('ends after 30 minutes without a request, and is deleted', async () => {
    const start = new Date('2026-11-23T08:00:00Z');
    const { user: caller } = await signedInCaller(database.db, { id: 'u-chef', email: 'chef@example.ci' }, start);
    expect(await keepStaffSession(database.db, caller!.sessionId, later(start, 29))).toBe(true);
    // Each request moves the idle limit: 29 + 29 minutes is still within it.
    expect(await keepStaffSession(database.db, caller!.sessionId, later(start, 58))).toBe(true);
    expect(await keepStaffSession(database.db, caller!.sessionId, later(start, 58 + 31))).toBe(false);
    expect(await exists(caller!.sessionId)).toBe(false);
    expect(await keepStaffSession(database.db, caller!.sessionId, later(start, 90))).toBe(false);
  });

  it('ends 12 hours after sign-in, however busy', async () => {
    const start = new Date('2026-11-23T08:00:00Z');
    const { user: caller } = await signedInCaller(database.db, { id: 'u-chef', email: 'chef@example.ci' }, start);
    for (let minutes = 20; minutes <= 12 * 60; minutes += 20)
      expect(await keepStaffSession(database.db, caller!.sessionId, later(start, minutes))).toBe(true);
    expect(await keepStaffSession(database.db, caller!.sessionId, later(start, 12 * 60 + 1))).toBe(false);
    expect(await exists(caller!.sessionId)).toBe(false);
  });

  it('sends the back-office caller of an ended session to sign in again, in French', async () => {
    const caller = await signedInCaller(
      database.db,
      { id: 'u-chef', email: 'chef@example.ci' },
      new Date(Date.now() - 31 * MINUTE),
    );
    const refusal = getOverview(caller);
    await expect(refusal).rejects.toBeInstanceOf(AdminError);
    const error = await refusal.catch((thrown: unknown) => thrown);
    expect(adminFailure(error, adminMessages.loadFailed)).toEqual({
      status: 401,
      message: adminMessages.sessionExpired,
    });
    // A live session goes on.
    const live = await signedInCaller(database.db, { id: 'u-chef', email: 'chef@example.ci' });
    expect((await getOverview(live)).totals).toBeDefined();
  });
});
