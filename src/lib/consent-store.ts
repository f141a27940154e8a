/**
 * The visitor's cookie choice in the browser: read from and written to the consent cookie, with listeners so that
 * the banner, the dialog and any gated feature hear a change at once. Browser-only: import it from client components.
 */
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  consentFromCookieHeader,
  serializeConsent,
  type Consent,
  type OptionalCategory,
} from './consent';

const listeners = new Set<() => void>();
let cached: { header: string; consent: Consent | null } | undefined;

/** The stored choice, or null before the visitor has chosen. Stable between changes, as useSyncExternalStore needs. */
export function readConsent(): Consent | null {
  const header = document.cookie;
  if (cached?.header !== header) cached = { header, consent: consentFromCookieHeader(header) };
  return cached.consent;
}

export function saveConsent(consent: Consent): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent(serializeConsent(consent))}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
  listeners.forEach((listener) => listener());
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The one place where a non-essential cookie or storage may start: `start` runs once the visitor has accepted
 * `category`, now or later, and never otherwise. The site sets none today; an analytics or marketing tag would go here.
 * Returns a function that stops waiting.
 */
export function whenConsented(category: OptionalCategory, start: () => void): () => void {
  if (readConsent()?.[category]) {
    start();
    return () => {};
  }
  const unsubscribe = subscribeConsent(() => {
    if (!readConsent()?.[category]) return;
    unsubscribe();
    start();
  });
  return unsubscribe;
}
