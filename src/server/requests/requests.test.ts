import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@/content/requests';
import { todayIso } from '@/lib/dates';
import type { Db } from '@/server/db/client';
import { consultations, contacts, demoRequests, newsletterSubscribers, outbox, quotes } from '@/server/db/schema';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { captureLog } from '../../../tests/support/log';
import { createRequest, type RequestContext } from './index';
import { confirmNewsletter, unsubscribeNewsletter } from './newsletter';

const source = '/services/energie · Demander un devis';
const quote = { name: 'Awa Koné', email: 'awa@example.ci', phone: '+225 07 00 00 00 01', service: 'Energie renouvelable', source };
const consultation = {
  name: 'Yao Kouassi',
  email: 'yao@example.ci',
  phone: '0700000002',
  consultationType: 'audit',
  consultationMode: 'video',
  preferredDate: todayIso(),
  preferredTime: '09:00-10:00',
  urgency: 'medium',
  source: '/ · Consultation',
};

let ipCounter = 0;
const nextIp = () => `10.0.0.${(ipCounter += 1)}`;

for (const target of testDatabases) {
  describe(`visitor requests on ${target.name}`, () => {
    let database: TestDatabase;
    let db: Db;
    const ctx = (overrides: Partial<RequestContext> = {}): RequestContext => ({ db, ip: nextIp(), ...overrides });
    const rows = async (table: typeof quotes | typeof contacts | typeof consultations | typeof demoRequests | typeof outbox) =>
      (await db.select({ n: count() }).from(table))[0]?.n ?? 0;

    beforeAll(async () => {
      database = await target.open();
      db = database.db;
    }, 60_000);
    afterAll(async () => database?.destroy());

    it('stores a quote with NULL for empty optionals, "" for no description, and queues two mails with it', async () => {
      const result = await createRequest('quote', { ...quote, company: '  ', budget: '', timeline: undefined }, ctx());
      expect(result).toEqual({ ok: true, notice: { title: messages.quoteSuccessTitle, description: messages.quoteSuccess } });
      const [row] = await db.select().from(quotes).where(eq(quotes.email, quote.email));
      expect(row).toMatchObject({ name: 'Awa Koné', company: null, budget: null, timeline: null, description: '', status: 'nouveau', source });
      const mails = await db.select().from(outbox);
      expect(mails.map((mail) => mail.to).sort()).toEqual(['awa@example.ci', 'contact@multitech-ivoire.ci']);
      const staff = mails.find((mail) => mail.to === 'contact@multitech-ivoire.ci');
      expect(staff?.text).toContain('Téléphone\u202f: +225 07 00 00 00 01');
      expect(staff?.text).toContain(`Source\u202f: ${source}`);
      expect(staff?.replyTo).toBe(quote.email);
    });

    it('refuses a quote with missing fields in French and stores nothing', async () => {
      const before = await rows(quotes);
      const result = await createRequest('quote', { source, name: 'X' }, ctx());
      expect(result).toMatchObject({ ok: false, status: 400, error: { title: messages.requiredTitle, description: messages.required } });
      expect(result.ok === false && result.error.fields).toMatchObject({ email: messages.required, phone: messages.required, service: messages.required });
      expect(await rows(quotes)).toBe(before);
    });

    it('refuses unknown options, bad emails and oversized fields with clear French messages', async () => {
      const before = await rows(quotes);
      const unknown = await createRequest('quote', { ...quote, service: 'Plomberie', budget: 'beaucoup' }, ctx());
      expect(unknown.ok === false && unknown.error.fields).toEqual({ service: messages.invalidChoice, budget: messages.invalidChoice });
      const badEmail = await createRequest('quote', { ...quote, email: 'awa-at-example' }, ctx());
      expect(badEmail.ok === false && badEmail.error.fields).toEqual({ email: messages.emailInvalid });
      const long = await createRequest('quote', { ...quote, name: 'a'.repeat(101), description: 'b'.repeat(5001) }, ctx());
      expect(long.ok === false && long.error.fields).toEqual({ name: messages.tooLong(100), description: messages.tooLong(5000) });
      expect(messages.tooLong(5000)).toBe('Ce champ ne doit pas dépasser 5\u202f000 caractères.');
      const notAnObject = await createRequest('quote', ['hello'], ctx());
      expect(notAnObject.ok === false && notAnObject.error.fields).toEqual({ _: messages.invalidRequest });
      expect(await rows(quotes)).toBe(before);
    });

    it('stores text as typed, markup included', async () => {
      const description = '<script>alert("x")</script> & <b>gras</b>';
      await createRequest('quote', { ...quote, email: 'markup@example.ci', description }, ctx());
      const [row] = await db.select().from(quotes).where(eq(quotes.email, 'markup@example.ci'));
      expect(row?.description).toBe(description);
      const [mail] = await db.select().from(outbox).where(eq(outbox.to, 'markup@example.ci'));
      expect(mail?.html).not.toContain('<script>');
    });

    it('answers a filled honeypot like a success and stores nothing', async () => {
      const before = await rows(quotes);
      const mailsBefore = await rows(outbox);
      const result = await createRequest('quote', { ...quote, website: 'http://spam.example' }, ctx());
      expect(result.ok).toBe(true);
      expect(await rows(quotes)).toBe(before);
      expect(await rows(outbox)).toBe(mailsBefore);
    });

    it('limits each kind per IP, in the database, and stores nothing past the limit', async () => {
      const ip = nextIp();
      const limit = { max: 2, windowSeconds: 600 };
      const now = new Date('2026-06-01T10:00:00Z');
      const send = (i: number) => createRequest('quote', { ...quote, email: `limit${i}@example.ci` }, ctx({ ip, rateLimit: limit, now }));
      expect((await send(1)).ok).toBe(true);
      expect((await send(2)).ok).toBe(true);
      const refused = await send(3);
      expect(refused).toMatchObject({ ok: false, status: 429, error: { title: messages.rateLimitedTitle, description: messages.rateLimited } });
      expect(await db.select().from(quotes).where(eq(quotes.email, 'limit3@example.ci'))).toHaveLength(0);
      // Another kind, another address, or the next window are not limited.
      expect((await createRequest('contact', { name: 'A', email: 'a@example.ci', message: 'Bonjour', source }, ctx({ ip, rateLimit: limit, now }))).ok).toBe(true);
      expect((await createRequest('quote', { ...quote, email: 'other-ip@example.ci' }, ctx({ rateLimit: limit, now }))).ok).toBe(true);
      const later = new Date(now.getTime() + 601_000);
      expect((await createRequest('quote', { ...quote, email: 'limit4@example.ci' }, ctx({ ip, rateLimit: limit, now: later }))).ok).toBe(true);
    });

    it('stores a consultation, refuses a date before today in Abidjan, and names type and mode on success', async () => {
      const ok = await createRequest('consultation', { ...consultation, company: '', subject: 'Toiture solaire' }, ctx());
      expect(ok).toEqual({ ok: true, notice: { title: messages.consultationSuccessTitle, description: `Audit énergétique · Visioconférence. ${messages.consultationSuccess}` } });
      const [row] = await db.select().from(consultations).where(eq(consultations.email, consultation.email));
      expect(row).toMatchObject({ consultationType: 'audit', consultationMode: 'video', preferredDate: todayIso(), urgency: 'medium', company: null, subject: 'Toiture solaire', message: null });
      const past = await createRequest('consultation', { ...consultation, preferredDate: '2020-01-01' }, ctx());
      expect(past.ok === false && past.error.fields).toEqual({ preferredDate: messages.pastDate });
      const missing = await createRequest('consultation', { ...consultation, consultationMode: '', preferredTime: undefined }, ctx());
      expect(missing.ok === false && missing.error.fields).toEqual({ consultationMode: messages.required, preferredTime: messages.required });
    });

    it('stores contact, support and call-back requests as contacts', async () => {
      const contact = await createRequest('contact', { name: 'Marie', email: 'marie@example.ci', message: 'Bonjour', phone: '', source: '/contact · Formulaire' }, ctx());
      expect(contact).toEqual({ ok: true, notice: { title: messages.contactSuccess } });
      const contactMissing = await createRequest('contact', { name: 'Marie', email: '', message: '', source }, ctx());
      expect(contactMissing.ok === false && contactMissing.error).toMatchObject({ title: messages.requiredTitle, description: messages.contactRequired });

      const support = await createRequest(
        'support',
        { name: 'Paul', email: 'paul@example.ci', phone: '0102030405', priority: 'critical', issue: 'Panne électrique', description: 'Plus de courant au 2e étage', source: '/contact · Support technique' },
        ctx(),
      );
      expect(support).toEqual({ ok: true, notice: { title: messages.supportSuccessTitle, description: 'Priorité\u202f: Critique - Panne totale' } });
      const [supportRow] = await db.select().from(contacts).where(eq(contacts.email, 'paul@example.ci'));
      expect(supportRow).toMatchObject({ service: 'Support technique', message: 'Type de problème\u202f: Panne électrique\nPriorité\u202f: Critique - Panne totale\n\nPlus de courant au 2e étage' });

      const callback = await createRequest('callback', { name: 'Fatou', phone: '0708091011', slot: 'Matin (8h-12h)', source: '/contact · Demander un rappel' }, ctx());
      expect(callback.ok).toBe(true);
      const [callbackRow] = await db.select().from(contacts).where(eq(contacts.name, 'Fatou'));
      expect(callbackRow).toMatchObject({ service: 'Rappel', email: '', phone: '0708091011', message: 'Rappel souhaité\u202f: Matin (8h-12h)' });
    });

    it('stores a demo request with its solution and type', async () => {
      const result = await createRequest('demo', { name: 'Ibrahim', email: 'ib@example.ci', solution: 'iSmart', requestType: 'poc', source: '/solutions/ismart · Preuve de concept 14 jours' }, ctx());
      expect(result.ok).toBe(true);
      const [row] = await db.select().from(demoRequests).where(eq(demoRequests.email, 'ib@example.ci'));
      expect(row).toMatchObject({ solution: 'iSmart', requestType: 'poc', phone: null, message: null });
      const bad = await createRequest('demo', { name: 'Ibrahim', email: 'ib@example.ci', solution: 'iSmart', requestType: 'cadeau', source }, ctx());
      expect(bad.ok === false && bad.error.fields).toEqual({ requestType: messages.invalidChoice });
    });

    it('subscribes to the newsletter once, whatever the case, with the same answer every time', async () => {
      const first = await createRequest('newsletter', { email: 'News@Example.ci', source: '/ · Pied de page' }, ctx());
      const second = await createRequest('newsletter', { email: 'news@example.CI', source: '/blog · Newsletter' }, ctx());
      expect(second).toEqual(first);
      const subscribers = await db.select().from(newsletterSubscribers);
      expect(subscribers.filter((s) => s.email.toLowerCase() === 'news@example.ci')).toHaveLength(1);
      const confirmations = await db.select().from(outbox).where(eq(outbox.subject, 'Confirmez votre inscription à la newsletter Multitech Ivoire'));
      expect(confirmations.length).toBe(2);
      expect(confirmations[0]?.text).toMatch(/\/newsletter\/confirmation\?jeton=/);
      expect(confirmations[0]?.text).toMatch(/\/newsletter\/desinscription\?jeton=/);

      // The link of the mail confirms; a confirmed address gets no further mail; the unsubscribe link works.
      const [pending] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'News@Example.ci'));
      expect(pending?.status).toBe('pending');
      expect(await confirmNewsletter(db, 'not-a-token')).toBe(false);
      expect(await confirmNewsletter(db, pending?.token)).toBe(true);
      const mailsBefore = await rows(outbox);
      expect(await createRequest('newsletter', { email: 'news@example.ci', source }, ctx())).toEqual(first);
      expect(await rows(outbox)).toBe(mailsBefore);
      expect(await unsubscribeNewsletter(db, pending?.token)).toBe(true);
      const [unsubscribed] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, pending!.id));
      expect(unsubscribed?.status).toBe('unsubscribed');
      // Subscribing again after leaving starts a new double opt-in, with a new token.
      expect(await createRequest('newsletter', { email: 'news@example.ci', source }, ctx())).toEqual(first);
      const [again] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, pending!.id));
      expect(again?.status).toBe('pending');
      expect(again?.token).not.toBe(pending?.token);
      expect(await rows(outbox)).toBe(mailsBefore + 1);

      const empty = await createRequest('newsletter', { email: '', source }, ctx());
      expect(empty.ok === false && empty.error).toMatchObject({ title: messages.errorTitle, description: messages.emailMissing });
      const invalid = await createRequest('newsletter', { email: 'pas-une-adresse', source }, ctx());
      expect(invalid.ok === false && invalid.error).toMatchObject({ title: messages.errorTitle, description: messages.emailInvalid });
    });

    it('answers a database failure with the French message, without throwing', async () => {
      const broken = { transaction: async () => Promise.reject(new Error('connection refused')) } as unknown as Db;
      const log = captureLog();
      try {
        const result = await createRequest('quote', quote, { db: broken, ip: nextIp() });
        expect(result).toEqual({ ok: false, status: 503, error: { title: messages.errorTitle, description: messages.sendFailed } });
      } finally {
        log.restore();
      }
      expect(log.errors()).toHaveLength(1);
    });
  });
}
