import { adminMessages } from '@/content/admin';
import { callerFrom, requireStaff } from '@/server/admin/access';
import { AdminError, adminFailure } from '@/server/admin/errors';
import { changeOwnTwoFactor } from '@/server/admin/two-factor';
import { BODY_CAPS, readJson } from '@/server/body';
import { isCrossSite } from '@/server/requests/http';

/**
 * A staff member's own second factor, from /admin/securite: new recovery codes, or a new authenticator. A thin shell
 * around changeOwnTwoFactor, which checks the staff role, the password and a current code.
 */
export async function POST(request: Request) {
  const headers = new Headers({ 'Cache-Control': 'private, no-store' });
  try {
    if (isCrossSite(request.headers)) throw new AdminError('forbidden');
    // The caller first: no one but staff gets a byte of the body read.
    const caller = await callerFrom(request.headers);
    await requireStaff(caller, 'staff');
    const result = await changeOwnTwoFactor(caller, request.headers, await readJson(request, BODY_CAPS.admin));
    if (result.action === 'reset') {
      for (const cookie of result.setCookies) headers.append('Set-Cookie', cookie);
      return Response.json({ ok: true }, { headers });
    }
    return Response.json({ ok: true, backupCodes: result.backupCodes }, { headers });
  } catch (error) {
    const { status, message } = adminFailure(error, adminMessages.loadFailed);
    return Response.json({ ok: false, message }, { status, headers });
  }
}
