import { expect, test, type Page } from './fixtures';
import { company } from '../../src/config/company';
import { serviceLinks, solutionLinks } from '../../src/content/navigation';
import { allRoutes } from '../../src/lib/routes';

const primaryNav = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' });

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('links go where SPEC §2 says', async ({ page }) => {
    await page.goto('/about');
    const nav = primaryNav(page);
    const expected: [string, string][] = [
      ['Accueil', '/'],
      ['Services', '/#services'],
      ['Solutions', '/#solutions'],
      ['Partenaires', '/partenaires'],
      ['À propos', '/about'],
      ['Blog', '/blog'],
      ['Références', '/references'],
      ['Contact', '/contact'],
    ];
    for (const [name, href] of expected) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: company.phones.main.display })).toHaveAttribute(
      'href',
      `tel:${company.phones.main.e164}`,
    );
    await expect(banner.getByRole('link', { name: company.emails.contact })).toHaveAttribute(
      'href',
      `mailto:${company.emails.contact}`,
    );
    // The Consultation button opens the consultation wizard (lead-capture issue).
    const consultation = banner.getByRole('button', { name: 'Consultation', exact: true });
    await expect(consultation).toHaveAttribute('aria-haspopup', 'dialog');
    await consultation.click();
    await expect(page.getByRole('dialog', { name: 'Réserver une consultation gratuite' })).toBeVisible();
  });

  test('the services dropdown opens on hover and lists the seven services', async ({ page }) => {
    await page.goto('/contact');
    const nav = primaryNav(page);
    const toggle = nav.getByRole('button', { name: 'Sous-menu Services' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await nav.getByRole('link', { name: 'Services', exact: true }).hover();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`.replace(/:/g, '\\:'));
    await expect(panel.getByRole('link')).toHaveCount(7);
    for (const link of serviceLinks) {
      await expect(panel.getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);
    }
    await panel.getByRole('link', { name: /Énergie/ }).click();
    await expect(page).toHaveURL(/\/services\/energie$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Énergie');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the solutions dropdown works by keyboard and opens loori in a new tab', async ({ page }) => {
    await page.goto('/blog');
    const nav = primaryNav(page);
    const toggle = nav.getByRole('button', { name: 'Sous-menu Solutions' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await expect(panel.getByRole('link')).toHaveCount(solutionLinks.length);
    const loori = panel.getByRole('link', { name: /loori/ });
    await expect(loori).toHaveAttribute('href', company.externalLinks.loori);
    await expect(loori).toHaveAttribute('target', '_blank');
    await expect(loori).toHaveAttribute('rel', 'noopener noreferrer');
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('the solutions dropdown also opens with a tap or click on its chevron', async ({ page }) => {
    await page.goto('/');
    const toggle = primaryNav(page).getByRole('button', { name: 'Sous-menu Solutions' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('heading', { level: 1 }).click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('#services and #solutions go to the home page sections from another page, and scroll in place on the home page', async ({
    page,
  }) => {
    await page.goto('/references');
    await primaryNav(page).getByRole('link', { name: 'Services', exact: true }).click();
    await expect(page).toHaveURL(/\/#services$/);
    await expect(page.locator('#services')).toBeInViewport();

    await primaryNav(page).getByRole('link', { name: 'Solutions', exact: true }).click();
    await expect(page).toHaveURL(/\/#solutions$/);
    await expect(page.locator('#solutions')).toBeInViewport();
    await expect(page.locator('#home')).toBeAttached();
  });
});

test.describe('phone header', () => {
  test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });

  test('the mobile menu opens, lists every link and closes on navigation', async ({ page }) => {
    await page.goto('/');
    await expect(primaryNav(page)).toBeHidden();
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await menu.getByText('Services', { exact: true }).click();
    for (const link of serviceLinks) {
      await expect(menu.getByRole('link', { name: link.label, exact: true })).toBeVisible();
    }
    await menu.getByRole('link', { name: 'Domotique', exact: true }).click();
    await expect(page).toHaveURL(/\/services\/domotique$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Domotique');
  });

  test('the mobile menu closes with its close button and with Escape', async ({ page }) => {
    await page.goto('/contact');
    const open = page.getByRole('button', { name: 'Ouvrir le menu' });
    await open.click();
    await page.getByRole('button', { name: 'Fermer le menu' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await open.click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(open).toBeFocused();
  });

  test('no route scrolls horizontally at 360 px', async ({ page }) => {
    test.setTimeout(120_000);
    for (const path of [...allRoutes, '/introuvable']) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
