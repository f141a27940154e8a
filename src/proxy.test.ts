/**
 * The proxy's two guards (src/proxy.ts): a page view of an address that is no page under the blog or a showcase page
 * goes to no route at all (Next's static 404, nothing cached; issue 42), and a server action's body keeps its cap.
 */
import { describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { articleHref, feedPath } from '@/content/blog';
import { pages } from '@/content/pages';
import { provideArticleAddresses } from '@/server/content/known-addresses';
import { config, proxy } from './proxy';

const origin = 'http://127.0.0.1:3000';
const view = (path: string, method = 'GET') => proxy(new NextRequest(`${origin}${path}`, { method }));
const rewrittenTo = (response: Response) => {
  const target = response.headers.get('x-middleware-rewrite');
  return target && new URL(target).pathname;
};

describe('a page view below the blog or a showcase page', () => {
  it('goes on to Next for an article on the site, the feed and the listings; to no route for anything else', async () => {
    await provideArticleAddresses(async () => new Set(['un-article', 'son-ancienne-adresse']));
    for (const path of [articleHref('un-article'), articleHref('son-ancienne-adresse'), feedPath, '/blog/categorie/energie']) {
      const response = await view(path);
      expect([path, response.headers.get('x-middleware-next'), rewrittenTo(response)]).toEqual([path, '1', null]);
    }
    for (const path of [articleHref('pas-un-article'), articleHref('un-article.rsc'), '/blog/UN-ARTICLE', `${feedPath}/x`, '/references/x', '/partenaires/a/b', '/about/equipe']) {
      for (const method of ['GET', 'HEAD']) expect([path, method, rewrittenTo(await view(path, method))]).toEqual([path, method, '/_none']);
    }
  });

  it('lets every article address through when they could not be read: an outage hides no article', async () => {
    await provideArticleAddresses(async () => null);
    expect((await view(articleHref('pas-un-article'))).headers.get('x-middleware-next')).toBe('1');
    expect(rewrittenTo(await view('/about/x'))).toBe('/_none');
  });

  it('is matched below each of those pages (literal strings, which Next reads at build time)', () => {
    const below = [pages.blog, pages.references, pages.partners, pages.about].map((page) => `${page.path}/:path+`);
    expect(config.matcher).toEqual(expect.arrayContaining(below));
  });
});

describe('a server action post', () => {
  it('still declares its length within its cap', async () => {
    const post = (headers: Record<string, string>) => proxy(new NextRequest(`${origin}/contact`, { method: 'POST', headers: { 'next-action': 'x', ...headers } }));
    expect((await post({})).status).toBe(413);
    expect((await post({ 'content-length': String(10 * 1024 * 1024) })).status).toBe(413);
    expect((await post({ 'content-length': '100' })).headers.get('x-middleware-next')).toBe('1');
  });
});
