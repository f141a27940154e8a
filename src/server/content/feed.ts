/**
 * The blog's Atom feed (issue 33, `/blog/flux.xml`): the 20 latest articles with their summary and whole text, so that
 * a feed reader shows them without a visit. Written by hand: a few elements, every text escaped.
 */
import { inArray } from 'drizzle-orm';
import { company } from '@/config/company';
import { articleHref, blogText, feedPath, type BlogArticle } from '@/content/blog';
import { pages } from '@/content/pages';
import { renderMarkdown } from '@/lib/markdown';
import { absoluteUrl } from '@/lib/metadata';
import type { Db } from '@/server/db/client';
import { articles } from '@/server/db/schema';
import { publishedArticles } from './articles';

export const FEED_SIZE = 20;

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (character) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[character]!);

/** The feed's XML for articles (newest first) and their bodies by id. */
export function atomFeed(list: readonly BlogArticle[], bodies: ReadonlyMap<string, string>): string {
  const updated = list.reduce((latest, article) => (article.updatedAt > latest ? article.updatedAt : latest), new Date(0).toISOString());
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

/** The feed of the articles on the site now. */
export async function blogFeed(db: Db): Promise<string> {
  const list = (await publishedArticles(db)).slice(0, FEED_SIZE);
  const rows = list.length ? await db.select({ id: articles.id, body: articles.body }).from(articles).where(inArray(articles.id, list.map((article) => article.id))) : [];
  return atomFeed(list, new Map(rows.map((row) => [row.id, row.body])));
}
