import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { about } from '../../src/content/about';
import { articleHref, blogCategories } from '../../src/content/blog';
import { specArticles as articles } from '../support/spec-blog';
import { APPLICATION_SUBJECT } from '../../src/content/contact';
import { heroHighlights } from '../../src/content/figures';
import { partnerAdvantages } from '../../src/content/partners';
import { services } from '../../src/content/services';
import { platformQualities, platforms } from '../../src/content/solutions';
import { company } from '../../src/config/company';
import { clickAfterLayout, expectNoAxeViolations } from './support';
import { seedShowcase } from '../support/seed-showcase';

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

test.describe('home page', () => {
  test('has its anchors, highlights, seven service cards and the figures of the performance panel', async ({
    page,
  }) => {
    await page.goto('/');
    for (const id of ['home', 'services', 'solutions']) await expect(page.locator(`#${id}`)).toHaveCount(1);
    const hero = page.locator('#home');
    for (const highlight of heroHighlights) await expect(hero.getByText(highlight, { exact: true })).toBeVisible();
    const performance = hero.getByRole('heading', { name: 'Nos performances' }).locator('..');
    for (const value of ['500+', '15+', '7', '24/7'])
      await expect(performance.getByText(value, { exact: true })).toBeVisible();

    const cards = page.locator('#services li:has(h3)');
    await expect(cards).toHaveCount(services.length);
    for (const service of services) {
      const card = cards.filter({ has: page.getByRole('heading', { name: service.title, exact: true }) });
      await expect(card.getByText(service.subtitle)).toBeVisible();
      await expect(card.getByRole('listitem')).toHaveCount(4);
      await expect(card.getByRole('link', { name: `En savoir plus sur ${service.title}` })).toHaveAttribute(
        'href',
        `/services/${service.id}`,
      );
    }
  });

  test('scrolls to the services, opens the consultation dialog, and links each platform', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Découvrir nos services' }).click();
    await expect(page).toHaveURL(/#services$/);
    await expect(page.getByRole('heading', { name: /métiers techniques/ })).toBeInViewport();
    await page.getByRole('link', { name: 'Voir nos solutions' }).click();
    await expect(page).toHaveURL(/#solutions$/);

    await page.locator('#home').getByRole('button', { name: 'Consultation gratuite' }).click();
    await expect(dialog(page, 'Réserver une consultation gratuite')).toBeVisible();
    await page.keyboard.press('Escape');

    const solutions = page.locator('#solutions');
    await expect(solutions.getByRole('link', { name: 'Découvrir iRequest' })).toHaveAttribute(
      'href',
      '/solutions/irequest',
    );
    await expect(solutions.getByRole('link', { name: 'Découvrir iSmart' })).toHaveAttribute(
      'href',
      '/solutions/ismart',
    );
    const loori = solutions.getByRole('link', { name: /Découvrir loori/ });
    await expect(loori).toHaveAttribute('href', company.externalLinks.loori);
    await expect(loori).toHaveAttribute('target', '_blank');
    await expect(loori).toHaveAttribute('rel', 'noopener noreferrer');
    for (const platform of platforms)
      for (const benefit of platform.benefits) await expect(solutions.getByText(benefit)).toBeVisible();
    for (const quality of platformQualities)
      await expect(solutions.getByRole('heading', { name: quality.title })).toBeVisible();

    await solutions.getByRole('button', { name: 'Demander une démo' }).click();
    await expect(dialog(page, 'Demander une démonstration').getByLabel('Votre demande')).toHaveValue('demo');
  });
});

test.describe('about page', () => {
  test('shows every section with its figures, and its closing buttons lead to the contact form', async ({ page }) => {
    await page.goto('/about');
    const main = page.getByRole('main');
    await expect(main.getByText('Depuis 2009', { exact: true })).toBeVisible();
    for (const figure of about.figures) await expect(main.getByText(figure.label, { exact: true })).toBeVisible();
    await expect(main.getByText('65+', { exact: true })).toBeVisible();
    for (const block of [about.mission, about.vision])
      await expect(page.getByRole('heading', { name: block.title })).toBeVisible();
    for (const value of about.values)
      await expect(page.getByRole('heading', { name: value.title, exact: true })).toBeVisible();

    const timeline = page.locator('#histoire ol > li');
    await expect(timeline).toHaveCount(9);
    await expect(timeline.first()).toContainText('2009');
    await expect(timeline.last()).toContainText('2024');
    for (const entry of about.timeline) await expect(timeline.filter({ hasText: entry.milestone })).toHaveCount(1);

    const team = page.locator('#equipe li');
    await expect(team).toHaveCount(4);
    for (const member of seedShowcase.leaders)
      await expect(team.filter({ hasText: member.name })).toContainText(member.experience);
    await expect(page.locator('#equipe img')).toHaveCount(0);

    for (const [title, projects] of [
      ['Tertiaire', '200+'],
      ['Industriel', '150+'],
      ['Public', '100+'],
      ['Résidentiel', '50+'],
    ]) {
      await expect(
        page.locator('#secteurs li').filter({ has: page.getByRole('heading', { name: title! }) }),
      ).toContainText(projects!);
    }
    const certifications = page.locator('#certifications li');
    await expect(certifications).toHaveCount(6);
    for (const title of ['ISO 9001:2015', 'Qualibat', 'Qualifelec', 'RGE', 'APSAD', 'HQE']) {
      await expect(
        certifications.filter({ has: page.getByRole('heading', { name: title, exact: true }) }),
      ).toContainText('Obtenue en');
    }
    const sites = page.locator('#implantations > div > div > ul > li');
    await expect(sites).toHaveCount(3);
    for (const [city, staff] of [
      ['Abidjan', 45],
      ['Bouaké', 12],
      ['San Pedro', 8],
    ] as const) {
      await expect(sites.filter({ has: page.getByRole('heading', { name: city }) })).toContainText(
        `${staff} collaborateurs`,
      );
    }

    await clickAfterLayout(page.getByRole('link', { name: 'Nous rejoindre' }));
    await expect(page).toHaveURL(/\/contact\?sujet=Candidature$/);
    await expect(page.getByRole('main').getByLabel('Service concerné')).toHaveValue('Candidature');
    await page.goBack();
    await clickAfterLayout(page.getByRole('link', { name: 'Nous contacter' }));
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe('blog', () => {
  const cardTitles = (page: Page) => page.locator('#articles ul > li h3');
  const filterGroup = (page: Page) => page.getByRole('group', { name: 'Filtrer les articles par catégorie' });

  test('features the first article, and each filter shows the right cards with at most two tags', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { name: articles[0]!.title })).toBeVisible();
    const filters = filterGroup(page).getByRole('link');
    await expect(filters).toHaveCount(1 + blogCategories.length);

    // "All" leaves the featured article out of the grid.
    await expect(cardTitles(page)).toHaveText(articles.slice(1).map((article) => article.title));
    for (const card of await page.locator('#articles ul > li').all())
      expect(await card.getByLabel('Mots-clés').getByRole('listitem').count()).toBeLessThanOrEqual(2);

    // Each filter is the address of its list; with scripts, a click filters in place and the address follows.
    const history = await page.evaluate(() => window.history.length);
    for (const category of blogCategories) {
      const filter = filters.filter({ hasText: category.label });
      await expect(filter).toHaveAttribute('href', `/blog?categorie=${category.id}#articles`);
      await filter.click();
      await expect(filter).toHaveAttribute('aria-current', 'true');
      await expect(page).toHaveURL(new RegExp(`/blog\\?categorie=${category.id}$`));
      await expect(cardTitles(page)).toHaveText(
        articles.filter((article) => article.category === category.id).map((article) => article.title),
      );
    }
    expect(await page.evaluate(() => window.history.length)).toBe(history);
    await filters.filter({ hasText: 'Tous les articles' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cardTitles(page)).toHaveCount(articles.length - 1);
  });

  test('opens a filtered list from its address, keeps it through an article and back, and filters without JavaScript', async ({
    page,
    browser,
  }) => {
    const energy = articles.filter((article) => article.category === 'energie');
    await page.goto('/blog?categorie=energie');
    await expect(filterGroup(page).getByRole('link', { name: 'Énergie' })).toHaveAttribute('aria-current', 'true');
    await expect(cardTitles(page)).toHaveText(energy.map((article) => article.title));
    await page.getByRole('link', { name: energy[1]!.title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(energy[1]!.title);
    await page.goBack();
    await expect(page).toHaveURL(/\/blog\?categorie=energie$/);
    await expect(cardTitles(page)).toHaveText(energy.map((article) => article.title));
    // An unknown category is the whole list.
    await page.goto('/blog?categorie=inconnue');
    await expect(cardTitles(page)).toHaveCount(articles.length - 1);

    const context = await browser.newContext({ javaScriptEnabled: false });
    const noScript = await context.newPage();
    await noScript.goto('/blog');
    await filterGroup(noScript).getByRole('link', { name: 'Domotique' }).click();
    await expect(noScript).toHaveURL(/\/blog\?categorie=domotique#articles$/);
    await expect(cardTitles(noScript)).toHaveText(
      articles.filter((article) => article.category === 'domotique').map((article) => article.title),
    );
    await expect(filterGroup(noScript).getByRole('link', { name: 'Domotique' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await filterGroup(noScript).getByRole('link', { name: 'Tous les articles' }).click();
    await expect(cardTitles(noScript)).toHaveCount(articles.length - 1);
    await context.close();
  });

  test('reads an article at its own address, with back buttons and a consultation button', async ({ page }) => {
    const article = articles[2]!;
    await page.goto('/blog');
    await page.getByRole('link', { name: article.title }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${article.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await expect(page.locator('.article-body h2').first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Demander une consultation gratuite' }).click();
    await expect(dialog(page, 'Réserver une consultation gratuite')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'Retour au blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Le blog technique');
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await page.getByRole('link', { name: 'Retour aux articles' }).click();
    await expect(page).toHaveURL(/\/blog#articles$/);
  });

  test("serves an article's whole text in the HTML of /blog/<slug>, with its own title and canonical; old links redirect there", async ({
    request,
  }) => {
    for (const article of articles) {
      const html = await (await request.get(articleHref(article.slug))).text();
      expect(html).toContain(`<title>${article.title.replace(/&/g, '&amp;')} | `);
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/blog/${article.slug}"`));
      expect(html).toContain('class="article-body"');
      expect(html).toContain('"@type":"BlogPosting"');
      // The address of before issue 33, `/blog?article=N`, leads there for good.
      const old = await request.get(`/blog?article=${article.number}`, { maxRedirects: 0 });
      expect(old.status(), `article ${article.number}`).toBe(308);
      expect(old.headers().location).toBe(articleHref(article.slug));
    }
    // An unknown number shows the blog itself; an unknown address is a 404.
    expect(await (await request.get('/blog?article=99')).text()).toContain('Tous nos articles');
    expect((await request.get('/blog/pas-un-article')).status()).toBe(404);
  });
});

test.describe('references and partners', () => {
  test('references show the 18 clients, the six sectors and the two ways to go further', async ({ page }) => {
    await page.goto('/references');
    await expect(page.locator('#clients ul > li')).toHaveCount(18);
    expect(seedShowcase.clients).toHaveLength(18);
    for (const client of seedShowcase.clients)
      await expect(page.locator('#clients').getByText(client.name, { exact: true })).toBeVisible();
    await expect(page.locator('#clients svg')).toHaveCount(18);
    const sectors = page.locator('#secteurs > div > div > ul > li');
    await expect(sectors).toHaveCount(6);
    for (const sector of seedShowcase.sectors)
      await expect(page.getByRole('heading', { name: sector.title })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Nous contacter' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('link', { name: 'Réserver une consultation technique' })).toHaveAttribute(
      'href',
      '/solutions/consultation-technique',
    );
  });

  test('partners show three partners with their logos, three advantages, and an expert button', async ({ page }) => {
    await page.goto('/partenaires');
    expect(seedShowcase.partners).toHaveLength(3);
    for (const partner of seedShowcase.partners) {
      const card = page.locator('#partenaires li').filter({ has: page.getByRole('heading', { name: partner.name }) });
      await expect(card.locator('svg').first()).toBeVisible();
      await expect(card).toContainText(partner.domain);
    }
    for (const advantage of partnerAdvantages)
      await expect(page.getByRole('heading', { name: advantage.title })).toBeVisible();
    await page.getByRole('button', { name: 'Parler à un expert' }).click();
    await expect(dialog(page, 'Réserver une consultation gratuite')).toBeVisible();
  });
});

test('serves /blog and /contact from the page cache whatever their query string, never a render per query', async ({
  request,
}) => {
  // next build's list of prerendered pages: the contact page and its preset subject. The blog's are rendered at their
  // first visit (the articles are in the database, which the build does not read), then kept in the same cache.
  const { routes } = JSON.parse(readFileSync('.next/prerender-manifest.json', 'utf8')) as {
    routes: Record<string, unknown>;
  };
  expect(Object.keys(routes)).toEqual(expect.arrayContaining(['/contact', `/contact/sujet/${APPLICATION_SUBJECT}`]));
  expect(Object.keys(routes).filter((route) => route.startsWith('/blog'))).toEqual([]);
  // Nor the showcase's pages, which are the database's too (server/content/showcase-pages.ts).
  expect(Object.keys(routes).filter((route) => /^\/(references|partenaires|about)/.test(route))).toEqual([]);

  // Known states, unknown values and made-up parameters: each answered from the cache (Next's x-nextjs-cache: HIT
  // once a first visit rendered it), never rendered for its query.
  const bodyOf = async (path: string) => {
    await request.get(path);
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['x-nextjs-cache'], path).toBe('HIT');
    return response.text();
  };
  const blog = await bodyOf('/blog');
  const contact = await bodyOf('/contact');
  for (const query of [`?x=${Math.random()}`, '?article=99', '?categorie=inconnue', `?utm_source=${'a'.repeat(2000)}`])
    expect(await bodyOf(`/blog${query}`)).toBe(blog);
  for (const query of [`?sujet=${Math.random()}`, '?sujet=candidature', '?x=1'])
    expect(await bodyOf(`/contact${query}`)).toBe(contact);
  for (const path of [
    articleHref(articles[3]!.slug),
    '/blog?categorie=energie&x=1',
    `/contact?sujet=${APPLICATION_SUBJECT}`,
  ])
    expect(await bodyOf(path)).not.toBe(path.startsWith('/blog') ? blog : contact);

  // A page asked for by its own path goes to its address, so that each state has one.
  for (const [path, address] of [
    [`/blog/article/${articles[3]!.number}`, `/blog?article=${articles[3]!.number}`],
    ['/blog/categorie/energie', '/blog?categorie=energie'],
    [`/contact/sujet/${APPLICATION_SUBJECT}`, `/contact?sujet=${APPLICATION_SUBJECT}`],
  ]) {
    const response = await request.get(path!, { maxRedirects: 0 });
    expect(response.status(), path).toBe(308);
    expect(response.headers().location, path).toBe(address);
  }
});

test('the sitemap lists every article of the blog, and the feed carries them whole', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const article of articles) expect(xml).toContain(`${articleHref(article.slug)}</loc>`);
  const feed = await request.get('/blog/flux.xml');
  expect(feed.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
  const atom = await feed.text();
  expect(atom.match(/<entry>/g)).toHaveLength(articles.length);
  for (const article of articles) expect(atom).toContain(`${articleHref(article.slug)}"/>`);
  expect(atom).toContain('&lt;h2&gt;');
});
