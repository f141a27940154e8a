import { blogFeed } from '@/server/content/feed';
import { getDb } from '@/server/db/client';
import { logError } from '@/server/log';

// Read at each request (the articles are in the database, never read at build time); feed readers come seldom.
export const dynamic = 'force-dynamic';

export async function GET() {
  try {
    return new Response(await blogFeed(await getDb()), {
      headers: { 'Content-Type': 'application/atom+xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
    });
  } catch (error) {
    logError('feed', 'the blog feed could not be read', error);
    return new Response(null, { status: 503, headers: { 'Retry-After': '60' } });
  }
}
