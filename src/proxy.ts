import { NextResponse, type NextRequest } from 'next/server';
import { PHOTOS } from '@/config/photos';
import { requestPagePath } from '@/content/request-links';
import { messages } from '@/content/requests';
import { BODY_CAPS } from '@/server/body';
import { isSiteAddress } from '@/server/content/known-addresses';

/** The pages whose form posts photos (the quote and support request pages), the only ones given more than 64 KB. */
const photoPages = new Set<string>(PHOTOS.kinds.map(requestPagePath));

/** A path no route has: Next answers it with its one static 404 page, `no-store`, as any address the site lacks. */
const NO_ROUTE = '/_none';

/**
 * Two guards, before Next does anything.
 *
 * A page view below the blog or a showcase page (the matcher's last entries) whose address is no page (issue 42):
 * answered as an address the site does not have, before Next renders it, since Next keeps a rendered 404 of those
 * routes in its page cache for a year (server/content/known-addresses.ts).
 *
 * Server actions (the forms without JavaScript, the newsletter buttons) read their body inside Next, which answers a
 * body over `serverActions.bodySizeLimit` with a bare 500. Here, before any byte is read, a server action post must
 * declare its length (browsers always do; a chunked body has none) and stay within the cap of its page: the photos'
 * on the quote and support request pages, 64 KB everywhere else; otherwise a 413 in French. Only a post is a server
 * action: a page view never has its length checked.
 */
export async function proxy(request: NextRequest) {
  if (request.method === 'GET' || request.method === 'HEAD') {
    if (await isSiteAddress(request.nextUrl.pathname)) return NextResponse.next();
    // nextUrl's origin is the one Next compares a rewrite with: any other (request.url's, from the Host header) makes
    // it an external rewrite, which Next proxies over HTTP to itself.
    const none = request.nextUrl.clone();
    none.pathname = NO_ROUTE;
    none.search = '';
    return NextResponse.rewrite(none);
  }
  const cap = photoPages.has(request.nextUrl.pathname) ? BODY_CAPS.photos : BODY_CAPS.request;
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) <= cap) return NextResponse.next();
  return new NextResponse(messages.tooLarge, { status: 413, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
}

// Literal strings: Next reads this object at build time.
export const config = {
  matcher: [
    { source: '/((?!api/|_next/).*)', has: [{ type: 'header', key: 'next-action' }] },
    { source: '/((?!api/|_next/).*)', has: [{ type: 'header', key: 'content-type', value: '(?:multipart/form-data|application/x-www-form-urlencoded|text/plain).*' }] },
    // Below the pages of known-addresses.ts: pages.blog, pages.references, pages.partners, pages.about.
    '/blog/:path+',
    '/references/:path+',
    '/partenaires/:path+',
    '/about/:path+',
  ],
};
