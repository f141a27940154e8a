import { test as base, type Browser, type BrowserContext, type Page, type Response } from '@playwright/test';
import { DEFERRED_SCRIPTS_ATTRIBUTE } from '../../src/server/deferred-scripts';

export { expect } from '@playwright/test';
export type { BrowserContext, Page } from '@playwright/test';

/**
 * Every spec's `test`: after a page loads a document (goto, reload, back, forward), it waits until React has taken the
 * page over. The server starts Next's scripts after the first paint (src/server/deferred-scripts.ts), so a page is
 * visible, and its buttons clickable, before they do anything; a person takes longer than that to aim a tap, a test
 * does not. Pages of a context opened with JavaScript off are left alone, and so are a test's pages under
 * `test.use({ waitForInteractive: false })` (a test that blocks the scripts).
 */
export const test = base.extend<{ waitForInteractive: boolean }, { interactiveBrowser: Browser }>({
  waitForInteractive: [true, { option: true }],
  interactiveBrowser: [
    async ({ browser }, provide) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        if (options?.javaScriptEnabled !== false) waitForInteractivePages(context);
        return context;
      };
      await provide(browser);
    },
    { scope: 'worker', auto: true },
  ],
  context: async ({ context, waitForInteractive }, provide) => {
    if (waitForInteractive) waitForInteractivePages(context);
    else leftAlone.add(context);
    await provide(context);
  },
});

const patched = new WeakSet<BrowserContext | Page>();
const leftAlone = new WeakSet<BrowserContext>();

function waitForInteractivePages(context: BrowserContext) {
  if (patched.has(context)) return;
  patched.add(context);
  const newPage = context.newPage.bind(context);
  context.newPage = async () => waitForInteractivePage(await newPage());
  context.on('page', waitForInteractivePage);
}

function waitForInteractivePage(page: Page) {
  if (patched.has(page)) return page;
  patched.add(page);
  for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<Response | null>;
    page[method] = (async (...args: unknown[]) => {
      const response = await navigate(...args);
      if (response?.headers()['content-type']?.startsWith('text/html') && !leftAlone.has(page.context()))
        await untilInteractive(page);
      return response;
    }) as never;
  }
  return page;
}

/**
 * React has hydrated the document, or the document loads none of Next's scripts. Hydrated means its root has committed
 * (the root fiber's state no longer `isDehydrated`), not only that hydration has begun (the container's key): a tab
 * clicked in between was lost on a loaded machine (accounts.spec.ts, 2026-12-04). React's internals, read by a test
 * only: if a React upgrade moves them, every page fails here at once, saying so. Checked every 100 ms rather than
 * every frame (Playwright's default), which keeps a waiting page from drawing frames for nothing; a page that never
 * becomes interactive fails here, with what it had loaded, instead of holding its test until the test's timeout.
 */
export async function untilInteractive(page: Page) {
  const check = (loader: string) => {
    const key = Object.keys(document).find((name) => name.startsWith('__reactContainer$'));
    if (!key) return !document.querySelector(`script[src*="/_next/static/"], script[${loader}]`);
    const fiber = (
      document as unknown as Record<
        string,
        { stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } } }
      >
    )[key];
    return fiber?.stateNode?.current?.memoizedState?.isDehydrated === false;
  };
  try {
    await page.waitForFunction(check, DEFERRED_SCRIPTS_ATTRIBUTE, { polling: 100, timeout: INTERACTIVE_TIMEOUT_MS });
  } catch (error) {
    const state = await page
      .evaluate(
        () =>
          `readyState ${document.readyState}, visibility ${document.visibilityState}, first paint ${performance.getEntriesByName('first-contentful-paint').length > 0}, ` +
          `scripts ${[...document.scripts].filter((script) => script.src).length}, hydration ${Object.keys(document).some((name) => name.startsWith('__reactContainer$')) ? 'begun, not committed' : 'not begun'}`,
      )
      .catch(() => 'unreadable');
    throw new Error(`${page.url()} did not become interactive within ${INTERACTIVE_TIMEOUT_MS / 1000} s (${state})`, {
      cause: error,
    });
  }
}

/** Far above a hydration on a loaded machine (a few seconds), far below a test's timeout. */
const INTERACTIVE_TIMEOUT_MS = 30_000;
