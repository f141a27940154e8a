import { cookieText } from '@/content/cookies';
import { siteUrl } from '@/server/site-url';
import { BODY_CAPS, BodyError, readBytes } from '@/server/body';
import { consentCookieHeader, consentFromForm, returnPath } from '@/server/consent';
import { isCrossSite } from '@/server/requests/http';

const text = (body: string, status: number) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

/**
 * The cookie banner's and the preferences panel's form without JavaScript: stores the choice in the consent cookie,
 * then back to the page (303), where the banner stays closed. A thin shell around server/consent.ts.
 */
export async function POST(request: Request) {
  // Same-site only: another site cannot make a visitor's choice for them.
  if (isCrossSite(request.headers)) return text(cookieText.refused, 403);
  let form: URLSearchParams;
  try {
    form = new URLSearchParams(
      new TextDecoder('utf-8', { fatal: true }).decode(await readBytes(request, BODY_CAPS.admin)),
    );
  } catch (error) {
    return text(cookieText.refused, error instanceof BodyError ? error.status : 400);
  }
  const consent = consentFromForm(form);
  if (!consent) return text(cookieText.refused, 400);
  return new Response(null, {
    status: 303,
    headers: {
      Location: returnPath(request.headers.get('referer'), request.headers.get('host')),
      'Set-Cookie': consentCookieHeader(consent, siteUrl.protocol === 'https:'),
      'Cache-Control': 'no-store',
    },
  });
}
