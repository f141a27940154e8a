import { adminMessages } from '@/content/admin';
import { callerFrom, requireStaff } from '@/server/admin/access';
import { AdminError, adminFailure } from '@/server/admin/errors';
import { setRequestStatus } from '@/server/admin/status';
import { BODY_CAPS, readJson } from '@/server/body';
import { isCrossSite } from '@/server/requests/http';

const reply = (body: { ok: true; changed: boolean } | { ok: false; message: string }, status = 200) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'private, no-store' } });

/** A request's status, from the back-office: a thin shell around setRequestStatus, which checks the admin role. */
export async function POST(request: Request) {
  try {
    // Same-site JSON only: a page elsewhere cannot change a status with an admin's cookie.
    if (isCrossSite(request.headers)) throw new AdminError('forbidden');
    if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')) {
      return reply({ ok: false, message: adminMessages.statusFailed }, 415);
    }
    // The caller first: no one but an admin gets a byte of the body read.
    const caller = await callerFrom(request.headers);
    await requireStaff(caller);
    const { changed } = await setRequestStatus(caller, await readJson(request, BODY_CAPS.admin));
    return reply({ ok: true, changed });
  } catch (error) {
    const { status, message } = adminFailure(error, adminMessages.statusFailed);
    return reply({ ok: false, message }, status);
  }
}
