import type { MetadataRoute } from 'next';
import { articleHref } from '@/content/blog';
import { publicRoutes } from '@/lib/routes';
import { siteUrl } from '@/server/site-url';
import { blogListing } from '@/server/content/blog-pages';
import { logError } from '@/server/log';

// The articles are in the database (issue 33): read at each request (one indexed query), never at build time.
export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const articles = await blogListing().catch((error: unknown) => {
    // The site's own pages are listed anyway; the articles come back with the database.
    logError('sitemap', 'articles could not be read', error);
    return [];
  });
  return [
    ...publicRoutes.map((route) => ({ url: new URL(route, siteUrl).toString() })),
    ...articles.map((article) => ({
      url: new URL(articleHref(article.slug), siteUrl).toString(),
      lastModified: article.updatedAt,
    })),
  ];
}
