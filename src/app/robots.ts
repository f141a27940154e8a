import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/server/site-url';
import { privateRoutes } from '@/lib/routes';

export default function robots(): MetadataRoute.Robots {
  return {
    // The back-office and sign-in pages, and the API behind the forms, are not for search engines.
    rules: { userAgent: '*', allow: '/', disallow: [...privateRoutes, '/api/'] },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
