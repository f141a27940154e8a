/**
 * Images staff upload for the site's content (issue 33): an article's cover, a client's or a partner's logo, a team
 * member's photo. Each is checked like the visitors' photos (config/photos.ts: same file and pixel caps), re-encoded
 * once at upload (server/content/media.ts) into AVIF and WebP at the widths of its purpose, never wider than the
 * source, and served from `/media/<id>/<width>.<avif|webp|jpg>` with a year-long immutable cache.
 *
 * Which files exist follows from the purpose and the stored width and height alone (`mediaVariants`), so that a page
 * writes its `srcset` from the media row it already has, without another query.
 */
import { PHOTOS } from './photos';

export const mediaPurposes = ['cover', 'logo', 'photo'] as const;
export type MediaPurpose = (typeof mediaPurposes)[number];
export const isMediaPurpose = (value: unknown): value is MediaPurpose =>
  typeof value === 'string' && (mediaPurposes as readonly string[]).includes(value);

/** The encodings of a media's files: the schema's `media_files.format` reads them, and server/content/media.ts serves these. */
export const mediaEncodings = ['avif', 'webp', 'jpeg'] as const;
export type MediaEncoding = (typeof mediaEncodings)[number];

type PurposeSettings = {
  /** The widths written, in px, ascending; those over the source's width are left out (the source's own is added). */
  widths: readonly number[];
  /** The `sizes` a page gives when it says nothing: how wide the image is shown. */
  sizes: string;
  /** Transparency kept (a logo over any background); otherwise flattened on white. */
  alpha: boolean;
  /** AVIF's colour resolution: halved for photographs (as JPEG does, and faster), full for a logo's sharp coloured edges. */
  chroma: '4:2:0' | '4:4:4';
  /** A JPEG card of exactly this size, cropped on what draws the eye: what Open Graph and social networks read. */
  card?: { width: number; height: number };
};

const purposes = {
  cover: {
    widths: [480, 800, 1200, 1600],
    sizes: '(min-width: 896px) 832px, 100vw',
    alpha: false,
    chroma: '4:2:0',
    card: { width: 1200, height: 630 },
  },
  logo: { widths: [160, 320], sizes: '160px', alpha: true, chroma: '4:4:4' },
  photo: { widths: [240, 480], sizes: '240px', alpha: false, chroma: '4:2:0' },
} as const satisfies Record<MediaPurpose, PurposeSettings>;

export const MEDIA = {
  purposes: purposes as Record<MediaPurpose, PurposeSettings>,
  /** The fields of the upload (multipart): the file, its text alternative, its purpose. */
  fields: { file: 'file', alt: 'alt', purpose: 'purpose' },
  /** The largest file read, and the most pixels its header may declare: the visitors' photos' caps. */
  maxInputBytes: PHOTOS.maxInputBytes,
  maxInputPixels: PHOTOS.maxInputPixels,
  /** The largest upload body: the file at its largest, its two short fields and the multipart framing (server/body.ts). */
  postBytes: PHOTOS.maxInputBytes + 16 * 1024,
  /** The text alternative is required, and at most this many characters. */
  altMaxLength: 300,
  /** Encoders' settings: AVIF for browsers that read it, WebP for the others, JPEG for the social card only. */
  avif: { quality: 50, effort: 4 },
  webp: { quality: 78 },
  jpeg: { quality: 82, mozjpeg: true },
  /** The longest one decoding or encoding step may take. */
  timeoutSeconds: 20,
  /** Where the files are served, and how long a browser or a proxy keeps them (an id's files never change). */
  path: '/media',
  cacheControl: 'public, max-age=31536000, immutable',
  /**
   * An image that no article, no article revision (cover or body) and no showcase item uses is deleted, rows and
   * files, once it has been unused this many days and was uploaded at least as long ago: an upload waits for the
   * article it was made for to be saved, and an image an article dropped can still be put back. A leader's photo goes
   * as soon as the leader is removed or given another (server/content/showcase.ts): it is a person's likeness.
   */
  unusedDays: 7,
  /** How often each instance looks for images to delete (one at a time on PostgreSQL), and how many go per turn. */
  sweep: { everyMinutes: 60, firstAfterSeconds: 120, batch: 100 },
  /**
   * What an editor may upload: so many in any 24 hours, and so many kept in all (the deleted ones no longer count).
   * Admins are not held to it: they are the operator, and who an editor asks when the total is reached.
   */
  quota: { perDay: 40, total: 1000 },
} as const;

/** One file of a media, as it is stored and served. */
export type MediaVariant = { format: MediaEncoding; width: number; height: number };

/** A media as pages have it: its row, whose size is the largest file's (for the page to reserve its space). */
export type MediaRef = { id: string; width: number; height: number; alt: string };
/** A media with its purpose, which says which files it has (what an upload answers). */
export type MediaImage = MediaRef & { purpose: MediaPurpose };

/** The height of a file `width` px wide, of a media whose largest file is `largest`. */
const heightAt = (largest: { width: number; height: number }, width: number) =>
  width === largest.width ? largest.height : Math.max(1, Math.round((largest.height * width) / largest.width));

/** The size of a media's largest file, from its source's (upright) size: the purpose's widest, never wider than the source. */
export function largestSize(
  purpose: MediaPurpose,
  source: { width: number; height: number },
): { width: number; height: number } {
  const widest = MEDIA.purposes[purpose].widths.at(-1)!;
  const width = Math.min(widest, source.width);
  return { width, height: heightAt(source, width) };
}

/** The widths written, ascending: the purpose's below the largest file's, then the largest's own. */
export function mediaWidths(purpose: MediaPurpose, largestWidth: number): number[] {
  return [...MEDIA.purposes[purpose].widths.filter((width) => width < largestWidth), largestWidth];
}

/**
 * Every file of a media, from its purpose and its stored size (the largest file's): AVIF and WebP at each width,
 * ascending, then a cover's JPEG card. The encoder writes exactly these.
 */
export function mediaVariants(purpose: MediaPurpose, stored: { width: number; height: number }): MediaVariant[] {
  const widths = mediaWidths(purpose, stored.width);
  const card = MEDIA.purposes[purpose].card;
  return [
    ...(['avif', 'webp'] as const).flatMap((format) =>
      widths.map((width) => ({ format, width, height: heightAt(stored, width) })),
    ),
    ...(card ? [{ format: 'jpeg' as const, ...card }] : []),
  ];
}

const extensions = { avif: 'avif', webp: 'webp', jpeg: 'jpg' } as const satisfies Record<MediaEncoding, string>;
export const mediaContentTypes = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
} as const satisfies Record<MediaEncoding, string>;

/** The address of one file of a media. */
export const mediaPath = (id: string, format: MediaEncoding, width: number) =>
  `${MEDIA.path}/${id}/${width}.${extensions[format]}`;

/** The address of a cover's JPEG card (MEDIA.purposes.cover.card: 1200 × 630), which Open Graph and social networks read. */
export const ogCardFile = (id: string) => mediaPath(id, 'jpeg', purposes.cover.card.width);

// The id as PostgreSQL writes a uuid (lower case), and a width of 1 to 9999 px without a leading zero: one address
// per file, so that no two addresses share a cache entry and nothing else reaches the database.
const idPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const fileNamePattern = /^([1-9][0-9]{0,3})\.(avif|webp|jpg)$/;
const formatOfExtension = { avif: 'avif', webp: 'webp', jpg: 'jpeg' } as const satisfies Record<string, MediaEncoding>;

/** The file an address names (`<id>`, `<width>.<avif|webp|jpg>`), or null when either part is not one we write. */
export function parseMediaAddress(
  id: string,
  fileName: string,
): { id: string; format: MediaEncoding; width: number } | null {
  if (id.length !== 36 || fileName.length > 9 || !idPattern.test(id)) return null;
  const match = fileNamePattern.exec(fileName);
  if (!match) return null;
  return { id, format: formatOfExtension[match[2] as keyof typeof formatOfExtension], width: Number(match[1]) };
}
