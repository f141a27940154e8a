import { crc32 } from 'node:zlib';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA, mediaVariants } from '@/config/media';
import { mediaText } from '@/content/media';
import { AdminError } from '@/server/admin/errors';
import { BodyError } from '@/server/body';
import { media, mediaFiles } from '@/server/db/schema';
import { editorCaller, staffCast } from '../../../tests/support/callers';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { captureLog } from '../../../tests/support/log';
import {
  checkAlt,
  MediaRefusal,
  mediaFailure,
  mediaFile,
  mediaOf,
  mediaUploadOf,
  prepareMedia,
  storeMedia,
  uploadMedia,
  type PreparedMedia,
} from './media';

const picture = (width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    [format]()
    .toBuffer();

/** What a phone writes: a photo with its camera's EXIF, its position (GPS) and an XMP packet. */
const phonePhoto = (width: number, height: number) =>
  picture(width, height).then((bytes) =>
    sharp(bytes)
      .withExif({
        IFD0: { Copyright: 'exif-marqueur-secret', Make: 'PhoneMaker' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '5/1 19/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '4/1 1/1 0/1' },
      })
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">xmp-marqueur-secret</rdf:RDF></x:xmpmeta>',
      )
      .jpeg()
      .toBuffer(),
  );

const prepared = async (bytes: Uint8Array, purpose: Parameters<typeof prepareMedia>[1]): Promise<PreparedMedia> => {
  const result = await prepareMedia(bytes, purpose);
  if (!result.ok) throw new Error(result.message);
  return result.media;
};

const refusal = async (bytes: Uint8Array, purpose: Parameters<typeof prepareMedia>[1] = 'photo') => {
  const result = await prepareMedia(bytes, purpose);
  return result.ok ? 'accepted' : `${result.status} ${result.message}`;
};

/** A PNG whose header declares this size over a few real pixels: sharp must refuse it from the header alone. */
async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await picture(8, 8, 'png'));
  // IHDR: length (4) and type (4) after the 8-byte signature, then width and height, then its CRC over type and data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('prepareMedia', () => {
  it('encodes a cover as AVIF and WebP at 480, 800, 1200 and 1600 px, and its 1200 × 630 JPEG card', async () => {
    const cover = await prepared(await picture(4000, 3000), 'cover');
    expect(cover).toMatchObject({ purpose: 'cover', width: 1600, height: 1200 });
    const files = await Promise.all(
      cover.files.map(async (file) => ({ file, meta: await sharp(file.bytes).metadata() })),
    );
    expect(files.map(({ file, meta }) => `${file.format} ${meta.format} ${meta.width}x${meta.height}`)).toEqual([
      'avif heif 480x360',
      'avif heif 800x600',
      'avif heif 1200x900',
      'avif heif 1600x1200',
      'webp webp 480x360',
      'webp webp 800x600',
      'webp webp 1200x900',
      'webp webp 1600x1200',
      'jpeg jpeg 1200x630',
    ]);
    // AVIF really (a HEIF container with an AV1 image), not another HEIF.
    expect(files.filter(({ file }) => file.format === 'avif').map(({ meta }) => meta.compression)).toEqual([
      'av1',
      'av1',
      'av1',
      'av1',
    ]);
    // The sizes pages compute from the row alone are the files' own.
    expect(mediaVariants('cover', cover)).toEqual(
      cover.files.map(({ format, width, height }) => ({ format, width, height })),
    );
  });

  it('drops EXIF (GPS included) and XMP from every file', async () => {
    const taken = await phonePhoto(2000, 1500);
    const source = await sharp(taken).metadata();
    expect(source.exif).toBeDefined();
    expect(source.xmp).toBeDefined();
    expect(taken.includes('exif-marqueur-secret')).toBe(true);
    expect(taken.includes('xmp-marqueur-secret')).toBe(true);

    const cover = await prepared(taken, 'cover');
    expect(cover.files).toHaveLength(9);
    for (const file of cover.files) {
      const meta = await sharp(file.bytes).metadata();
      expect(meta.exif, `${file.format} ${file.width}`).toBeUndefined();
      expect(meta.xmp, `${file.format} ${file.width}`).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      for (const marker of ['exif-marqueur-secret', 'xmp-marqueur-secret', 'PhoneMaker', 'Exif\0\0'])
        expect(file.bytes.includes(marker), `${file.format} ${file.width}: ${marker}`).toBe(false);
    }
  });

  it('turns an image upright from its EXIF orientation, then writes no orientation', async () => {
    // Stored sideways: red on the left, blue on the right; orientation 6 says to turn it a quarter clockwise (red on top).
    const half = (r: number, b: number) =>
      sharp({ create: { width: 300, height: 300, channels: 3, background: { r, g: 0, b } } })
        .png()
        .toBuffer();
    const stored = await sharp({ create: { width: 600, height: 300, channels: 3, background: { r: 0, g: 0, b: 0 } } })
      .composite([
        { input: await half(220, 0), left: 0, top: 0 },
        { input: await half(0, 220), left: 300, top: 0 },
      ])
      .jpeg()
      .toBuffer();
    const sideways = await sharp(stored).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const photo = await prepared(sideways, 'photo');
    expect(photo).toMatchObject({ width: 300, height: 600 });
    expect(photo.files.map(({ format, width, height }) => `${format} ${width}x${height}`)).toEqual([
      'avif 240x480',
      'avif 300x600',
      'webp 240x480',
      'webp 300x600',
    ]);
    for (const file of photo.files) {
      const { data, info } = await sharp(file.bytes).raw().toBuffer({ resolveWithObject: true });
      const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
      const [top, bottom] = [
        at(info.width / 2, Math.round(info.height * 0.2)),
        at(info.width / 2, Math.round(info.height * 0.8)),
      ];
      expect(top[0]! > 150 && top[2]! < 80, `${file.format} ${file.width}: red on top, got ${top}`).toBe(true);
      expect(bottom[2]! > 150 && bottom[0]! < 80, `${file.format} ${file.width}: blue below, got ${bottom}`).toBe(true);
      expect((await sharp(file.bytes).metadata()).orientation).toBeUndefined();
    }
  });

  it('never writes wider than the source', async () => {
    const cover = await prepared(await picture(1000, 750, 'webp'), 'cover');
    expect(cover).toMatchObject({ width: 1000, height: 750 });
    expect(cover.files.map(({ format, width }) => `${format} ${width}`)).toEqual([
      'avif 480',
      'avif 800',
      'avif 1000',
      'webp 480',
      'webp 800',
      'webp 1000',
      'jpeg 1200',
    ]);
  });

  it('keeps a logo’s transparency, and flattens a team photo’s on white', async () => {
    // A transparent square with an opaque red disc in the middle.
    const logo = await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400"><circle cx="400" cy="200" r="150" fill="#d00"/></svg>',
      ),
    )
      .png()
      .toBuffer();
    expect((await sharp(logo).metadata()).hasAlpha).toBe(true);
    const kept = await prepared(logo, 'logo');
    expect(kept.files.map(({ format, width, height }) => `${format} ${width}x${height}`)).toEqual([
      'avif 160x80',
      'avif 320x160',
      'webp 160x80',
      'webp 320x160',
    ]);
    for (const file of kept.files) {
      const { data, info } = await sharp(file.bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      expect(info.channels).toBe(4);
      expect(data[3], `${file.format} ${file.width}: corner`).toBe(0);
      const centre = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * 4;
      expect(data[centre + 3], `${file.format} ${file.width}: centre`).toBe(255);
    }
    const flattened = await prepared(logo, 'photo');
    for (const file of flattened.files) {
      const { data, info } = await sharp(file.bytes).raw().toBuffer({ resolveWithObject: true });
      expect(info.channels, `${file.format} ${file.width}`).toBe(3);
      expect(
        [...data.subarray(0, 3)].every((value) => value > 245),
        `${file.format} ${file.width}: white corner`,
      ).toBe(true);
    }
  });

  it('crops the card on what draws the eye', async () => {
    // A tall grey cover with a saturated red square near its bottom: a centred crop would miss it.
    const tall = await sharp({
      create: { width: 1600, height: 2400, channels: 3, background: { r: 128, g: 128, b: 128 } },
    })
      .composite([
        {
          input: await sharp({ create: { width: 300, height: 300, channels: 3, background: { r: 230, g: 20, b: 20 } } })
            .png()
            .toBuffer(),
          left: 650,
          top: 1900,
        },
      ])
      .jpeg()
      .toBuffer();
    const cover = await prepared(tall, 'cover');
    const card = cover.files.find((file) => file.format === 'jpeg')!;
    const { data, info } = await sharp(card.bytes).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 1200, height: 630 });
    let red = 0;
    for (let at = 0; at < data.length; at += 3) if (data[at]! > 180 && data[at + 1]! < 80) red += 1;
    expect(red).toBeGreaterThan(10_000);
  });

  it('keeps nothing of what a polyglot carries beside its pixels', async () => {
    const polyglot = Buffer.concat([
      await picture(640, 480, 'png'),
      Buffer.from('<script>alert("polyglotte")</script><?php system($_GET[0]); ?>'),
    ]);
    const photo = await prepared(polyglot, 'photo');
    for (const file of photo.files) {
      expect(file.bytes.includes('polyglotte')).toBe(false);
      expect(file.bytes.includes('<script')).toBe(false);
    }
  });

  it('refuses what is not a JPEG, PNG or WebP image, in French', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
    );
    const gif = await sharp(await picture(10, 10))
      .gif()
      .toBuffer();
    const html = Buffer.from('<!doctype html><html><body>logo.png</body></html>');
    // A JPEG's first bytes before an HTML page, and a PNG's signature on a GIF: what the bytes say must be what sharp reads.
    const jpegThenHtml = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from('<html><script>alert(1)</script></html>'),
    ]);
    const pngSignatureOnGif = Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), gif]);
    const truncated = (await picture(800, 600)).subarray(0, 2000);
    const log = captureLog();
    try {
      for (const file of [svg, gif, html, jpegThenHtml, pngSignatureOnGif, truncated, Buffer.alloc(0)]) {
        expect(await refusal(file)).toBe(`400 ${mediaText.notAnImage}`);
      }
      // Only the truncated JPEG, whose header reads well, got as far as the encoder.
      expect(log.errors()).toEqual(['[media] image could not be encoded: Error']);
    } finally {
      log.restore();
    }
  });

  it('refuses a file over 10 MB, with a 413', async () => {
    const heavy = Buffer.concat([await picture(10, 10), Buffer.alloc(MEDIA.maxInputBytes)]);
    expect(await refusal(heavy)).toBe(`413 ${mediaText.tooLarge}`);
    expect(mediaText.tooLarge).toContain('10\u00a0Mo');
  });

  it('refuses over 40 megapixels from the header, before decoding', async () => {
    const bomb = await pngDeclaring(10_000, 5_000);
    expect(bomb.byteLength).toBeLessThan(1_000);
    const started = performance.now();
    expect(await refusal(bomb)).toBe(`400 ${mediaText.tooManyPixels}`);
    expect(performance.now() - started).toBeLessThan(500);
    // Just under the limit, the header passes and the lie is found when decoding.
    const log = captureLog();
    try {
      expect(await refusal(await pngDeclaring(8_000, 5_000))).toBe(`400 ${mediaText.notAnImage}`);
      expect(log.errors()).toEqual(['[media] image could not be encoded: Error']);
    } finally {
      log.restore();
    }
  });

  it('refuses an unknown purpose', async () => {
    expect(await refusal(await picture(10, 10), 'banner' as never)).toBe(`400 ${mediaText.purposeInvalid}`);
  });
});

describe('checkAlt', () => {
  it('requires a text alternative of at most 300 characters, trimmed, on one line', () => {
    expect(checkAlt('  Logo de la société  ')).toEqual({ ok: true, alt: 'Logo de la société' });
    expect(checkAlt('é'.repeat(MEDIA.altMaxLength))).toMatchObject({ ok: true });
    for (const missing of [undefined, null, 42, '', '   \t '])
      expect(checkAlt(missing)).toEqual({ ok: false, message: mediaText.altRequired });
    expect(checkAlt('a'.repeat(MEDIA.altMaxLength + 1))).toEqual({ ok: false, message: mediaText.altTooLong });
    expect(checkAlt('a'.repeat(10_000_000))).toEqual({ ok: false, message: mediaText.altTooLong });
    for (const bad of ['Logo\nforgé', 'Logo\u202eexe', 'Logo\u0000'])
      expect(checkAlt(bad)).toEqual({ ok: false, message: mediaText.altInvalid });
  });
});

describe('mediaUploadOf', () => {
  it('reads the file, its alt and its purpose from a form; an empty or missing file is null', async () => {
    const form = new FormData();
    form.append(MEDIA.fields.file, new File([Uint8Array.from([1, 2, 3])], 'logo.png'));
    form.append(MEDIA.fields.alt, 'Logo');
    form.append(MEDIA.fields.purpose, 'logo');
    expect(await mediaUploadOf(form)).toEqual({ file: Uint8Array.from([1, 2, 3]), alt: 'Logo', purpose: 'logo' });
    const empty = new FormData();
    empty.append(MEDIA.fields.file, new File([], ''));
    expect(await mediaUploadOf(empty)).toEqual({ file: null, alt: null, purpose: null });
    const text = new FormData();
    text.append(MEDIA.fields.file, 'pas un fichier');
    expect((await mediaUploadOf(text)).file).toBeNull();
  });
});

describe('mediaFailure', () => {
  it('answers a refusal with its status and message, a body over its cap with 413, and anything else with 503', () => {
    expect(mediaFailure(new MediaRefusal(mediaText.tooLarge, 413))).toEqual({
      status: 413,
      message: mediaText.tooLarge,
    });
    expect(mediaFailure(new MediaRefusal(mediaText.altRequired))).toEqual({
      status: 400,
      message: mediaText.altRequired,
    });
    expect(mediaFailure(new BodyError(413))).toEqual({ status: 413, message: mediaText.tooLarge });
    expect(mediaFailure(new AdminError('forbidden'))).toMatchObject({ status: 403 });
  });
});

describe.each(testDatabases)('media in the database ($name)', ({ open }) => {
  let database: TestDatabase;
  let cast: Awaited<ReturnType<typeof staffCast>>;
  let editor: Awaited<ReturnType<typeof editorCaller>>;
  let logo: PreparedMedia;

  beforeAll(async () => {
    database = await open();
    cast = await staffCast(database.db);
    editor = await editorCaller(database.db);
    logo = await prepared(await picture(800, 400, 'png'), 'logo');
  }, 60_000);
  afterAll(async () => {
    await database?.destroy();
  });

  const rows = async () => (await database.db.select({ n: count() }).from(media))[0]!.n;
  const upload = async (fields: Partial<{ file: Uint8Array | null; alt: unknown; purpose: unknown }> = {}) => ({
    file: await picture(800, 400, 'png'),
    alt: 'Logo de Sotra Froid',
    purpose: 'logo',
    ...fields,
  });

  it('stores a media and its files in one go, and reads each file back', async () => {
    const stored = await storeMedia(database.db, {
      purpose: 'logo',
      alt: ' Logo ',
      userId: editor.user!.id,
      files: logo.files,
    });
    expect(stored).toMatchObject({ width: 320, height: 160, alt: 'Logo', purpose: 'logo' });
    expect(await mediaOf(database.db, stored.id)).toEqual({ id: stored.id, width: 320, height: 160, alt: 'Logo' });
    const [row] = await database.db.select({ createdBy: media.createdBy }).from(media).where(eq(media.id, stored.id));
    expect(row!.createdBy).toBe(editor.user!.id);
    for (const file of logo.files) {
      const read = await mediaFile(database.db, stored.id, file.format, file.width);
      expect(read?.contentType).toBe(`image/${file.format}`);
      expect(Buffer.compare(read!.bytes, file.bytes)).toBe(0);
    }
    expect(await mediaFile(database.db, stored.id, 'avif', 480)).toBeNull();
    expect(await mediaFile(database.db, stored.id, 'jpeg', 1200)).toBeNull();
    expect(await mediaFile(database.db, '00000000-0000-4000-8000-000000000000', 'avif', 160)).toBeNull();
    expect(await mediaFile(database.db, 'not-a-uuid', 'avif', 160)).toBeNull();
    expect(await mediaOf(database.db, 'not-a-uuid')).toBeNull();
  });

  it('stores nothing when a file cannot be written, and refuses files other than its purpose’s', async () => {
    const before = await rows();
    const broken = logo.files.map((file, index) =>
      index === 1 ? { ...file, bytes: null as unknown as Buffer } : file,
    );
    await expect(
      storeMedia(database.db, { purpose: 'logo', alt: 'Logo', userId: null, files: broken }),
    ).rejects.toThrow();
    await expect(
      storeMedia(database.db, { purpose: 'logo', alt: 'Logo', userId: null, files: logo.files.slice(1) }),
    ).rejects.toThrow(/files of a logo/);
    await expect(
      storeMedia(database.db, { purpose: 'cover', alt: 'Logo', userId: null, files: logo.files }),
    ).rejects.toThrow(/files of a cover/);
    await expect(
      storeMedia(database.db, { purpose: 'logo', alt: '', userId: null, files: logo.files }),
    ).rejects.toBeInstanceOf(MediaRefusal);
    expect(await rows()).toBe(before);
  });

  it('stores inside a caller’s transaction, and goes with it when it is rolled back', async () => {
    const before = await rows();
    await expect(
      database.db.transaction(async (tx) => {
        await storeMedia(tx, { purpose: 'logo', alt: 'Logo', userId: null, files: logo.files });
        throw new Error('the article could not be saved');
      }),
    ).rejects.toThrow('the article could not be saved');
    expect(await rows()).toBe(before);
  });

  it('lets editors and admins upload, and no one else, before anything is read', async () => {
    const before = await rows();
    const anonymous = { db: database.db, user: null };
    await expect(uploadMedia(anonymous, await upload())).rejects.toMatchObject({
      name: 'AdminError',
      kind: 'unauthenticated',
    });
    await expect(uploadMedia(cast.visitor, await upload())).rejects.toMatchObject({
      name: 'AdminError',
      kind: 'forbidden',
    });
    await expect(uploadMedia(cast.agent, await upload())).rejects.toMatchObject({
      name: 'AdminError',
      kind: 'forbidden',
    });
    // The role comes first: an agent's invalid upload is refused for the role, not for its fields.
    await expect(uploadMedia(cast.agent, await upload({ alt: '', file: null }))).rejects.toMatchObject({
      kind: 'forbidden',
    });
    expect(await rows()).toBe(before);

    const byEditor = await uploadMedia(editor, await upload());
    const byAdmin = await uploadMedia(cast.admin, await upload({ alt: 'Photo de l’équipe', purpose: 'photo' }));
    expect(byEditor).toMatchObject({ width: 320, height: 160, alt: 'Logo de Sotra Froid', purpose: 'logo' });
    expect(byAdmin).toMatchObject({ width: 480, height: 240, purpose: 'photo' });
    expect(await rows()).toBe(before + 2);
    const files = await database.db
      .select({ format: mediaFiles.format, width: mediaFiles.width })
      .from(mediaFiles)
      .where(eq(mediaFiles.mediaId, byAdmin.id));
    expect(files.map(({ format, width }) => `${format} ${width}`).sort()).toEqual([
      'avif 240',
      'avif 480',
      'webp 240',
      'webp 480',
    ]);
  });

  it('refuses an upload without its alt, its purpose or its file, or with a file that is not an image, in French', async () => {
    const before = await rows();
    const refused = async (fields: Parameters<typeof upload>[0]) => {
      const error = await uploadMedia(editor, await upload(fields)).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(MediaRefusal);
      return `${(error as MediaRefusal).status} ${(error as MediaRefusal).message}`;
    };
    expect(await refused({ alt: '  ' })).toBe(`400 ${mediaText.altRequired}`);
    expect(await refused({ alt: null })).toBe(`400 ${mediaText.altRequired}`);
    expect(await refused({ alt: 'x'.repeat(301) })).toBe(`400 ${mediaText.altTooLong}`);
    expect(await refused({ purpose: 'banner' })).toBe(`400 ${mediaText.purposeInvalid}`);
    expect(await refused({ purpose: null })).toBe(`400 ${mediaText.purposeInvalid}`);
    expect(await refused({ file: null })).toBe(`400 ${mediaText.fileMissing}`);
    expect(await refused({ file: Buffer.from('<svg/>') })).toBe(`400 ${mediaText.notAnImage}`);
    expect(await refused({ file: Buffer.concat([await picture(10, 10), Buffer.alloc(MEDIA.maxInputBytes)]) })).toBe(
      `413 ${mediaText.tooLarge}`,
    );
    expect(await rows()).toBe(before);
  });
});

describe.each(testDatabases)('an editor’s upload quota ($name)', ({ open }) => {
  let database: TestDatabase;
  let cast: Awaited<ReturnType<typeof staffCast>>;
  const HOUR = 60 * 60 * 1000;

  beforeAll(async () => {
    database = await open();
    cast = await staffCast(database.db);
  }, 60_000);
  afterAll(async () => {
    await database?.destroy();
  });

  let editors = 0;
  /** Another editor, who has already uploaded `count` images, `hoursAgo` hours ago. */
  const editorWith = async (count: number, hoursAgo: number) => {
    editors += 1;
    const caller = await editorCaller(database.db, {
      id: `u-quota-${editors}`,
      name: `Rédactrice ${editors}`,
      email: `quota-${editors}@example.ci`,
    });
    await uploadedBy(caller.user!.id, count, hoursAgo);
    return caller;
  };
  const uploadedBy = async (userId: string, count: number, hoursAgo: number) => {
    const createdAt = new Date(Date.now() - hoursAgo * HOUR);
    if (count)
      await database.db.insert(media).values(
        Array.from({ length: count }, () => ({
          alt: 'Déjà là',
          width: 320,
          height: 160,
          createdBy: userId,
          createdAt,
        })),
      );
  };
  const rows = async () => (await database.db.select({ n: count() }).from(media))[0]!.n;
  const upload = async (file?: Uint8Array) => ({
    file: file ?? (await picture(400, 200, 'png')),
    alt: 'Logo',
    purpose: 'logo',
  });
  const refusalOf = (call: Promise<unknown>) =>
    call.then(
      () => null,
      (error: unknown) => (error instanceof MediaRefusal ? `${error.status} ${error.message}` : error),
    );

  it(`refuses the ${MEDIA.quota.perDay + 1}th upload of 24 hours in French, before decoding it, and stores nothing`, async () => {
    const editor = await editorWith(MEDIA.quota.perDay - 1, 1);
    await uploadMedia(editor, await upload());
    const before = await rows();
    // Not an image either: the quota answers first, no pixel read.
    expect(await refusalOf(uploadMedia(editor, await upload(Buffer.from('<svg/>'))))).toBe(
      `400 ${mediaText.quotaPerDay}`,
    );
    expect(await refusalOf(uploadMedia(editor, await upload()))).toBe(`400 ${mediaText.quotaPerDay}`);
    expect(await rows()).toBe(before);
    // Uploads of more than 24 hours ago no longer count for the day.
    const yesterday = await editorWith(MEDIA.quota.perDay, 25);
    expect(await uploadMedia(yesterday, await upload())).toMatchObject({ purpose: 'logo' });
  });

  it(`refuses an upload past ${MEDIA.quota.total} images kept, and accepts one again once one is deleted`, async () => {
    const editor = await editorWith(MEDIA.quota.total, 48);
    const before = await rows();
    expect(await refusalOf(uploadMedia(editor, await upload()))).toBe(`400 ${mediaText.quotaTotal}`);
    expect(await rows()).toBe(before);
    const [one] = await database.db
      .select({ id: media.id })
      .from(media)
      .where(eq(media.createdBy, editor.user!.id))
      .limit(1);
    await database.db.delete(media).where(eq(media.id, one!.id));
    expect(await uploadMedia(editor, await upload())).toMatchObject({ purpose: 'logo' });
  });

  it('holds two uploads at once to the one place left', async () => {
    const editor = await editorWith(MEDIA.quota.perDay - 1, 1);
    const before = await rows();
    const results = await Promise.all([
      refusalOf(uploadMedia(editor, await upload())),
      refusalOf(uploadMedia(editor, await upload())),
    ]);
    expect(results.sort()).toEqual([`400 ${mediaText.quotaPerDay}`, null].sort());
    expect(await rows()).toBe(before + 1);
  });

  it('does not hold an admin to it', async () => {
    await uploadedBy(cast.admin.user!.id, MEDIA.quota.total, 1);
    expect(await uploadMedia(cast.admin, await upload())).toMatchObject({ purpose: 'logo' });
  });
});
