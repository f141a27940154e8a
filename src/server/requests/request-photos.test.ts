import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoText } from '@/content/photos';
import { messages } from '@/content/requests';
import type { Db } from '@/server/db/client';
import { contacts, outbox, quotes, requestPhotos } from '@/server/db/schema';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { createRequest, type RequestContext } from './index';

const photo = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 20 } } }).jpeg().toBuffer();
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

let ipCounter = 0;
const nextIp = () => `10.9.0.${(ipCounter += 1)}`;

for (const target of testDatabases) {
  describe(`photos joined to visitor requests on ${target.name}`, () => {
    let database: TestDatabase;
    let db: Db;
    const ctx = (overrides: Partial<RequestContext> = {}): RequestContext => ({ db, ip: nextIp(), ...overrides });
    const quote = (email: string) => ({ name: 'Awa Koné', email, phone: '0707070707', service: 'Domotique', description: 'Split en panne', source: '/demande/devis · Test' });
    const photoCount = async () => (await db.select({ n: count() }).from(requestPhotos))[0]?.n ?? 0;

    beforeAll(async () => {
      database = await target.open();
      db = database.db;
    }, 60_000);
    afterAll(async () => database?.destroy());

    it('stores a quote’s photos with it, in order and re-encoded, and the team’s mail says how many', async () => {
      const email = `photos-${randomUUID()}@example.ci`;
      const result = await createRequest('quote', quote(email), ctx({ photos: [await photo(2400, 1800), await photo(300, 600)] }));
      expect(result.ok).toBe(true);
      const [row] = await db.select().from(quotes).where(eq(quotes.email, email));
      const stored = await db.select().from(requestPhotos).where(eq(requestPhotos.requestId, row!.id));
      expect(stored.sort((a, b) => a.position - b.position).map(({ kind, position, width, height, contentType }) => ({ kind, position, width, height, contentType }))).toEqual([
        { kind: 'quotes', position: 0, width: 1600, height: 1200, contentType: 'image/webp' },
        { kind: 'quotes', position: 1, width: 300, height: 600, contentType: 'image/webp' },
      ]);
      const [team] = await db.select().from(outbox).where(eq(outbox.replyTo, email));
      expect(team?.text).toContain(`Photos\u202f: ${photoText.inMail(2)}`);
    });

    it('stores a support request’s photo with its contact row', async () => {
      const email = `support-${randomUUID()}@example.ci`;
      const support = { name: 'Paul', email, phone: '0102030405', priority: 'high', description: 'Le tableau chauffe', source: '/demande/support · Test' };
      expect((await createRequest('support', support, ctx({ photos: [await photo(800, 600)] }))).ok).toBe(true);
      const [row] = await db.select().from(contacts).where(eq(contacts.email, email));
      expect(await db.select({ kind: requestPhotos.kind }).from(requestPhotos).where(eq(requestPhotos.requestId, row!.id))).toEqual([{ kind: 'contacts' }]);
    });

    it('refuses the whole request in French when one photo is not one, and stores nothing of it', async () => {
      const email = `refus-${randomUUID()}@example.ci`;
      const before = await photoCount();
      const result = await createRequest('quote', quote(email), ctx({ photos: [await photo(100, 100), svg] }));
      expect(result).toEqual({ ok: false, status: 400, error: { title: messages.errorTitle, description: photoText.notAnImage, fields: { photos: photoText.notAnImage } } });
      expect(await db.select().from(quotes).where(eq(quotes.email, email))).toEqual([]);
      expect(await photoCount()).toBe(before);
      const tooMany = await createRequest('quote', quote(email), ctx({ photos: await Promise.all([1, 2, 3, 4].map(() => photo(50, 50))) }));
      expect(tooMany.ok === false && tooMany.error.fields).toEqual({ photos: photoText.tooMany });
    });

    it('takes photos with a quote or a support request only', async () => {
      const email = `contact-${randomUUID()}@example.ci`;
      const result = await createRequest('contact', { name: 'Marie', email, message: 'Bonjour', source: '/contact · Test' }, ctx({ photos: [await photo(50, 50)] }));
      expect(result).toEqual({ ok: false, status: 400, error: { title: messages.errorTitle, description: messages.invalidRequest } });
      expect(await db.select().from(contacts).where(eq(contacts.email, email))).toEqual([]);
    });

    it('stores a retried submission and its photos once', async () => {
      const email = `retry-${randomUUID()}@example.ci`;
      const idempotencyKey = randomUUID();
      const photos = [await photo(400, 300)];
      const [first, second] = [await createRequest('quote', quote(email), ctx({ photos, idempotencyKey })), await createRequest('quote', quote(email), ctx({ photos, idempotencyKey }))];
      expect(second).toEqual(first);
      const found = await db.select().from(quotes).where(eq(quotes.email, email));
      expect(found).toHaveLength(1);
      expect(await db.select({ id: requestPhotos.id }).from(requestPhotos).where(eq(requestPhotos.requestId, found[0]!.id))).toHaveLength(1);
    });
  });
}
