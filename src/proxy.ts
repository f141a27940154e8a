import { NextResponse, type NextRequest } from 'next/server';
import { messages } from '@/content/requests';
import { BODY_CAPS } from '@/server/body';

/**
 * Server actions (the contact form without JavaScript, the newsletter buttons) read their body inside Next, which
 * answers a body over `serverActions.bodySizeLimit` with a bare 500. Here, before any byte is read, a server action
 * post must declare its length (browsers always do; a chunked body has none) and stay within the cap: otherwise a
 * 413 in French. The matcher runs this only for server-action posts, never for a page view.
 */
export function proxy(request: NextRequest) {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) <= BODY_CAPS.request) return NextResponse.next();
  return new NextResponse(messages.tooLarge, { status: 413, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
}

// Literal strings: Next reads this object at build time.
export const config = {
  matcher: [
    { source: '/((?!api/|_next/).*)', has: [{ type: 'header', key: 'next-action' }] },
    { source: '/((?!api/|_next/).*)', has: [{ type: 'header', key: 'content-type', value: '(?:multipart/form-data|application/x-www-form-urlencoded|text/plain).*' }] },
  ],
};
