/** Liveness: the process answers. No database call, so a slow database never gets a healthy process restarted. */
export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}
