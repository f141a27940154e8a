/**
 * The morning digest (issue 32, point 5): at 7:30 in Abidjan on open days, until noon for a server that was down,
 * each staff member's follow-ups due and late requests, and the late ones nobody has; no mail with nothing to say;
 * once per member and day, whatever the runs and instances.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_SERVICE } from '@/content/requests';
import type { Db } from '@/server/db/client';
import { contacts, digests, outbox, quotes } from '@/server/db/schema';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { staffCast } from '../../../tests/support/callers';
import { digestDay, sendDigests } from './digest';
import { requestPath } from '@/server/admin-paths';

const at = (iso: string) => new Date(iso);
const HOUR = 3_600_000;
const source = '/ · test';

describe('the digest’s hours', () => {
  it('are 7:30 to noon in Abidjan, Monday to Friday', () => {
    // Wednesday 25 November 2026; Abidjan is UTC all year.
    expect(digestDay(at('2026-11-25T07:29:59Z'))).toBeNull();
    expect(digestDay(at('2026-11-25T07:30:00Z'))).toBe('2026-11-25');
    expect(digestDay(at('2026-11-25T11:59:59Z'))).toBe('2026-11-25');
    expect(digestDay(at('2026-11-25T12:00:00Z'))).toBeNull();
    expect(digestDay(at('2026-11-27T09:00:00Z'))).toBe('2026-11-27');
    // The weekend: none; Monday's says what waited since Friday.
    expect(digestDay(at('2026-11-28T07:30:00Z'))).toBeNull();
    expect(digestDay(at('2026-11-29T08:00:00Z'))).toBeNull();
    expect(digestDay(at('2026-11-30T07:30:00Z'))).toBe('2026-11-30');
  });
});

describe.each(testDatabases)('morning digests on $name', { timeout: 60_000 }, (target) => {
  let database: TestDatabase;
  let db: Db;
  const staff = {
    admin: { id: 'u-admin', email: 'chef@example.ci' },
    agent: { id: 'u-agent', email: 'agent@example.ci' },
  };
  beforeAll(async () => {
    database = await target.open();
    db = database.db;
    await staffCast(db);
  }, 60_000);
  afterAll(async () => database?.destroy());

  const mailsTo = (to: string) => db.select().from(outbox).where(eq(outbox.to, to)).orderBy(outbox.createdAt);
  async function quote(name: string, createdAt: Date, extra: Partial<typeof quotes.$inferInsert> = {}) {
    const [row] = await db
      .insert(quotes)
      .values({ name, email: 'x@example.ci', phone: '0700000001', service: 'Domotique', source, createdAt, ...extra })
      .returning({ id: quotes.id });
    return row!.id;
  }

  it('sends nothing before 7:30 nor on a Saturday, and no mail to whoever has nothing to do, once', async () => {
    expect(await sendDigests(db, { now: at('2026-11-25T07:29:00Z') })).toBe(0);
    expect(await sendDigests(db, { now: at('2026-11-28T07:30:00Z') })).toBe(0);
    expect(await db.select().from(digests)).toEqual([]);
    // 7:30: nothing to say to anyone. Each staff member has the day's row (the visitor, without a role, none).
    expect(await sendDigests(db, { now: at('2026-11-25T07:30:00Z') })).toBe(0);
    expect(
      (await db.select({ userId: digests.userId, day: digests.day }).from(digests)).sort((a, b) =>
        a.userId.localeCompare(b.userId),
      ),
    ).toEqual([
      { userId: staff.admin.id, day: '2026-11-25' },
      { userId: staff.agent.id, day: '2026-11-25' },
    ]);
    expect(await db.select().from(outbox)).toEqual([]);
    // Something to do later that morning: the day's digest has gone already.
    await quote('Trop Tard', at('2026-11-20T09:00:00Z'), { assignedTo: staff.agent.id });
    expect(await sendDigests(db, { now: at('2026-11-25T09:00:00Z') })).toBe(0);
    expect(await db.select().from(outbox)).toEqual([]);
  });

  it('tells each member their follow-ups and late requests, and everyone the late ones nobody has', async () => {
    const day = at('2026-11-26T07:30:00Z');
    const ids = {
      followToday: await quote('Relance Aujourd’hui', at('2026-11-24T10:00:00Z'), {
        assignedTo: staff.agent.id,
        followUpOn: '2026-11-26',
        firstResponseAt: at('2026-11-24T11:00:00Z'),
        status: 'en_cours',
      }),
      followPast: await quote('Relance Passée', at('2026-11-20T10:00:00Z'), {
        assignedTo: staff.agent.id,
        followUpOn: '2026-11-23',
        firstResponseAt: at('2026-11-20T11:00:00Z'),
        status: 'en_cours',
      }),
    };
    // Not due: tomorrow's, a handled request's, someone else's.
    await quote('Relance Demain', at('2026-11-24T10:00:00Z'), {
      assignedTo: staff.agent.id,
      followUpOn: '2026-11-27',
      firstResponseAt: at('2026-11-24T11:00:00Z'),
    });
    await quote('Relance Traitée', at('2026-11-24T10:00:00Z'), {
      assignedTo: staff.agent.id,
      followUpOn: '2026-11-25',
      status: 'traite',
      firstResponseAt: at('2026-11-24T11:00:00Z'),
    });
    // An unassigned critical support request, an hour old with no response.
    const [critical] = await db
      .insert(contacts)
      .values({
        name: 'Panne Orpheline',
        email: 'x@example.ci',
        service: SUPPORT_SERVICE,
        priority: 'critical',
        message: 'Panne',
        source,
        createdAt: new Date(day.getTime() - HOUR),
      })
      .returning({ id: contacts.id });

    // Two instances at 7:30: one digest each, no more.
    const runs = await Promise.all([sendDigests(db, { now: day }), sendDigests(db, { now: day })]);
    expect(runs[0]! + runs[1]!).toBe(2);
    expect(await sendDigests(db, { now: new Date(day.getTime() + 60_000) })).toBe(0);

    const [agentMail, ...moreToAgent] = await mailsTo(staff.agent.email);
    expect(moreToAgent).toEqual([]);
    expect(agentMail!.subject).toBe(
      '[Back-office] Votre journée\u202f: 2 relances · 1 demande en retard · 1 demande en retard sans attribution',
    );
    const text = agentMail!.text;
    expect(
      text.startsWith(
        'Bonjour Awa Agent,\n\nVos relances du jour et en retard (2)\u202f:\n- Demande de devis · Domotique — Relance Passée — relance prévue le 23/11/2026\n',
      ),
    ).toBe(true);
    expect(text).toContain('- Demande de devis · Domotique — Relance Aujourd’hui — relance prévue aujourd’hui\n');
    expect(text).toContain(requestPath('quotes', ids.followToday));
    expect(text).toContain(requestPath('quotes', ids.followPast));
    expect(text).toContain(
      'Vos demandes en retard, sans première réponse (1)\u202f:\n- Demande de devis · Domotique — Trop Tard — en retard de ',
    );
    expect(text).toContain(
      'Demandes en retard sans attribution (1)\u202f:\n- Support technique · Critique - Panne totale — Panne Orpheline — en retard de 45 min (délai promis\u202f: 15 min)',
    );
    expect(text).toContain(requestPath('contacts', critical!.id));
    for (const name of ['Relance Demain', 'Relance Traitée']) expect(text).not.toContain(name);
    expect(text).toContain('Ce résumé part chaque jour ouvré à 7 h 30');

    // The admin has nothing of their own: the unassigned request alone.
    const [adminMail] = await mailsTo(staff.admin.email);
    expect(adminMail!.subject).toBe('[Back-office] Votre journée\u202f: 1 demande en retard sans attribution');
    expect(adminMail!.text).not.toContain('Vos relances');
    expect(adminMail!.text).not.toContain('Trop Tard');
    // Nothing to the member without a role.
    expect(await mailsTo('koffi@example.ci')).toEqual([]);
  });

  it('names the first 20 of a list and counts the others, with the view that shows them', async () => {
    // Friday morning: 25 more unassigned quotes, all late (24 h around the clock).
    const now = at('2026-11-27T08:00:00Z');
    for (let index = 0; index < 25; index += 1)
      await quote(`Orphelin ${String(index).padStart(2, '0')}`, new Date(now.getTime() - 2 * 24 * HOUR - index * HOUR));
    expect(await sendDigests(db, { now })).toBe(2);
    const [mail] = (await mailsTo(staff.admin.email)).filter((row) => row.subject.includes('26 demandes'));
    expect(mail!.subject).toBe('[Back-office] Votre journée\u202f: 26 demandes en retard sans attribution');
    const listed = mail!.text.split('\n').filter((line) => line.startsWith('- '));
    expect(listed).toHaveLength(20);
    // The most overdue first: the oldest quote, the critical request (due yesterday 06:45) last of all, so not named.
    expect(listed[0]).toContain('Orphelin 24');
    expect(mail!.text).not.toContain('Panne Orpheline');
    expect(mail!.text).toMatch(/\n… et 6 autres, dans le back-office\u202f: https?:\/\/[^/\s]+\/admin\n/);
    expect(
      await db
        .select()
        .from(digests)
        .where(and(eq(digests.day, '2026-11-27'))),
    ).toHaveLength(2);
  });
});
