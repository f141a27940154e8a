import { MEDIA, parseMediaAddress } from '@/config/media';
import { mediaText } from '@/content/media';
import { mediaFile } from '@/server/content/media';
import { getDb } from '@/server/db/client';
import { logError } from '@/server/log';

// Read from the database at each request, never at build time (there is none then).
export const dynamic = 'force-dynamic';

const text = (status: 404 | 503, body: string, extra: Record<string, string> = {}) =>
  new Response(body, {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      ...extra,
    },
  });

/**
 * One file of a content image (config/media.ts): `/media/<id>/<width>.<avif|webp|jpg>`, public, cached for a year
 * (an id's files never change). An address that is not one we write is a 404 before the database is asked.
 * next.config.ts gives this path the pages' headers, whose policy an image ignores; src/proxy.ts only sees posts.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string; file: string }> }) {
  const { id, file } = await params;
  const wanted = parseMediaAddress(id, file);
  if (!wanted) return text(404, mediaText.notFound);
  try {
    const found = await mediaFile(await getDb(), wanted.id, wanted.format, wanted.width);
    if (!found) return text(404, mediaText.notFound);
    return new Response(new Uint8Array(found.bytes), {
      headers: {
        'Content-Type': found.contentType,
        'Content-Length': String(found.bytes.byteLength),
        'Cache-Control': MEDIA.cacheControl,
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (error) {
    logError('media', 'media file could not be read', error);
    return text(503, mediaText.unavailable, { 'Retry-After': '30' });
  }
}
