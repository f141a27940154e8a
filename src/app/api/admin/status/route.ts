import { adminMessages } from '@/content/admin';
import { adminCaller, NotAdminError, requireAdmin } from '@/server/admin/access';
import { setRequestStatus } from '@/server/admin/status';
import { BODY_CAPS, BodyError, readJson } from '@/server/body';
import { logError } from '@/server/log';
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
    // The caller first: no one but an admin gets a byte of the body read.
    const caller = await adminCaller(request.headers);
    await requireAdmin(caller);
    const input = await readJson(request, BODY_CAPS.admin);
    const result = await setRequestStatus(caller, input);
    return result.ok ? reply({ ok: true, changed: result.changed }) : reply({ ok: false, message: result.message }, result.status);
  } catch (error) {
    if (error instanceof NotAdminError) return reply({ ok: false, message: adminMessages.forbidden }, 403);
    if (error instanceof BodyError) return reply({ ok: false, message: adminMessages.statusFailed }, error.status);
    logError('admin', 'status change failed before it could be saved', error);
    return reply({ ok: false, message: adminMessages.statusFailed }, 503);
  }
}
