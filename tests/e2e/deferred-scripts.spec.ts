import { cookieText } from '../../src/content/cookies';
import { expect, test } from './fixtures';

// The server starts Next's scripts after the first paint (src/server/deferred-scripts.ts; DEFER_SCRIPTS=0 turns it
// off), and the page still comes alive: the fixtures' goto has waited for React to take the page over.
for (const path of ['/', '/contact']) {
  test(`${path}: Next’s scripts start after the first paint, and the page still comes alive`, async ({ page }) => {
    await page.goto(path);
    // The footer's cookie button only opens its dialog once React has taken over the page.
    await page.getByRole('contentinfo').getByRole('button', { name: cookieText.footerLink }).click();
    await expect(page.getByRole('dialog', { name: cookieText.dialogTitle })).toBeVisible();
    const timings = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/_next/static/') && entry.name.endsWith('.js'))
        .map((entry) => entry.startTime),
    }));
    expect(timings.scripts.length).toBeGreaterThan(3);
    for (const start of timings.scripts) expect(start).toBeGreaterThanOrEqual(timings.paint);
  });
}
