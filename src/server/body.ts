/**
 * The one way a route handler reads a request body: never more than a hard cap, whatever the transfer encoding
 * (a chunked body has no Content-Length to trust), strict UTF-8, JSON parsed only once the whole body is in.
 */

import { MEDIA } from '@/config/media';
import { PHOTOS } from '@/config/photos';

/**
 * Body sizes. `request`: the largest real form (a 5,000-character message in UTF-8, with every other field) fits in
 * 64 KB. `desk`: a staff reply of DESK_LIMITS.reply characters, each up to 3 bytes in UTF-8, and its JSON escapes.
 * `photos`: a quote or support request with its photos (multipart), each at most PHOTOS.maxInputBytes.
 * `media`: an image staff upload for the site's content (multipart), at most MEDIA.maxInputBytes, with its two fields.
 * `showcase`: a showcase item (a leader's 1,200-character presentation at most, with its other fields).
 */
export const BODY_CAPS = {
  request: 64 * 1024,
  auth: 16 * 1024,
  admin: 4 * 1024,
  desk: 48 * 1024,
  photos: PHOTOS.postBytes,
  media: MEDIA.postBytes,
  article: 512 * 1024,
  showcase: 16 * 1024,
} as const;

export class BodyError extends Error {
  constructor(readonly status: 400 | 413) {
    super(status === 413 ? 'body over its cap' : 'body is not valid UTF-8 JSON');
    this.name = 'BodyError';
  }
}

/** The body's bytes; throws BodyError(413) as soon as more than `cap` bytes arrive, without reading the rest. */
export async function readBytes(request: Request, cap: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = request.headers.get('content-length');
  if (declared !== null && !(Number(declared) <= cap)) throw new BodyError(413);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > cap) {
      drain(reader);
      throw new BodyError(413);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** What is still read, and dropped, of a body refused for its size before the connection is given up. */
export const DRAIN = { bytes: 1024 * 1024, ms: 5_000 };

/**
 * Reads the rest of a refused body in the background and drops it, so that the client, still sending, receives the
 * 413 instead of a reset connection; past DRAIN's bytes or time, the stream is cancelled and nothing more is kept.
 */
function drain(reader: ReadableStreamDefaultReader<Uint8Array>) {
  const deadline = Date.now() + DRAIN.ms;
  let dropped = 0;
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        dropped += value.byteLength;
        if (dropped > DRAIN.bytes || Date.now() > deadline) break;
      }
    } catch {
      return;
    }
    await reader.cancel().catch(() => undefined);
  })();
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Strict UTF-8 text: invalid bytes are a malformed request, not replacement characters stored in a lead. */
export function decodeUtf8(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw new BodyError(400);
  }
}

/** A JSON body of at most `cap` bytes. */
export async function readJson(request: Request, cap: number): Promise<unknown> {
  const text = decodeUtf8(await readBytes(request, cap));
  try {
    return JSON.parse(text);
  } catch {
    throw new BodyError(400);
  }
}

/**
 * A multipart/form-data body of at most `cap` bytes, read whole (within the cap) before it is parsed: a malformed
 * body is a BodyError(400).
 */
export async function readMultipart(request: Request, cap: number): Promise<FormData> {
  const bytes = await readBytes(request, cap);
  try {
    return await new Response(bytes, {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    }).formData();
  } catch {
    throw new BodyError(400);
  }
}
