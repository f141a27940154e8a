import { authMessages } from '@/content/auth';
import { getAuth } from '@/server/auth/auth';
import { BODY_CAPS, BodyError, decodeUtf8, readBytes } from '@/server/body';
import { clientIp } from '@/server/requests/http';

const refuse = (status: number, message: string) =>
  Response.json({ code: 'FORM_INVALID', message }, { status, headers: { 'Cache-Control': 'no-store' } });

/**
 * better-auth's HTTP endpoints (sign-up, sign-in with its rate limit, verification, session, sign-out). Its limit
 * keys on X-Forwarded-For; it gets the one address the visitor requests are limited under (see clientIp). A body is
 * read here, with a hard cap, and checked to be UTF-8 JSON before better-auth parses it.
 */
async function handle(request: Request) {
  const headers = new Headers(request.headers);
  headers.set('x-forwarded-for', clientIp(request.headers));
  if (request.method !== 'POST') return (await getAuth()).handler(new Request(request, { headers }));

  let body: Uint8Array<ArrayBuffer>;
  try {
    body = await readBytes(request, BODY_CAPS.auth);
    if (body.byteLength) JSON.parse(decodeUtf8(body));
  } catch (error) {
    return error instanceof BodyError && error.status === 413 ? refuse(413, authMessages.tooLarge) : refuse(400, authMessages.invalidForm);
  }
  // The body is whole now: better-auth reads it from memory, with a known length.
  headers.delete('transfer-encoding');
  headers.set('content-length', String(body.byteLength));
  return (await getAuth()).handler(new Request(request.url, { method: 'POST', headers, body: body.byteLength ? body : null }));
}

export const GET = handle;
export const POST = handle;
