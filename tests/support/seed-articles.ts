/**
 * SPEC's nine articles as migration 0021 writes them (a fresh install's first rows): read from the migration itself,
 * the one place their text lives, for the tests that check their content, typography and rendering.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BlogArticle, BlogCategoryId } from '../../src/content/blog';

export type SeedArticle = Pick<
  BlogArticle,
  'slug' | 'title' | 'excerpt' | 'category' | 'author' | 'date' | 'readTime'
> & { id: number; tags: string[]; body: string };

const migration = readFileSync(join(import.meta.dirname, '../../src/server/db/migrations/0021_articles.sql'), 'utf8');
const quoted = (tag: string) => `\\$${tag}\\$([\\s\\S]*?)\\$${tag}\\$`;
const row = new RegExp(
  `VALUES \\((\\d+), '([a-z0-9-]+)', 'published', ${quoted('t')}, ${quoted('e')}, '([a-z]+)', ${quoted('g')}::jsonb, ${quoted('n')}, ${quoted('r')}, '(\\d{4}-\\d{2}-\\d{2})T08:00:00Z', ${quoted('body')}, (\\d+),`,
  'g',
);

export const seedArticles: SeedArticle[] = [...migration.matchAll(row)].map((match) => ({
  id: Number(match[1]),
  slug: match[2]!,
  title: match[3]!,
  excerpt: match[4]!,
  category: match[5] as BlogCategoryId,
  tags: JSON.parse(match[6]!) as string[],
  author: { name: match[7]!, role: match[8]! },
  date: match[9]!,
  body: match[10]!,
  readTime: Number(match[11]),
}));
