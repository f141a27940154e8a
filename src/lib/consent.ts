/**
 * The visitor's cookie choices: what they are, and how they are kept in the consent cookie.
 * Pure and shared: the banner and dialog write it in the browser, and tests read it.
 */
import { CONSENT_COOKIE } from '@/config/cookies';

/** Its name lives in config, where the cookies page reads it too. */
export { CONSENT_COOKIE };

/** One year (SPEC §9): after that, the banner asks again. */
export const CONSENT_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

/** The categories a visitor may refuse. Strictly necessary cookies are not a choice. */
export const optionalCategories = ['performance', 'functional', 'marketing'] as const;
export type OptionalCategory = (typeof optionalCategories)[number];
export type CookieCategory = 'necessary' | OptionalCategory;

export type Consent = Record<OptionalCategory, boolean>;

export const refuseAll: Consent = { performance: false, functional: false, marketing: false };
export const acceptAll: Consent = { performance: true, functional: true, marketing: true };

/** "performance=1.functional=0.marketing=0": readable in the browser's tools, and safe in a cookie value. */
export function serializeConsent(consent: Consent): string {
  return optionalCategories.map((category) => `${category}=${consent[category] ? 1 : 0}`).join('.');
}

/** The choice stored in a cookie value, or null when there is none or it cannot be read (then the banner asks again). */
export function parseConsent(value: string | undefined | null): Consent | null {
  if (!value) return null;
  const pairs = new Map(value.split('.').map((pair) => pair.split('=') as [string, string]));
  if (!optionalCategories.every((category) => pairs.get(category) === '0' || pairs.get(category) === '1')) return null;
  return Object.fromEntries(optionalCategories.map((category) => [category, pairs.get(category) === '1'])) as Consent;
}

/** The consent cookie's value in a `document.cookie` string. */
export function consentFromCookieHeader(cookieHeader: string): Consent | null {
  const entry = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CONSENT_COOKIE}=`));
  return parseConsent(entry ? decodeURIComponent(entry.slice(CONSENT_COOKIE.length + 1)) : null);
}
