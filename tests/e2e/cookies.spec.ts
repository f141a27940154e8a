import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from './fixtures';
import { cookieText, cookieTypes } from '../../src/content/cookies';
import { legalHref } from '../../src/content/legal';
import { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS } from '../../src/lib/consent';
import { layoutShifts, toast } from './support';

// A first visit: no choice stored yet.
test.use({ storageState: { cookies: [], origins: [] } });

const banner = (page: Page) => page.getByRole('region', { name: cookieText.bannerTitle });
const dialog = (page: Page) => page.getByRole('dialog', { name: cookieText.dialogTitle });
const violations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );

async function consentCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === CONSENT_COOKIE);
}

/**
 * The stored choice becomes `choice`. Polled: a script's `document.cookie` reaches the browser's cookie store (which
 * context.cookies() reads) a moment after the page has moved on, so the banner can be gone before the cookie is there.
 */
async function expectStoredChoice(page: Page, choice: string) {
  await expect.poll(async () => decodeURIComponent((await consentCookie(page.context()))?.value ?? '')).toBe(choice);
  return (await consentCookie(page.context()))!;
}

/** Nothing but the consent cookie, and no web storage: what the site may keep before and after any choice. */
async function expectOnlyTheConsentCookie(page: Page) {
  const names = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(names.filter((name) => name !== CONSENT_COOKIE)).toEqual([]);
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
}

test('a first visit shows the banner, sets nothing, and passes axe', async ({ page }) => {
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  for (const name of [cookieText.acceptAll, cookieText.refuseAll, cookieText.customise]) {
    await expect(banner(page).getByRole('button', { name, exact: true })).toBeVisible();
  }
  await expect(banner(page).getByRole('link', { name: cookieText.policyLink })).toHaveAttribute(
    'href',
    legalHref('politique-cookies'),
  );
  await expectOnlyTheConsentCookie(page);
  expect(await consentCookie(page.context())).toBeUndefined();
  expect(await violations(page)).toEqual([]);
});

test.describe(() => {
  // Its scripts never load: nothing would come to wait for.
  test.use({ waitForInteractive: false });

  test('the banner is in the first paint, before any script of the page has run', async ({ page }) => {
    await page.route('**/_next/static/chunks/**/*.js', (route) => route.abort());
    await page.goto('/about');
    await expect(banner(page)).toBeVisible();

    // An unreadable choice counts as none: the banner asks again.
    await page.context().addCookies([{ name: CONSENT_COOKIE, value: 'oui', url: page.url() }]);
    await page.reload();
    await expect(banner(page)).toBeVisible();

    await page
      .context()
      .addCookies([
        { name: CONSENT_COOKIE, value: encodeURIComponent('performance=0.functional=0.marketing=0'), url: page.url() },
      ]);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
  });
});

test('“Tout refuser” is one click: the choice is kept for a year and survives reloads', async ({ page }) => {
  await page.goto('/services/energie');
  await banner(page).getByRole('button', { name: cookieText.refuseAll }).click();
  await expect(banner(page)).toBeHidden();

  const cookie = await expectStoredChoice(page, 'performance=0.functional=0.marketing=0');
  const yearFromNow = Date.now() / 1000 + CONSENT_MAX_AGE_SECONDS;
  expect(Math.abs(cookie.expires - yearFromNow)).toBeLessThan(60);
  expect(cookie.sameSite).toBe('Lax');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
  await page.goto('/blog');
  await expect(banner(page)).toBeHidden();
  await expectOnlyTheConsentCookie(page);
});

test('“Tout accepter” stores every category and the banner does not come back', async ({ page }) => {
  await page.goto('/');
  await banner(page).getByRole('button', { name: cookieText.acceptAll }).click();
  await expect(banner(page)).toBeHidden();
  await expectStoredChoice(page, 'performance=1.functional=1.marketing=1');
  await page.reload();
  await expect(banner(page)).toBeHidden();
  // No category adds a cookie or storage today: accepting changes nothing but the choice itself.
  await expectOnlyTheConsentCookie(page);
});

test('“Personnaliser” shows the four types, necessary always on and the others off, and saves a custom choice', async ({
  page,
}) => {
  await page.goto('/');
  await banner(page).getByRole('button', { name: cookieText.customise }).click();
  await expect(dialog(page)).toBeVisible();
  expect(await violations(page)).toEqual([]);

  for (const type of cookieTypes) {
    const toggle = dialog(page).getByRole('switch', { name: type.name });
    if (type.required) {
      await expect(toggle).toBeChecked();
      await expect(toggle).toBeDisabled();
    } else {
      await expect(toggle).not.toBeChecked();
      await expect(toggle).toBeEnabled();
    }
  }
  await dialog(page)
    .getByRole('switch', { name: cookieTypes.find((type) => type.id === 'functional')!.name })
    .check();
  await dialog(page).getByRole('button', { name: cookieText.save }).click();

  await expect(dialog(page)).toBeHidden();
  await expect(toast(page, cookieText.saved)).toBeVisible();
  await expect(banner(page)).toBeHidden();
  await expectStoredChoice(page, 'performance=0.functional=1.marketing=0');
  await page.reload();
  await expect(banner(page)).toBeHidden();
});

test('the cookies page’s button reopens the dialog with the stored choice, which can be changed at any time', async ({
  page,
}) => {
  await page.goto(legalHref('politique-cookies'));
  await banner(page).getByRole('button', { name: cookieText.acceptAll }).click();

  await page.getByRole('main').getByRole('button', { name: cookieText.manage }).click();
  await expect(dialog(page)).toBeVisible();
  for (const type of cookieTypes) await expect(dialog(page).getByRole('switch', { name: type.name })).toBeChecked();
  await dialog(page).getByRole('button', { name: cookieText.refuseAll }).click();
  await expect(dialog(page)).toBeHidden();
  await expectStoredChoice(page, 'performance=0.functional=0.marketing=0');

  // Closing without saving keeps the stored choice.
  await page.getByRole('main').getByRole('button', { name: cookieText.manage }).click();
  await dialog(page).getByRole('switch', { name: cookieTypes[1]!.name }).check();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expectStoredChoice(page, 'performance=0.functional=0.marketing=0');
});

test('the footer link opens the same dialog on every page, by keyboard too', async ({ page }) => {
  await page.goto('/contact');
  await banner(page).getByRole('button', { name: cookieText.refuseAll }).click();
  const link = page.getByRole('contentinfo').getByRole('button', { name: cookieText.footerLink });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('switch', { name: cookieTypes[0]!.name })).toBeChecked();
  await dialog(page).getByRole('switch', { name: cookieTypes[3]!.name }).check();
  await dialog(page).getByRole('button', { name: cookieText.save }).click();
  await expectStoredChoice(page, 'performance=0.functional=0.marketing=1');
  await expect(link).toBeFocused();
});

test('the banner shifts nothing: no layout shift while the page loads with it', async ({ page }) => {
  await page.goto('/solutions/support-24-7');
  await expect(banner(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await layoutShifts(page)).toEqual([]);
});
