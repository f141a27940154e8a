/**
 * SPEC's nine articles as a fresh install holds them (migration 0021), newest first: what the end-to-end tests
 * expect of the blog (the featured one, then the grid). `number` is the old `/blog?article=N`.
 */
import { seedArticles } from './seed-articles';

export const specArticles = seedArticles
  .map(({ id, ...article }) => ({ number: id, ...article }))
  .toSorted((a, b) => b.date.localeCompare(a.date));

export type SpecArticle = (typeof specArticles)[number];
