/**
 * The blog's articles as editors write them in the back-office (issue 33); the public pages read them through
 * articles.ts. Every staff function checks the role inside it (editors and admins, never agents); each save is a
 * revision; a write that changes what visitors see names the paths it touched (refresh.ts), and publishing,
 * unpublishing and deleting leave an audit line.
 */
import { and, eq, lte, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import { articleHref } from '@/content/blog';
import { editorialMessages as messages, scheduleActor } from '@/content/editorial';
import { readingMinutes } from '@/lib/reading-time';
import { articleSchema, publicationInstant, reservedSlugs, splitTags } from '@/lib/schemas/article';
import { uuidPattern } from '@/lib/schemas/patterns';
import { slugify } from '@/lib/slug';
import { frenchTypography } from '@/lib/typography';
import { recordAudit } from '@/server/audit';
import type { Db, Tx } from '@/server/db/client';
import {
  articleRevisions,
  articles,
  articleSlugs,
  media,
  type ArticleContent,
  type ArticleState,
} from '@/server/db/schema';
import { requireStaff, type AdminCaller } from '@/server/admin/access';
import { AdminError, AdminRefusal } from '@/server/admin/errors';
import { listingPaths } from './articles';
import { announceChange, refreshNow } from './refresh';

// ——— What editors do ———

const idField = z.string().check(z.maxLength(36, { abort: true }), z.regex(uuidPattern));
export const articleIntents = ['keep', 'publish', 'schedule', 'unschedule', 'unpublish'] as const;
export type ArticleIntent = (typeof articleIntents)[number];

/** The body of `/api/admin/articles`: one write per action. */
export const articleChangeSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('save'),
    id: z.optional(idField),
    /** The article's `updatedAt` (ms) the editor started from: a save over someone else's is refused. */
    version: z.optional(z.string().check(z.maxLength(20), z.regex(/^\d+$/))),
    intent: z.enum(articleIntents),
    fields: articleSchema,
  }),
  z.object({ action: z.literal('restore'), id: idField, revisionId: idField }),
  z.object({ action: z.literal('delete'), id: idField }),
]);
export type ArticleChange = z.input<typeof articleChangeSchema>;

export type ArticleWriteResult = { id: string; slug: string; state: ArticleState; version: string };

/** What the form's fields become once checked: French typography applied, the tags split, the date read. */
function contentOf(
  fields: z.output<typeof articleSchema>,
): Omit<ArticleContent, 'publishedAt'> & { publishedAt: Date | null } {
  const title = frenchTypography(fields.title, { markdown: false });
  const when = publicationInstant(fields.publishedOn, fields.publishedTime);
  if (when === 'bad-day') throw new AdminRefusal(messages.day);
  if (when === 'bad-time') throw new AdminRefusal(messages.time);
  return {
    slug: fields.slug || slugify(title) || 'article',
    title,
    excerpt: frenchTypography(fields.excerpt, { markdown: false }),
    category: fields.category,
    tags: splitTags(fields.tags).map((tag) => frenchTypography(tag, { markdown: false })),
    authorName: fields.authorName,
    authorRole: fields.authorRole,
    publishedAt: when,
    body: frenchTypography(fields.body, { markdown: true }),
    coverId: fields.coverId || null,
  };
}

function parseChange(input: unknown) {
  const parsed = articleChangeSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  // A field's own message when only what editors type is wrong; « Demande invalide » for anything no form sends.
  const issues = parsed.error.issues;
  if (issues.length && issues.every((issue) => issue.path[0] === 'fields' && issue.path.length === 2))
    throw new AdminRefusal(issues[0]!.message);
  throw new AdminError('invalid');
}

export const storedContent = (row: typeof articles.$inferSelect): ArticleContent => ({
  slug: row.slug,
  title: row.title,
  excerpt: row.excerpt,
  category: row.category,
  tags: row.tags,
  authorName: row.authorName,
  authorRole: row.authorRole,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  body: row.body,
  coverId: row.coverId,
});

const sameContent = (a: ArticleContent, b: ArticleContent) => JSON.stringify(a) === JSON.stringify(b);
export const isVisible = (state: ArticleState, publishedAt: Date | null, now: Date) =>
  state === 'published' || (state === 'scheduled' && publishedAt !== null && publishedAt <= now);

/** The paths of an article's pages: each address it has had, and the listings. */
async function pathsOfArticle(tx: Tx, id: string) {
  const slugs = await tx.select({ slug: articleSlugs.slug }).from(articleSlugs).where(eq(articleSlugs.articleId, id));
  return [...slugs.map(({ slug }) => articleHref(slug)), ...listingPaths()];
}

/** Refuses an address the site keeps, or one another article has or had; says whether the article already had it. */
async function checkSlug(tx: Tx, slug: string, id: string): Promise<boolean> {
  if ((reservedSlugs as readonly string[]).includes(slug)) throw new AdminRefusal(messages.slugReserved(slug));
  const [owner] = await tx
    .select({ id: articles.id, title: articles.title })
    .from(articleSlugs)
    .innerJoin(articles, eq(articles.id, articleSlugs.articleId))
    .where(eq(articleSlugs.slug, slug));
  if (owner && owner.id !== id) throw new AdminRefusal(messages.slugTaken(slug, owner.title));
  return Boolean(owner);
}

/** Writes a content into the article (a new revision when it changed), then moves it to the state the intent asks. */
async function writeArticle(
  tx: Tx,
  staff: { id: string; email: string },
  ip: string | undefined,
  target: { id: string; before: typeof articles.$inferSelect | null },
  content: ArticleContent,
  intent: ArticleIntent,
): Promise<ArticleWriteResult & { paths: string[] }> {
  const now = new Date();
  const { before } = target;
  const publishedAt = content.publishedAt ? new Date(content.publishedAt) : null;
  if (content.coverId) {
    const [cover] = await tx.select({ id: media.id }).from(media).where(eq(media.id, content.coverId));
    if (!cover) throw new AdminRefusal(messages.cover);
  }
  let state: ArticleState = before?.state ?? 'draft';
  let shownAt = publishedAt;
  if (intent === 'publish') {
    state = 'published';
    // Published now: a date to come is today's; a past one is kept (an article written earlier, dated then).
    if (!shownAt || shownAt > now) shownAt = now;
  } else if (intent === 'schedule' || (intent === 'keep' && state === 'scheduled')) {
    if (!shownAt || shownAt <= now) throw new AdminRefusal(messages.scheduleInPast);
    state = 'scheduled';
  } else if (intent === 'unschedule') {
    if (state === 'scheduled') state = 'draft';
  } else if (intent === 'unpublish') {
    if (state === 'published' || state === 'scheduled') state = 'unpublished';
  }
  const saved: ArticleContent = { ...content, publishedAt: shownAt?.toISOString() ?? null };
  const bodyChanged = !before || before.body !== saved.body;
  const values = {
    slug: saved.slug,
    state,
    title: saved.title,
    excerpt: saved.excerpt,
    category: saved.category,
    tags: saved.tags,
    authorName: saved.authorName,
    authorRole: saved.authorRole,
    publishedAt: shownAt,
    body: saved.body,
    // Computed from the text, and again only when the text changes: the first articles keep the times SPEC gives.
    readMinutes: bodyChanged ? readingMinutes(saved.body) : before.readMinutes,
    coverId: saved.coverId,
    updatedAt: now,
  };
  const changed = !before || !sameContent(storedContent(before), saved);
  const slugKnown = await checkSlug(tx, saved.slug, target.id);
  const written = !before || changed || state !== before.state;
  if (!before) await tx.insert(articles).values({ id: target.id, ...values, createdAt: now });
  else if (written) await tx.update(articles).set(values).where(eq(articles.id, target.id));
  if (!slugKnown) await tx.insert(articleSlugs).values({ slug: saved.slug, articleId: target.id });
  if (changed)
    await tx.insert(articleRevisions).values({ articleId: target.id, at: now, userId: staff.id, content: saved });

  const wasVisible = before ? isVisible(before.state, before.publishedAt, now) : false;
  const nowVisible = isVisible(state, shownAt, now);
  const paths =
    (wasVisible || nowVisible) && (changed || wasVisible !== nowVisible) ? await pathsOfArticle(tx, target.id) : [];
  if (paths.length) await announceChange(tx, paths);
  if (state !== before?.state) {
    const action =
      state === 'published'
        ? 'article-published'
        : state === 'scheduled'
          ? 'article-scheduled'
          : state === 'unpublished'
            ? 'article-unpublished'
            : null;
    if (action) await recordAudit(tx, { action, actor: staff.email, target: `article ${target.id} ${saved.slug}`, ip });
  }
  // The version the editor's next save starts from: this write's, or the row's own when nothing was written.
  const version = written || !before ? now : before.updatedAt;
  return { id: target.id, slug: saved.slug, state, version: String(version.getTime()), paths };
}

/** After the commit: this instance's pages at once, so that the editor's next look reads the change. */
function refreshed({ paths, ...result }: ArticleWriteResult & { paths: string[] }): ArticleWriteResult {
  refreshNow(paths);
  return result;
}

/** Creates an article, or saves one (refused when someone saved it since the editor opened it), then applies the intent. */
export async function saveArticle(caller: AdminCaller, input: unknown): Promise<ArticleWriteResult> {
  const staff = await requireStaff(caller, 'content');
  const change = parseChange(input);
  if (change.action !== 'save') throw new AdminError('invalid');
  const content = contentOf(change.fields);
  const written = await caller.db.transaction(async (tx) => {
    let before: typeof articles.$inferSelect | null = null;
    if (change.id) {
      [before = null] = await tx.select().from(articles).where(eq(articles.id, change.id)).for('update');
      if (!before) throw new AdminRefusal(messages.notFound);
      if (change.version && change.version !== String(before.updatedAt.getTime()))
        throw new AdminRefusal(messages.stale);
    }
    const id = before?.id ?? crypto.randomUUID();
    return writeArticle(
      tx,
      staff,
      caller.ip,
      { id, before },
      { ...content, publishedAt: content.publishedAt?.toISOString() ?? null },
      change.intent,
    );
  });
  return refreshed(written);
}

/** Makes an old revision the article's content again (a new revision, so that the restore itself can be undone). */
export async function restoreRevision(caller: AdminCaller, input: unknown): Promise<ArticleWriteResult> {
  const staff = await requireStaff(caller, 'content');
  const change = parseChange(input);
  if (change.action !== 'restore') throw new AdminError('invalid');
  const written = await caller.db.transaction(async (tx) => {
    const [before] = await tx.select().from(articles).where(eq(articles.id, change.id)).for('update');
    if (!before) throw new AdminRefusal(messages.notFound);
    const [revision] = await tx
      .select({ content: articleRevisions.content })
      .from(articleRevisions)
      .where(and(eq(articleRevisions.id, change.revisionId), eq(articleRevisions.articleId, change.id)));
    if (!revision) throw new AdminRefusal(messages.revisionNotFound);
    // A scheduled article keeps its own time: a revision's date may have passed since.
    const content =
      before.state === 'scheduled'
        ? { ...revision.content, publishedAt: before.publishedAt?.toISOString() ?? null }
        : revision.content;
    return writeArticle(tx, staff, caller.ip, { id: before.id, before }, content, 'keep');
  });
  return refreshed(written);
}

/** Deletes an article, its revisions and its addresses (which then answer 404); an audit line keeps its title. */
export async function deleteArticle(caller: AdminCaller, input: unknown): Promise<void> {
  const staff = await requireStaff(caller, 'content');
  const change = parseChange(input);
  if (change.action !== 'delete') throw new AdminError('invalid');
  const paths = await caller.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ state: articles.state, slug: articles.slug, publishedAt: articles.publishedAt })
      .from(articles)
      .where(eq(articles.id, change.id))
      .for('update');
    if (!before) throw new AdminRefusal(messages.notFound);
    const paths = await pathsOfArticle(tx, change.id);
    await tx.delete(articles).where(eq(articles.id, change.id));
    if (isVisible(before.state, before.publishedAt, new Date())) await announceChange(tx, paths);
    await recordAudit(tx, {
      action: 'article-deleted',
      actor: staff.email,
      target: `article ${change.id} ${before.slug}`,
      ip: caller.ip,
    });
    return paths;
  });
  refreshNow(paths);
}

/** The one entry of `/api/admin/articles`: the action's own function, which checks the caller. */
export async function changeArticle(caller: AdminCaller, input: unknown): Promise<ArticleWriteResult | void> {
  const action = typeof input === 'object' && input !== null && 'action' in input ? input.action : null;
  if (action === 'save') return saveArticle(caller, input);
  if (action === 'restore') return restoreRevision(caller, input);
  if (action === 'delete') return deleteArticle(caller, input);
  await requireStaff(caller, 'content');
  throw new AdminError('invalid');
}

/**
 * Publishes the scheduled articles whose time has come (boot.ts, every minute and at the next one's time): each once,
 * whatever the instances (the update takes the row), with its audit line and its pages refreshed everywhere.
 */
export async function publishDue(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .update(articles)
      .set({ state: 'published', updatedAt: now })
      .where(and(eq(articles.state, 'scheduled'), lte(articles.publishedAt, now)))
      .returning({ id: articles.id, slug: articles.slug });
    const paths: string[] = [];
    for (const article of due) {
      paths.push(...(await pathsOfArticle(tx, article.id)));
      await recordAudit(tx, {
        action: 'article-published',
        actor: scheduleActor,
        target: `article ${article.id} ${article.slug}`,
      });
    }
    if (paths.length) await announceChange(tx, paths);
    return due.length;
  });
}

/** When the next scheduled article is due, if any. */
export async function nextDue(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date>`min(${articles.publishedAt})`.mapWith(articles.publishedAt) })
    .from(articles)
    .where(eq(articles.state, 'scheduled'));
  return row?.at ?? null;
}
