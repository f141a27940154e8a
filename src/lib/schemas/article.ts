/**
 * An article's form (issue 33), checked in the editor before sending and by the server before writing: the same
 * schema, the same French messages. Text fields are strings as typed; the output is what the server stores (tags as a
 * list, the publication day and time as one instant or none).
 */
import * as z from 'zod/mini';
import { blogCategories } from '@/content/blog';
import { editorialMessages as messages } from '@/content/editorial';
import { UTC_OFFSET_MINUTES } from '@/config/time-zone';
import { parseFrenchDay } from '@/lib/dates';
import { SLUG_MAX, slugPattern } from '@/lib/slug';
import { forbiddenInLine, forbiddenInParagraph, uuidPattern } from './patterns';

/**
 * `lines` bounds the text's lines far above any article (a long one has a few hundred): comparing two revisions costs
 * the square of their lines, and 100,000 characters make 50,000 short lines (issue 42).
 */
export const ARTICLE_LIMITS = {
  title: 140,
  excerpt: 320,
  author: 80,
  body: 100_000,
  lines: 2_000,
  tags: 8,
  tag: 40,
  word: 500,
} as const;

/**
 * The longest run of characters without a space, in one pass. Marked takes quadratic time on a long run of emphasis
 * markers (`a_a_a_…`, markedjs/marked#4099): 30,000 characters cost it half a second of the event loop at each save
 * and render. A text holds no word, link address or code line that long.
 */
export function longestWord(text: string): number {
  let longest = 0;
  let run = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    run = code === 32 || code === 10 || code === 13 || code === 9 || code === 0xa0 || code === 0x202f ? 0 : run + 1;
    if (run > longest) longest = run;
  }
  return longest;
}

/** The lines of a text (its line breaks and one), in one pass. */
export function lineCount(text: string): number {
  let lines = 1;
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) lines += 1;
  return lines;
}

/** The last addresses of /blog/… that are the site's own pages, never an article's. */
export const reservedSlugs = ['categorie', 'article', 'flux', 'rss', 'atom', 'feed', 'page', 'nouveau'] as const;

const text = (max: number, required: string, forbidden: RegExp) =>
  z.string(required).check(
    z.maxLength(max, { error: messages.tooLong(max), abort: true }),
    z.trim(),
    z.minLength(1, { error: required, abort: true }),
    z.refine((value) => !forbidden.test(value), { error: messages.forbidden, abort: true }),
  );

/** Tags typed as one line, comma-separated: trimmed, each once whatever its case, in the order typed. */
export function splitTags(line: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const tag of line.split(',').map((part) => part.trim().replace(/\s+/g, ' '))) {
    if (!tag || seen.has(tag.toLocaleLowerCase('fr'))) continue;
    seen.add(tag.toLocaleLowerCase('fr'));
    tags.push(tag);
  }
  return tags;
}

const timePattern = /^\s*([01]?\d|2[0-3])\s*[:hH]\s*([0-5]\d)\s*$/;

/** The day typed jj/mm/aaaa and the time hh:mm (8:00 when empty), in Abidjan's time, as an instant; null without a day. */
export function publicationInstant(day: string, time: string): Date | null | 'bad-day' | 'bad-time' {
  if (!day.trim()) return null;
  const iso = parseFrenchDay(day);
  if (!iso) return 'bad-day';
  const match = time.trim() ? timePattern.exec(time) : ['', '8', '00'];
  if (!match) return 'bad-time';
  const utc = Date.parse(`${iso}T${match[1]!.padStart(2, '0')}:${match[2]}:00Z`);
  return new Date(utc - UTC_OFFSET_MINUTES * 60_000);
}

export const articleFields = {
  title: text(ARTICLE_LIMITS.title, messages.titleRequired, forbiddenInLine),
  slug: z.string().check(
    z.maxLength(SLUG_MAX, { error: messages.tooLong(SLUG_MAX), abort: true }),
    z.trim(),
    z.refine((value) => value === '' || slugPattern.test(value), { error: messages.slug, abort: true }),
    z.superRefine((value, context) => {
      if ((reservedSlugs as readonly string[]).includes(value))
        context.addIssue({ code: 'custom', message: messages.slugReserved(value), input: value });
    }),
  ),
  excerpt: text(ARTICLE_LIMITS.excerpt, messages.excerptRequired, forbiddenInParagraph),
  category: z.enum(
    blogCategories.map((category) => category.id),
    messages.categoryRequired,
  ),
  tags: z.string().check(
    z.maxLength(ARTICLE_LIMITS.tags * (ARTICLE_LIMITS.tag + 2), {
      error: messages.tags(ARTICLE_LIMITS.tags, ARTICLE_LIMITS.tag),
      abort: true,
    }),
    z.refine((value) => !forbiddenInLine.test(value), { error: messages.forbidden, abort: true }),
    z.refine(
      (value) => {
        const tags = splitTags(value);
        return tags.length <= ARTICLE_LIMITS.tags && tags.every((tag) => tag.length <= ARTICLE_LIMITS.tag);
      },
      { error: messages.tags(ARTICLE_LIMITS.tags, ARTICLE_LIMITS.tag), abort: true },
    ),
  ),
  authorName: text(ARTICLE_LIMITS.author, messages.authorRequired, forbiddenInLine),
  authorRole: text(ARTICLE_LIMITS.author, messages.authorRoleRequired, forbiddenInLine),
  publishedOn: z.string().check(
    z.maxLength(20, { error: messages.day, abort: true }),
    z.refine((value) => !value.trim() || parseFrenchDay(value) !== null, { error: messages.day }),
  ),
  publishedTime: z.string().check(
    z.maxLength(10, { error: messages.time, abort: true }),
    z.refine((value) => !value.trim() || timePattern.test(value), { error: messages.time }),
  ),
  body: text(ARTICLE_LIMITS.body, messages.bodyRequired, forbiddenInParagraph).check(
    z.refine((value) => longestWord(value) <= ARTICLE_LIMITS.word, { error: messages.longWord(ARTICLE_LIMITS.word) }),
    z.refine((value) => lineCount(value) <= ARTICLE_LIMITS.lines, {
      error: messages.tooManyLines(ARTICLE_LIMITS.lines),
    }),
  ),
  coverId: z.string().check(z.refine((value) => value === '' || uuidPattern.test(value), { error: messages.cover })),
};
export const articleSchema = z.object(articleFields);
export type ArticleForm = z.input<typeof articleSchema>;
export type ArticleFormFields = keyof typeof articleFields;
