import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { allRoutes } from '../../src/lib/routes';

const axe = (page: Page) =>
  new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);

const summary = (violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']) =>
  violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

for (const path of [...allRoutes, '/introuvable']) {
  test(`axe finds no violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    const { violations } = await axe(page).analyze();
    expect(summary(violations)).toEqual([]);
  });
}

test('axe finds no violation with a header dropdown open', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Sous-menu Services' }).click();
  const { violations } = await axe(page).analyze();
  expect(summary(violations)).toEqual([]);
});

test('axe finds no violation with the mobile menu open', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page.getByRole('dialog').getByText('Solutions', { exact: true }).click();
  const { violations } = await axe(page).analyze();
  expect(summary(violations)).toEqual([]);
});
