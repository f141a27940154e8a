import { randomUUID } from 'node:crypto';
import { count, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoText } from '@/content/photos';
import { messages } from '@/content/requests';
import { PHOTOS } from '@/config/photos';
import type { Db } from '@/server/db/client';
import { contacts, outbox, quotes, requestPhotos } from '@/server/db/schema';
import { metrics } from '@/server/metrics';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { createRequest, type RequestContext } from './index';
import { photoQueue } from './photos';

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 20 } } })
    .jpeg()
    .toBuffer();
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

/** Photos decoded so far in this process. */
const decodes = async () => (await metrics().photoDecodes.get()).values[0]?.value ?? 0;
/** A phone-like photo: noisy, so that decoding it takes a while (a flood's photos are still in the queue when the next come). */
const noisyPhoto = () =>
  sharp({
    create: {
      width: 1200,
      height: 900,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .jpeg()
    .toBuffer();

let ipCounter = 0;
const nextIp = () => `10.9.0.${(ipCounter += 1)}`;

for (const target of testDatabases) {
  describe(`photos joined to visitor requests on ${target.name}`, () => {
    let database: TestDatabase;
    let db: Db;
    const ctx = (overrides: Partial<RequestContext> = {}): RequestContext => ({ db, ip: nextIp(), ...overrides });
    const quote = (email: string) => ({
      name: 'Awa Koné',
      email,
      phone: '0707070707',
      service: 'Domotique',
      description: 'Split en panne',
      source: '/demande/devis · Test',
    });
    const photoCount = async () => (await db.select({ n: count() }).from(requestPhotos))[0]?.n ?? 0;

    beforeAll(async () => {
      database = await target.open();
      db = database.db;
    }, 60_000);
    afterAll(async () => database?.destroy());

    it('stores a quote’s photos with it, in order and re-encoded, and the team’s mail says how many', async () => {
      const email = `photos-${randomUUID()}@example.ci`;
      const result = await createRequest(
        'quote',
        quote(email),
        ctx({ photos: [await photo(2400, 1800), await photo(300, 600)] }),
      );
      expect(result.ok).toBe(true);
      const [row] = await db.select().from(quotes).where(eq(quotes.email, email));
      const stored = await db.select().from(requestPhotos).where(eq(requestPhotos.requestId, row!.id));
      expect(
        stored
          .sort((a, b) => a.position - b.position)
          .map(({ kind, position, width, height, contentType }) => ({ kind, position, width, height, contentType })),
      ).toEqual([
        { kind: 'quotes', position: 0, width: 1600, height: 1200, contentType: 'image/webp' },
        { kind: 'quotes', position: 1, width: 300, height: 600, contentType: 'image/webp' },
      ]);
      const [team] = await db.select().from(outbox).where(eq(outbox.replyTo, email));
      expect(team?.text).toContain(`Photos\u202f: ${photoText.inMail(2)}`);
    });

    it('stores a support request’s photo with its contact row', async () => {
      const email = `support-${randomUUID()}@example.ci`;
      const support = {
        name: 'Paul',
        email,
        phone: '0102030405',
        priority: 'high',
        description: 'Le tableau chauffe',
        source: '/demande/support · Test',
      };
      expect((await createRequest('support', support, ctx({ photos: [await photo(800, 600)] }))).ok).toBe(true);
      const [row] = await db.select().from(contacts).where(eq(contacts.email, email));
      expect(
        await db.select({ kind: requestPhotos.kind }).from(requestPhotos).where(eq(requestPhotos.requestId, row!.id)),
      ).toEqual([{ kind: 'contacts' }]);
    });

    it('refuses the whole request in French when one photo is not one, and stores nothing of it', async () => {
      const email = `refus-${randomUUID()}@example.ci`;
      const before = await photoCount();
      const result = await createRequest('quote', quote(email), ctx({ photos: [await photo(100, 100), svg] }));
      expect(result).toEqual({
        ok: false,
        status: 400,
        error: {
          title: messages.errorTitle,
          description: photoText.notAnImage,
          fields: { photos: photoText.notAnImage },
        },
      });
      expect(await db.select().from(quotes).where(eq(quotes.email, email))).toEqual([]);
      expect(await photoCount()).toBe(before);
      const tooMany = await createRequest(
        'quote',
        quote(email),
        ctx({ photos: await Promise.all([1, 2, 3, 4].map(() => photo(50, 50))) }),
      );
      expect(tooMany.ok === false && tooMany.error.fields).toEqual({ photos: photoText.tooMany });
    });

    it('takes photos with a quote or a support request only', async () => {
      const email = `contact-${randomUUID()}@example.ci`;
      const result = await createRequest(
        'contact',
        { name: 'Marie', email, message: 'Bonjour', source: '/contact · Test' },
        ctx({ photos: [await photo(50, 50)] }),
      );
      expect(result).toEqual({
        ok: false,
        status: 400,
        error: { title: messages.errorTitle, description: messages.invalidRequest },
      });
      expect(await db.select().from(contacts).where(eq(contacts.email, email))).toEqual([]);
    });

    it('stores a retried submission and its photos once', async () => {
      const email = `retry-${randomUUID()}@example.ci`;
      const idempotencyKey = randomUUID();
      const photos = [await photo(400, 300)];
      const [first, second] = [
        await createRequest('quote', quote(email), ctx({ photos, idempotencyKey })),
        await createRequest('quote', quote(email), ctx({ photos, idempotencyKey })),
      ];
      expect(second).toEqual(first);
      const found = await db.select().from(quotes).where(eq(quotes.email, email));
      expect(found).toHaveLength(1);
      expect(
        await db.select({ id: requestPhotos.id }).from(requestPhotos).where(eq(requestPhotos.requestId, found[0]!.id)),
      ).toHaveLength(1);
    });

    it('refuses the attacker’s set (two 40-megapixel WebPs, a truncated PNG last) with a 400, without decoding, storing or counting anything', async () => {
      const email = `bombe-${randomUUID()}@example.ci`;
      const huge = await sharp({ create: { width: 8000, height: 5000, channels: 3, background: '#fff' } })
        .webp({ lossless: true })
        .toBuffer();
      const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#1d4ed8' } })
        .png()
        .toBuffer();
      const before = { decodes: await decodes(), photos: await photoCount() };
      const ip = nextIp();
      const rateLimit = { max: 1, windowSeconds: 600 };
      const result = await createRequest(
        'quote',
        quote(email),
        ctx({ ip, rateLimit, photos: [huge, huge, png.subarray(0, png.byteLength / 2)] }),
      );
      expect(result).toEqual({
        ok: false,
        status: 400,
        error: {
          title: messages.errorTitle,
          description: photoText.notAnImage,
          fields: { photos: photoText.notAnImage },
        },
      });
      expect(await decodes()).toBe(before.decodes);
      expect(await photoCount()).toBe(before.photos);
      expect(await db.select().from(quotes).where(eq(quotes.email, email))).toEqual([]);
      // Nothing counted against the address: its one request of the window still goes through.
      expect((await createRequest('quote', quote(email), ctx({ ip, rateLimit }))).ok).toBe(true);
    });

    it('answers an address already at its limit with the 429, before any photo is decoded', async () => {
      const ip = nextIp();
      const rateLimit = { max: 1, windowSeconds: 600 };
      expect(
        (await createRequest('quote', quote(`premiere-${randomUUID()}@example.ci`), ctx({ ip, rateLimit }))).ok,
      ).toBe(true);
      const email = `limite-${randomUUID()}@example.ci`;
      const photos = [await photo(800, 600)];
      const before = await decodes();
      expect(await createRequest('quote', quote(email), ctx({ ip, rateLimit, photos }))).toEqual({
        ok: false,
        status: 429,
        error: { title: messages.rateLimitedTitle, description: messages.rateLimited },
      });
      expect(await decodes()).toBe(before);
      expect(await db.select().from(quotes).where(eq(quotes.email, email))).toEqual([]);
      // Another address is not limited by it.
      expect((await createRequest('quote', quote(email), ctx({ rateLimit, photos }))).ok).toBe(true);
      expect(await decodes()).toBe(before + 1);
    });

    it('answers 503 with a delay when the photo queue is full, decoding and storing nothing; the same request goes once it has room', async () => {
      const email = `file-pleine-${randomUUID()}@example.ci`;
      const idempotencyKey = randomUUID();
      const photos = [await photo(800, 600)];
      const held = Array.from({ length: PHOTOS.queue.photos / PHOTOS.queue.perAddress }, () =>
        photoQueue.enter(nextIp(), PHOTOS.queue.perAddress),
      );
      expect(held.every(Boolean)).toBe(true);
      const before = { decodes: await decodes(), photos: await photoCount() };
      try {
        expect(await createRequest('quote', quote(email), ctx({ photos, idempotencyKey }))).toEqual({
          ok: false,
          status: 503,
          retryAfter: PHOTOS.queue.retryAfterSeconds,
          error: { title: messages.errorTitle, description: photoText.busy },
        });
        expect(await decodes()).toBe(before.decodes);
        expect(await photoCount()).toBe(before.photos);
        expect(await db.select().from(quotes).where(eq(quotes.email, email))).toEqual([]);
      } finally {
        held.forEach((leave) => leave!());
      }
      // The form's retry, with the same key: stored with its photo.
      expect((await createRequest('quote', quote(email), ctx({ photos, idempotencyKey }))).ok).toBe(true);
      const [row] = await db.select().from(quotes).where(eq(quotes.email, email));
      expect(
        await db.select({ id: requestPhotos.id }).from(requestPhotos).where(eq(requestPhotos.requestId, row!.id)),
      ).toHaveLength(1);
    });

    it('while one address floods with photos, it gets 503s past its share, and another address’s request with a photo is stored', async () => {
      const flooder = nextIp();
      const rateLimit = { max: 100, windowSeconds: 600 };
      const taken = await noisyPhoto();
      const set = Array.from({ length: PHOTOS.perRequest }, () => taken);
      const floodEmails = Array.from({ length: 6 }, () => `flot-${randomUUID()}@example.ci`);
      const flood = floodEmails.map((email) =>
        createRequest('quote', quote(email), ctx({ ip: flooder, rateLimit, photos: set })),
      );
      const email = `autre-${randomUUID()}@example.ci`;
      const other = createRequest('quote', quote(email), ctx({ rateLimit, photos: [await photo(800, 600)] }));
      const answers = await Promise.all(flood);
      expect((await other).ok).toBe(true);
      const [row] = await db.select().from(quotes).where(eq(quotes.email, email));
      expect(
        await db.select({ id: requestPhotos.id }).from(requestPhotos).where(eq(requestPhotos.requestId, row!.id)),
      ).toHaveLength(1);

      const busy = answers.filter(
        (answer) => !answer.ok && answer.status === 503 && answer.retryAfter === PHOTOS.queue.retryAfterSeconds,
      );
      const stored = answers.filter((answer) => answer.ok);
      expect(busy.length + stored.length).toBe(answers.length);
      // No more sets at once than the address's share: the others are turned away without waiting.
      expect(stored.length).toBeGreaterThanOrEqual(1);
      expect(busy.length).toBeGreaterThanOrEqual(answers.length - PHOTOS.queue.perAddress / PHOTOS.perRequest);
      const kept = await db.select({ id: quotes.id }).from(quotes).where(inArray(quotes.email, floodEmails));
      expect(kept).toHaveLength(stored.length);
    }, 30_000);
  });
}
