import { adminMessages } from '@/content/admin';
import { callerFrom } from '@/server/admin/access';
import { AdminError, adminFailure } from '@/server/admin/errors';
import { endOwnSessions } from '@/server/admin/own-sessions';
import { signedInHintHeader } from '@/server/auth/hint';
import { isCrossSite } from '@/server/requests/http';

/**
 * Signing out everywhere (ownAccountText.signOutEverywhere, a form on /admin/compte, works without JavaScript): ends every session of the caller, then
 * sends the browser to /auth. A thin shell around endOwnSessions, which checks the staff role.
 */
export async function POST(request: Request) {
  try {
    // Same-site only: a page elsewhere cannot sign a staff member out with their cookie.
    if (isCrossSite(request.headers)) throw new AdminError('forbidden');
    await endOwnSessions(await callerFrom(request.headers));
    return new Response(null, {
      status: 303,
      headers: { Location: '/auth', 'Set-Cookie': signedInHintHeader(false), 'Cache-Control': 'no-store' },
    });
  } catch (error) {
    if (error instanceof AdminError && (error.kind === 'unauthenticated' || error.kind === 'expired')) {
      return new Response(null, {
        status: 303,
        headers: { Location: '/auth?retour=/admin/compte', 'Cache-Control': 'no-store' },
      });
    }
    const { status, message } = adminFailure(error, adminMessages.loadFailed);
    return new Response(message, {
      status,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
}
