import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import nextConfig from '../../next.config';
import { allCategories, blogCategories, categoryHref, legacyArticleNumbers } from '@/content/blog';
import { APPLICATION_SUBJECT, contactSubjectHref, presetSubjects } from '@/content/contact';
import {
  blogArticleRoute,
  blogCategoryRoute,
  contactSubjectRoute,
  queryRedirects,
  queryRewrites,
  queryRoutes,
} from './query-routes';

const root = join(import.meta.dirname, '..', '..');

/** Where Next's router sends a request, as its `has` check does: the value's pattern anchored, the last value of a key. */
function destinationOf(address: string): string | null {
  const url = new URL(address, 'http://localhost');
  for (const rewrite of queryRewrites()) {
    if (url.pathname !== rewrite.source) continue;
    if (!('has' in rewrite)) return rewrite.destination;
    const { key, value } = rewrite.has[0]!;
    const values = url.searchParams.getAll(key);
    const match = values.length ? values.at(-1)!.match(new RegExp(`^${value}$`)) : null;
    if (match) return rewrite.destination.replace(':value', match.groups!.value!);
  }
  return null;
}

describe('the query states served from prerendered routes', () => {
  it('has a route folder with static params for each, and next.config.ts rewrites and redirects them', async () => {
    for (const route of queryRoutes)
      expect(
        existsSync(join(root, 'src/app/(site)', route.page, route.key, '[value]', 'page.tsx')),
        `${route.page}?${route.key}=`,
      ).toBe(true);
    // The nine first articles' old links (issue 33: each redirects to its article's address).
    expect(blogArticleRoute.values).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(blogArticleRoute.values).toEqual(legacyArticleNumbers);
    expect(blogCategoryRoute.values).toEqual(blogCategories.map((category) => category.id));
    expect(contactSubjectRoute.values).toEqual([APPLICATION_SUBJECT]);

    const rewrites = await nextConfig.rewrites!();
    expect(rewrites).toEqual({ beforeFiles: queryRewrites(), afterFiles: [], fallback: [] });
    expect(await nextConfig.redirects!()).toEqual(queryRedirects());
  });

  it('sends each address the site links to to its prerendered page', () => {
    for (const number of legacyArticleNumbers)
      expect(destinationOf(`/blog?article=${number}`)).toBe(`/blog/article/${number}`);
    for (const category of blogCategories)
      expect(destinationOf(categoryHref(category.id))).toBe(`/blog/categorie/${category.id}`);
    // The blog itself is its listing of every category.
    expect(destinationOf(categoryHref(allCategories.id))).toBe(`/blog/categorie/${allCategories.id}`);
    for (const subject of presetSubjects)
      expect(destinationOf(contactSubjectHref(subject))).toBe(`/contact/sujet/${subject}`);
    // A repeated key counts by its last value, as Next reads it; an article wins over a category.
    expect(destinationOf('/blog?article=99&article=3')).toBe('/blog/article/3');
    expect(destinationOf('/blog?categorie=energie&article=2')).toBe('/blog/article/2');
  });

  it('leaves every other query to the page itself, in linear time', () => {
    for (const address of [
      '/blog',
      '/blog?article=99',
      '/blog?article=03',
      '/blog?article=3x',
      '/blog?article=1|2',
      '/blog?categorie=Energie',
      '/blog?categorie=energie.',
      '/blog?x=3',
    ]) {
      expect(destinationOf(address), address).toBe('/blog/categorie/tous');
    }
    for (const address of [
      '/contact',
      '/contact?sujet=candidature',
      '/contact?sujet=Candidature2',
      '/contact?sujet=',
      '/services?article=3',
    ])
      expect(destinationOf(address), address).toBeNull();
    const started = performance.now();
    expect(destinationOf(`/blog?categorie=${'energie'.repeat(20_000)}`)).toBe('/blog/categorie/tous');
    expect(performance.now() - started).toBeLessThan(50);
  });
});
