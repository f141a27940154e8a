import { describe, expect, it } from 'vitest';
import {
  acceptAll,
  consentFromCookieHeader,
  CONSENT_COOKIE,
  parseConsent,
  refuseAll,
  serializeConsent,
} from './consent';
import { cookieTypes, siteCookies } from '@/content/cookies';

describe('the consent cookie', () => {
  it('round-trips every choice', () => {
    for (const consent of [acceptAll, refuseAll, { performance: false, functional: true, marketing: false }]) {
      expect(parseConsent(serializeConsent(consent))).toEqual(consent);
    }
    expect(serializeConsent({ performance: true, functional: false, marketing: true })).toBe(
      'performance=1.functional=0.marketing=1',
    );
  });

  it('reads no choice from a missing, partial or tampered value, so the banner asks again', () => {
    for (const value of [
      undefined,
      null,
      '',
      'oui',
      'performance=1',
      'performance=1.functional=0.marketing=2',
      'performance=1.functional=0.marketing=',
    ]) {
      expect(parseConsent(value)).toBeNull();
    }
  });

  it('finds its value among the other cookies of document.cookie', () => {
    const value = encodeURIComponent(serializeConsent(acceptAll));
    expect(consentFromCookieHeader(`a=1; ${CONSENT_COOKIE}=${value}; b=2`)).toEqual(acceptAll);
    expect(consentFromCookieHeader(`x${CONSENT_COOKIE}=${value}`)).toBeNull();
    expect(consentFromCookieHeader('')).toBeNull();
  });

  it('has the four types of the spec, only the strictly necessary one mandatory, and lists itself among the site’s cookies', () => {
    expect(cookieTypes.map((type) => type.id)).toEqual(['necessary', 'performance', 'functional', 'marketing']);
    expect(cookieTypes.filter((type) => type.required).map((type) => type.id)).toEqual(['necessary']);
    expect(siteCookies.find((cookie) => cookie.name === CONSENT_COOKIE)?.duration).toBe('1 an');
  });
});
