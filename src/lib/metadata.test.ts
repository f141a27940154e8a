import { describe, expect, it } from 'vitest';
import { ogFamily, pageMetadata } from './metadata';

describe('page metadata', () => {
  it('gives each page its family’s Open Graph card', () => {
    expect(ogFamily('/')).toBe('home');
    expect(ogFamily('/about')).toBe('home');
    expect(ogFamily('/services/energie')).toBe('services');
    expect(ogFamily('/solutions/irequest')).toBe('solutions');
    expect(ogFamily('/blog?article=3')).toBe('blog');
    expect(ogFamily('/legal/politique-cookies')).toBe('legal');
  });

  it('carries the canonical path, the French Open Graph card and a large Twitter card', () => {
    const metadata = pageMetadata({ title: 'Énergie', metaDescription: 'Solaire.', path: '/services/energie' });
    expect(metadata.alternates?.canonical).toBe('/services/energie');
    expect(metadata.openGraph).toMatchObject({
      locale: 'fr_FR',
      url: '/services/energie',
      title: 'Énergie',
      images: [{ url: '/og/services', width: 1200, height: 630 }],
    });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', images: [{ url: '/og/services' }] });
  });
});
