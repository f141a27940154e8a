/**
 * What the production server hands to Next (main.ts through routedUrl): a page view of an address that is no page
 * below the blog or a showcase page goes to no route at all (Next's static 404, nothing cached; issue 42).
 */
import { describe, expect, it } from 'vitest';
import { articleHref, feedPath } from '@/content/blog';
import { provideArticleAddresses, NO_ROUTE, routedUrl } from './known-addresses';

describe('a page view below the blog or a showcase page', () => {
  it('goes on to Next for an article on the site, the feed and the listings; to no route for anything else', async () => {
    await provideArticleAddresses(async () => new Set(['un-article', 'son-ancienne-adresse']));
    for (const url of [
      articleHref('un-article'),
      `${articleHref('son-ancienne-adresse')}?utm_source=x`,
      feedPath,
      '/blog/categorie/energie',
      '/blog',
      '/references',
      '/',
    ]) {
      expect([url, await routedUrl('GET', url)]).toEqual([url, url]);
    }
    for (const url of [
      articleHref('pas-un-article'),
      articleHref('un-article.rsc'),
      '/blog/UN-ARTICLE',
      `${feedPath}/x`,
      '/references/x',
      '/partenaires/a/b',
      '/about/equipe?x=1',
    ]) {
      for (const method of ['GET', 'HEAD'])
        expect([url, method, await routedUrl(method, url)]).toEqual([url, method, NO_ROUTE]);
    }
  });

  it('leaves every other method alone (a server action posts to the page it is on)', async () => {
    await provideArticleAddresses(async () => new Set());
    expect(await routedUrl('POST', '/about/x')).toBe('/about/x');
  });

  it('lets every article address through when they could not be read: an outage hides no article', async () => {
    await provideArticleAddresses(async () => null);
    expect(await routedUrl('GET', articleHref('pas-un-article'))).toBe(articleHref('pas-un-article'));
    expect(await routedUrl('GET', '/about/x')).toBe(NO_ROUTE);
  });
});
