import { defineConfig, devices } from '@playwright/test';
import { CONSENT_COOKIE, refuseAll, serializeConsent } from './src/lib/consent';

const port = Number(process.env.E2E_PORT ?? 3200);
const baseURL = `http://127.0.0.1:${port}`;
const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const browser = { ...devices['Desktop Chrome'], launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs } };

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
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
        { name: CONSENT_COOKIE, value: encodeURIComponent(serializeConsent(refuseAll)), domain: '127.0.0.1', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' },
      ],
      origins: [],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', testIgnore: 'hostile.spec.ts', use: browser },
    // Last and alone: the hostile suite times GETs sent while a hostile request is handled, which other suites' page
    // loads on the same two cores would blur. Nothing else needs a quiet machine, so nothing else waits for it.
    { name: 'hostile', testMatch: 'hostile.spec.ts', dependencies: ['chromium'], use: browser },
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
