/**
 * WhatsApp and the contacts that never reach a form (issue 30, points 4 and 7): « Écrire sur WhatsApp » where a
 * visitor looks for a way to reach us, as a plain wa.me link whose message names the page; taps on call, WhatsApp and
 * mail links counted by a beacon (nothing fetched at load) and shown in the back-office overview; a request's page
 * offering WhatsApp to a visitor whose number could be read.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { company } from '../../src/config/company';
import { whatsappHref } from '../../src/config/links';
import { contactTapText, staffWhatsappText } from '../../src/content/admin-contacts';
import { SUMMARY_DAYS } from '../../src/content/admin';
import { pageWhatsappHref, siteWhatsappHref, whatsappText } from '../../src/content/whatsapp';
import { CONTACT_TAP_ENDPOINT } from '../../src/lib/contact-taps';
import { CONTACT_TAPS_PER_ADDRESS } from '../../src/server/contact-taps';
import { freshDataDir, serveBuild } from '../../scripts/serve-build';
import { createAdmin, expectNoAxeViolations, signInThroughForm, uniqueIp } from './support';

const label = whatsappText.label;

/** Screenshots at a phone's and a desktop's width in .tmp/, and no sideways scroll at either. */
async function fitsBothWidths(page: Page, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `.tmp/whatsapp-${name}-${width}.png`, fullPage: true });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      `${name} at ${width} px`,
    ).toBe(true);
  }
}

/** WhatsApp's site, stubbed: no test reaches the network. */
async function stubWhatsApp(page: Page) {
  await page.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>WhatsApp</title>' }),
  );
}

test.describe('« Écrire sur WhatsApp »', () => {
  test('is on the header’s strip and in the footer of every page, and in the contact page’s details, as a wa.me link', async ({
    page,
  }) => {
    await page.goto('/contact');
    await expect(page.getByRole('banner').getByRole('link', { name: label, exact: true })).toHaveAttribute(
      'href',
      siteWhatsappHref,
    );
    await expect(page.getByRole('contentinfo').getByRole('link', { name: label, exact: true })).toHaveAttribute(
      'href',
      siteWhatsappHref,
    );
    const details = page.getByRole('complementary', { name: 'Nos coordonnées' });
    const link = details.getByRole('link', { name: label, exact: true });
    await expect(link).toHaveAttribute('href', pageWhatsappHref('Contact'));
    await expect(link).toHaveAttribute(
      'href',
      `https://wa.me/${company.whatsapp.e164.slice(1)}?text=${encodeURIComponent('Bonjour Multitech Ivoire, je vous écris depuis la page Contact de votre site.')}`,
    );
    // A link, not a script: no third-party script or frame is on the page.
    expect(await page.locator('script[src^="http"], iframe').count()).toBe(0);
    await expectNoAxeViolations(page);
    await fitsBothWidths(page, 'contact');
  });

  test('replaces every chat button of the support page, with a message naming the page', async ({ page }) => {
    await page.goto('/solutions/support-24-7');
    const main = page.getByRole('main');
    const href = pageWhatsappHref('Support 24/7');
    expect(href).toContain(encodeURIComponent('depuis la page Support 24/7 de votre site'));
    // The hero, the channel card and the closing call to action.
    await expect(main.getByRole('link', { name: label, exact: true })).toHaveCount(3);
    for (const link of await main.getByRole('link', { name: label, exact: true }).all())
      await expect(link).toHaveAttribute('href', href);
    await expect(main.getByRole('heading', { name: whatsappText.channel, exact: true })).toBeVisible();
    await expect(main.getByText(/\bchat\b/i)).toHaveCount(0);
    await expect(main.getByRole('button', { name: /chat|conversation/i })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await fitsBothWidths(page, 'support');
  });

  for (const [path, title] of [
    ['/services/climatisation', 'Climatisation'],
    ['/solutions/irequest', 'iRequest'],
  ] as const) {
    test(`ends the buttons of ${path}, with a message naming the page`, async ({ page }) => {
      await page.goto(path);
      const link = page.getByRole('main').getByRole('link', { name: label, exact: true });
      await expect(link).toHaveCount(1);
      await expect(link).toHaveAttribute(
        'href',
        whatsappHref(`Bonjour Multitech Ivoire, je vous écris depuis la page ${title} de votre site.`),
      );
      await fitsBothWidths(page, path.split('/').at(-1)!);
    });
  }

  test('is in the mobile menu’s contact links', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await expect(page.getByRole('dialog').getByRole('link', { name: label, exact: true })).toHaveAttribute(
      'href',
      siteWhatsappHref,
    );
    await page.screenshot({ path: '.tmp/whatsapp-menu-360.png' });
  });
});

test.describe('the contact-taps endpoint', () => {
  const post = (request: APIRequestContext, data: unknown, headers: Record<string, string> = {}) =>
    request.post(CONTACT_TAP_ENDPOINT, {
      data: typeof data === 'string' ? data : JSON.stringify(data),
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': uniqueIp(), ...headers },
    });

  test('counts a tap on a known page and channel (204), refuses anything else, and limits each address', async ({
    request,
  }) => {
    expect((await post(request, { path: '/contact', channel: 'tel' })).status()).toBe(204);
    expect((await post(request, { path: '/nulle-part', channel: 'tel' })).status()).toBe(400);
    expect((await post(request, { path: '/admin', channel: 'whatsapp' })).status()).toBe(400);
    expect((await post(request, { path: '/contact', channel: 'sms' })).status()).toBe(400);
    expect((await post(request, '{"path":')).status()).toBe(400);
    expect((await post(request, { path: '/contact', channel: 'tel', pad: 'x'.repeat(2_000) })).status()).toBe(413);
    expect(
      (await post(request, { path: '/contact', channel: 'tel' }, { 'sec-fetch-site': 'cross-site' })).status(),
    ).toBe(403);
    expect(
      (await post(request, { path: '/contact', channel: 'tel' }, { origin: 'https://ailleurs.example' })).status(),
    ).toBe(403);

    const ip = uniqueIp();
    for (let index = 0; index < CONTACT_TAPS_PER_ADDRESS.max; index += 1) {
      expect((await post(request, { path: '/', channel: 'mailto' }, { 'x-forwarded-for': ip })).status()).toBe(204);
    }
    expect((await post(request, { path: '/', channel: 'mailto' }, { 'x-forwarded-for': ip })).status()).toBe(429);
    expect((await post(request, { path: '/', channel: 'mailto' })).status()).toBe(204);
  });
});

test.describe('in the back-office', () => {
  test.describe.configure({ mode: 'serial' });
  let server: Awaited<ReturnType<typeof serveBuild>>;
  let admin: Awaited<ReturnType<typeof createAdmin>>;
  let seeded: { id: string; name: string; phoneE164: string | null; service: string }[];

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const dataDir = freshDataDir({ prefix: 'site-e2e-whatsapp-' });
    // Rows with their E.164 number, written before the server holds the database.
    const { stdout } = await promisify(execFile)('npx', ['tsx', 'tests/e2e/whatsapp-seed.ts', dataDir], {
      env: { ...process.env, DATABASE_URL: '' },
    });
    seeded = JSON.parse(stdout.trim().split('\n').at(-1)!);
    server = await serveBuild({ dataDir, env: { SMTP_URL: '', DATABASE_URL: '' } });
    admin = await createAdmin('whatsapp-staff@example.ci', 'Whatsapp-Staff-2026', {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
    });
  });
  test.afterAll(async () => server?.cleanup());

  test('a tap on a call or WhatsApp link sends one beacon, none at load, and shows in the overview', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const visitor = await (await browser.newContext({ baseURL: server.baseUrl })).newPage();
    await stubWhatsApp(visitor);
    const beacons: { body: unknown; status: Promise<number | undefined> }[] = [];
    visitor.on('request', (request) => {
      if (new URL(request.url()).pathname !== CONTACT_TAP_ENDPOINT) return;
      beacons.push({
        body: JSON.parse(request.postData() ?? 'null'),
        status: request.response().then((response) => response?.status()),
      });
    });
    await visitor.goto('/contact');
    await visitor.waitForLoadState('networkidle');
    expect(beacons).toHaveLength(0);

    const details = visitor.getByRole('complementary', { name: 'Nos coordonnées' });
    // The test browser has no phone app to hand a tel: link to: the page keeps the call to itself, after the window's
    // listener (capture phase) has seen it, as it sees a real one.
    await visitor.evaluate(() =>
      document.addEventListener('click', (event) => {
        if ((event.target as Element).closest('a[href^="tel:"]')) event.preventDefault();
      }),
    );
    // A call: the beacon names the page and the channel, nothing else.
    await details.getByRole('link', { name: company.phones.hotline.display }).click();
    await expect.poll(() => beacons.length).toBe(1);
    expect(beacons[0]!.body).toEqual({ path: '/contact', channel: 'tel' });
    expect(await beacons[0]!.status).toBe(204);
    // WhatsApp: the beacon leaves with the page.
    await details.getByRole('link', { name: whatsappText.label, exact: true }).click();
    await expect.poll(() => beacons.length).toBe(2);
    expect(beacons[1]!.body).toEqual({ path: '/contact', channel: 'whatsapp' });
    await expect(visitor).toHaveURL(/^https:\/\/wa\.me\//);
    await visitor.context().close();

    const staff = await (await browser.newContext({ baseURL: server.baseUrl })).newPage();
    await signInThroughForm(staff, admin.email, admin.password, admin.secret);
    await staff.goto('/admin');
    const card = staff.getByRole('region', { name: contactTapText.title(SUMMARY_DAYS) });
    const line = (name: string) =>
      card
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${name}$`) })
        .locator('xpath=following-sibling::dd[1]');
    await expect(async () => {
      await staff.reload();
      await expect(line(contactTapText.channels.tel)).toHaveText('1', { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(line(contactTapText.channels.whatsapp)).toHaveText('1');
    await expect(line(contactTapText.channels.mailto)).toHaveText('0');
    await expect(line(contactTapText.total)).toHaveText('2');
    const top = card.getByRole('listitem').filter({ hasText: '/contact' });
    await expect(top).toContainText('Appels 1 · WhatsApp 1');
    await expectNoAxeViolations(staff);
    await fitsBothWidths(staff, 'admin-overview');
    await staff.context().close();
  });

  test('a request’s page offers WhatsApp to its visitor’s number, greeting them about their request; none without a number', async ({
    browser,
  }) => {
    const staff = await (await browser.newContext({ baseURL: server.baseUrl })).newPage();
    await signInThroughForm(staff, admin.email, admin.password, admin.secret);
    const withPhone = seeded.find((row) => row.phoneE164)!;
    const withoutPhone = seeded.find((row) => !row.phoneE164)!;

    await staff.goto(`/admin/demandes/devis/${withPhone.id}`);
    await expect(staff.getByRole('heading', { level: 1, name: withPhone.name })).toBeVisible();
    const link = staff.getByRole('main').getByRole('link', { name: new RegExp(`^${staffWhatsappText.label}`) });
    const greeting =
      'Bonjour Awa Koné, Multitech Ivoire vous répond au sujet de votre demande de devis (Climatisation).';
    expect(staffWhatsappText.greeting(withPhone.name, 'quotes', withPhone.service)).toBe(greeting);
    await expect(link).toHaveAttribute('href', `https://wa.me/2250700000042?text=${encodeURIComponent(greeting)}`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expectNoAxeViolations(staff);
    await fitsBothWidths(staff, 'admin-request');

    await staff.goto(`/admin/demandes/devis/${withoutPhone.id}`);
    await expect(staff.getByRole('heading', { level: 1, name: withoutPhone.name })).toBeVisible();
    await expect(staff.getByRole('main').locator('a[href^="https://wa.me/"]')).toHaveCount(0);
    await staff.context().close();
  });
});
