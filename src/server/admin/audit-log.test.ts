import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '@/server/operator/commands';
import { recordAudit } from '@/server/audit';
import { auditEvents, quotes, user, userRoles } from '@/server/db/schema';
import { purgeExpiredRows } from '@/server/retention';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { signedInCaller } from '../../../tests/support/callers';
import type { AdminCaller } from './access';
import { AdminError } from './errors';
import { exportCsv } from './export';
import { parseFilters } from './filters';
import { AUDIT_PAGE_SIZE, listAuditEvents, parseAuditFilters } from './audit-log';
import { setRequestStatus } from './status';

const refused = async (call: Promise<unknown>, kind: string) => {
  const error = await call.catch((thrown: unknown) => thrown);
  expect(error).toBeInstanceOf(AdminError);
  expect((error as AdminError).kind).toBe(kind);
};

describe.each(testDatabases)('the audit log on $name', { timeout: 60_000 }, (target) => {
  let database: TestDatabase;
  let admin: AdminCaller;
  let agent: AdminCaller;
  let member: AdminCaller;

  beforeAll(async () => {
    database = await target.open();
    const { db } = database;
    await db.insert(user).values([
      { id: 'u-admin', name: 'chef', email: 'chef@example.ci', emailVerified: true },
      { id: 'u-agent', name: 'agent', email: 'agent@example.ci', emailVerified: true },
      { id: 'u-member', name: 'membre', email: 'membre@example.ci', emailVerified: true },
    ]);
    await db.insert(userRoles).values([
      { userId: 'u-admin', role: 'admin' },
      { userId: 'u-agent', role: 'agent' },
    ]);
    admin = { ...(await signedInCaller(db, { id: 'u-admin', email: 'chef@example.ci' })), ip: '10.0.0.1' };
    agent = { ...(await signedInCaller(db, { id: 'u-agent', email: 'agent@example.ci' })), ip: '10.0.0.2' };
    member = await signedInCaller(db, { id: 'u-member', email: 'membre@example.ci' });
  }, 60_000);
  afterAll(async () => database?.destroy());

  it('records status changes, CSV exports and invitations with who, what and from where, and no search words', async () => {
    const { db } = database;
    const [quote] = await db
      .insert(quotes)
      .values({ name: 'Awa Koné', email: 'awa@example.ci', phone: '01', service: 'Domotique', source: '/' })
      .returning();
    await setRequestStatus(agent, { kind: 'quotes', id: quote!.id, status: 'en_cours' });
    await exportCsv(admin, parseFilters({ onglet: 'devis', q: 'Awa Koné', statut: 'en_cours' }));
    expect((await runAdminCommand(db, { command: 'grant', email: 'membre@example.ci', role: 'agent' })).ok).toBe(true);

    const { lines } = await listAuditEvents(admin, parseAuditFilters({}));
    // Newest first; three calls may share a millisecond, so the lines are compared as a set.
    expect(lines.map((line) => line.at.getTime())).toEqual(
      lines.map((line) => line.at.getTime()).sort((x, y) => y - x),
    );
    const byAction = (x: { action: string }, y: { action: string }) => x.action.localeCompare(y.action);
    expect(lines.map(({ action, actor, target, ip }) => ({ action, actor, target, ip })).sort(byAction)).toEqual([
      { action: 'csv-export', actor: 'chef@example.ci', target: 'quotes status=en_cours search', ip: '10.0.0.1' },
      // A confirmed account outside the team is invited, not granted (server/admin/team.ts).
      { action: 'invitation-sent', actor: 'npm run admin', target: 'membre@example.ci agent', ip: null },
      {
        action: 'status-change',
        actor: 'agent@example.ci',
        target: `quotes:${quote!.id} nouveau→en_cours`,
        ip: '10.0.0.2',
      },
    ]);
    expect(JSON.stringify(lines)).not.toContain('Awa');
  });

  it('is read by admins only', async () => {
    await refused(listAuditEvents({ db: database.db, user: null }, parseAuditFilters({})), 'unauthenticated');
    await refused(listAuditEvents(member, parseAuditFilters({})), 'forbidden');
    await refused(listAuditEvents(agent, parseAuditFilters({})), 'forbidden');
  });

  it('filters by action and by address, and pages through every line once, newest first', async () => {
    const { db } = database;
    const start = Date.parse('2026-01-01T00:00:00Z');
    for (let index = 0; index < 120; index += 1) {
      await db.insert(auditEvents).values({
        action: index % 3 ? 'sign-in' : 'sign-in-failed',
        actor: index % 2 ? 'koffi@example.ci' : 'awa_100%@example.ci',
        at: new Date(start + Math.floor(index / 4) * 1000),
      });
    }
    const seen: string[] = [];
    let query: Record<string, string> = { action: 'sign-in' };
    for (let page = 0; page < 10; page += 1) {
      const result = await listAuditEvents(admin, parseAuditFilters(query));
      expect(result.lines.length).toBeLessThanOrEqual(AUDIT_PAGE_SIZE);
      expect(result.lines.every((line) => line.action === 'sign-in')).toBe(true);
      seen.push(...result.lines.map((line) => line.id));
      if (!result.next) break;
      query = Object.fromEntries(new URLSearchParams(result.next.slice(1)));
    }
    expect(seen).toHaveLength(80);
    expect(new Set(seen).size).toBe(80);
    // `%` and `_` are literal in a search.
    const literal = await listAuditEvents(admin, parseAuditFilters({ q: '_100%' }));
    expect(literal.lines.length).toBeGreaterThan(0);
    expect(literal.lines.every((line) => line.actor === 'awa_100%@example.ci')).toBe(true);
    expect(
      (await listAuditEvents(admin, parseAuditFilters({ q: '%' }))).lines.every((line) => line.actor.includes('%')),
    ).toBe(true);
    // Anything off in the URL is dropped, not refused.
    expect(parseAuditFilters({ action: 'drop table', avant: 'x', q: 'a\u0000b' })).toEqual({
      action: null,
      q: 'ab',
      before: null,
    });
  });

  it('is purged after a year', async () => {
    const { db } = database;
    const now = new Date('2027-06-01T12:00:00Z');
    await recordAudit(db, { action: 'sign-in', actor: 'ancien@example.ci' });
    await db
      .insert(auditEvents)
      .values({ action: 'sign-in', actor: 'tres-ancien@example.ci', at: new Date('2026-05-01T00:00:00Z') });
    await purgeExpiredRows(db, now);
    const actors = (await db.select({ actor: auditEvents.actor }).from(auditEvents)).map((row) => row.actor);
    expect(actors).toContain('ancien@example.ci');
    expect(actors).not.toContain('tres-ancien@example.ci');
  });
});
