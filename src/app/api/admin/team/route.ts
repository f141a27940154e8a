import { adminMessages } from '@/content/admin';
import { callerFrom, requireStaff } from '@/server/admin/access';
import { AdminError, adminFailure } from '@/server/admin/errors';
import { changeTeam } from '@/server/admin/team';
import { BODY_CAPS, readJson } from '@/server/body';
import { isCrossSite } from '@/server/requests/http';

const reply = (body: { ok: true } | { ok: false; message: string }, status = 200) => Response.json(body, { status, headers: { 'Cache-Control': 'private, no-store' } });

/** The team screen's writes (invite, change a role, revoke, cancel an invitation): a thin shell around changeTeam, which checks the admin role. */
export async function POST(request: Request) {
  try {
    if (isCrossSite(request.headers)) throw new AdminError('forbidden');
    // The caller first: no one but an admin gets a byte of the body read.
    const caller = await callerFrom(request.headers);
    await requireStaff(caller, 'admin');
    await changeTeam(caller, await readJson(request, BODY_CAPS.admin));
    return reply({ ok: true });
  } catch (error) {
    const { status, message } = adminFailure(error, adminMessages.loadFailed);
    return reply({ ok: false, message }, status);
  }
}
