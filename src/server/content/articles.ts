/**
 * The blog's articles in the database (issue 33), as the public pages read them: the blog and its categories, an
 * article by its address, the feed, and the paths a refresh names. What editors write and read in the back-office is
 * article-edits.ts.
 */
import { and, asc, desc, eq, inArray, lte, or } from 'drizzle-orm';
import { allCategories, articleHref, blogCategories, type BlogArticle, type BlogCategoryId } from '@/content/blog';
import { todayIso } from '@/lib/dates';
import type { Db } from '@/server/db/client';
import { articles, articleSlugs, media } from '@/server/db/schema';
import { EVERY_PATH } from './refresh';
import { showcasePaths } from './showcase';

/** Shown on the site: published, or scheduled and its time has come (the schedule's timer only refreshes the pages). */
const visible = (now: Date = new Date()) =>
  or(eq(articles.state, 'published'), and(eq(articles.state, 'scheduled'), lte(articles.publishedAt, now)))!;

/** The listing pages an article appears on: the blog (every category) and its category's filter. */
export const listingPaths = () =>
  [allCategories.id, ...blogCategories.map((category) => category.id)].map((id) => `/blog/categorie/${id}`);

const cardColumns = {
  id: articles.id,
  number: articles.number,
  slug: articles.slug,
  title: articles.title,
  excerpt: articles.excerpt,
  category: articles.category,
  tags: articles.tags,
  authorName: articles.authorName,
  authorRole: articles.authorRole,
  publishedAt: articles.publishedAt,
  readMinutes: articles.readMinutes,
  coverId: articles.coverId,
  updatedAt: articles.updatedAt,
};
const cardQuery = (db: Db) => db.select(cardColumns).from(articles);
type CardRow = Awaited<ReturnType<typeof cardQuery>>[number];

/** The covers of some articles, by their media id (an article's card and its editor show them). */
export async function coversOf(db: Db, ids: (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (!wanted.length) return new Map<string, BlogArticle['cover']>();
  const rows = await db
    .select({ id: media.id, alt: media.alt, width: media.width, height: media.height })
    .from(media)
    .where(inArray(media.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

const toArticle = (row: CardRow, covers: Map<string, BlogArticle['cover']>): BlogArticle => ({
  id: row.id,
  number: row.number,
  slug: row.slug,
  title: row.title,
  excerpt: row.excerpt,
  category: row.category as BlogCategoryId,
  author: { name: row.authorName, role: row.authorRole },
  date: todayIso(row.publishedAt ?? row.updatedAt),
  publishedAt: (row.publishedAt ?? row.updatedAt).toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  readTime: row.readMinutes,
  tags: row.tags,
  cover: (row.coverId && covers.get(row.coverId)) || null,
});

/** The articles on the site, newest first (the first is the featured one), without their text. */
export async function publishedArticles(db: Db): Promise<BlogArticle[]> {
  const rows = await cardQuery(db).where(visible()).orderBy(desc(articles.publishedAt), asc(articles.id));
  const covers = await coversOf(
    db,
    rows.map((row) => row.coverId),
  );
  return rows.map((row) => toArticle(row, covers));
}

export type ArticleWithBody = BlogArticle & { body: string };

/** An article of the site by its address: itself, the address it has now (an old one's), or null. */
export async function publishedArticle(
  db: Db,
  slug: string,
): Promise<{ article: ArticleWithBody } | { moved: string } | null> {
  if (!/^[a-z0-9-]{1,80}$/.test(slug)) return null;
  const [row] = await db
    .select({ ...cardColumns, body: articles.body })
    .from(articles)
    .where(and(visible(), eq(articles.slug, slug)));
  if (row) return { article: { ...toArticle(row, await coversOf(db, [row.coverId])), body: row.body } };
  const [moved] = await db
    .select({ slug: articles.slug })
    .from(articleSlugs)
    .innerJoin(articles, eq(articles.id, articleSlugs.articleId))
    .where(and(eq(articleSlugs.slug, slug), visible()));
  return moved ? { moved: moved.slug } : null;
}

/** The address of the article an old `/blog?article=N` link names, when it is on the site. */
export async function slugOfNumber(db: Db, number: number): Promise<string | null> {
  if (!Number.isSafeInteger(number)) return null;
  const [row] = await db
    .select({ slug: articles.slug })
    .from(articles)
    .where(and(eq(articles.number, number), visible()));
  return row?.slug ?? null;
}

/** Every content path, for an instance that may have missed changes: the listings, each address of each article, the showcase's pages. */
export async function everyContentPath(db: Db): Promise<string[]> {
  const slugs = await db.select({ slug: articleSlugs.slug }).from(articleSlugs);
  return [...listingPaths(), ...slugs.map(({ slug }) => articleHref(slug)), ...new Set(Object.values(showcasePaths))];
}

/** The paths to refresh, `*` expanded. */
export async function expandPaths(db: Db, paths: readonly string[]): Promise<string[]> {
  return paths.includes(EVERY_PATH) ? everyContentPath(db) : [...paths];
}
