/**
 * Images staff upload for the site's content (issue 33): an article's cover, a client's or a partner's logo, a team
 * member's photo. Uploaded once, checked like the visitors' photos (server/requests/photos.ts: JPEG, PNG or WebP by
 * their first bytes, the file and pixel caps read from the header before any decoding), then re-encoded by sharp into
 * the AVIF and WebP files of their purpose (config/media.ts), and a cover's JPEG card. Only what sharp wrote is kept:
 * no EXIF (GPS included), XMP or comment, nothing a polyglot carried beside its pixels. The files live in the
 * database (`media`, `media_files`), so that backups and every instance have them, and are served by
 * app/media/[id]/[file] with a year-long immutable cache. An editor's uploads are capped (MEDIA.quota); an image
 * nothing uses any more is deleted after MEDIA.unusedDays (media-sweep.ts).
 *
 * `uploadMedia` is what staff call: it checks the caller's role (editors and admins) before anything else.
 * `prepareMedia` and `storeMedia` are its steps, for a server function that has checked its caller itself.
 */
import sharp from 'sharp';
import { and, count, eq, sql } from 'drizzle-orm';
import {
  isMediaPurpose,
  largestSize,
  MEDIA,
  mediaContentTypes,
  mediaEncodings,
  mediaVariants,
  type MediaEncoding,
  type MediaImage,
  type MediaPurpose,
  type MediaRef,
  type MediaVariant,
} from '@/config/media';
import { mediaText } from '@/content/media';
import { forbiddenInLine, uuidPattern } from '@/lib/schemas/patterns';
import { can } from '@/config/staff';
import { requireStaff, type AdminCaller, type StaffMember } from '@/server/admin/access';
import { adminFailure, AdminRefusal, type AdminFailure } from '@/server/admin/errors';
import { BodyError } from '@/server/body';
import type { Db, Tx } from '@/server/db/client';
import { media, mediaFiles } from '@/server/db/schema';
import { logError } from '@/server/log';
import { decodingRefusal, inspectImage, serialQueue, uploadInput, type ImageRefusal } from '@/server/requests/photos';

export type { MediaImage, MediaPurpose, MediaRef };

/** One encoded file, as stored. */
export type MediaFile = MediaVariant & { bytes: Buffer };
/** An upload re-encoded: its largest file's size (what the page reserves) and every file of its purpose. */
export type PreparedMedia = { purpose: MediaPurpose; width: number; height: number; files: MediaFile[] };
export type MediaResult = { ok: true; media: PreparedMedia } | { ok: false; status: 400 | 413; message: string };

/** A refusal the staff member reads: what to change, with the status it is answered with (400, or 413 for a file too large). */
export class MediaRefusal extends AdminRefusal {
  constructor(
    message: string,
    readonly status: 400 | 413 = 400,
  ) {
    super(message);
    this.name = 'MediaRefusal';
  }
}

const refusals = {
  tooLarge: { status: 413, message: mediaText.tooLarge },
  notAnImage: { status: 400, message: mediaText.notAnImage },
  tooManyPixels: { status: 400, message: mediaText.tooManyPixels },
} as const satisfies Record<ImageRefusal, { status: 400 | 413; message: string }>;

const white = { r: 255, g: 255, b: 255 };

// One upload encoded at a time per process, its files one after the other: each encoding holds one thread of libuv's
// pool (4 by default), which the server's file reads and compression share.
const oneAtATime = serialQueue();

/**
 * Checks an uploaded image and encodes the files of its purpose: turned upright from its EXIF orientation, decoded
 * once to its largest size, then written as AVIF and WebP at each width (and a cover's 1200 × 630 JPEG card, cropped on
 * what draws the eye), without any metadata. A refusal says why, in French. Takes no caller: whoever calls it has
 * checked theirs (uploadMedia does).
 */
export async function prepareMedia(bytes: Uint8Array, purpose: MediaPurpose): Promise<MediaResult> {
  if (!isMediaPurpose(purpose)) return { ok: false, status: 400, message: mediaText.purposeInvalid };
  const inspected = await inspectImage(bytes, MEDIA);
  if (!inspected.ok) return { ok: false, ...refusals[inspected.reason] };
  const largest = largestSize(purpose, inspected.metadata.autoOrient);
  const settings = MEDIA.purposes[purpose];
  try {
    const files = await oneAtATime(async () => {
      // Decoded once, upright, at the largest width: every file is made from these pixels rather than from the source.
      let upright = sharp(bytes, { ...uploadInput(MEDIA), pages: 1 })
        .rotate()
        .timeout({ seconds: MEDIA.timeoutSeconds });
      if (!settings.alpha) upright = upright.flatten({ background: white });
      const base = await upright
        .resize({ width: largest.width, height: largest.height, fit: 'fill' })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const raw = { raw: { width: base.info.width, height: base.info.height, channels: base.info.channels } };
      const files: MediaFile[] = [];
      for (const variant of mediaVariants(purpose, largest)) {
        const size = { width: variant.width, height: variant.height };
        const image = sharp(base.data, raw).timeout({ seconds: MEDIA.timeoutSeconds });
        const encoded =
          variant.format === 'jpeg'
            ? image
                .resize({ ...size, fit: 'cover', position: sharp.strategy.attention })
                .flatten({ background: white })
                .jpeg(MEDIA.jpeg)
            : variant.format === 'avif'
              ? image.resize({ ...size, fit: 'fill' }).avif({ ...MEDIA.avif, chromaSubsampling: settings.chroma })
              : image.resize({ ...size, fit: 'fill' }).webp(MEDIA.webp);
        const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
        // The page reserves the size config/media.ts computes: a file of another size would move the layout.
        if (info.width !== variant.width || info.height !== variant.height)
          throw new Error(`media encoded at ${info.width}x${info.height}, not ${variant.width}x${variant.height}`);
        files.push({ ...variant, bytes: data });
      }
      return files;
    });
    return { ok: true, media: { purpose, ...largest, files } };
  } catch (error) {
    // Mostly a file that is not what its header says (truncated, corrupt); logged, since it may also be ours.
    logError('media', 'image could not be encoded', error);
    return { ok: false, ...refusals[decodingRefusal(error)] };
  }
}

/** The text alternative as stored, or the French reason it is refused. Its length is checked before anything reads it. */
export function checkAlt(alt: unknown): { ok: true; alt: string } | { ok: false; message: string } {
  if (typeof alt !== 'string') return { ok: false, message: mediaText.altRequired };
  if (alt.length > MEDIA.altMaxLength * 4) return { ok: false, message: mediaText.altTooLong };
  const text = alt.normalize('NFC').trim();
  if (!text) return { ok: false, message: mediaText.altRequired };
  if (text.length > MEDIA.altMaxLength) return { ok: false, message: mediaText.altTooLong };
  if (forbiddenInLine.test(text)) return { ok: false, message: mediaText.altInvalid };
  return { ok: true, alt: text };
}

/**
 * Stores a prepared media and its files, in one transaction (a savepoint inside the caller's, when given one). The
 * files must be exactly those config/media.ts lists for its purpose and size, which pages count on. Takes no caller:
 * whoever calls it has checked theirs (uploadMedia does).
 */
export async function storeMedia(
  db: Db | Tx,
  {
    purpose,
    alt,
    userId,
    files,
  }: { purpose: MediaPurpose; alt: string; userId: string | null; files: readonly MediaFile[] },
): Promise<MediaImage> {
  const checked = checkAlt(alt);
  if (!checked.ok) throw new MediaRefusal(checked.message);
  const largest = files
    .filter((file) => file.format !== 'jpeg')
    .reduce<MediaFile | undefined>((widest, file) => (widest && widest.width >= file.width ? widest : file), undefined);
  if (!largest) throw new Error('a media needs its files');
  const expected = mediaVariants(purpose, largest).map(({ format, width, height }) => `${format}:${width}x${height}`);
  const given = files.map(({ format, width, height }) => `${format}:${width}x${height}`);
  if (expected.sort().join() !== given.sort().join())
    throw new Error(`the files of a ${purpose} are ${expected.join(' ')}, not ${given.join(' ')}`);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(media)
      .values({ alt: checked.alt, width: largest.width, height: largest.height, createdBy: userId })
      .returning({ id: media.id });
    await tx
      .insert(mediaFiles)
      .values(files.map(({ format, width, height, bytes }) => ({ mediaId: row!.id, format, width, height, bytes })));
    return { id: row!.id, width: largest.width, height: largest.height, alt: checked.alt, purpose };
  });
}

/** What an upload form sent: the file's bytes (null when none was chosen), its text alternative and its purpose, unchecked. */
export type MediaUpload = { file: Uint8Array | null; alt: unknown; purpose: unknown };

/** The fields of an upload post (multipart). A field that is not what it should be comes out null, and is refused. */
export async function mediaUploadOf(form: FormData): Promise<MediaUpload> {
  const file = form.get(MEDIA.fields.file);
  return {
    file: file instanceof Blob && file.size > 0 ? new Uint8Array(await file.arrayBuffer()) : null,
    alt: form.get(MEDIA.fields.alt),
    purpose: form.get(MEDIA.fields.purpose),
  };
}

/**
 * An editor or an admin uploads an image: the role first, then the purpose and the text alternative (cheap), then the
 * editor's quota, then the image, checked and encoded, and stored with its author. Throws an AdminError (no right) or a MediaRefusal (in French).
 */
export async function uploadMedia(caller: AdminCaller, upload: MediaUpload): Promise<MediaImage> {
  const member = await requireStaff(caller, 'content');
  if (!isMediaPurpose(upload.purpose)) throw new MediaRefusal(mediaText.purposeInvalid);
  const alt = checkAlt(upload.alt);
  if (!alt.ok) throw new MediaRefusal(alt.message);
  if (!upload.file?.byteLength) throw new MediaRefusal(mediaText.fileMissing);
  // Counted before a pixel is decoded, and again under the member's lock when storing: two uploads at once, one room.
  await checkQuota(caller.db, member);
  const prepared = await prepareMedia(upload.file, upload.purpose);
  if (!prepared.ok) throw new MediaRefusal(prepared.message, prepared.status);
  const purpose = upload.purpose;
  return caller.db.transaction(async (tx) => {
    if (isCapped(member)) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`media-quota:${member.id}`}))`);
    await checkQuota(tx, member);
    return storeMedia(tx, { purpose, alt: alt.alt, userId: member.id, files: prepared.media.files });
  });
}

/** Admins upload without a quota (MEDIA.quota): they are the operator, and whom an editor asks past it. */
const isCapped = (member: StaffMember) => !can(member.role, 'administration');

/** Refuses, in French, an upload past the member's quota: so many in the last 24 hours, so many kept in all. */
async function checkQuota(db: Db | Tx, member: StaffMember) {
  if (!isCapped(member)) return;
  const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000);
  const [counts] = await db
    .select({
      total: count(),
      today: sql<number>`count(*) filter (where ${media.createdAt} > ${dayAgo})`.mapWith(Number),
    })
    .from(media)
    .where(eq(media.createdBy, member.id));
  if ((counts?.today ?? 0) >= MEDIA.quota.perDay) throw new MediaRefusal(mediaText.quotaPerDay);
  if ((counts?.total ?? 0) >= MEDIA.quota.total) throw new MediaRefusal(mediaText.quotaTotal);
}

/** An upload route's answer to what was thrown: a refusal keeps its status and message; a failure of ours is a 503. */
export function mediaFailure(error: unknown): AdminFailure {
  if (error instanceof MediaRefusal) return { status: error.status, message: error.message };
  if (error instanceof BodyError && error.status === 413) return { status: 413, message: mediaText.tooLarge };
  return adminFailure(error, mediaText.uploadFailed);
}

/** A media's row, for a page that has its id (public: the site's content shows it). Null for an unknown id. */
export async function mediaOf(db: Db | Tx, id: string): Promise<MediaRef | null> {
  if (!uuidPattern.test(id)) return null;
  const [row] = await db
    .select({ id: media.id, width: media.width, height: media.height, alt: media.alt })
    .from(media)
    .where(eq(media.id, id));
  return row ?? null;
}

/** One file's bytes and type (public), or null when the media has no such file. */
export async function mediaFile(
  db: Db | Tx,
  id: string,
  format: MediaEncoding,
  width: number,
): Promise<{ contentType: string; bytes: Buffer } | null> {
  if (!uuidPattern.test(id) || !mediaEncodings.includes(format) || !Number.isInteger(width) || width < 1) return null;
  const [row] = await db
    .select({ bytes: mediaFiles.bytes })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.mediaId, id), eq(mediaFiles.format, format), eq(mediaFiles.width, width)));
  return row ? { contentType: mediaContentTypes[format], bytes: row.bytes } : null;
}
