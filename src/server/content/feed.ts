/**
 * The blog's Atom feed (issue 33, `/blog/flux.xml`): the 20 latest articles with their summary and whole text, so that
 * a feed reader shows them without a visit. Written by hand: a few elements, every text escaped. Built once, then
 * kept until a change of the blog makes it stale on every instance (refresh.ts `keptAnswer`, issue 42): readers poll
 * it, and each build reads 20 whole texts.
 */
import { inArray } from 'drizzle-orm';
import { company } from '@/config/company';
import { articleHref, blogText, feedPath, type BlogArticle } from '@/content/blog';
import { pages } from '@/content/pages';
import { renderMarkdown } from '@/lib/markdown';
import { absoluteUrl } from '@/server/site-url';
import { getDb, type Db } from '@/server/db/client';
import { articles } from '@/server/db/schema';
import { publishedArticles } from './articles';
import { keptAnswer } from './refresh';

export const FEED_SIZE = 20;

const entities: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' };
// What XML 1.0 forbids anywhere, even escaped: C0 controls but tab and line ends, U+FFFE/U+FFFF, lone surrogates. Saves
// refuse them; one stored before that would make the whole feed unreadable, so it is dropped here.
const forbiddenInXml = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|\p{Cs}/gu;

export const escapeXml = (text: string) =>
  text.replace(forbiddenInXml, '').replace(/[<>&'"]/g, (character) => entities[character]!);

/** The feed's XML for articles (newest first) and their bodies by id. */
export function atomFeed(list: readonly BlogArticle[], bodies: ReadonlyMap<string, string>): string {
  const updated = list.reduce(
    (latest, article) => (article.updatedAt > latest ? article.updatedAt : latest),
    new Date(0).toISOString(),
  );
  const entries = list.map((article) => {
    const url = absoluteUrl(articleHref(article.slug));
    return [
      '  <entry>',
      `    <id>${escapeXml(`urn:uuid:${article.id}`)}</id>`,
      `    <title>${escapeXml(article.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <published>${article.publishedAt}</published>`,
      `    <updated>${article.updatedAt}</updated>`,
      `    <author><name>${escapeXml(article.author.name)}</name></author>`,
      ...article.tags.map((tag) => `    <category term="${escapeXml(tag)}"/>`),
      `    <summary>${escapeXml(article.excerpt)}</summary>`,
      `    <content type="html">${escapeXml(renderMarkdown(bodies.get(article.id) ?? ''))}</content>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="fr">',
    `  <id>${escapeXml(absoluteUrl(feedPath))}</id>`,
    `  <title>${escapeXml(`${pages.blog.title} · ${company.name}`)}</title>`,
    `  <subtitle>${escapeXml(blogText.feedSubtitle)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(absoluteUrl(feedPath))}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(absoluteUrl(pages.blog.path))}"/>`,
    `  <updated>${updated}</updated>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

/** The feed as served: kept until the blog changes. */
export const servedFeed = () => keptAnswer(feedPath, async () => blogFeed(await getDb()));

/** The feed of the articles on the site now. */
export async function blogFeed(db: Db): Promise<string> {
  const list = (await publishedArticles(db)).slice(0, FEED_SIZE);
  const rows = list.length
    ? await db
        .select({ id: articles.id, body: articles.body })
        .from(articles)
        .where(
          inArray(
            articles.id,
            list.map((article) => article.id),
          ),
        )
    : [];
  return atomFeed(list, new Map(rows.map((row) => [row.id, row.body])));
}
