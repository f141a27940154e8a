/** The mails a visitor's request sends to the address typed in the form: limited per address, never a relay for text. */
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@/content/requests';
import type { Db } from '@/server/db/client';
import { contacts, demoRequests, outbox, quotes } from '@/server/db/schema';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { createRequest, type RequestContext } from './index';
import { VISITOR_MAILS_PER_ADDRESS } from '@/server/rate-limit';

const source = '/contact · test';
const team = 'contact@multitech-ivoire.ci';
const confirmationSubject = 'Confirmez votre inscription à la newsletter Multitech Ivoire';

let ipCounter = 0;
const nextIp = () => `10.1.0.${(ipCounter += 1)}`;

for (const target of testDatabases) {
  describe(`acknowledgements per address on ${target.name}`, () => {
    let database: TestDatabase;
    let db: Db;
    // A new IP each time: the per-IP limit never applies here.
    const ctx = (now: Date): RequestContext => ({ db, ip: nextIp(), now });
    const mailsTo = async (address: string) =>
      (
        await db
          .select({ n: count() })
          .from(outbox)
          .where(eq(sql`lower(${outbox.to})`, address))
      )[0]?.n ?? 0;
    const teamMailsFor = async (address: string) =>
      (
        await db
          .select({ n: count() })
          .from(outbox)
          .where(eq(sql`lower(${outbox.replyTo})`, address))
      )[0]?.n ?? 0;

    beforeAll(async () => {
      database = await target.open();
      db = database.db;
    }, 60_000);
    afterAll(async () => database?.destroy());

    it('is 3 a day', () => expect(VISITOR_MAILS_PER_ADDRESS).toEqual({ max: 3, windowSeconds: 86_400 }));

    it('acknowledges 3 requests a day to one address, whatever the case and the kind, and keeps the 4th request', async () => {
      const day = new Date('2026-03-10T08:00:00Z');
      const address = 'target@victim.ci';
      const first = await createRequest(
        'contact',
        { name: 'Awa', email: 'Target@Victim.ci', message: 'Bonjour', source },
        ctx(day),
      );
      expect(first).toEqual({ ok: true, notice: { title: messages.contactSuccess } });
      await createRequest(
        'demo',
        { name: 'Awa', email: 'TARGET@VICTIM.CI', solution: 'iSmart', requestType: 'demo', source },
        ctx(day),
      );
      await createRequest(
        'quote',
        { name: 'Awa', email: ' target@victim.CI ', phone: '0700000001', service: 'Domotique', source },
        ctx(day),
      );
      expect(await mailsTo(address)).toBe(3);
      expect(await teamMailsFor(address)).toBe(3);

      // The 4th: stored, told to the team, answered the same, but not acknowledged.
      const fourth = await createRequest(
        'contact',
        { name: 'Awa', email: 'target@VICTIM.ci', message: 'Encore', source },
        ctx(new Date('2026-03-10T23:59:59Z')),
      );
      expect(fourth).toEqual(first);
      expect(
        await db.select({ message: contacts.message }).from(contacts).where(eq(contacts.email, 'target@VICTIM.ci')),
      ).toEqual([{ message: 'Encore' }]);
      expect(await teamMailsFor(address)).toBe(4);
      expect(await mailsTo(address)).toBe(3);
      expect(await db.select({ n: count() }).from(demoRequests)).toEqual([{ n: 1 }]);
      expect(await db.select({ n: count() }).from(quotes)).toEqual([{ n: 1 }]);

      // Another address is acknowledged; the next day, this one is again.
      await createRequest('contact', { name: 'Awa', email: 'other@victim.ci', message: 'Bonjour', source }, ctx(day));
      expect(await mailsTo('other@victim.ci')).toBe(1);
      await createRequest(
        'contact',
        { name: 'Awa', email: 'target@victim.ci', message: 'Lendemain', source },
        ctx(new Date('2026-03-11T00:00:00Z')),
      );
      expect(await mailsTo(address)).toBe(4);
    });

    it('counts the newsletter confirmation against the same limit', async () => {
      const day = new Date('2026-04-02T09:00:00Z');
      const address = 'news@victim.ci';
      const subscribe = (now: Date) => createRequest('newsletter', { email: 'News@Victim.ci', source }, ctx(now));
      const answer = await subscribe(day);
      expect(answer).toEqual({
        ok: true,
        notice: {
          title: 'Inscription réussie !',
          description:
            'Dernière étape\u202f: ouvrez le lien que nous venons de vous envoyer par email pour confirmer votre abonnement.',
        },
      });
      // A pending address asks for its confirmation again: twice more that day, then nothing, with the same answer.
      expect(await subscribe(day)).toEqual(answer);
      expect(await subscribe(day)).toEqual(answer);
      expect(await subscribe(day)).toEqual(answer);
      expect(await db.select({ n: count() }).from(outbox).where(eq(outbox.subject, confirmationSubject))).toEqual([
        { n: 3 },
      ]);
      // The same address in another form: stored and told to the team, not acknowledged.
      await createRequest('contact', { name: 'Awa', email: address, message: 'Bonjour', source }, ctx(day));
      expect(await teamMailsFor(address)).toBe(1);
      expect(await mailsTo(address)).toBe(3);

      await subscribe(new Date('2026-04-03T09:00:00Z'));
      expect(await db.select({ n: count() }).from(outbox).where(eq(outbox.subject, confirmationSubject))).toEqual([
        { n: 4 },
      ]);
    });

    it('leaves out a name that looks like a link, and keeps visitor links plain for the team', async () => {
      const name = 'Gagnez 1 million sur www.evil.example';
      await createRequest(
        'contact',
        { name, email: 'prize@victim.ci', message: 'Voir https://evil.example/gain', source },
        ctx(new Date('2026-05-01T10:00:00Z')),
      );
      const [ack] = await db.select().from(outbox).where(eq(outbox.to, 'prize@victim.ci'));
      expect(ack?.text.startsWith('Bonjour,\n\nMerci pour votre message.')).toBe(true);
      for (const part of [ack?.text, ack?.html]) {
        expect(part).not.toContain('evil');
        expect(part).not.toContain('Gagnez');
      }
      const [staff] = await db.select().from(outbox).where(eq(outbox.replyTo, 'prize@victim.ci'));
      expect(staff?.to).toBe(team);
      expect(staff?.html).toContain('Message\u202f: Voir https://evil.example/gain<br>');
      // The one link of the team's mail is ours, to the request's own page; the visitor's stays text.
      expect(staff?.html?.match(/<a href="([^"]+)"/g)).toEqual([
        expect.stringMatching(/^<a href="http:\/\/localhost:3000\/admin\/demandes\/contacts\/[0-9a-f-]{36}"$/),
      ]);

      await createRequest(
        'contact',
        { name: 'J. Kouassi', email: 'kouassi@example.ci', message: 'Bonjour', source },
        ctx(new Date('2026-05-01T10:00:00Z')),
      );
      const [real] = await db.select().from(outbox).where(eq(outbox.to, 'kouassi@example.ci'));
      expect(real?.text.startsWith('Bonjour J. Kouassi,\n\n')).toBe(true);
    });
  });
}
