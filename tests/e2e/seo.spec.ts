import { expect, test, type Page } from './fixtures';
import { company } from '../../src/config/company';
import { articleHref } from '../../src/content/blog';
import { specArticles as articles } from '../support/spec-blog';
import { allRoutes, privateRoutes, publicRoutes } from '../../src/lib/routes';

type Ld = Record<string, unknown> & { '@type': string };

async function jsonLd(page: Page): Promise<Ld[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as Ld);
}

const meta = (page: Page, selector: string) => page.locator(selector).getAttribute('content');

/** One page of each family, and the JSON-LD types it must carry. */
const families: { path: string; types: string[] }[] = [
  { path: '/', types: ['LocalBusiness'] },
  { path: '/about', types: ['BreadcrumbList'] },
  { path: '/services/energie', types: ['Service', 'BreadcrumbList'] },
  { path: '/solutions/irequest', types: ['Service', 'BreadcrumbList'] },
  { path: '/blog', types: ['BreadcrumbList'] },
  { path: articleHref(articles[0]!.slug), types: ['BlogPosting', 'BreadcrumbList'] },
  { path: '/legal/mentions-legales', types: ['BreadcrumbList'] },
];

for (const { path, types } of families) {
  test(`${path}: title, description, canonical, Open Graph and Twitter cards, and JSON-LD that parses`, async ({
    page,
    request,
  }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(new RegExp(`\\| ${company.name}$`));
    expect((await meta(page, 'meta[name="description"]'))?.length ?? 0).toBeGreaterThan(50);

    const canonical = new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '');
    expect(canonical.pathname + canonical.search).toBe(path);
    expect(new URL((await meta(page, 'meta[property="og:url"]')) ?? '').toString()).toBe(canonical.toString());
    expect(await meta(page, 'meta[property="og:title"]')).toBeTruthy();
    expect(await meta(page, 'meta[property="og:description"]')).toBe(await meta(page, 'meta[name="description"]'));
    expect(await meta(page, 'meta[property="og:locale"]')).toBe('fr_FR');
    expect(await meta(page, 'meta[name="twitter:card"]')).toBe('summary_large_image');

    const image = new URL((await meta(page, 'meta[property="og:image"]')) ?? '');
    const response = await request.get(image.pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    expect((await response.body()).length).toBeGreaterThan(10_000);

    const data = await jsonLd(page);
    expect(data.map((item) => item['@type'])).toEqual(types);
    for (const item of data) expect(item['@context']).toBe('https://schema.org');
    const breadcrumb = data.find((item) => item['@type'] === 'BreadcrumbList') as
      { itemListElement: { position: number; item: string }[] } | undefined;
    if (breadcrumb) {
      expect(breadcrumb.itemListElement.map((step) => step.position)).toEqual(
        breadcrumb.itemListElement.map((_, index) => index + 1),
      );
      expect(
        new URL(breadcrumb.itemListElement.at(-1)!.item).pathname +
          new URL(breadcrumb.itemListElement.at(-1)!.item).search,
      ).toBe(path);
    }
  });
}

test('the home page describes the company as a local business with its three sites', async ({ page }) => {
  await page.goto('/');
  const [business] = (await jsonLd(page)) as (Ld & {
    department: { address: { addressLocality: string } }[];
    telephone: string;
  })[];
  expect(business?.department.map((site) => site.address.addressLocality)).toEqual(
    company.sites.map((site) => site.city),
  );
  expect(business?.telephone).toBe(company.phones.main.e164);
});

test('robots.txt keeps crawlers out of the back-office and sign-in pages, and points to the sitemap', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  for (const route of privateRoutes) expect(robots).toContain(`Disallow: ${route}`);
  expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
});

test('sitemap.xml lists every public route and every article, and nothing private', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
    const url = new URL(loc!.replace(/&amp;/g, '&'));
    return url.pathname + url.search;
  });
  expect(locations).toEqual(
    expect.arrayContaining([...publicRoutes, ...articles.map((article) => articleHref(article.slug))]),
  );
  for (const route of privateRoutes) expect(locations).not.toContain(route);
  expect(locations).toHaveLength(publicRoutes.length + articles.length);
});

for (const path of allRoutes.filter((route) => route !== '/admin')) {
  test(`${path} has one <h1>, first, and headings that never skip a level`, async ({ page }) => {
    await page.goto(path);
    const levels = await page
      .locator('h1, h2, h3, h4, h5, h6')
      .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    const skips = levels.flatMap((level, index) =>
      index > 0 && level > levels[index - 1]! + 1 ? [`h${levels[index - 1]} → h${level}`] : [],
    );
    expect(skips).toEqual([]);
  });
}
