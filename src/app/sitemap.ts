import type { MetadataRoute } from 'next';
import { articleHref, articles } from '@/content/blog';
import { publicRoutes } from '@/lib/routes';
import { siteUrl } from '@/lib/metadata';

export default function sitemap(): MetadataRoute.Sitemap {
  return [
    ...publicRoutes.map((route) => ({ url: new URL(route, siteUrl).toString() })),
    // Each article is a state of /blog with its own address and server-rendered text.
    ...articles.map((article) => ({ url: new URL(articleHref(article.id), siteUrl).toString(), lastModified: article.date })),
  ];
}
