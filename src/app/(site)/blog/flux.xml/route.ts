import { SITE_CACHE_HEADER } from '@/config/server';
import { servedFeed } from '@/server/content/feed';
import { logError } from '@/server/log';

// Built at its first request, then kept until the blog changes (server/content/feed.ts): the build has no database,
// so Next cannot prerender it.
export const dynamic = 'force-dynamic';

export async function GET() {
  try {
    const { body, hit } = await servedFeed();
    return new Response(body, {
      headers: {
        'Content-Type': 'application/atom+xml; charset=utf-8',
        'Cache-Control': 'public, max-age=300',
        [SITE_CACHE_HEADER]: hit ? 'HIT' : 'MISS',
      },
    });
  } catch (error) {
    logError('feed', 'the blog feed could not be read', error);
    return new Response(null, { status: 503, headers: { 'Retry-After': '60', 'Cache-Control': 'no-store' } });
  }
}
