import { getDb } from '@/server/db/client';
import { readiness } from '@/server/health';

/** Readiness: the database answers and is migrated; 503 otherwise, so that a proxy sends no traffic here yet. */
export async function GET() {
  const state = await readiness(getDb);
  return Response.json(state, { status: state.ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
}
