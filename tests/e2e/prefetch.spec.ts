import type { Page, Request } from '@playwright/test';
import { sectionText } from '../../src/content/sections';
import { serviceHref, services } from '../../src/content/services';
import { expect, test } from './fixtures';

// Internal links prefetch their page on intent (src/components/ui/link.tsx), never because they are on screen: a
// visitor on metered data pays for no page they do not reach for, and the page's start is not slowed by them.

/** The router's requests for a page's data (flight), prefetches and navigations alike. */
function flightRequests(page: Page) {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.headers()['rsc'] === '1') seen.push(request);
  });
  return seen;
}

const service = services[0]!;
const serviceLink = (page: Page) =>
  page.getByRole('link', { name: `${sectionText.learnMore} ${sectionText.learnMoreAbout(service.title)}` });

test('a page fetches no other page while it starts, even with links on screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const flights = flightRequests(page);
  await page.goto('/');
  await serviceLink(page).scrollIntoViewIfNeeded();
  // next/link's viewport prefetch fires from an IntersectionObserver soon after hydration and on scroll.
  await page.waitForTimeout(1500);
  expect(flights.map((request) => request.url())).toEqual([]);
});

test('hovering a link prefetches its page, and the click then navigates without loading a document', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const flights = flightRequests(page);
  const documents: string[] = [];
  await page.goto('/');
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  const link = serviceLink(page);
  await link.scrollIntoViewIfNeeded();
  await link.hover();
  await expect
    .poll(() => flights.filter((request) => new URL(request.url()).pathname === serviceHref(service.id)).length)
    .toBeGreaterThan(0);
  await link.click();
  await expect(page).toHaveURL(serviceHref(service.id));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(service.title);
  expect(documents).toEqual([]);
});

test('focusing a link from the keyboard prefetches its page', async ({ page }) => {
  const flights = flightRequests(page);
  await page.goto('/');
  await serviceLink(page).focus();
  await expect
    .poll(() => flights.filter((request) => new URL(request.url()).pathname === serviceHref(service.id)).length)
    .toBeGreaterThan(0);
});
