/**
 * Issue 33: staff publish the blog themselves. An editor writes an article with a cover image, previews it and
 * schedules it; it appears at its time at /blog/<slug>, served from the page cache (Next's `x-nextjs-cache: HIT`
 * says a response came from it); the editor edits it, restores a revision, unpublishes it (404). An agent is refused
 * the content area. While the article waits for its time, the showcase: a client's logo, a partner added, moved and
 * removed, each page following at once.
 * On a server of its own: the content it changes is not the one the other suites read.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import sharp from 'sharp';
import { articleStateLabels, contentAreaPath, editorialText as text } from '../../src/content/editorial';
import { articleHref } from '../../src/content/blog';
import { teamText } from '../../src/content/admin';
import { showcaseAreaPath, showcaseKindText, showcaseMessages, showcaseText } from '../../src/content/showcase';
import { serveBuild } from '../../scripts/serve-build';
import { adminCliWith, createAdmin, expectNoAxeViolations, signInThroughForm, toast } from './support';

/** A photo as a phone takes it: a JPEG with its EXIF, GPS position included. */
const photo = () =>
  sharp({ create: { width: 2000, height: 1200, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .composite([
      {
        input: Buffer.from('<svg width="2000" height="1200"><circle cx="1000" cy="600" r="400" fill="#f5b301"/></svg>'),
        top: 0,
        left: 0,
      },
    ])
    .jpeg()
    .withExif({ IFD0: { Make: 'Phone', Model: 'Cheap' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '5/1 19/1 0/1' } })
    .toBuffer();

/** A logo as a designer sends it: a PNG, wider than tall, on a transparent background. */
const logo = () =>
  sharp({ create: { width: 800, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="800" height="400"><rect x="40" y="80" width="720" height="240" rx="40" fill="#e4572e"/></svg>',
        ),
        top: 0,
        left: 0,
      },
    ])
    .png()
    .toBuffer();

/** The day and time, in Abidjan, of the first whole minute at least `seconds` from now. */
function minuteAfter(seconds: number) {
  const at = new Date(Math.ceil((Date.now() + seconds * 1000) / 60_000) * 60_000);
  const day = new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Africa/Abidjan',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(at);
  const time = new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Africa/Abidjan',
    hour: '2-digit',
    minute: '2-digit',
  }).format(at);
  return { at, day, time };
}

/** A page as a visitor gets it twice: the second answer must come from the page cache. */
async function cached(request: APIRequestContext, path: string) {
  await request.get(path);
  const response = await request.get(path);
  expect(response.headers()['x-nextjs-cache'], path).toBe('HIT');
  return response;
}

test('an editor schedules an illustrated article, which appears at its time, cached; edits, restores, unpublishes it; the showcase meanwhile', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(300_000);
  const server = await serveBuild({ env: { SMTP_URL: '', DATABASE_URL: '' } });
  const env = { DATA_DIR: server.dataDir, DATABASE_URL: '' };
  const staffContext = await browser.newContext({ baseURL: server.baseUrl });
  const agentContext = await browser.newContext({ baseURL: server.baseUrl });
  const visitorContext = await browser.newContext({ baseURL: server.baseUrl });
  const visitor = await playwright.request.newContext({ baseURL: server.baseUrl });
  try {
    await createAdmin('chef-redaction@example.ci', 'Chef-De-La-Redaction-2026', env);
    const editor = await createAdmin('plume@example.ci', 'Plume-Qui-Publie-2026', env);
    const agent = await createAdmin('guichet@example.ci', 'Guichet-Des-Demandes-2026', env);
    await adminCliWith(env, 'grant', editor.email, 'editor');
    await adminCliWith(env, 'grant', agent.email, 'agent');

    // 1. An agent is told the content area is not theirs, and the bar does not offer it.
    const agentPage = await agentContext.newPage();
    await signInThroughForm(agentPage, agent.email, agent.password, agent.secret);
    await agentPage.goto(contentAreaPath);
    await expect(agentPage.getByRole('alert').filter({ hasText: text.editorsOnly })).toBeVisible();
    await expect(agentPage.getByRole('link', { name: text.link, exact: true })).toHaveCount(0);
    expect(
      (
        await agentPage.request.post('/api/admin/articles', {
          data: { action: 'delete', id: '00000000-0000-4000-8000-000000000000' },
        })
      ).status(),
    ).toBe(403);

    // 2. The editor signs in: the back-office opens on the articles, never on the requests.
    const page = await staffContext.newPage();
    await signInThroughForm(page, editor.email, editor.password, editor.secret);
    await page.goto('/admin');
    await expect(page).toHaveURL(new RegExp(`${contentAreaPath}$`));
    await expect(page.getByRole('listitem').filter({ hasText: articleStateLabels.published })).toHaveCount(9);
    await page.goto('/admin?onglet=devis');
    await expect(page).toHaveURL(new RegExp(`${contentAreaPath}$`));
    expect((await page.request.post('/api/admin/export?onglet=devis')).status()).toBe(403);

    // 3. A new article: its fields, its text previewed as the site draws it, a cover uploaded with its description.
    await page.getByRole('link', { name: text.create }).click();
    const title = `Climatisation : l'entretien qui "paie" !`;
    await page.getByRole('textbox', { name: text.fields.title, exact: true }).fill(title);
    await page
      .getByRole('textbox', { name: text.fields.excerpt, exact: true })
      .fill('Ce qu’un contrat d’entretien change à la facture et à la durée de vie des climatiseurs.');
    await page.getByRole('combobox', { name: text.fields.category }).selectOption({ label: 'Maintenance' });
    await page.getByRole('textbox', { name: text.fields.tags, exact: true }).fill('Climatisation, Entretien');
    await page.getByRole('textbox', { name: text.fields.authorName, exact: true }).fill('Awa Plume');
    await page.getByRole('textbox', { name: text.fields.authorRole, exact: true }).fill('Rédactrice technique');
    await page
      .getByRole('textbox', { name: text.fields.body, exact: true })
      .fill(
        '## Pourquoi entretenir\n\nUn filtre encrassé coûte cher : jusqu’à 15 % de plus.\n\n- nettoyer\n- vérifier\n\n<script>alert(1)</script>',
      );
    const preview = page.getByTestId('article-preview');
    await expect(preview.getByRole('heading', { level: 2, name: 'Pourquoi entretenir' })).toBeVisible();
    await expect(preview.getByRole('listitem')).toHaveCount(2);
    await expect(preview.locator('script')).toHaveCount(0);
    await page
      .getByLabel(text.fields.coverFile)
      .setInputFiles({ name: 'clim.jpg', mimeType: 'image/jpeg', buffer: await photo() });
    await page
      .getByRole('textbox', { name: text.fields.coverAlt, exact: true })
      .fill('Un technicien nettoie le filtre d’un climatiseur mural');
    await page.getByRole('button', { name: text.upload }).click();
    await expect(
      page.getByRole('img', { name: 'Un technicien nettoie le filtre d’un climatiseur mural' }),
    ).toBeVisible();
    // The editor as staff see it, on a desktop and on a phone: nothing wider than the screen.
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: test.info().outputPath(`editor-${width}.png`), fullPage: true });
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        `the editor at ${width} px`,
      ).toBe(true);
    }
    await page.getByRole('button', { name: text.preview, exact: true }).click();
    await expect(preview.getByRole('heading', { level: 2, name: 'Pourquoi entretenir' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('editor-preview-360.png') });
    await page.setViewportSize({ width: 1280, height: 720 });

    // 4. Scheduled for the next whole minute (20 s at least from now): saved, and not on the site before its time.
    const { at, day, time } = minuteAfter(20);
    await page.getByRole('textbox', { name: text.fields.publishedOn, exact: true }).fill(day);
    await page.getByRole('textbox', { name: text.fields.publishedTime, exact: true }).fill(time);
    await page.getByRole('button', { name: text.schedule, exact: true }).click();
    await expect(toast(page, text.scheduled(`${day} ${time}`))).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${contentAreaPath}/[0-9a-f-]{36}$`));
    const articleEditor = page.url();
    const slug = 'climatisation-l-entretien-qui-paie';
    await expect(page.getByRole('textbox', { name: text.fields.slug, exact: true })).toHaveValue(slug);
    // French typography applied on save, not refused.
    await expect(page.getByRole('textbox', { name: text.fields.title, exact: true })).toHaveValue(
      'Climatisation\u202f: l’entretien qui «\u00a0paie\u00a0»\u202f!',
    );
    expect(Date.now()).toBeLessThan(at.getTime());
    expect((await visitor.get(articleHref(slug))).status()).toBe(404);
    const blogBefore = await cached(visitor, '/blog');
    const marker = 'l’entretien qui';
    expect((await blogBefore.text()).includes(marker), 'on the blog before its time').toBe(false);

    // 5. While the article waits for its time, the showcase: a client renamed and given its logo, a partner added,
    // moved up and removed; each page cached, and its visitors get the change at once.
    expect(await (await cached(visitor, '/references')).text()).toContain('Lagune Télécom');
    expect((await visitor.get('/references/autre')).status()).toBe(404);
    await agentPage.goto(showcaseAreaPath);
    await expect(agentPage.getByRole('alert').filter({ hasText: showcaseText.editorsOnly })).toBeVisible();
    expect(
      (
        await agentPage.request.post('/api/admin/showcase', {
          data: { action: 'remove', id: '00000000-0000-4000-8000-000000000000' },
        })
      ).status(),
    ).toBe(403);
    await page.getByRole('link', { name: showcaseText.heading, exact: true }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: new RegExp(`^${showcaseKindText.client.heading}`) }),
    ).toContainText('(18)');
    await expect(page.locator('summary', { hasText: 'Lagune Télécom' })).toContainText(showcaseText.illustrativeBadge);
    await page.locator('summary', { hasText: 'Lagune Télécom' }).click();
    const client = page.getByRole('form', { name: `${showcaseKindText.client.item} Lagune Télécom` });
    await client.getByRole('textbox', { name: showcaseText.fields.name, exact: true }).fill('');
    await client.getByRole('button', { name: showcaseText.save }).click();
    await expect(client.getByRole('textbox', { name: showcaseText.fields.name, exact: true })).toBeFocused();
    await expect(client.getByText(showcaseMessages.required)).toBeVisible();
    await client
      .getByRole('textbox', { name: showcaseText.fields.name, exact: true })
      .fill('Lagune Télécom Data Center');
    await expect(client.getByText(showcaseMessages.required)).toHaveCount(0);
    await client.getByRole('checkbox', { name: showcaseText.fields.illustrative }).uncheck();
    await client
      .locator('input[type=file]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await logo() });
    await client
      .getByRole('textbox', { name: showcaseText.fields.imageAlt, exact: true })
      .fill('Logo de Lagune Télécom');
    await client.getByRole('button', { name: text.upload }).click();
    await expect(client.getByRole('img', { name: 'Logo de Lagune Télécom' })).toBeVisible();
    await expectNoAxeViolations(page);
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        `no sideways scroll at ${width} px`,
      ).toBe(true);
      await page.screenshot({ path: test.info().outputPath(`showcase-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await client.getByRole('button', { name: showcaseText.save }).click();
    await expect(toast(page, showcaseText.savedTitle)).toBeVisible();
    await expect(page.locator('summary', { hasText: 'Lagune Télécom Data Center' })).not.toContainText(
      showcaseText.illustrativeBadge,
    );
    await expect.poll(async () => (await visitor.get('/references')).text()).toContain('Lagune Télécom Data Center');
    expect(await (await cached(visitor, '/references')).text()).toContain('Lagune Télécom Data Center');
    const references = await visitorContext.newPage();
    await references.setViewportSize({ width: 360, height: 800 });
    await references.goto('/references');
    const shownLogo = references
      .locator('#clients li')
      .filter({ hasText: 'Lagune Télécom Data Center' })
      .locator('img');
    await expect(shownLogo).toHaveAttribute('alt', '');
    await expect.poll(() => shownLogo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expect(references.locator('#clients svg')).toHaveCount(17);
    await references.screenshot({ path: test.info().outputPath('references-360.png') });

    await page.locator('summary', { hasText: showcaseKindText.partner.add }).click();
    const added = page.getByRole('form', { name: showcaseKindText.partner.add });
    await added.getByRole('textbox', { name: showcaseText.fields.name, exact: true }).fill('Solaris');
    await added.getByRole('textbox', { name: showcaseText.fields.domain, exact: true }).fill('Énergie solaire');
    await added
      .getByRole('textbox', { name: showcaseText.fields.description, exact: true })
      .fill('Onduleurs et panneaux : le solaire qui tient la chaleur.');
    await added
      .getByRole('textbox', { name: showcaseText.fields.offerings, exact: true })
      .fill('Onduleurs hybrides\nPanneaux bifaciaux');
    await added.getByRole('textbox', { name: showcaseText.fields.since, exact: true }).fill('2021');
    await added.getByRole('button', { name: showcaseKindText.partner.add }).click();
    await expect(toast(page, showcaseKindText.partner.added!)).toBeVisible();
    await page.getByRole('button', { name: showcaseText.moveUp('Solaris') }).click();
    await expect(toast(page, showcaseText.movedTitle)).toBeVisible();
    await expect
      .poll(async () => {
        const html = await (await visitor.get('/partenaires')).text();
        return html.indexOf('Solaris') > -1 && html.indexOf('Solaris') < html.indexOf('Voltaïa');
      })
      .toBe(true);
    expect(await (await cached(visitor, '/partenaires')).text()).toContain('le solaire qui tient la chaleur');
    await page.locator('summary', { hasText: /^Solaris$/ }).click();
    await page.getByRole('button', { name: showcaseText.removeItem('Solaris') }).click();
    await page.getByRole('button', { name: showcaseText.confirmRemoveItem('Solaris') }).click();
    await expect(toast(page, showcaseText.removedTitle)).toBeVisible();
    await expect.poll(async () => (await visitor.get('/partenaires')).text()).not.toContain('Solaris');

    // 6. At its time it appears, by itself: the article, and first on the blog, each then served from the cache.
    await expect
      .poll(async () => (await visitor.get(articleHref(slug))).status(), { timeout: 120_000, intervals: [2_000] })
      .toBe(200);
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
    const published = await cached(visitor, articleHref(slug));
    const html = await published.text();
    expect(html).toContain('<h2>Pourquoi entretenir</h2>');
    expect(html.includes('<script>alert(1)</script>'), 'raw HTML of the text').toBe(false);
    expect(html).toContain('"@type":"BlogPosting"');
    expect(html).toMatch(/<meta property="og:image" content="[^"]+\/media\/[0-9a-f-]{36}\/1200\.jpg"/);
    // The cover as a reader's browser gets it: AVIF first, its size reserved, loaded first.
    const reader = await visitorContext.newPage();
    await reader.goto(articleHref(slug));
    const cover =
      (await reader.locator('article picture source[type="image/avif"]').first().getAttribute('srcset')) ?? '';
    expect(cover).toMatch(/\/media\/[0-9a-f-]{36}\/480\.avif 480w/);
    const img = reader.locator('article picture img').first();
    expect(await img.getAttribute('width')).toBe('1600');
    expect(await img.getAttribute('height')).toBe('960');
    expect(await img.getAttribute('fetchpriority')).toBe('high');
    await expect(img).toHaveJSProperty('complete', true);
    await reader.screenshot({ path: test.info().outputPath('article-1280.png') });
    await reader.setViewportSize({ width: 360, height: 780 });
    await reader.screenshot({ path: test.info().outputPath('article-360.png'), fullPage: false });
    expect(
      await reader.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      'no sideways scroll at 360 px',
    ).toBe(true);
    const image = await visitor.get(cover.split(' ')[0]!);
    expect(image.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(await image.body()).metadata()).exif).toBeUndefined();
    const blog = await (await cached(visitor, '/blog')).text();
    expect(blog.indexOf(marker), 'on the blog at its time').toBeGreaterThan(-1);
    expect(blog.indexOf(marker), 'featured, before the list').toBeLessThan(blog.indexOf('Tous nos articles'));

    // 7. Edited: the page visitors get follows at once.
    await page.goto(articleEditor);
    await expect(page.getByText(articleStateLabels.published).first()).toBeVisible();
    await page
      .getByRole('textbox', { name: text.fields.title, exact: true })
      .fill('Climatisation : l’entretien qui rapporte');
    await page.getByRole('textbox', { name: text.fields.slug, exact: true }).fill(slug);
    await page.getByRole('button', { name: text.save, exact: true }).click();
    await expect(toast(page, text.saved)).toBeVisible();
    await expect.poll(async () => (await visitor.get(articleHref(slug))).text()).toContain('l’entretien qui rapporte');
    expect(await (await cached(visitor, articleHref(slug))).text()).toContain('l’entretien qui rapporte');

    // 8. The first revision restored from the comparison: the old title is back on the site.
    await page.reload();
    await page.getByRole('button', { name: text.compare }).click();
    await expect(page.getByRole('heading', { name: text.fieldChanged(text.fields.title) })).toBeVisible();
    await expect(page.locator('del')).toContainText('paie');
    await expect(page.locator('ins')).toContainText('rapporte');
    await page.getByRole('button', { name: text.restore }).first().click();
    await expect(toast(page, text.restored)).toBeVisible();
    await expect
      .poll(async () => (await visitor.get(articleHref(slug))).text())
      .toContain('l’entretien qui «\u00a0paie\u00a0»');

    // 9. Unpublished: gone from the site (404) and from the blog.
    await page.goto(contentAreaPath);
    await page.getByRole('link', { name: /paie/ }).click();
    await page.getByRole('button', { name: text.unpublish }).click();
    await expect(toast(page, text.unpublished)).toBeVisible();
    await expect.poll(async () => (await visitor.get(articleHref(slug))).status()).toBe(404);
    expect((await (await visitor.get('/blog')).text()).includes(marker), 'on the blog once unpublished').toBe(false);

    // The team screen names the role.
    await expect(page.getByRole('link', { name: teamText.link })).toHaveCount(0);
  } finally {
    await visitor.dispose();
    await staffContext.close();
    await agentContext.close();
    await visitorContext.close();
    await server.cleanup();
  }
});
