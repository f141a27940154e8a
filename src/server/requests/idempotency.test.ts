import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_RETENTION_DAYS, NO_SCRIPT_KEY_WINDOW_SECONDS } from '@/config/offline';
import { messages } from '@/content/requests';
import type { Db } from '@/server/db/client';
import { contacts, idempotencyKeys, newsletterSubscribers, quotes } from '@/server/db/schema';
import { purgeExpiredRows } from '@/server/retention';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { createRequest, type RequestContext } from './index';
import { isIdempotencyKey } from './idempotency';

const source = '/contact · Devis express';
const quote = (email: string) => ({
  name: 'Awa Koné',
  email,
  phone: '+225 07 00 00 00 01',
  service: 'Informatique',
  source,
});
const quoteAnswer = { ok: true, notice: { title: messages.quoteSuccessTitle, description: messages.quoteSuccess } };

let ipCounter = 0;
const nextIp = () => `10.9.0.${(ipCounter += 1)}`;

describe('isIdempotencyKey', () => {
  it('takes a UUID and nothing else', () => {
    expect(isIdempotencyKey(crypto.randomUUID())).toBe(true);
    expect(isIdempotencyKey(crypto.randomUUID().toUpperCase())).toBe(true);
    for (const bad of [
      '',
      'abc',
      `${crypto.randomUUID()}x`,
      `${crypto.randomUUID()}`.replace(/-/g, ''),
      'x'.repeat(10_000),
      42,
      null,
    ]) {
      expect(isIdempotencyKey(bad)).toBe(false);
    }
  });
});

for (const target of testDatabases) {
  describe(`idempotency of visitor requests on ${target.name}`, () => {
    let database: TestDatabase;
    let db: Db;
    const ctx = (overrides: Partial<RequestContext> = {}): RequestContext => ({ db, ip: nextIp(), ...overrides });
    const quotesOf = async (email: string) =>
      (await db.select({ n: count() }).from(quotes).where(eq(quotes.email, email)))[0]?.n;
    const contactsOf = async (email: string) =>
      (await db.select({ n: count() }).from(contacts).where(eq(contacts.email, email)))[0]?.n;
    const keyRow = async (key: string) =>
      (await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)))[0];

    beforeAll(async () => {
      database = await target.open();
      db = database.db;
    }, 60_000);
    afterAll(async () => database?.destroy());

    it('stores a submission once when its key comes twice, and answers the second with the first answer', async () => {
      const key = crypto.randomUUID();
      const email = `twice-${key}@example.ci`;
      const first = await createRequest('quote', quote(email), ctx({ idempotencyKey: key }));
      expect(first).toEqual(quoteAnswer);
      // The retry comes from elsewhere (the network came back on another address) and changed nothing it could.
      const second = await createRequest('quote', quote(email), ctx({ idempotencyKey: key }));
      expect(second).toEqual(first);
      expect(await quotesOf(email)).toBe(1);
      expect(await keyRow(key)).toMatchObject({ kind: 'quote', answer: quoteAnswer.notice });
    });

    it('stores once when the same key comes many times at once', async () => {
      const key = crypto.randomUUID();
      const email = `concurrent-${key}@example.ci`;
      const ip = nextIp();
      const results = await Promise.all(
        Array.from({ length: 6 }, () => createRequest('quote', quote(email), ctx({ ip, idempotencyKey: key }))),
      );
      expect(results).toEqual(Array.from({ length: 6 }, () => quoteAnswer));
      expect(await quotesOf(email)).toBe(1);
      // The repeats counted nothing against the address's limit: a new submission still goes through.
      expect(
        await createRequest(
          'quote',
          quote(`after-${key}@example.ci`),
          ctx({ ip, idempotencyKey: crypto.randomUUID() }),
        ),
      ).toEqual(quoteAnswer);
    });

    it('keeps a different key a different submission', async () => {
      const email = `two-keys-${crypto.randomUUID()}@example.ci`;
      const ip = nextIp();
      await createRequest('quote', quote(email), ctx({ ip, idempotencyKey: crypto.randomUUID() }));
      await createRequest('quote', quote(email), ctx({ ip, idempotencyKey: crypto.randomUUID() }));
      expect(await quotesOf(email)).toBe(2);
    });

    it('stores once a newsletter subscription (its own transaction) sent twice at once', async () => {
      const key = crypto.randomUUID();
      const email = `news-${key}@example.ci`;
      const results = await Promise.all(
        [1, 2].map(() =>
          createRequest('newsletter', { email, source: '/ · Pied de page' }, ctx({ idempotencyKey: key })),
        ),
      );
      expect(results[0]).toMatchObject({ ok: true });
      expect(results[1]).toEqual(results[0]);
      expect((await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))).length).toBe(
        1,
      );
      expect(await keyRow(key)).toMatchObject({ kind: 'newsletter' });
    });

    it('refuses a malformed key in French, and a key sent again for another kind, storing nothing', async () => {
      const email = `malformed-${crypto.randomUUID()}@example.ci`;
      const refused = {
        ok: false,
        status: 400,
        error: { title: messages.errorTitle, description: messages.invalidRequest },
      };
      for (const idempotencyKey of ['pas-une-clé', 'a'.repeat(5000), `${crypto.randomUUID()} `]) {
        expect(await createRequest('quote', quote(email), ctx({ idempotencyKey }))).toEqual(refused);
      }
      expect(await quotesOf(email)).toBe(0);

      const key = crypto.randomUUID();
      await createRequest('quote', quote(email), ctx({ idempotencyKey: key }));
      const contact = { name: 'Awa', email, message: 'Bonjour', source: '/contact · Formulaire de contact' };
      expect(await createRequest('contact', contact, ctx({ idempotencyKey: key }))).toEqual(refused);
      expect(await contactsOf(email)).toBe(0);
    });

    it('keeps no key for a refused, limited or failed submission: its retry goes through', async () => {
      const key = crypto.randomUUID();
      const email = `retry-${key}@example.ci`;
      expect(await createRequest('quote', { ...quote(email), name: '' }, ctx({ idempotencyKey: key }))).toMatchObject({
        ok: false,
        status: 400,
      });
      const limited = await createRequest(
        'quote',
        quote(email),
        ctx({ idempotencyKey: key, rateLimit: { max: 0, windowSeconds: 60 } }),
      );
      expect(limited).toMatchObject({ ok: false, status: 429 });
      const broken = new Proxy({} as Db, {
        get: () => {
          throw new Error('outage');
        },
      });
      expect(await createRequest('quote', quote(email), ctx({ db: broken, idempotencyKey: key }))).toMatchObject({
        ok: false,
        status: 503,
      });
      expect(await keyRow(key)).toBeUndefined();
      expect(await createRequest('quote', quote(email), ctx({ idempotencyKey: key }))).toEqual(quoteAnswer);
      expect(await quotesOf(email)).toBe(1);
    });

    it('keeps a honeypot post out of the table: nothing stored, no key', async () => {
      const key = crypto.randomUUID();
      expect(
        await createRequest(
          'quote',
          { ...quote(`bot-${key}@example.ci`), website: 'http://spam' },
          ctx({ idempotencyKey: key }),
        ),
      ).toEqual(quoteAnswer);
      expect(await keyRow(key)).toBeUndefined();
    });

    it('stores once a form posted twice without JavaScript, from the same address, within the window', async () => {
      const email = `nojs-${crypto.randomUUID()}@example.ci`;
      const contact = { name: 'Koffi', email, message: 'Bonjour', source: '/contact · Formulaire de contact' };
      const ip = nextIp();
      // Just before the end of a window, then just after: the same submission.
      const windowMs = NO_SCRIPT_KEY_WINDOW_SECONDS * 1000;
      const edge = Math.ceil(Date.now() / windowMs) * windowMs;
      const first = await createRequest(
        'contact',
        contact,
        ctx({ ip, deriveIdempotencyKey: true, now: new Date(edge - 1000) }),
      );
      const second = await createRequest(
        'contact',
        { ...contact },
        ctx({ ip, deriveIdempotencyKey: true, now: new Date(edge + 1000) }),
      );
      expect(first).toMatchObject({ ok: true, notice: { title: messages.contactSuccess } });
      expect(second).toEqual(first);
      expect(await contactsOf(email)).toBe(1);
      // Another address, other fields, or long after: another submission.
      await createRequest('contact', contact, ctx({ deriveIdempotencyKey: true, now: new Date(edge + 1000) }));
      await createRequest(
        'contact',
        { ...contact, message: 'Autre chose' },
        ctx({ ip, deriveIdempotencyKey: true, now: new Date(edge + 2000) }),
      );
      await createRequest(
        'contact',
        contact,
        ctx({ ip, deriveIdempotencyKey: true, now: new Date(edge + 3 * windowMs) }),
      );
      expect(await contactsOf(email)).toBe(4);
      // Only a hash is kept, never the fields.
      const rows = await db.select({ key: idempotencyKeys.key, answer: idempotencyKeys.answer }).from(idempotencyKeys);
      expect(JSON.stringify(rows)).not.toContain(email);
    });

    it('purges keys older than their retention with the hourly purge, and keeps the others', async () => {
      const now = new Date();
      const old = crypto.randomUUID();
      const recent = crypto.randomUUID();
      const dayMs = 86_400_000;
      await db.insert(idempotencyKeys).values([
        {
          key: old,
          kind: 'quote',
          answer: quoteAnswer.notice,
          createdAt: new Date(now.getTime() - IDEMPOTENCY_KEY_RETENTION_DAYS * dayMs - 60_000),
        },
        {
          key: recent,
          kind: 'quote',
          answer: quoteAnswer.notice,
          createdAt: new Date(now.getTime() - IDEMPOTENCY_KEY_RETENTION_DAYS * dayMs + 60_000),
        },
      ]);
      await purgeExpiredRows(db, now);
      expect(await keyRow(old)).toBeUndefined();
      expect(await keyRow(recent)).toBeDefined();
    });
  });
}
