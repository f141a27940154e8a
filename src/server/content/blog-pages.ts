/** What the blog's public pages read (their routes are thin shells): the listing, an article, an old link's target. */
import { cache } from 'react';
import type { Metadata } from 'next';
import { inArray } from 'drizzle-orm';
import { articleHref, legacyArticleNumbers, type BlogArticle } from '@/content/blog';
import { pageMetadata } from '@/lib/metadata';
import { getDb, type Db } from '@/server/db/client';
import { articleSlugs } from '@/server/db/schema';
import { ogCardFile } from '@/config/media';
import { publishedArticle, publishedArticles, slugOfNumber, type ArticleWithBody } from './articles';

/** The articles on the site, newest first, read once per render. */
export const blogListing = cache(async (): Promise<BlogArticle[]> => publishedArticles(await getDb()));

/** Articles of the same category first, then the newest, for « À lire aussi ». */
export function relatedArticles(article: BlogArticle, all: readonly BlogArticle[], count = 3): BlogArticle[] {
  const others = all.filter((other) => other.id !== article.id);
  const sameCategory = others.filter((other) => other.category === article.category);
  const rest = others.filter((other) => other.category !== article.category);
  return [...sameCategory, ...rest].slice(0, count);
}

export type ArticlePage =
  { article: ArticleWithBody; others: BlogArticle[]; metadata: Metadata } | { moved: string } | null;

/** An article's page: the article, its related ones and its metadata; where an old address now leads; or nothing. */
export const articlePage = cache(async (slug: string): Promise<ArticlePage> => {
  const found = await publishedArticle(await getDb(), slug);
  if (!found || 'moved' in found) return found;
  const { article } = found;
  const cover = article.cover;
  const metadata = pageMetadata({
    title: article.title,
    metaDescription: article.excerpt,
    path: articleHref(article.slug),
    type: 'article',
    image: cover ? { url: ogCardFile(cover.id), width: 1200, height: 630, alt: cover.alt } : undefined,
  });
  return {
    article,
    others: relatedArticles(article, await blogListing()),
    metadata: {
      ...metadata,
      openGraph: {
        ...metadata.openGraph,
        type: 'article',
        publishedTime: article.publishedAt,
        modifiedTime: article.updatedAt,
        authors: [article.author.name],
        tags: [...article.tags],
      },
    },
  };
});

/** The address an old `/blog?article=N` leads to, when that article is on the site. */
export async function legacyArticleSlug(value: string): Promise<string | null> {
  if (!(legacyArticleNumbers as readonly string[]).includes(value)) return null;
  return slugOfNumber(await getDb(), Number(value));
}

/** Every address an article on the site answers at: its own, and those it had (they redirect). */
export async function articleAddresses(db: Db): Promise<Set<string>> {
  const shown = await publishedArticles(db);
  const rows = shown.length
    ? await db
        .select({ slug: articleSlugs.slug })
        .from(articleSlugs)
        .where(
          inArray(
            articleSlugs.articleId,
            shown.map((article) => article.id),
          ),
        )
    : [];
  return new Set([...shown.map((article) => article.slug), ...rows.map((row) => row.slug)]);
}
