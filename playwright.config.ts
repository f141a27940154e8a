import { defineConfig, devices } from '@playwright/test';
import { CONSENT_COOKIE, refuseAll, serializeConsent } from './src/lib/consent';

const port = Number(process.env.E2E_PORT ?? 3200);
const baseURL = `http://127.0.0.1:${port}`;
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const desktop = (executablePath: string) => ({
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath, args: chromiumArgs },
});
/** The whole browser, as a visitor's (CHROMIUM_PATH). */
const browser = desktop(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');
/** Its headless shell, lighter on the CPU (scripts/chromium.ts), for every spec that needs nothing more. */
const shell = desktop(process.env.E2E_SHELL_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');
/**
 * The specs that need the whole browser: a service worker that sends a queued request once every tab is closed, and
 * a page loaded on a CPU slowed by Chrome's throttling (with the shell, a page never went network-idle under it).
 */
const wholeBrowserSpecs = ['offline.spec.ts', 'layout-shift.spec.ts'];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  // Three on two cores: a third of the time a test waits (a lockout's window, a scheduled minute, a throttled reader),
  // and the third worker fills it. On the headless shell without traces, 2026-12-04: two workers 11.3 min (durations
  // summed to 1,269 s), three 9.1 min (1,510 s). With the whole browser and traces, three had been slower.
  workers: 3,
  // The long journeys (a dialog per button with axe, the wizard, the forgotten password) take 20–30 s on a loaded
  // 2-core machine: 30 s, Playwright's default, cut them mid-way in a CI run on 2026-11-25.
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // The ten slowest spec files, printed after the run (any that took over a second).
  reportSlowTests: { max: 10, threshold: 1_000 },
  use: {
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Africa/Abidjan',
    // A returning visitor who has already answered the cookie banner: tests/e2e/cookies.spec.ts starts without it.
    storageState: {
      cookies: [
        {
          name: CONSENT_COOKIE,
          value: encodeURIComponent(serializeConsent(refuseAll)),
          domain: '127.0.0.1',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
    // A trace records every action of every test to keep those that fail: a quarter of the run's CPU on two cores
    // (details and a11y: 3.4 min with it, 2.5 without). CI keeps the failure's screenshot and error context; to see a
    // failure's trace, run its file again with `npm run test:e2e -- <file> --trace on`.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    // First, so that their long tests start first.
    { name: 'browser', testMatch: wholeBrowserSpecs, use: browser },
    { name: 'chromium', testIgnore: ['hostile.spec.ts', ...wholeBrowserSpecs], use: shell },
    // Last and alone: the hostile suite times GETs sent while a hostile request is handled, which other suites' page
    // loads on the same two cores would blur. Nothing else needs a quiet machine, so nothing else waits for it.
    { name: 'hostile', testMatch: 'hostile.spec.ts', dependencies: ['browser', 'chromium'], use: browser },
  ],
  webServer: {
    command: 'node .next/site/server.mjs',
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR ?? '.data-e2e',
      NEXT_TELEMETRY_DISABLED: '1',
      // Test-only: lets a test simulate a database outage with a request header.
      ALLOW_FAULT_INJECTION: '1',
      // The test runner plays the one trusted reverse proxy: each test writes the address it posts from (support.ts).
      TRUST_PROXY: '1',
      // Mails are written to DATA_DIR/outbox, where the tests read them.
      SMTP_URL: '',
      SITE_URL: baseURL,
    },
  },
});
