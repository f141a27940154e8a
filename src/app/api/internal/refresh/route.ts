import { BODY_CAPS, readJson } from '@/server/body';
import { expandPaths } from '@/server/content/articles';
import { isOwnRefresh, markStale, pathsOf } from '@/server/content/refresh';
import { getDb } from '@/server/db/client';
import { isLoopback } from '@/server/health';
import { clientIp } from '@/server/requests/http';
import { logError } from '@/server/log';

/**
 * This instance's own call (server/content/refresh.ts), once a content change is notified: the pages it names are
 * marked stale in this instance's page cache, so that their next visitor gets them new. Anyone else: 404.
 */
export async function POST(request: Request) {
  if (!isLoopback(clientIp(request.headers)) || !isOwnRefresh(request.headers))
    return new Response(null, { status: 404 });
  try {
    const paths = await expandPaths(await getDb(), pathsOf(await readJson(request, BODY_CAPS.auth)));
    markStale(paths);
    return new Response(null, { status: 204 });
  } catch (error) {
    logError('content', 'pages could not be marked stale', error);
    return new Response(null, { status: 503 });
  }
}
