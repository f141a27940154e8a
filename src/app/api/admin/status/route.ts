import { adminMessages } from '@/content/admin';
import { adminCaller } from '@/server/admin/access';
import { setRequestStatus } from '@/server/admin/status';
import { isCrossSite } from '@/server/requests/http';

const reply = (body: { ok: boolean; message?: string; changed?: boolean }, status = 200) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'private, no-store' } });

/** A request's status, from the back-office: a thin shell around setRequestStatus, which checks the admin role. */
export async function POST(request: Request) {
  // Same-site JSON only: a page elsewhere cannot change a status with an admin's cookie.
  if (isCrossSite(request.headers)) {
    return reply({ ok: false, message: adminMessages.forbidden }, 403);
  }
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')) {
    return reply({ ok: false, message: adminMessages.statusFailed }, 415);
  }
  try {
    const input: unknown = await request.json().catch(() => null);
    const result = await setRequestStatus(await adminCaller(request.headers), input);
    return result.ok ? reply({ ok: true, changed: result.changed }) : reply({ ok: false, message: result.message }, result.status);
  } catch (error) {
    console.error('[admin] status change failed before it could be saved', error);
    return reply({ ok: false, message: adminMessages.statusFailed }, 503);
  }
}
