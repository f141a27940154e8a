/**
 * The cookie choices posted by a plain HTML form (the banner and the preferences panel work before and without
 * JavaScript): the same consent cookie the page's script writes (lib/consent-store.ts), then back to the page.
 */
import { CONSENT_CHOICE_FIELD } from '@/config/cookies';
import { safeReturnPath } from '@/lib/safe-path';
import {
  acceptAll,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  optionalCategories,
  refuseAll,
  serializeConsent,
  type Consent,
} from '@/lib/consent';

/** The choice a form carries, or null when it carries none we know. */
export function consentFromForm(form: URLSearchParams): Consent | null {
  switch (form.get(CONSENT_CHOICE_FIELD)) {
    case 'accept':
      return acceptAll;
    case 'refuse':
      return refuseAll;
    case 'custom':
      return Object.fromEntries(
        optionalCategories.map((category) => [category, form.get(category) === '1']),
      ) as Consent;
    default:
      return null;
  }
}

/** The Set-Cookie value: readable by the page's scripts (the banner's inline script reads it), like the one they write. */
export function consentCookieHeader(consent: Consent, secure: boolean): string {
  return `${CONSENT_COOKIE}=${encodeURIComponent(serializeConsent(consent))}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * The page to go back to: the path of the page that posted (its Referer, which the site's referrer policy sends in
 * full to itself), when it is one of this site's own; the home page otherwise. Never another site: the path passes
 * the sign-in's rule (lib/safe-path.ts) as the Referer spells it, since the URL parser would turn `/\evil` or a tab
 * into `//evil`, which a browser reads as another host.
 */
export function returnPath(referer: string | null, host: string | null): string {
  if (!referer || !host) return '/';
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return '/';
  }
  if (url.host !== host || (url.protocol !== 'http:' && url.protocol !== 'https:') || !referer.startsWith(url.origin))
    return '/';
  const path = safeReturnPath(referer.slice(url.origin.length));
  return path.startsWith('/api/') ? '/' : path;
}
