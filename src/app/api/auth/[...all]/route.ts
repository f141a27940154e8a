import { getAuth } from '@/server/auth/auth';
import { clientIp } from '@/server/requests/http';

/**
 * better-auth's HTTP endpoints (sign-up, sign-in with its rate limit, verification, session, sign-out). Its limit
 * keys on X-Forwarded-For; it gets the one address the visitor requests are limited under, the nearest proxy's entry.
 */
async function handle(request: Request) {
  const headers = new Headers(request.headers);
  headers.set('x-forwarded-for', clientIp(request.headers));
  const forwarded = new Request(request, { headers });
  return (await getAuth()).handler(forwarded);
}

export const GET = handle;
export const POST = handle;
