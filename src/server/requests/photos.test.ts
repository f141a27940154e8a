import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { PHOTOS } from '@/config/photos';
import { photoText } from '@/content/photos';
import { metrics } from '@/server/metrics';
import { boundedQueue, photoFiles, photoQueue, preparePhotos } from './photos';

const photo = (width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    [format]()
    .toBuffer();

const refusal = async (files: Uint8Array[]) => {
  const result = await preparePhotos(files);
  return result.ok ? 'accepted' : result.message;
};

/** Photos decoded so far in this process (the metric the pipeline counts them with). */
const decodes = async () => (await metrics().photoDecodes.get()).values[0]?.value ?? 0;
/** A 40-megapixel lossless WebP of one colour: 1.6 KB that cost a full decode (the attacker's file). */
const fortyMegapixels = () =>
  sharp({ create: { width: 8000, height: 5000, channels: 3, background: '#fff' } })
    .webp({ lossless: true })
    .toBuffer();

describe('preparePhotos', () => {
  it('re-encodes a phone photo to WebP, at most 1600 px, with a thumbnail, and drops its EXIF (GPS included)', async () => {
    const taken = await sharp(await photo(4000, 3000))
      .withExif({
        IFD0: { Copyright: 'exif-marqueur-secret' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '5/1 19/1 0/1' },
      })
      .jpeg()
      .toBuffer();
    expect((await sharp(taken).metadata()).exif).toBeDefined();
    expect(taken.includes('exif-marqueur-secret')).toBe(true);

    const result = await preparePhotos([taken]);
    if (!result.ok) throw new Error(result.message);
    const [stored] = result.photos;
    expect(stored).toMatchObject({ contentType: 'image/webp', width: PHOTOS.storedSide, height: 1200 });
    const meta = await sharp(stored!.image).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
    expect(meta.exif).toBeUndefined();
    expect(stored!.image.includes('exif-marqueur-secret')).toBe(false);
    const thumbnail = await sharp(stored!.thumbnail).metadata();
    expect(Math.max(thumbnail.width!, thumbnail.height!)).toBe(PHOTOS.thumbnailSide);
  });

  it('turns a photo upright from its EXIF orientation', async () => {
    const sideways = await sharp(await photo(200, 100))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const result = await preparePhotos([sideways]);
    expect(result.ok && result.photos[0]).toMatchObject({ width: 100, height: 200 });
  });

  it('keeps PNG and WebP, small ones at their size', async () => {
    const result = await preparePhotos([await photo(640, 480, 'png'), await photo(300, 500, 'webp')]);
    expect(result.ok && result.photos.map(({ width, height }) => [width, height])).toEqual([
      [640, 480],
      [300, 500],
    ]);
  });

  it('keeps nothing of what a polyglot carries beside its pixels', async () => {
    const polyglot = Buffer.concat([
      await photo(64, 64, 'png'),
      Buffer.from('<script>alert("polyglotte")</script><?php system($_GET[0]); ?>'),
    ]);
    const result = await preparePhotos([polyglot]);
    if (!result.ok) throw new Error(result.message);
    expect(result.photos[0]!.image.includes('polyglotte')).toBe(false);
    expect(result.photos[0]!.image.includes('<script')).toBe(false);
  });

  it('refuses what is not a JPEG, PNG or WebP photo, in French', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
    );
    const gif = await sharp(await photo(10, 10))
      .gif()
      .toBuffer();
    const html = Buffer.from('<!doctype html><html><body>photo.jpg</body></html>');
    const truncated = (await photo(800, 600)).subarray(0, 2000);
    const jpegHeaderOnly = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
    for (const file of [svg, gif, html, truncated, jpegHeaderOnly, Buffer.alloc(0)])
      expect(await refusal([file])).toBe(photoText.notAnImage);
  });

  it('refuses a 50-megapixel PNG from its header, before decoding it', async () => {
    const huge = await sharp({
      create: { width: 10_000, height: 5_000, channels: 3, background: { r: 0, g: 0, b: 0 } },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const started = performance.now();
    expect(await refusal([huge])).toBe(photoText.tooManyPixels);
    // Refused from the header: no 50-megapixel decode (which takes seconds on these machines).
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('refuses a file over the size cap and more photos than allowed', async () => {
    const twentyMegabytes = Buffer.concat([await photo(10, 10), Buffer.alloc(20 * 1024 * 1024)]);
    expect(await refusal([twentyMegabytes])).toBe(photoText.tooLarge);
    const small = await photo(10, 10);
    expect(await refusal(Array.from({ length: PHOTOS.perRequest + 1 }, () => small))).toBe(photoText.tooMany);
    expect(await refusal([])).toBe('accepted');
  });

  it('reads a post’s photo files in order, skipping the empty part of a field left empty, whatever its name', async () => {
    const form = new FormData();
    form.append(PHOTOS.field, new File([], ''));
    form.append(PHOTOS.field, new File([], 'blob', { type: 'application/octet-stream' }));
    form.append(PHOTOS.field, new File([Uint8Array.from([1, 2, 3])], 'plaque.jpg'));
    expect(await photoFiles(form)).toEqual([Uint8Array.from([1, 2, 3])]);
    const crafted = new FormData();
    crafted.append(PHOTOS.field, 'pas un fichier');
    expect(await photoFiles(crafted)).toBeUndefined();
  });

  it('refuses two 40-megapixel WebPs followed by a truncated PNG from their headers, without decoding any', async () => {
    const huge = await fortyMegapixels();
    expect(huge.byteLength).toBeLessThan(4096);
    const png = await photo(1200, 900, 'png');
    const truncatedPng = png.subarray(0, Math.floor(png.byteLength / 2));
    // Its header reads well: only its structure (no IEND) tells it is cut short.
    expect(await sharp(truncatedPng).metadata()).toMatchObject({ format: 'png', width: 1200, height: 900 });
    const before = await decodes();
    expect(await refusal([huge, huge, truncatedPng])).toBe(photoText.notAnImage);
    expect(await decodes()).toBe(before);
    // The same two, whole, are decoded: the counter does count.
    expect(await refusal([huge, huge])).toBe('accepted');
    expect(await decodes()).toBe(before + 2);
  });

  it('finds a file cut short from its structure, whatever its format, before any file of the set is decoded', async () => {
    const cut = (file: Buffer, keep = 0.6) => file.subarray(0, Math.floor(file.byteLength * keep));
    const jpeg = await sharp({
      create: {
        width: 800,
        height: 600,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 30 },
      },
    })
      .jpeg()
      .toBuffer();
    const webp = await photo(800, 600, 'webp');
    const before = await decodes();
    for (const broken of [
      cut(jpeg),
      jpeg.subarray(0, jpeg.byteLength - 2),
      cut(webp),
      cut(await photo(800, 600, 'png'), 0.95),
    ]) {
      expect(await refusal([jpeg, broken])).toBe(photoText.notAnImage);
    }
    expect(await decodes()).toBe(before);
    // Bytes after a file's end are no sign of a cut (the re-encoding drops them).
    expect(await refusal([Buffer.concat([jpeg, Buffer.from('fin')]), Buffer.concat([webp, Buffer.alloc(16)])])).toBe(
      'accepted',
    );
  });

  it('answers "not now" with a delay, without decoding, when the queue or the address’s share of it is full', async () => {
    const small = await photo(64, 64);
    const held = Array.from({ length: PHOTOS.queue.photos / PHOTOS.queue.perAddress }, (_, index) =>
      photoQueue.enter(`10.99.0.${index}`, PHOTOS.queue.perAddress),
    );
    expect(held.every(Boolean)).toBe(true);
    const before = await decodes();
    try {
      expect(await preparePhotos([small], { address: '10.99.1.1' })).toEqual({
        ok: false,
        message: photoText.busy,
        retryAfter: PHOTOS.queue.retryAfterSeconds,
      });
      expect(await decodes()).toBe(before);
    } finally {
      held.forEach((leave) => leave!());
    }
    expect((await preparePhotos([small], { address: '10.99.1.1' })).ok).toBe(true);
    // One address's share full: that address waits, another goes.
    const leave = photoQueue.enter('10.99.2.1', PHOTOS.queue.perAddress)!;
    try {
      expect(await preparePhotos([small], { address: '10.99.2.1' })).toMatchObject({
        ok: false,
        retryAfter: PHOTOS.queue.retryAfterSeconds,
      });
      expect((await preparePhotos([small], { address: '10.99.2.2' })).ok).toBe(true);
    } finally {
      leave();
    }
  });
});

describe('boundedQueue', () => {
  it('gives room up to its length and each address’s share, and takes it back once', () => {
    const queue = boundedQueue({ photos: 5, perAddress: 3 });
    const first = queue.enter('a', 3)!;
    expect(queue.enter('a', 1)).toBeUndefined();
    const second = queue.enter('b', 2)!;
    expect(queue.enter('c', 1)).toBeUndefined();
    first();
    first(); // a second call gives back nothing more
    expect(queue.enter('a', 1)).toBeDefined();
    expect(queue.enter('c', 2)).toBeDefined();
    expect(queue.enter('d', 1)).toBeUndefined();
    second();
    expect(queue.enter('d', 1)).toBeDefined();
  });
});
