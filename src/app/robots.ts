import type { MetadataRoute } from 'next';
import { privateRoutes } from '@/lib/routes';
import { siteUrl } from '@/lib/metadata';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: [...privateRoutes] },
    sitemap: new URL('/sitemap.xml', siteUrl).toString(),
  };
}
