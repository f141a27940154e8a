import { expect, test } from '@playwright/test';
import { cookieText } from '../../src/content/cookies';
import { serveBuild } from '../../scripts/serve-build';
import { waitForReact } from './support';

// DEFER_SCRIPTS=1 (src/server/deferred-scripts.ts), on a server of its own: Next's scripts start after the first
// paint, and the page still comes alive.
let server: Awaited<ReturnType<typeof serveBuild>>;
test.beforeAll(async () => {
  server = await serveBuild({ env: { DEFER_SCRIPTS: '1', SMTP_URL: '' } });
});
test.afterAll(async () => {
  await server?.cleanup();
});

for (const path of ['/', '/contact']) {
  test(`${path}: Next’s scripts start after the first paint, and the page still comes alive`, async ({ page }) => {
    await page.goto(server.baseUrl + path);
    await waitForReact(page);
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
