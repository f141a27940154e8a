/** What the content area's pages show (issue 33): decided here, the routes are thin shells. */
import { diffWords } from 'diff';
import { blogCategories } from '@/content/blog';
import { contentAreaPath, editorialText } from '@/content/editorial';
import { showcaseAreaPath } from '@/content/showcase';
import type { ArticleForm } from '@/lib/schemas/article';
import { currentCaller, requireStaff, type AdminCaller } from '@/server/admin/access';
import { AdminError, adminPageFailure } from '@/server/admin/errors';
import type { ArticleContent } from '@/server/db/schema';
import {
  editedArticle,
  formOf,
  listArticles,
  revisionPair,
  type ArticleLine,
  type EditedArticle,
} from './article-reads';
import { compareTexts, type DiffPart, type TextComparison } from './revision-diff';
import { readShowcase, type Showcase } from './showcase';

type Failure = { state: 'redirect'; to: string } | { state: 'failed' } | { state: 'editors-only' };

/** A failure of a content page: an agent is told the area is not theirs, rather than sent away. */
function failure(error: unknown, path: string): Failure {
  if (error instanceof AdminError && error.kind === 'forbidden') return { state: 'editors-only' };
  return adminPageFailure(error, path);
}

export type ArticlesPage = Failure | { state: 'ready'; articles: ArticleLine[] };

export async function loadArticlesPage(caller: () => Promise<AdminCaller> = currentCaller): Promise<ArticlesPage> {
  try {
    return { state: 'ready', articles: await listArticles(await caller()) };
  } catch (error) {
    return failure(error, contentAreaPath);
  }
}

/** A new article's form: today's author left to the editor, the first category chosen. */
export const newArticleForm = (): ArticleForm => ({
  title: '',
  slug: '',
  excerpt: '',
  category: blogCategories[0].id,
  tags: '',
  authorName: '',
  authorRole: '',
  publishedOn: '',
  publishedTime: '',
  body: '',
  coverId: '',
});

export type ArticleEditorPage = Failure | { state: 'not-found' } | { state: 'ready'; article: EditedArticle | null };

/** The editor of an article (`id`), or of a new one (null). */
export async function loadArticleEditor(
  id: string | null,
  caller: () => Promise<AdminCaller> = currentCaller,
): Promise<ArticleEditorPage> {
  try {
    const resolved = await caller();
    if (id === null) {
      await requireStaff(resolved, 'content');
      return { state: 'ready', article: null };
    }
    const article = await editedArticle(resolved, id);
    return article ? { state: 'ready', article } : { state: 'not-found' };
  } catch (error) {
    return failure(error, id ? `${contentAreaPath}/${id}` : `${contentAreaPath}/nouveau`);
  }
}

/**
 * One field's change between two revisions: a short field as before and after, the text as its changed lines, or as
 * both texts whole when they differ too much to compare in a bounded time.
 */
export type FieldChange =
  | { field: keyof ArticleForm; label: string; kind: 'words'; parts: DiffPart[] }
  | ({ field: 'body'; label: string } & TextComparison);

const labels = editorialText.fields;
const shortFields = [
  'title',
  'slug',
  'excerpt',
  'category',
  'tags',
  'authorName',
  'authorRole',
  'publishedOn',
  'publishedTime',
  'coverId',
] as const;

/** What changed from one revision to another, field by field (nothing for a field that did not change). */
export function compareContents(from: ArticleContent, to: ArticleContent): FieldChange[] {
  const [a, b] = [formOf(from), formOf(to)];
  const changes: FieldChange[] = [];
  for (const field of shortFields) {
    if (a[field] === b[field]) continue;
    const label = field === 'coverId' ? labels.cover : labels[field];
    changes.push({ field, label, kind: 'words', parts: diffWords(a[field], b[field]) });
  }
  if (a.body !== b.body) changes.push({ field: 'body', label: labels.body, ...compareTexts(a.body, b.body) });
  return changes;
}

export type RevisionsPage =
  | Failure
  | { state: 'not-found' }
  | {
      state: 'ready';
      article: EditedArticle;
      from: { id: string; at: Date };
      to: { id: string; at: Date };
      changes: FieldChange[];
    };

/** Two revisions of an article compared; the older one first whatever the order given. */
export async function loadRevisions(
  id: string,
  from: string,
  to: string,
  caller: () => Promise<AdminCaller> = currentCaller,
): Promise<RevisionsPage> {
  try {
    const resolved = await caller();
    const article = await editedArticle(resolved, id);
    if (!article) return { state: 'not-found' };
    const pair = await revisionPair(resolved, id, from, to);
    if (!pair) return { state: 'not-found' };
    const [older, newer] =
      pair.from.at <= pair.to.at
        ? [
            { id: from, ...pair.from },
            { id: to, ...pair.to },
          ]
        : [
            { id: to, ...pair.to },
            { id: from, ...pair.from },
          ];
    return {
      state: 'ready',
      article,
      from: { id: older.id, at: older.at },
      to: { id: newer.id, at: newer.at },
      changes: compareContents(older, newer),
    };
  } catch (error) {
    return failure(error, `${contentAreaPath}/${id}`);
  }
}

export type ShowcasePage = Failure | { state: 'ready'; showcase: Showcase };

/** What `/admin/vitrine` shows: the whole showcase, to editors and admins. */
export async function loadShowcasePage(caller: () => Promise<AdminCaller> = currentCaller): Promise<ShowcasePage> {
  try {
    const staff = await caller();
    await requireStaff(staff, 'content');
    return { state: 'ready', showcase: await readShowcase(staff.db) };
  } catch (error) {
    return failure(error, showcaseAreaPath);
  }
}
