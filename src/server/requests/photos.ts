/**
 * Photos joined to a request: each file is checked, decoded and re-encoded by sharp, and only what sharp wrote is
 * kept. The re-encoding drops every metadata block (EXIF with its GPS position, XMP, ICC comments) and whatever a
 * crafted file carried beside its pixels (a polyglot's script, an appended archive). What is refused gets a French
 * message and nothing is stored:
 * - more than PHOTOS.perRequest files, or one over PHOTOS.maxInputBytes;
 * - anything that is not a JPEG, PNG or WebP by its first bytes (an SVG, a GIF, HTML, a renamed file);
 * - an image over PHOTOS.maxInputPixels, refused from its header before any pixel is decoded (decompression bombs);
 * - a file sharp cannot decode to the end (truncated, corrupt), or that takes over PHOTOS.timeoutSeconds.
 */
import sharp, { type Metadata } from 'sharp';
import { and, asc, eq } from 'drizzle-orm';
import { PHOTOS, type PhotoKind } from '@/config/photos';
import { photoText } from '@/content/photos';
import type { Db, Tx } from '@/server/db/client';
import { requestPhotos, type WorkflowKind } from '@/server/db/schema';

export type PreparedPhoto = { contentType: 'image/webp'; width: number; height: number; image: Buffer; thumbnail: Buffer };
export type PhotosResult = { ok: true; photos: PreparedPhoto[] } | { ok: false; message: string };

// One photo at a time per process, each on the cores libvips wants: a burst of uploads queues here rather than
// holding every image's pixels at once. No operation cache: every input is different. The staff's content images
// (server/content/media.ts) have a queue of their own, so that a visitor's photos never wait for their encoding.
sharp.cache(false);
export function serialQueue() {
  let queue: Promise<unknown> = Promise.resolve();
  return function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  };
}
const oneAtATime = serialQueue();

const formats = new Set(['jpeg', 'png', 'webp']);

/** The format its first bytes say, among those accepted. */
function sniff(file: Uint8Array): 'jpeg' | 'png' | 'webp' | null {
  const ascii = (start: number, end: number) => Buffer.from(file.subarray(start, end)).toString('latin1');
  if (file[0] === 0xff && file[1] === 0xd8 && file[2] === 0xff) return 'jpeg';
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

class Refused extends Error {}

/** Why an uploaded image is refused: the keys of its French message (content/photos.ts, content/media.ts). */
export type ImageRefusal = 'tooLarge' | 'notAnImage' | 'tooManyPixels';
export type ImageLimits = { maxInputBytes: number; maxInputPixels: number };

/** How sharp opens an uploaded image: no more pixels than the limit, a decoding error is an error, read once in order. */
export const uploadInput = (limits: ImageLimits = PHOTOS) => ({ limitInputPixels: limits.maxInputPixels, failOn: 'error' as const, sequentialRead: true });

/**
 * The checks every uploaded image passes before a pixel is decoded (the visitors' photos, the staff's content images):
 * its size, a JPEG, PNG or WebP by its first bytes and by what sharp reads of its header, and its pixel count from that
 * header. Gives the header's metadata, or why the image is refused.
 */
export async function inspectImage(file: Uint8Array, limits: ImageLimits = PHOTOS): Promise<{ ok: true; metadata: Metadata } | { ok: false; reason: ImageRefusal }> {
  if (file.byteLength > limits.maxInputBytes) return { ok: false, reason: 'tooLarge' };
  const declared = sniff(file);
  if (!declared) return { ok: false, reason: 'notAnImage' };
  let metadata: Metadata;
  try {
    metadata = await sharp(file, uploadInput(limits)).metadata();
  } catch (error) {
    return { ok: false, reason: decodingRefusal(error) };
  }
  if (!metadata.format || !formats.has(metadata.format) || metadata.format !== declared) return { ok: false, reason: 'notAnImage' };
  if (!metadata.width || !metadata.height) return { ok: false, reason: 'notAnImage' };
  if (metadata.width * metadata.height > limits.maxInputPixels) return { ok: false, reason: 'tooManyPixels' };
  return { ok: true, metadata };
}

/** What sharp's failure means for the sender: too many pixels (checked from the header), or not a readable image. */
export const decodingRefusal = (error: unknown): ImageRefusal => (error instanceof Error && /pixel limit/i.test(error.message) ? 'tooManyPixels' : 'notAnImage');

async function prepare(file: Uint8Array): Promise<PreparedPhoto> {
  const inspected = await inspectImage(file);
  if (!inspected.ok) throw new Refused(photoText[inspected.reason]);
  try {
    return await oneAtATime(async () => {
      // Turned upright from its EXIF orientation, then written without any metadata (sharp keeps none unless asked).
      const upright = sharp(file, { ...uploadInput(), pages: 1 }).rotate().timeout({ seconds: PHOTOS.timeoutSeconds });
      const stored = await upright
        .resize({ width: PHOTOS.storedSide, height: PHOTOS.storedSide, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: PHOTOS.storedQuality })
        .toBuffer({ resolveWithObject: true });
      const thumbnail = await sharp(stored.data)
        .resize({ width: PHOTOS.thumbnailSide, height: PHOTOS.thumbnailSide, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 70 })
        .toBuffer();
      return { contentType: 'image/webp', width: stored.info.width, height: stored.info.height, image: stored.data, thumbnail };
    });
  } catch (error) {
    throw new Refused(photoText[decodingRefusal(error)]);
  }
}

/**
 * The photo files of a form post, as bytes, in order. The empty part a form sends when no file was chosen is skipped,
 * whatever its name (without JavaScript it has none; through a server action with JavaScript it may have one);
 * undefined when an entry is not a file at all (a crafted post).
 */
export async function photoFiles(form: FormData): Promise<Uint8Array[] | undefined> {
  const entries = form.getAll(PHOTOS.field);
  if (entries.some((entry) => typeof entry === 'string')) return undefined;
  const files = (entries as File[]).filter((file) => file.size > 0);
  return Promise.all(files.map(async (file) => new Uint8Array(await file.arrayBuffer())));
}

/** Checks and re-encodes the photos of one request, in order; the first refusal stops and says why. */
export async function preparePhotos(files: readonly Uint8Array[]): Promise<PhotosResult> {
  if (files.length > PHOTOS.perRequest) return { ok: false, message: photoText.tooMany };
  if (files.some((file) => file.byteLength > PHOTOS.maxInputBytes)) return { ok: false, message: photoText.tooLarge };
  const photos: PreparedPhoto[] = [];
  for (const file of files) {
    try {
      photos.push(await prepare(file));
    } catch (error) {
      if (error instanceof Refused) return { ok: false, message: error.message };
      throw error;
    }
  }
  return { ok: true, photos };
}

/** The table each kind of request with photos is stored in (a support request is a contact). */
export const photoWorkflow = { quote: 'quotes', support: 'contacts' } as const satisfies Record<PhotoKind, WorkflowKind>;

/** The rows of a request's photos, in order. */
export const photoRows = (kind: WorkflowKind, requestId: string, photos: readonly PreparedPhoto[]) =>
  photos.map((photo, position) => ({ kind, requestId, position, ...photo }));

/** Stores a request's photos (the pipeline stores them with the request, in its transaction). */
export async function savePhotos(tx: Tx | Db, kind: WorkflowKind, requestId: string, photos: readonly PreparedPhoto[]) {
  if (!photos.length) return;
  await tx.insert(requestPhotos).values(photoRows(kind, requestId, photos));
}

export type PhotoSummary = { id: string; position: number; width: number; height: number };

/** The photos of one request, without their bytes: what its back-office page lists. */
export function photosOf(db: Db, kind: WorkflowKind, requestId: string): Promise<PhotoSummary[]> {
  return db
    .select({ id: requestPhotos.id, position: requestPhotos.position, width: requestPhotos.width, height: requestPhotos.height })
    .from(requestPhotos)
    .where(and(eq(requestPhotos.kind, kind), eq(requestPhotos.requestId, requestId)))
    .orderBy(asc(requestPhotos.position));
}
