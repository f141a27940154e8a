import { describe, expect, it } from 'vitest';
import { publicRoutes } from '@/lib/routes';
import { renderMarkdown } from '@/lib/markdown';
import { seedArticles as articles } from '../../../tests/support/seed-articles';
import { blogCategories } from './index';

const words = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\d]/u.test(word)).length;

describe('the blog content', () => {
  it('has the nine articles of SPEC, numbered 1 to 9, in eight categories', () => {
    expect(articles.map((article) => article.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(blogCategories).toHaveLength(8);
    for (const article of articles) expect(blogCategories.map((category) => category.id)).toContain(article.category);
  });

  it('keeps the reading times and the dates the spec fixes, all between 15 February and 15 March 2024', () => {
    expect(articles.map((article) => article.readTime)).toEqual([8, 6, 7, 9, 6, 5, 10, 12, 15]);
    for (const article of articles) {
      expect(article.date >= '2024-02-15' && article.date <= '2024-03-15', `${article.id}: ${article.date}`).toBe(true);
    }
    expect(articles.slice(6).map((article) => article.date)).toEqual(['2024-03-01', '2024-03-08', '2024-03-12']);
  });

  it('gives each article a real body: at least 800 words, headings and lists, no HTML of its own', () => {
    for (const article of articles) {
      expect(words(article.body), `article ${article.id}`).toBeGreaterThanOrEqual(800);
      expect(article.body, `article ${article.id}`).toMatch(/^## /m);
      expect(article.body, `article ${article.id}`).toMatch(/^(- |1\. )/m);
      expect(article.body, `article ${article.id}`).not.toMatch(/<[a-z/]/i);
      expect(article.body, `article ${article.id}`).not.toMatch(/^# /m);
    }
  });

  it('is long enough for the reading time it announces (at most 250 words a minute)', () => {
    for (const article of articles)
      expect(words(article.body) / article.readTime, `article ${article.id}`).toBeLessThanOrEqual(250);
  });

  it('links only to pages of the site', () => {
    for (const article of articles) {
      const hrefs = [...renderMarkdown(article.body).matchAll(/href="([^"]*)"/g)].map(
        (match) => match[1]!.split('#')[0]!,
      );
      for (const href of hrefs) expect(publicRoutes, `article ${article.id}`).toContain(href);
    }
  });
});

describe('renderMarkdown', () => {
  it('renders headings, lists, emphasis and links', () => {
    const html = renderMarkdown('## Titre\n\nUn **mot**.\n\n- un\n- deux\n\n[Contact](/contact)');
    expect(html).toContain('<h2>Titre</h2>');
    expect(html).toContain('<strong>mot</strong>');
    expect(html).toContain('<li>deux</li>');
    expect(html).toContain('<a href="/contact">Contact</a>');
  });
});
