import { localPart, getViewer } from '@/server/auth/session';
import { signedInHintHeader } from '@/server/auth/hint';

/** Who is signed in, for the header's user menu on static pages. Refreshes or clears the readable hint. */
export async function GET(request: Request) {
  const viewer = await getViewer(request.headers);
  return Response.json(viewer ? { user: { name: localPart(viewer.email), isStaff: viewer.isStaff } } : { user: null }, {
    headers: { 'Cache-Control': 'private, no-store', 'Set-Cookie': signedInHintHeader(Boolean(viewer)) },
  });
}
