/**
 * Photos joined to a request: each file is checked, decoded and re-encoded by sharp, and only what sharp wrote is
 * kept. The re-encoding drops every metadata block (EXIF with its GPS position, XMP, ICC comments) and whatever a
 * crafted file carried beside its pixels (a polyglot's script, an appended archive). What is refused gets a French
 * message and nothing is stored:
 * - more than PHOTOS.perRequest files, or one over PHOTOS.maxInputBytes;
 * - anything that is not a JPEG, PNG or WebP by its first bytes (an SVG, a GIF, HTML, a renamed file);
 * - a file cut short, as its container's structure shows (a PNG without its end chunk, a WebP shorter than its RIFF
 *   header says, a JPEG without its end marker);
 * - an image over PHOTOS.maxInputPixels, refused from its header before any pixel is decoded (decompression bombs);
 * - a file sharp cannot decode to the end (corrupt), or that takes over PHOTOS.timeoutSeconds.
 * Every file of a request passes the checks that read no pixel before the first one is decoded: one bad file refuses
 * the set for the cost of reading headers. Decoding then waits in a bounded queue (PHOTOS.queue): past its length, or
 * past one address's share of it, the request is told "not now" (503 with Retry-After) without a pixel decoded.
 */
import sharp, { type Metadata } from 'sharp';
import { and, asc, eq } from 'drizzle-orm';
import { PHOTOS, type PhotoKind } from '@/config/photos';
import { requestKindFacts } from '@/config/request-kinds';
import { photoText } from '@/content/photos';
import type { Db, Tx } from '@/server/db/client';
import { requestPhotos, type WorkflowKind } from '@/server/db/schema';
import { metrics } from '@/server/metrics';

export type PreparedPhoto = {
  contentType: 'image/webp';
  width: number;
  height: number;
  image: Buffer;
  thumbnail: Buffer;
};
/** Refused (400), or, with `retryAfter` (seconds), not now: the queue is full (503). */
export type PhotosResult = { ok: true; photos: PreparedPhoto[] } | { ok: false; message: string; retryAfter?: number };

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

/**
 * The queue of the visitors' photos, one per process (on globalThis: Turbopack may evaluate this module twice): a
 * request's photos enter together, if the queue and the sender's address have room for them, and leave once encoded.
 */
export function boundedQueue(bounds: { photos: number; perAddress: number }) {
  const oneAtATime = serialQueue();
  let held = 0;
  const byAddress = new Map<string, number>();
  return {
    oneAtATime,
    /** Takes room for `count` photos from `address`: how to give it back, or undefined when there is none. */
    enter(address: string, count: number): (() => void) | undefined {
      const mine = byAddress.get(address) ?? 0;
      if (held + count > bounds.photos || mine + count > bounds.perAddress) return undefined;
      held += count;
      byAddress.set(address, mine + count);
      let left = false;
      return () => {
        if (left) return;
        left = true;
        held -= count;
        const remaining = (byAddress.get(address) ?? count) - count;
        if (remaining > 0) byAddress.set(address, remaining);
        else byAddress.delete(address);
      };
    },
  };
}
/** The process's queue of visitor photos (exported for the tests, which hold its room as a flood would). */
export const photoQueue = ((
  globalThis as { __visitorPhotoQueue?: ReturnType<typeof boundedQueue> }
).__visitorPhotoQueue ??= boundedQueue(PHOTOS.queue));

const formats = new Set(['jpeg', 'png', 'webp']);

/** The format its first bytes say, among those accepted. */
function sniff(file: Uint8Array): 'jpeg' | 'png' | 'webp' | null {
  const ascii = (start: number, end: number) => Buffer.from(file.subarray(start, end)).toString('latin1');
  if (file[0] === 0xff && file[1] === 0xd8 && file[2] === 0xff) return 'jpeg';
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

/**
 * Whether the file holds all its container says it holds, read from its structure without decoding: a PNG's chunks
 * up to IEND, a WebP's RIFF length, a JPEG's segments up to its scan and then its end marker (0xFFD9 cannot occur
 * inside entropy-coded data, where every 0xFF is followed by 0 or a restart marker). Bytes after the end are allowed:
 * the re-encoding drops them.
 */
function complete(bytes: Uint8Array): boolean {
  const format = sniff(bytes);
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!format) return false;
  if (format === 'webp') return file.byteLength >= 12 && file.byteLength >= 8 + file.readUInt32LE(4);
  if (format === 'png') {
    for (let offset = 8; offset + 8 <= file.byteLength;) {
      const end = offset + 12 + file.readUInt32BE(offset);
      if (end > file.byteLength) return false;
      if (file.toString('latin1', offset + 4, offset + 8) === 'IEND') return true;
      offset = end;
    }
    return false;
  }
  for (let offset = 2; offset + 4 <= file.byteLength;) {
    if (file[offset] !== 0xff) return false;
    const marker = file[offset + 1]!;
    // Fill bytes, and the markers that carry no length.
    if (marker === 0xff || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      offset += marker === 0xff ? 1 : 2;
      continue;
    }
    if (marker === 0xd9) return false; // an end before any scan: no image
    const next = offset + 2 + file.readUInt16BE(offset + 2);
    if (marker === 0xda) return next <= file.byteLength && file.indexOf(END_OF_JPEG, next) !== -1;
    offset = next;
  }
  return false;
}
const END_OF_JPEG = Buffer.from([0xff, 0xd9]);

/** Why an uploaded image is refused: the keys of its French message (content/photos.ts, content/media.ts). */
export type ImageRefusal = 'tooLarge' | 'notAnImage' | 'tooManyPixels';
export type ImageLimits = { maxInputBytes: number; maxInputPixels: number };

/** How sharp opens an uploaded image: no more pixels than the limit, a decoding error is an error, read once in order. */
export const uploadInput = (limits: ImageLimits = PHOTOS) => ({
  limitInputPixels: limits.maxInputPixels,
  failOn: 'error' as const,
  sequentialRead: true,
});

/**
 * The checks every uploaded image passes before a pixel is decoded (the visitors' photos, the staff's content images):
 * its size, a JPEG, PNG or WebP by its first bytes and by what sharp reads of its header, and its pixel count from that
 * header. Gives the header's metadata, or why the image is refused.
 */
export async function inspectImage(
  file: Uint8Array,
  limits: ImageLimits = PHOTOS,
): Promise<{ ok: true; metadata: Metadata } | { ok: false; reason: ImageRefusal }> {
  if (file.byteLength > limits.maxInputBytes) return { ok: false, reason: 'tooLarge' };
  const declared = sniff(file);
  if (!declared) return { ok: false, reason: 'notAnImage' };
  let metadata: Metadata;
  try {
    metadata = await sharp(file, uploadInput(limits)).metadata();
  } catch (error) {
    return { ok: false, reason: decodingRefusal(error) };
  }
  if (!metadata.format || !formats.has(metadata.format) || metadata.format !== declared)
    return { ok: false, reason: 'notAnImage' };
  if (!metadata.width || !metadata.height) return { ok: false, reason: 'notAnImage' };
  if (metadata.width * metadata.height > limits.maxInputPixels) return { ok: false, reason: 'tooManyPixels' };
  return { ok: true, metadata };
}

/** What sharp's failure means for the sender: too many pixels (checked from the header), or not a readable image. */
export const decodingRefusal = (error: unknown): ImageRefusal =>
  error instanceof Error && /pixel limit/i.test(error.message) ? 'tooManyPixels' : 'notAnImage';

/** Decodes and re-encodes one photo whose header passed inspectImage, in its turn. */
function encode(file: Uint8Array): Promise<PreparedPhoto> {
  return photoQueue.oneAtATime(async () => {
    metrics().photoDecodes.inc();
    // Turned upright from its EXIF orientation, then written without any metadata (sharp keeps none unless asked).
    const upright = sharp(file, { ...uploadInput(), pages: 1 })
      .rotate()
      .timeout({ seconds: PHOTOS.timeoutSeconds });
    const stored = await upright
      .resize({ width: PHOTOS.storedSide, height: PHOTOS.storedSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: PHOTOS.storedQuality })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await sharp(stored.data)
      .resize({ width: PHOTOS.thumbnailSide, height: PHOTOS.thumbnailSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 70 })
      .toBuffer();
    return {
      contentType: 'image/webp',
      width: stored.info.width,
      height: stored.info.height,
      image: stored.data,
      thumbnail,
    };
  });
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

function refused(
  stage: 'header' | 'decode' | 'busy',
  reason: ImageRefusal | 'tooMany' | 'busy',
): PhotosResult & { ok: false } {
  metrics().photosRefused.inc({ stage });
  return reason === 'busy'
    ? { ok: false, message: photoText.busy, retryAfter: PHOTOS.queue.retryAfterSeconds }
    : { ok: false, message: photoText[reason] };
}

/**
 * Checks and re-encodes the photos of one request, in order, sent from `address` (whose share of the queue they take).
 * Every file's header is read before any is decoded; the first refusal stops and says why.
 */
export async function preparePhotos(
  files: readonly Uint8Array[],
  { address = '' }: { address?: string } = {},
): Promise<PhotosResult> {
  if (files.length > PHOTOS.perRequest) return refused('header', 'tooMany');
  if (files.some((file) => file.byteLength > PHOTOS.maxInputBytes)) return refused('header', 'tooLarge');
  for (const file of files) {
    const inspected = await inspectImage(file);
    if (!inspected.ok) return refused('header', inspected.reason);
    if (!complete(file)) return refused('header', 'notAnImage');
  }
  if (!files.length) return { ok: true, photos: [] };
  const leave = photoQueue.enter(address, files.length);
  if (!leave) return refused('busy', 'busy');
  try {
    const photos: PreparedPhoto[] = [];
    for (const file of files) {
      try {
        photos.push(await encode(file));
      } catch (error) {
        return refused('decode', decodingRefusal(error));
      }
    }
    return { ok: true, photos };
  } finally {
    leave();
  }
}

/** The table each kind of request with photos is stored in (a support request is a contact). */
export const photoWorkflow = (kind: PhotoKind): WorkflowKind => requestKindFacts[kind].stored;

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
    .select({
      id: requestPhotos.id,
      position: requestPhotos.position,
      width: requestPhotos.width,
      height: requestPhotos.height,
    })
    .from(requestPhotos)
    .where(and(eq(requestPhotos.kind, kind), eq(requestPhotos.requestId, requestId)))
    .orderBy(asc(requestPhotos.position));
}
