/**
 * GET /media/<id>/<width>.<avif|webp|jpg>: public, a year's immutable cache, its type and nosniff; a 404 for anything
 * else, told from the address alone before the database is asked.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MEDIA, mediaPath, ogCardFile } from '@/config/media';
import { mediaText } from '@/content/media';
import { prepareMedia, storeMedia } from '@/server/content/media';
import { testDatabases, type TestDatabase } from '../../../../../tests/support/databases';
import { captureLog } from '../../../../../tests/support/log';

const state = vi.hoisted(() => ({ db: undefined as unknown, reads: 0, fails: false }));
vi.mock('@/server/db/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/server/db/client')>()),
  getDb: async () => {
    state.reads += 1;
    if (state.fails) throw new Error('database unavailable');
    return state.db;
  },
}));

const route = await import('./route');

const get = async (path: string) => {
  const [, , id, file] = path.split('/');
  const response = await route.GET(new Request(`http://site.test${path}`), {
    params: Promise.resolve({ id: id!, file: file! }),
  });
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
};

it('is rendered at each request, never at build time', () => {
  expect(route.dynamic).toBe('force-dynamic');
});

describe.each(testDatabases)('GET /media/… ($name)', ({ open }) => {
  let database: TestDatabase;
  let id: string;

  beforeAll(async () => {
    database = await open();
    state.db = database.db;
    const prepared = await prepareMedia(
      await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#2a6' } })
        .jpeg()
        .toBuffer(),
      'cover',
    );
    if (!prepared.ok) throw new Error(prepared.message);
    ({ id } = await storeMedia(database.db, {
      purpose: 'cover',
      alt: 'Couverture',
      userId: null,
      files: prepared.media.files,
    }));
  }, 60_000);
  afterAll(async () => {
    await database?.destroy();
  });

  it('serves each file with its type, a year’s immutable cache and nosniff', async () => {
    for (const [path, type, format, width] of [
      [mediaPath(id, 'avif', 480), 'image/avif', 'heif', 480],
      [mediaPath(id, 'avif', 1000), 'image/avif', 'heif', 1000],
      [mediaPath(id, 'webp', 800), 'image/webp', 'webp', 800],
      [ogCardFile(id), 'image/jpeg', 'jpeg', 1200],
    ] as const) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers).toMatchObject({
        'content-type': type,
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      });
      expect(answer.headers['content-length']).toBe(String(answer.bytes.byteLength));
      expect(await sharp(answer.bytes).metadata(), path).toMatchObject({ format, width });
    }
    expect(MEDIA.cacheControl).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 for a file the media does not have, or an unknown media', async () => {
    for (const path of [
      mediaPath(id, 'avif', 1600),
      mediaPath(id, 'webp', 1200),
      mediaPath(id, 'jpeg', 800),
      mediaPath('00000000-0000-4000-8000-000000000000', 'avif', 480),
    ]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers).toMatchObject({
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      });
      expect(answer.bytes.toString()).toBe(mediaText.notFound);
    }
  });

  it('answers 404 for a malformed address without asking the database', async () => {
    const reads = state.reads;
    for (const path of [
      `/media/${id.toUpperCase()}/480.avif`,
      `/media/${id}x/480.avif`,
      `/media/not-an-id/480.avif`,
      `/media/${id}/0480.avif`,
      `/media/${id}/480.jpeg`,
      `/media/${id}/480.png`,
      `/media/${id}/480.svg`,
      `/media/${id}/480`,
      `/media/${id}/480.avif.html`,
      `/media/${id}/99999.webp`,
      `/media/${id}/..`,
      `/media/${id}/${'9'.repeat(5_000)}.webp`,
    ]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    expect(state.reads).toBe(reads);
  });

  it('answers an outage with a 503 that is not cached, and logs it', async () => {
    state.fails = true;
    const log = captureLog();
    try {
      const answer = await get(mediaPath(id, 'avif', 480));
      expect(answer.status).toBe(503);
      expect(answer.headers).toMatchObject({ 'cache-control': 'no-store', 'retry-after': '30' });
      expect(answer.bytes.toString()).toBe(mediaText.unavailable);
      expect(log.errors()).toEqual(['[media] media file could not be read: Error']);
    } finally {
      log.restore();
      state.fails = false;
    }
  });
});
