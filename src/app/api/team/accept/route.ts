import { adminMessages } from '@/content/admin';
import { adminFailure, AdminError } from '@/server/admin/errors';
import { acceptInvitation } from '@/server/admin/team';
import { BODY_CAPS, readJson } from '@/server/body';
import { clientIp, isCrossSite, requestDb } from '@/server/requests/http';

/** Accepting an invitation (/auth/invitation): the link's token and the new password; no session needed, the token is the right. */
export async function POST(request: Request) {
  try {
    if (isCrossSite(request.headers)) throw new AdminError('forbidden');
    const { email } = await acceptInvitation(
      await requestDb(request.headers),
      await readJson(request, BODY_CAPS.auth),
      clientIp(request.headers),
    );
    return Response.json({ ok: true, email }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    const { status, message } = adminFailure(error, adminMessages.loadFailed);
    return Response.json({ ok: false, message }, { status, headers: { 'Cache-Control': 'no-store' } });
  }
}
