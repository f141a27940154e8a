/**
 * Photos a visitor may join to a quote or a support request (issue 30). The browser shrinks them to about
 * `browserSide` px and `browserBytes` before sending, so that they go through on 3G; a post without JavaScript sends
 * them as taken, up to `maxInputBytes` each. The server re-encodes every one (server/requests/photos.ts).
 */
import { photoKinds, type PhotoKind } from './request-kinds';

const perRequest = 3;
const maxInputBytes = 10 * 1024 * 1024;

export const PHOTOS = {
  /** Request kinds whose form takes photos (config/request-kinds.ts says which). */
  kinds: photoKinds,
  /** The form field of the photos; with JavaScript, the multipart post carries the other fields, as JSON, in `fieldsPart`. */
  field: 'photos',
  fieldsPart: 'demande',
  perRequest,
  /** The largest file the server reads, as a phone takes it (a post without JavaScript). */
  maxInputBytes,
  /** The largest post with photos: every photo at its largest, and 64 KB for the other fields (server/body.ts). */
  postBytes: perRequest * maxInputBytes + 64 * 1024,
  /** Refused above this, before anything is decoded: a decompression bomb, a 50-megapixel PNG. */
  maxInputPixels: 40_000_000,
  /** Stored: the longest side, in px, and the WebP quality. */
  storedSide: 1600,
  storedQuality: 78,
  /** The back-office's thumbnail: the longest side, in px. */
  thumbnailSide: 320,
  /** What the browser aims at before sending. */
  browserSide: 1600,
  browserBytes: 300 * 1024,
  /** The longest the server spends decoding and encoding one photo. */
  timeoutSeconds: 10,
  /**
   * The re-encoding queue, per process (one photo at a time, about 0.2 to 0.3 s each here): at most `photos` waiting or
   * being encoded, `perAddress` of them from one address (two requests' worth: two people behind one office's address).
   * A request with no room is answered 503 with Retry-After `retryAfterSeconds`, and the form sends it again by itself.
   */
  queue: { photos: 8 * perRequest, perAddress: 2 * perRequest, retryAfterSeconds: 10 },
} as const;

export type { PhotoKind };
export const takesPhotos = (kind: string): kind is PhotoKind => (PHOTOS.kinds as readonly string[]).includes(kind);
