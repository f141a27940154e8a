/**
 * What the back-office's content area reads of the articles (issue 33): the list, one article as its editor opens it,
 * and two revisions to compare, each behind requireStaff('content'). The writes are in article-edits.ts, what the
 * public pages read in articles.ts.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { BlogArticle, BlogCategoryId } from '@/content/blog';
import { frenchDay, TIME_ZONE, todayIso } from '@/lib/dates';
import type { ArticleForm } from '@/lib/schemas/article';
import { uuidPattern } from '@/lib/schemas/patterns';
import { articleRevisions, articles, user, type ArticleContent, type ArticleState } from '@/server/db/schema';
import { requireStaff, type AdminCaller } from '@/server/admin/access';
import { isVisible, storedContent } from './article-edits';
import { coversOf } from './articles';

export type ArticleLine = {
  id: string;
  slug: string;
  title: string;
  state: ArticleState;
  publishedAt: Date | null;
  updatedAt: Date;
  visible: boolean;
};

/** Every article, the latest changed first. */
export async function listArticles(caller: AdminCaller): Promise<ArticleLine[]> {
  await requireStaff(caller, 'content');
  const now = new Date();
  const rows = await caller.db
    .select({
      id: articles.id,
      slug: articles.slug,
      title: articles.title,
      state: articles.state,
      publishedAt: articles.publishedAt,
      updatedAt: articles.updatedAt,
    })
    .from(articles)
    .orderBy(desc(articles.updatedAt), asc(articles.id));
  return rows.map((row) => ({ ...row, visible: isVisible(row.state, row.publishedAt, now) }));
}

export type RevisionLine = { id: string; at: Date; by: string | null };

export type EditedArticle = {
  id: string;
  state: ArticleState;
  version: string;
  readMinutes: number;
  visible: boolean;
  form: ArticleForm;
  cover: BlogArticle['cover'];
  revisions: RevisionLine[];
};

const clockTime = new Intl.DateTimeFormat('fr-FR', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit' });

/** The form's values of a stored content: the date and time as typed in Abidjan. */
export function formOf(content: ArticleContent): ArticleForm {
  const at = content.publishedAt ? new Date(content.publishedAt) : null;
  return {
    title: content.title,
    slug: content.slug,
    excerpt: content.excerpt,
    category: content.category as BlogCategoryId,
    tags: content.tags.join(', '),
    authorName: content.authorName,
    authorRole: content.authorRole,
    publishedOn: at ? frenchDay(todayIso(at)) : '',
    publishedTime: at ? clockTime.format(at) : '',
    body: content.body,
    coverId: content.coverId ?? '',
  };
}

/** One article as its editor opens it: its fields, state, cover and revisions (newest first, with who saved each). */
export async function editedArticle(caller: AdminCaller, id: string): Promise<EditedArticle | null> {
  await requireStaff(caller, 'content');
  if (!uuidPattern.test(id)) return null;
  const [row] = await caller.db.select().from(articles).where(eq(articles.id, id));
  if (!row) return null;
  const revisions = await caller.db
    .select({ id: articleRevisions.id, at: articleRevisions.at, by: user.email })
    .from(articleRevisions)
    .leftJoin(user, eq(user.id, articleRevisions.userId))
    .where(eq(articleRevisions.articleId, id))
    .orderBy(desc(articleRevisions.at), desc(articleRevisions.id));
  const covers = await coversOf(caller.db, [row.coverId]);
  return {
    id: row.id,
    state: row.state,
    version: String(row.updatedAt.getTime()),
    readMinutes: row.readMinutes,
    visible: isVisible(row.state, row.publishedAt, new Date()),
    form: formOf(storedContent(row)),
    cover: (row.coverId && covers.get(row.coverId)) || null,
    revisions,
  };
}

/** Two revisions of an article, for their comparison. Null when either is not one of its revisions. */
export async function revisionPair(
  caller: AdminCaller,
  id: string,
  from: string,
  to: string,
): Promise<{ from: ArticleContent & { at: Date }; to: ArticleContent & { at: Date } } | null> {
  await requireStaff(caller, 'content');
  if (![id, from, to].every((value) => uuidPattern.test(value))) return null;
  const rows = await caller.db
    .select({ id: articleRevisions.id, at: articleRevisions.at, content: articleRevisions.content })
    .from(articleRevisions)
    .where(and(eq(articleRevisions.articleId, id), inArray(articleRevisions.id, [from, to])));
  const pick = (revision: string) => rows.find((row) => row.id === revision);
  const [a, b] = [pick(from), pick(to)];
  return a && b ? { from: { ...a.content, at: a.at }, to: { ...b.content, at: b.at } } : null;
}
