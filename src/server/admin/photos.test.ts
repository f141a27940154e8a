import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { AdminCaller } from './access';
import { AdminError } from './errors';
import { readPhoto } from './photos';
import { photosOf, preparePhotos, savePhotos } from '@/server/requests/photos';
import { staffCast } from '../../../tests/support/callers';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';

describe.each(testDatabases)('request photos on $name', { timeout: 60_000 }, (target) => {
  let database: TestDatabase;
  let agent: AdminCaller;
  let visitor: AdminCaller;
  const requestId = randomUUID();
  beforeAll(async () => {
    database = await target.open();
    ({ agent, visitor } = await staffCast(database.db));
    const taken = await sharp({
      create: { width: 2400, height: 1800, channels: 3, background: { r: 200, g: 90, b: 20 } },
    })
      .jpeg()
      .toBuffer();
    const prepared = await preparePhotos([taken, taken]);
    if (!prepared.ok) throw new Error(prepared.message);
    await savePhotos(database.db, 'quotes', requestId, prepared.photos);
  }, 60_000);
  afterAll(async () => database?.destroy());

  it('lists a request’s photos in order, and gives staff the image and its thumbnail', async () => {
    const listed = await photosOf(database.db, 'quotes', requestId);
    expect(listed.map(({ position, width, height }) => [position, width, height])).toEqual([
      [0, 1600, 1200],
      [1, 1600, 1200],
    ]);
    expect(await photosOf(database.db, 'contacts', requestId)).toEqual([]);
    const image = await readPhoto(agent, listed[0]!.id, 'image');
    const thumbnail = await readPhoto(agent, listed[0]!.id, 'thumbnail');
    expect(image.contentType).toBe('image/webp');
    expect(await sharp(image.bytes).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
    expect(await sharp(thumbnail.bytes).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 });
  });

  it('refuses anyone but staff, and answers an unknown or malformed id as not found', async () => {
    const [photo] = await photosOf(database.db, 'quotes', requestId);
    const refusal = (caller: AdminCaller, id: string) =>
      readPhoto(caller, id, 'image').then(
        () => 'served',
        (error: AdminError) => error.kind,
      );
    expect(await refusal({ db: database.db, user: null }, photo!.id)).toBe('unauthenticated');
    expect(await refusal(visitor, photo!.id)).toBe('forbidden');
    expect(await refusal(agent, randomUUID())).toBe('not-found');
    expect(await refusal(agent, "' or 1=1 --")).toBe('not-found');
  });
});
