import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './safe-path';

describe('safeReturnPath', () => {
  it('keeps a path of this site, with its query and fragment', () => {
    expect(safeReturnPath('/admin')).toBe('/admin');
    expect(safeReturnPath('/admin?onglet=devis&q=awa#liste')).toBe('/admin?onglet=devis&q=awa#liste');
    expect(safeReturnPath('/services/../admin')).toBe('/admin');
  });

  // Each of these would lead off the site if it reached router.replace as typed (or as Next decodes it).
  const bypasses = [
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/%09/evil.example',
    decodeURIComponent('/%09/evil.example'),
    decodeURIComponent('/%2F%2Fevil.example'),
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/\r\n/evil.example',
    decodeURIComponent('/%0d%0a/evil.example'),
    '/./evil.example/..//evil.example',
    '/.//evil.example',
    'https:evil.example',
    'https://evil.example/admin',
    'javascript:alert(1)',
    '/\u0000/evil.example',
    'evil.example',
    '',
    `/${'a'.repeat(3000)}`,
  ];
  it.each(bypasses)('refuses %j', (value) => {
    const result = safeReturnPath(value);
    expect(result).toBe('/');
  });

  it('refuses what is not a string', () => {
    expect(safeReturnPath(undefined)).toBe('/');
    expect(safeReturnPath(['/admin'])).toBe('/');
    expect(safeReturnPath(null, '/admin')).toBe('/admin');
  });
});
