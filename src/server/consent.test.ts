import { describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, consentFromCookieHeader } from '@/lib/consent';
import { consentCookieHeader, consentFromForm, returnPath } from './consent';

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

describe('the cookie choices posted without JavaScript', () => {
  it('reads each button of the banner and of the preferences panel', () => {
    expect(consentFromForm(form({ choix: 'accept' }))).toEqual({
      performance: true,
      functional: true,
      marketing: true,
    });
    expect(consentFromForm(form({ choix: 'refuse', performance: '1' }))).toEqual({
      performance: false,
      functional: false,
      marketing: false,
    });
    expect(consentFromForm(form({ choix: 'custom', functional: '1', marketing: 'oui' }))).toEqual({
      performance: false,
      functional: true,
      marketing: false,
    });
  });

  it('refuses a post without a known choice', () => {
    expect(consentFromForm(form({}))).toBeNull();
    expect(consentFromForm(form({ choix: 'tout' }))).toBeNull();
  });

  it('sets the cookie the page’s script writes and reads: a year, Lax, readable, Secure only over HTTPS', () => {
    const header = consentCookieHeader({ performance: false, functional: true, marketing: false }, false);
    expect(header).toBe(
      `${CONSENT_COOKIE}=performance%3D0.functional%3D1.marketing%3D0; Path=/; Max-Age=31536000; SameSite=Lax`,
    );
    expect(consentFromCookieHeader(header.split(';')[0]!)).toEqual({
      performance: false,
      functional: true,
      marketing: false,
    });
    expect(header).not.toMatch(/HttpOnly/i);
    expect(consentCookieHeader({ performance: true, functional: true, marketing: true }, true)).toMatch(/; Secure$/);
  });

  it('goes back to the page that posted, and never to another site', () => {
    expect(returnPath('http://site.test/services/energie?x=1', 'site.test')).toBe('/services/energie?x=1');
    expect(returnPath('https://ailleurs.example/piege', 'site.test')).toBe('/');
    expect(returnPath('javascript:alert(1)', 'site.test')).toBe('/');
    expect(returnPath('http://site.test/api/cookies', 'site.test')).toBe('/');
    expect(returnPath(null, 'site.test')).toBe('/');
    expect(returnPath('pas une adresse', 'site.test')).toBe('/');
  });

  // Each would answer `Location: //evil.example/x` (another site, for a browser) if the Referer's path were kept as parsed.
  it.each([
    'http://site.test//evil.example/x',
    'http://site.test///evil.example/x',
    'http://site.test/\\evil.example/x',
    'http://site.test/\\/evil.example/x',
    'http://site.test/\t/evil.example/x',
    'http://site.test/%2F%2Fevil.example/x',
    'http://site.test/%5Cevil.example/x',
    'http://site.test/./evil.example/..//evil.example/x',
    'http://site.test/\u0000/evil.example',
  ])('goes home for the Referer %j, never to another host', (referer) => {
    expect(returnPath(referer, 'site.test')).toBe('/');
  });

  it('keeps the site’s own path as the sign-in does, with its port', () => {
    expect(returnPath('http://site.test:3000/blog/../contact?sujet=devis', 'site.test:3000')).toBe(
      '/contact?sujet=devis',
    );
    expect(returnPath('http://site.test:3000/contact', 'site.test')).toBe('/');
  });
});
