import { callerFrom, requireStaff } from '@/server/admin/access';
import { AdminError } from '@/server/admin/errors';
import { BODY_CAPS, readMultipart } from '@/server/body';
import { mediaFailure, mediaUploadOf, uploadMedia } from '@/server/content/media';
import { isCrossSite } from '@/server/requests/http';

const headers = { 'Cache-Control': 'private, no-store' };

/**
 * An editor or an admin uploads an image for the site's content (multipart: `file`, `alt`, `purpose`): a thin shell
 * around uploadMedia. Answers `{ ok: true, id, width, height, alt }`, or `{ ok: false, message }` with the refusal's status.
 */
export async function POST(request: Request) {
  try {
    // Same-site only: a page elsewhere cannot upload with a staff member's cookie.
    if (isCrossSite(request.headers)) throw new AdminError('forbidden');
    // The caller first: no one but an editor or an admin gets a byte of the body read.
    const caller = await callerFrom(request.headers);
    await requireStaff(caller, 'content');
    if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data'))
      throw new AdminError('invalid');
    const { id, width, height, alt } = await uploadMedia(
      caller,
      await mediaUploadOf(await readMultipart(request, BODY_CAPS.media)),
    );
    return Response.json({ ok: true, id, width, height, alt }, { headers });
  } catch (error) {
    const { status, message } = mediaFailure(error);
    return Response.json({ ok: false, message }, { status, headers });
  }
}
