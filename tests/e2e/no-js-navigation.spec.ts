import { expect, test, type BrowserContext, type Page } from './fixtures';
import { CONSENT_ROUTE } from '../../src/config/cookies';
import { cookieText, cookieTypes } from '../../src/content/cookies';
import { menuText } from '../../src/content/layout';
import { serviceLinks, solutionLinks } from '../../src/content/navigation';
import { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS } from '../../src/lib/consent';

// The menu, the dropdowns and the cookie choices with JavaScript off: native popovers and details, and a form post.
// What works here works from the first paint, before the page's scripts arrive.
test.use({ javaScriptEnabled: false, waitForInteractive: false, storageState: { cookies: [], origins: [] } });

const primaryNav = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' });
const banner = (page: Page) => page.getByRole('region', { name: cookieText.bannerTitle });
const preferences = (page: Page) => page.getByRole('dialog', { name: cookieText.dialogTitle });
const storedChoice = async (context: BrowserContext) => {
  const cookie = (await context.cookies()).find((entry) => entry.name === CONSENT_COOKIE);
  return (
    cookie && {
      value: decodeURIComponent(cookie.value),
      expires: cookie.expires,
      sameSite: cookie.sameSite,
      httpOnly: cookie.httpOnly,
    }
  );
};

test.describe('at 360 px, on a touch screen', () => {
  test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });

  test('the menu opens with a tap, its groups unfold and its links navigate', async ({ page }) => {
    await page.goto('/');
    expect(await page.evaluate(() => document.querySelectorAll('script[src]').length)).toBeGreaterThan(0);
    const menu = page.getByRole('dialog', { name: menuText.title });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: menuText.open }).tap();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Contact', exact: true })).toBeVisible();
    await menu.getByText('Services', { exact: true }).tap();
    for (const link of serviceLinks)
      await expect(menu.getByRole('link', { name: link.label, exact: true })).toBeVisible();
    await menu.getByRole('link', { name: 'Domotique', exact: true }).tap();
    await expect(page).toHaveURL(/\/services\/domotique$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Domotique');

    // A new page: the menu is closed, opens again, and closes with its button or with Escape.
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: menuText.open }).tap();
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: menuText.close }).tap();
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: menuText.open }).tap();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: menuText.open }).tap();
    await menu.getByRole('link', { name: 'Contact', exact: true }).tap();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

// Without JavaScript the banner never shows (its inline script shows it; without scripts no optional cookie could be
// set anyway): the footer's panel gives the same choices, by a form post.
test.describe('at 360 px, without JavaScript, the footer’s cookie panel', () => {
  test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });

  test('accepts, customises and refuses, each choice kept through a reload', async ({ page, context }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
    const open = page.getByRole('contentinfo').getByRole('button', { name: cookieText.footerLink });
    await open.tap();
    await expect(preferences(page)).toBeVisible();
    await preferences(page).getByRole('button', { name: cookieText.acceptAll }).tap();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(async () => (await storedChoice(context))?.value).toBe('performance=1.functional=1.marketing=1');
    await page.reload();
    await expect(preferences(page)).toBeHidden();
    await expect(banner(page)).toBeHidden();

    await open.tap();
    await preferences(page)
      .getByRole('switch', { name: cookieTypes.find((type) => type.id === 'marketing')!.name })
      .check();
    await preferences(page).getByRole('button', { name: cookieText.save }).tap();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(async () => (await storedChoice(context))?.value).toBe('performance=0.functional=0.marketing=1');
    await page.reload();
    await expect.poll(async () => (await storedChoice(context))?.value).toBe('performance=0.functional=0.marketing=1');

    await open.tap();
    await preferences(page).getByRole('button', { name: cookieText.refuseAll }).tap();
    await expect.poll(async () => (await storedChoice(context))?.value).toBe('performance=0.functional=0.marketing=0');
    await expect(banner(page)).toBeHidden();
  });
});

// The real first visit on a slow line: the banner's inline script has run (it is in the HTML), Next's scripts have not
// arrived yet. Here they never do.
test.describe('at 360 px, before the page’s scripts arrive, the banner', () => {
  test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true, javaScriptEnabled: true });
  test.beforeEach(async ({ page }) => {
    await page.route('**/_next/static/chunks/**/*.js', (route) => route.abort());
  });

  test('“Tout refuser” and “Tout accepter” are kept through reloads, and the banner stays closed', async ({
    page,
    context,
  }) => {
    await page.goto('/services/energie');
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole('button', { name: cookieText.refuseAll }).tap();
    await expect.poll(async () => (await storedChoice(context))?.value).toBe('performance=0.functional=0.marketing=0');
    await expect(page).toHaveURL(/\/services\/energie$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
    const refused = await storedChoice(context);
    expect(refused).toMatchObject({
      value: 'performance=0.functional=0.marketing=0',
      sameSite: 'Lax',
      httpOnly: false,
    });
    expect(Math.abs((refused?.expires ?? 0) - (Date.now() / 1000 + CONSENT_MAX_AGE_SECONDS))).toBeLessThan(60);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
    await page.goto('/blog');
    await expect(banner(page)).toBeHidden();

    await context.clearCookies();
    await page.goto('/contact');
    await banner(page).getByRole('button', { name: cookieText.acceptAll }).tap();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(banner(page)).toBeHidden();
    await expect.poll(async () => (await storedChoice(context))?.value).toBe('performance=1.functional=1.marketing=1');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
  });

  test('“Personnaliser” opens the four types and saves a custom choice, kept through a reload', async ({
    page,
    context,
  }) => {
    await page.goto('/about');
    await banner(page).getByRole('button', { name: cookieText.customise }).tap();
    await expect(preferences(page)).toBeVisible();
    for (const type of cookieTypes) {
      const toggle = preferences(page).getByRole('switch', { name: type.name });
      if (type.required) {
        await expect(toggle).toBeChecked();
        await expect(toggle).toBeDisabled();
      } else await expect(toggle).not.toBeChecked();
    }
    await preferences(page)
      .getByRole('switch', { name: cookieTypes.find((type) => type.id === 'functional')!.name })
      .check();
    await preferences(page).getByRole('button', { name: cookieText.save }).tap();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
    await expect(preferences(page)).toBeHidden();
    await expect.poll(async () => (await storedChoice(context))?.value).toBe('performance=0.functional=1.marketing=0');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();

    // The footer's link opens the same panel once the banner is gone; refusing there changes the stored choice.
    await page.getByRole('contentinfo').getByRole('button', { name: cookieText.footerLink }).tap();
    await expect(preferences(page)).toBeVisible();
    await preferences(page).getByRole('button', { name: cookieText.refuseAll }).tap();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(async () => (await storedChoice(context))?.value).toBe('performance=0.functional=0.marketing=0');
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the services dropdown opens under a hovering mouse and with a click on its chevron', async ({ page }) => {
    await page.goto('/contact');
    const nav = primaryNav(page);
    const energy = nav.getByRole('link', { name: /Énergie/ });
    await expect(energy).toBeHidden();
    await nav.getByRole('link', { name: 'Services', exact: true }).hover();
    await expect(energy).toBeVisible();
    await page.mouse.move(640, 600);
    await expect(energy).toBeHidden();

    await nav.getByRole('button', { name: menuText.submenu('Services') }).click();
    await page.mouse.move(640, 600);
    for (const link of serviceLinks) await expect(nav.getByRole('link', { name: link.label })).toBeVisible();
    // A click elsewhere closes it.
    await page.mouse.click(1200, 850);
    await expect(energy).toBeHidden();

    await nav.getByRole('button', { name: menuText.submenu('Services') }).click();
    await energy.click();
    await expect(page).toHaveURL(/\/services\/energie$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Énergie');
  });

  test('the solutions dropdown opens by keyboard, and Escape closes it', async ({ page }) => {
    await page.goto('/blog');
    const nav = primaryNav(page);
    const toggle = nav.getByRole('button', { name: menuText.submenu('Solutions') });
    const first = nav.getByRole('link', { name: solutionLinks[0]!.label });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(first).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(first).toBeHidden();

    await toggle.focus();
    await page.keyboard.press(' ');
    await expect(first).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${solutionLinks[0]!.href}$`));
  });
});

test('the cookie post sets nothing from another site, nor a choice it cannot read', async ({ request, baseURL }) => {
  const crossSite = await request.post(CONSENT_ROUTE, {
    form: { choix: 'accept' },
    headers: { origin: 'https://ailleurs.example', 'sec-fetch-site': 'cross-site' },
    maxRedirects: 0,
  });
  expect(crossSite.status()).toBe(403);
  expect(crossSite.headers()['set-cookie']).toBeUndefined();
  expect(await crossSite.text()).toBe(cookieText.refused);

  const unknown = await request.post(CONSENT_ROUTE, { form: { choix: 'tout' }, maxRedirects: 0 });
  expect(unknown.status()).toBe(400);
  expect(unknown.headers()['set-cookie']).toBeUndefined();

  const elsewhere = await request.post(CONSENT_ROUTE, {
    form: { choix: 'refuse' },
    headers: { referer: 'https://ailleurs.example/page' },
    maxRedirects: 0,
  });
  expect(elsewhere.status()).toBe(303);
  expect(elsewhere.headers().location).toBe('/');
  const back = await request.post(CONSENT_ROUTE, {
    form: { choix: 'refuse' },
    headers: { referer: `${baseURL}/legal/politique-cookies` },
    maxRedirects: 0,
  });
  expect(back.status()).toBe(303);
  expect(back.headers().location).toBe('/legal/politique-cookies');
  expect(back.headers()['set-cookie']).toContain(`${CONSENT_COOKIE}=performance%3D0.functional%3D0.marketing%3D0`);
});
