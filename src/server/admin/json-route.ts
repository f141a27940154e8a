/** The shell of the back-office's JSON writes: same-site, the caller's role checked before the body is read, one answer shape. */
import { BODY_CAPS, readJson } from '@/server/body';
import { isCrossSite } from '@/server/requests/http';
import { callerFrom, requireStaff, type AdminCaller, type StaffNeed } from './access';
import { AdminError, adminFailure } from './errors';

type Answer = Record<string, unknown>;

/**
 * Answers `{ ok: true, ...result }`, or `{ ok: false, message }` with the refusal's status; a failure of ours is
 * answered 503 with `failed`. The write itself checks the caller again (every admin function does).
 */
export async function adminJsonWrite(
  request: Request,
  needs: StaffNeed,
  failed: string,
  write: (caller: AdminCaller, body: unknown) => Promise<Answer | void>,
  cap: number = BODY_CAPS.admin,
) {
  const headers = { 'Cache-Control': 'private, no-store' };
  try {
    // Same-site only: a page elsewhere cannot write with a staff member's cookie.
    if (isCrossSite(request.headers)) throw new AdminError('forbidden');
    // The caller first: no one but staff gets a byte of the body read.
    const caller = await callerFrom(request.headers);
    await requireStaff(caller, needs);
    const result = await write(caller, await readJson(request, cap));
    return Response.json({ ok: true, ...result }, { headers });
  } catch (error) {
    const { status, message } = adminFailure(error, failed);
    return Response.json({ ok: false, message }, { status, headers });
  }
}
