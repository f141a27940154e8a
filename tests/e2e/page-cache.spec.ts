/**
 * Issue 42: the page cache holds the site's pages, never an attacker's addresses. A made-up address below the blog or
 * a showcase page once answered 404 with `s-maxage=31536000` and was stored (`x-nextjs-cache: HIT` at its second
 * visit): a loop of them filled the cache, and behind a CDN a 404 stayed a year. Now the server (main.ts) hands it to Next as
 * an address the site lacks (Next's one static 404 page, `no-store`) before Next renders it; the pages the site has stay
 * cached. The feed is kept too, and follows a publication at once. On a server of its own: it publishes an article.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { articleHref, feedPath } from '../../src/content/blog';
import { notFoundPage, pages } from '../../src/content/pages';
import { SITE_CACHE_HEADER } from '../../src/config/server';
import { serveBuild } from '../../scripts/serve-build';
import { signInStaff } from '../../scripts/staff-sign-in';
import { createAdmin } from './support';

const random = () => Math.random().toString(36).slice(2, 10);

/** A page as a visitor gets it twice: the second answer must come from the page cache. */
async function cached(request: APIRequestContext, path: string) {
  await request.get(path);
  const response = await request.get(path);
  expect([path, response.status(), response.headers()['x-nextjs-cache']]).toEqual([path, 200, 'HIT']);
  return response;
}

test('made-up addresses are answered 404 uncached and stored nowhere; the pages and the feed stay cached and follow a publication', async ({
  playwright,
}) => {
  test.setTimeout(240_000);
  const server = await serveBuild({ env: { SMTP_URL: '', DATABASE_URL: '' } });
  const visitor = await playwright.request.newContext({ baseURL: server.baseUrl });
  try {
    // The pages the site has, cached before the loop.
    const blog = await (await cached(visitor, pages.blog.path)).text();
    const seeded = /href="\/blog\/([a-z0-9-]+)"/.exec(blog)?.[1];
    expect(seeded, 'an article linked from the blog').toBeTruthy();
    const kept = [pages.blog.path, articleHref(seeded!), pages.references.path, pages.partners.path, pages.about.path];
    for (const path of kept) await cached(visitor, path);

    // An address no route has: what every made-up address must look like.
    const outside = await visitor.get(`/nulle-part-${random()}`);
    expect(outside.status()).toBe(404);
    expect(outside.headers()['cache-control']).toContain('no-store');

    // 200 made-up addresses, each asked twice: below an article's place, below the feed, below each showcase page.
    const below = [
      `${pages.blog.path}/`,
      `${feedPath}/`,
      `${pages.references.path}/`,
      `${pages.partners.path}/`,
      `${pages.about.path}/`,
      `${pages.about.path}/equipe/`,
    ];
    const made = Array.from(
      { length: 200 },
      (_, index) => `${below[index % below.length]}${random()}${index % 7 === 0 ? '.rsc' : ''}`,
    );
    for (const path of made) {
      for (const visit of ['first', 'second']) {
        const response = await visitor.get(path);
        const headers = response.headers();
        expect([path, visit, response.status()]).toEqual([path, visit, 404]);
        expect(headers['cache-control'], `${path} (${visit})`).toContain('no-store');
        expect(headers['cache-control'], `${path} (${visit})`).not.toContain('s-maxage');
        // Next's one static 404 page, as for an address outside the site: never an entry of its own. Without the
        // proxy's answer, the second visit was `x-nextjs-cache: HIT` with `s-maxage=31536000`.
        expect(headers['x-nextjs-cache'], `${path} (${visit})`).toBe(outside.headers()['x-nextjs-cache']);
        if (visit === 'second') expect(await response.text()).toContain(notFoundPage.heading);
      }
    }
    // The listing's and the old links' own paths go to the blog's address (next.config.ts redirects), which is the
    // blog itself for a value it does not know: one cached page, whatever the value.
    for (const key of ['categorie', 'article']) {
      const value = random();
      const moved = await visitor.get(`${pages.blog.path}/${key}/${value}`, { maxRedirects: 0 });
      expect([moved.status(), moved.headers().location]).toEqual([308, `${pages.blog.path}?${key}=${value}`]);
      expect(await (await cached(visitor, `${pages.blog.path}?${key}=${value}`)).text()).toBe(blog);
    }
    // Nothing of the site was pushed out of the cache.
    for (const path of kept)
      expect([path, (await visitor.get(path)).headers()['x-nextjs-cache']]).toEqual([path, 'HIT']);

    // The feed: kept after its first build (nothing read from the database), and new at once after a publication.
    await visitor.get(feedPath);
    const feed = await visitor.get(feedPath);
    expect([feed.status(), feed.headers()[SITE_CACHE_HEADER], feed.headers()['content-type']]).toEqual([
      200,
      'HIT',
      'application/atom+xml; charset=utf-8',
    ]);

    const admin = { email: 'cache@example.ci', password: 'Cache-Des-Pages-2026' };
    const { secret } = await createAdmin(admin.email, admin.password, { DATA_DIR: server.dataDir, DATABASE_URL: '' });
    const cookie = await signInStaff(server.baseUrl, { ...admin, secret });
    const write = await fetch(`${server.baseUrl}/api/admin/articles`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.baseUrl, cookie },
      body: JSON.stringify({
        action: 'save',
        intent: 'publish',
        fields: {
          title: 'Un article tout neuf',
          slug: `tout-neuf-${random()}`,
          excerpt: 'Publié pendant le test du cache.',
          category: 'energie',
          tags: 'Cache',
          authorName: 'Chef',
          authorRole: 'Exploitation',
          publishedOn: '',
          publishedTime: '',
          body: '## Servi à jour\n\nAussitôt publié.',
          coverId: '',
        },
      }),
    });
    const published = (await write.json()) as { ok: boolean; slug: string };
    expect(published.ok).toBe(true);
    await expect
      .poll(async () => (await visitor.get(feedPath)).text(), { timeout: 10_000 })
      .toContain(`${articleHref(published.slug)}"/>`);
    expect((await visitor.get(feedPath)).headers()[SITE_CACHE_HEADER]).toBe('HIT');
    // The new article is a page like the others: rendered once, then cached; the blog lists it.
    await cached(visitor, articleHref(published.slug));
    expect(await (await cached(visitor, pages.blog.path)).text()).toContain('Un article tout neuf');
  } finally {
    await visitor.dispose();
    await server.cleanup();
  }
});
