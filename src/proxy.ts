import { NextResponse, type NextRequest } from 'next/server';
import { PHOTOS } from '@/config/photos';
import { requestPagePath } from '@/content/request-links';
import { messages } from '@/content/requests';
import { BODY_CAPS } from '@/server/body';

/** The pages whose form posts photos (the quote and support request pages), the only ones given more than 64 KB. */
const photoPages = new Set<string>(PHOTOS.kinds.map(requestPagePath));

/**
 * Server actions (the forms without JavaScript, the newsletter buttons) read their body inside Next, which answers a
 * body over `serverActions.bodySizeLimit` with a bare 500. Here, before any byte is read, a server action post must
 * declare its length (browsers always do; a chunked body has none) and stay within the cap of its page: the photos'
 * on the quote and support request pages, 64 KB everywhere else; otherwise a 413 in French. The matcher runs this
 * only for server-action posts, never for a page view.
 */
export function proxy(request: NextRequest) {
  const cap = photoPages.has(request.nextUrl.pathname) ? BODY_CAPS.photos : BODY_CAPS.request;
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) <= cap) return NextResponse.next();
  return new NextResponse(messages.tooLarge, {
    status: 413,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

// Literal strings: Next reads this object at build time.
export const config = {
  matcher: [
    { source: '/((?!api/|_next/).*)', has: [{ type: 'header', key: 'next-action' }] },
    {
      source: '/((?!api/|_next/).*)',
      has: [
        {
          type: 'header',
          key: 'content-type',
          value: '(?:multipart/form-data|application/x-www-form-urlencoded|text/plain).*',
        },
      ],
    },
  ],
};
