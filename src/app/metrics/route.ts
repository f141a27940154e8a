import { mayReadDetail } from '@/server/health';
import { scrapeMetrics } from '@/server/metrics-scrape';

/**
 * Prometheus's scrape (server/metrics.ts): for the machine itself or a caller with OPS_TOKEN, like the readiness
 * detail; 404 for everyone else, as if there were nothing here.
 */
export async function GET(request: Request) {
  if (!mayReadDetail(request.headers))
    return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  const { contentType, text } = await scrapeMetrics();
  return new Response(text, { headers: { 'Content-Type': contentType, 'Cache-Control': 'no-store' } });
}

export const dynamic = 'force-dynamic';
