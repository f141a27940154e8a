/**
 * Escalation (issue 32, point 5): the requests that go past their promise without a first response are listed to the
 * urgent address, one mail a run, each request once: not on the next run, not by a second instance running at the
 * same moment, and not at all when it went late more than a day ago (before the feature, or during a long outage).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SUPPORT_SERVICE } from '@/content/requests';
import type { Db } from '@/server/db/client';
import { consultations, contacts, demoRequests, escalations, outbox, quotes } from '@/server/db/schema';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { runDeskAlerts, startDeskAlerts } from './desk-alerts';
import { ESCALATION_WINDOW_MS, escalateLateRequests } from './escalation';
import { requestPath } from '@/server/admin-paths';

vi.hoisted(() => {
  Object.assign(process.env, { NOTIFY_TO: 'equipe@example.ci', NOTIFY_URGENT_TO: 'astreinte@example.ci' });
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** A Wednesday, 10:00 in Abidjan (UTC): the offices are open. */
const NOW = new Date('2026-11-25T10:00:00Z');
const ago = (ms: number, from = NOW) => new Date(from.getTime() - ms);
const source = '/ · test';

async function quote(db: Db, name: string, createdAt: Date, extra: Partial<typeof quotes.$inferInsert> = {}) {
  const [row] = await db
    .insert(quotes)
    .values({ name, email: 'x@example.ci', phone: '0700000001', service: 'Domotique', source, createdAt, ...extra })
    .returning({ id: quotes.id });
  return row!.id;
}
async function support(db: Db, name: string, priority: string, createdAt: Date) {
  const [row] = await db
    .insert(contacts)
    .values({ name, email: 'x@example.ci', service: SUPPORT_SERVICE, priority, message: 'Panne', source, createdAt })
    .returning({ id: contacts.id });
  return row!.id;
}

const urgentMails = (db: Db) =>
  db.select().from(outbox).where(eq(outbox.to, 'astreinte@example.ci')).orderBy(outbox.createdAt);

describe.each(testDatabases)('escalation on $name', { timeout: 60_000 }, (target) => {
  let database: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    database = await target.open();
    db = database.db;
  }, 60_000);
  afterAll(async () => database?.destroy());

  it('lists the requests that went late within the day to the urgent address, once each, and never the others', async () => {
    const ids = {
      // 15 minutes day and night: due 5 minutes ago.
      critical: await support(db, 'Critique Tardif', 'critical', ago(20 * MINUTE)),
      // Due in 5 minutes: late at the next run but one.
      criticalSoon: await support(db, 'Critique Bientôt', 'critical', ago(10 * MINUTE)),
      // 2 office hours from 07:00, before the opening at 07:30: due at 09:30.
      high: await support(db, 'Élevée Tardive', 'high', ago(3 * HOUR)),
      // 24 hours: due 40 minutes ago; due 1 hour too early to be escalated now; answered; in progress.
      quote: await quote(db, 'Devis Tardif', ago(24 * HOUR + 40 * MINUTE)),
      stale: await quote(db, 'Devis Ancien', ago(48 * HOUR + HOUR)),
      answered: await quote(db, 'Devis Répondu', ago(30 * HOUR), { firstResponseAt: ago(29 * HOUR) }),
      inProgress: await quote(db, 'Devis En Cours', ago(25 * HOUR), { status: 'en_cours' }),
    };
    // 4 hours for « Très urgent »: due an hour ago. A demo's 24 hours are not over.
    const [consultation] = await db
      .insert(consultations)
      .values({
        name: 'Consultation Tardive',
        email: 'x@example.ci',
        phone: '0700000001',
        consultationType: 'audit',
        consultationMode: 'phone',
        preferredDate: '2026-12-01',
        preferredTime: '09:00-10:00',
        urgency: 'high',
        source,
        createdAt: ago(5 * HOUR),
      })
      .returning({ id: consultations.id });
    await db.insert(demoRequests).values({
      name: 'Démo Patiente',
      email: 'x@example.ci',
      solution: 'iSmart',
      requestType: 'demo',
      source,
      createdAt: ago(23 * HOUR),
    });

    expect(await escalateLateRequests(db, { now: NOW })).toBe(4);
    const [mail, ...others] = await urgentMails(db);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe('[Site] URGENT · 4 demandes en retard');
    // The most overdue first, each with its link; nothing of the others.
    const positions = ['Consultation Tardive', 'Devis Tardif', 'Élevée Tardive', 'Critique Tardif'].map((name) =>
      mail!.text.indexOf(name),
    );
    expect(positions.every((position, index) => position > (positions[index - 1] ?? 0))).toBe(true);
    expect(mail!.text).toContain('Ces 4 demandes ont dépassé le délai promis sans première réponse\u202f:');
    expect(mail!.text).toContain(
      '- Support technique · Critique - Panne totale — Critique Tardif — en retard de 5 min (délai promis\u202f: 15 min)',
    );
    expect(mail!.text).toContain(
      '- Demande de devis · Domotique — Devis Tardif — en retard de 40 min (délai promis\u202f: 24 h)',
    );
    expect(mail!.text).toContain(
      '- Support technique · Élevée - Service dégradé — Élevée Tardive — en retard de 30 min (délai promis\u202f: 2 h ouvrées)',
    );
    for (const id of [ids.critical, ids.high, ids.quote])
      expect(mail!.text).toContain(requestPath(id === ids.quote ? 'quotes' : 'contacts', id));
    expect(mail!.text).toContain(requestPath('consultations', consultation!.id));
    for (const name of ['Critique Bientôt', 'Devis Ancien', 'Devis Répondu', 'Devis En Cours', 'Démo Patiente'])
      expect(mail!.text).not.toContain(name);
    expect(await db.select().from(escalations)).toHaveLength(4);

    // The next run, or a restart: nothing new.
    expect(await escalateLateRequests(db, { now: new Date(NOW.getTime() + MINUTE) })).toBe(0);
    expect(await urgentMails(db)).toHaveLength(1);

    // Ten minutes later the second critical request is late: alone, named in the subject.
    expect(await escalateLateRequests(db, { now: new Date(NOW.getTime() + 10 * MINUTE) })).toBe(1);
    const latest = (await urgentMails(db)).at(-1)!;
    expect(latest.subject).toBe(
      '[Site] URGENT · En retard\u202f: Support technique · Critique - Panne totale — Critique Bientôt',
    );
    expect(latest.text).toContain('Cette demande a dépassé le délai promis sans première réponse\u202f:');
    expect(latest.text).not.toContain('Critique Tardif');

    // A day later, the demo is late, alone; the stale quote is never escalated, however long it waits.
    expect(await escalateLateRequests(db, { now: new Date(NOW.getTime() + ESCALATION_WINDOW_MS) })).toBe(1);
    expect((await urgentMails(db)).at(-1)!.subject).toBe(
      '[Site] URGENT · En retard\u202f: Démonstration · iSmart — Démo Patiente',
    );
    expect(await db.select().from(escalations).where(eq(escalations.requestId, ids.stale))).toEqual([]);
  });

  it('escalates a request once when two instances run at the same moment', async () => {
    const now = new Date(NOW.getTime() + 2 * HOUR);
    await db.delete(outbox);
    for (let index = 0; index < 6; index += 1)
      await support(db, `Concurrente ${index}`, 'critical', ago(20 * MINUTE + index * MINUTE, now));
    const runs = await Promise.all([
      escalateLateRequests(db, { now }),
      escalateLateRequests(db, { now }),
      escalateLateRequests(db, { now }),
    ]);
    expect(runs.reduce((sum, n) => sum + n, 0)).toBe(6);
    const mails = await urgentMails(db);
    const named = mails.flatMap((mail) => [...mail.text.matchAll(/Concurrente \d/g)].map((match) => match[0]));
    expect(named.sort()).toEqual([
      'Concurrente 0',
      'Concurrente 1',
      'Concurrente 2',
      'Concurrente 3',
      'Concurrente 4',
      'Concurrente 5',
    ]);
    // One mail per run that escalated something: usually one in all.
    expect(mails.length).toBe(runs.filter((n) => n > 0).length);
  });

  it('runs as the server runs it: two instances’ turns escalate once, and a stop ends the schedule at once', async () => {
    const now = new Date(NOW.getTime() + 3 * HOUR);
    await support(db, 'Tour Complet', 'critical', ago(20 * MINUTE, now));
    // On PostgreSQL the second turn finds the advisory lock taken and skips; on PGlite both run, and the rows keep it once.
    await Promise.all([runDeskAlerts(database, now), runDeskAlerts(database, now)]);
    expect((await urgentMails(db)).filter((mail) => mail.text.includes('Tour Complet'))).toHaveLength(1);
    const stop = startDeskAlerts(database);
    await stop();
  });
});
