import type { MetadataRoute } from 'next';
import { publicRoutes } from '@/lib/routes';
import { siteUrl } from '@/lib/metadata';

export default function sitemap(): MetadataRoute.Sitemap {
  return publicRoutes.map((route) => ({ url: new URL(route, siteUrl).toString() }));
}
