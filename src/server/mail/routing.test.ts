/**
 * Routing (issue 32, point 5): a new request's notification goes to its desk's address (sales, support, the team's),
 * a critical support request to the urgent address too, with a subject that stands out; an address unset is
 * NOTIFY_TO's. Proven through the one path of every request and, for the urgent one, over real SMTP.
 */
import { and, eq, ne } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outbox } from '@/server/db/schema';
import { createRequest } from '@/server/requests';
import { parseSettings } from '@/server/settings';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { startSmtp, type Received } from '../../../tests/support/smtp';
import { teamRecipients } from './outbox';
import { createDeliver, deliverDue } from './sender';

// Before any module reads the settings (they are read once, at first use).
vi.hoisted(() => {
  Object.assign(process.env, {
    NOTIFY_TO: 'equipe@example.ci',
    NOTIFY_SALES_TO: 'ventes@example.ci',
    NOTIFY_SUPPORT_TO: 'support@example.ci',
    NOTIFY_URGENT_TO: 'astreinte@example.ci',
  });
});

const source = '/ · test';
const visitor = { name: 'Awa Koné', email: 'awa@example.ci', phone: '0700000001', source };

describe('the team’s addresses', () => {
  it('fall back to NOTIFY_TO, then to the company’s address, and name an address once', () => {
    const company = parseSettings({}).notify;
    expect(new Set(Object.values(company))).toEqual(new Set(['contact@multitech-ivoire.ci']));
    const team = parseSettings({ NOTIFY_TO: 'equipe@example.ci' }).notify;
    expect(team).toEqual({
      team: 'equipe@example.ci',
      sales: 'equipe@example.ci',
      support: 'equipe@example.ci',
      urgent: 'equipe@example.ci',
    });
    // Urgent and support both NOTIFY_TO's: one mail, not two.
    expect(teamRecipients('support', { urgent: true }, team)).toEqual(['equipe@example.ci']);
    const some = parseSettings({
      NOTIFY_TO: 'equipe@example.ci',
      NOTIFY_URGENT_TO: 'Astreinte@example.ci',
      NOTIFY_SUPPORT_TO: 'astreinte@example.ci',
    }).notify;
    expect(teamRecipients('sales', {}, some)).toEqual(['equipe@example.ci']);
    expect(teamRecipients('support', { urgent: true }, some)).toEqual(['Astreinte@example.ci']);
    const all = parseSettings({
      NOTIFY_TO: 'equipe@example.ci',
      NOTIFY_SALES_TO: 'ventes@example.ci',
      NOTIFY_SUPPORT_TO: 'support@example.ci',
      NOTIFY_URGENT_TO: 'astreinte@example.ci',
    }).notify;
    expect(teamRecipients('team', {}, all)).toEqual(['equipe@example.ci']);
    expect(teamRecipients('sales', {}, all)).toEqual(['ventes@example.ci']);
    expect(teamRecipients('support', {}, all)).toEqual(['support@example.ci']);
    expect(teamRecipients('support', { urgent: true }, all)).toEqual(['astreinte@example.ci', 'support@example.ci']);
  });
});

describe.each(testDatabases)('routing of new requests on $name', { timeout: 60_000 }, (target) => {
  let database: TestDatabase;
  let ip = 0;
  beforeAll(async () => {
    database = await target.open();
  }, 60_000);
  afterAll(async () => database?.destroy());

  /** The team's mails a request queued (every mail but the visitor's acknowledgement), as [to, subject]. */
  async function teamMailsOf(kind: Parameters<typeof createRequest>[0], input: Record<string, unknown>) {
    const { db } = database;
    await db.delete(outbox);
    const result = await createRequest(kind, input, { db, ip: `10.3.0.${(ip += 1)}` });
    expect(result.ok, JSON.stringify(result)).toBe(true);
    const rows = await db
      .select({ to: outbox.to, subject: outbox.subject })
      .from(outbox)
      .where(and(ne(outbox.to, visitor.email), ne(outbox.to, 'koffi@example.ci')))
      .orderBy(outbox.to);
    return rows.map((row) => [row.to, row.subject]);
  }

  it('sends quotes, consultations and demos to sales, support to support, contact messages and call-backs to the team', async () => {
    expect(await teamMailsOf('quote', { ...visitor, service: 'Domotique' })).toEqual([
      ['ventes@example.ci', '[Site] Demande de devis · Domotique — Awa Koné'],
    ]);
    const consultation = {
      ...visitor,
      consultationType: 'tech',
      consultationMode: 'phone',
      preferredDate: '2099-06-01',
      preferredTime: '09:00-10:00',
      urgency: 'high',
    };
    expect((await teamMailsOf('consultation', consultation)).map(([to]) => to)).toEqual(['ventes@example.ci']);
    expect(
      (await teamMailsOf('demo', { ...visitor, solution: 'iSmart', requestType: 'demo' })).map(([to]) => to),
    ).toEqual(['ventes@example.ci']);
    expect(await teamMailsOf('support', { ...visitor, priority: 'high', description: 'Service dégradé' })).toEqual([
      ['support@example.ci', '[Site] Support technique · Élevée - Service dégradé — Awa Koné'],
    ]);
    expect((await teamMailsOf('contact', { ...visitor, message: 'Bonjour' })).map(([to]) => to)).toEqual([
      'equipe@example.ci',
    ]);
    expect(
      (await teamMailsOf('callback', { name: 'Awa Koné', phone: '0700000001', slot: 'Dès que possible', source })).map(
        ([to]) => to,
      ),
    ).toEqual(['equipe@example.ci']);
  });

  it('sends a critical support request to the urgent address and to support, « URGENT » in its subject, delivered over SMTP', async () => {
    const { db } = database;
    const subject = '[Site] URGENT · Support technique · Critique - Panne totale — Awa Koné';
    // Another address: the first test's requests used up the day's acknowledgements of the first (visitor-caps.ts).
    expect(
      await teamMailsOf('support', {
        ...visitor,
        email: 'koffi@example.ci',
        priority: 'critical',
        description: 'Plus de courant',
      }),
    ).toEqual([
      ['astreinte@example.ci', subject],
      ['support@example.ci', subject],
    ]);
    const received: Received[] = [];
    const smtp = await startSmtp(received);
    try {
      expect(await deliverDue(db, createDeliver(`smtp://127.0.0.1:${smtp.port}`))).toEqual({ sent: 3, failed: 0 });
    } finally {
      await smtp.stop();
    }
    expect(received.flatMap((mail) => mail.to).sort()).toEqual([
      'astreinte@example.ci',
      'koffi@example.ci',
      'support@example.ci',
    ]);
    const urgent = await simpleParser(received.find((mail) => mail.to.includes('astreinte@example.ci'))!.raw);
    expect(urgent.subject).toBe(subject);
    expect(urgent.text).toContain(
      'Demande urgente\u202f: Support technique · Critique - Panne totale\nPremière réponse promise sous 15 min, jour et nuit.',
    );
    expect(urgent.text).toContain('/admin/demandes/contacts/');
    expect(urgent.replyTo?.text).toBe('koffi@example.ci');
    expect(
      await db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, 'astreinte@example.ci'), eq(outbox.subject, subject))),
    ).toHaveLength(1);
  });
});
