import { expect, test } from './fixtures';
import { authFormText } from '../../src/content/auth';
import { allPages } from '../../src/lib/routes';
import { company } from '../../src/config/company';
import { passwordResetPages } from '../../src/content/auth';
import { jsBudgetBytes, scriptGzipBytes } from '../support/page-weight';
import { COMPILE_HINT } from '../../scripts/compile-hints';
import { settingsText } from '../../src/content/settings';
import { uniqueIp } from './support';

// /admin is for admins only: its own test below, and tests/e2e/accounts.spec.ts signed in.
for (const { path, heading } of allPages.filter((page) => page.path !== '/admin')) {
  test(`${path} answers 200 with header, footer, one French <h1> and metadata`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveText(heading);
    await expect(page).toHaveTitle(new RegExp(company.name));
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0).toBeGreaterThan(50);
  });
}

test('/admin sends a visitor who is not signed in to the sign-in page, and comes back after it', async ({ page }) => {
  const response = await page.goto('/admin');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/auth\?retour=\/admin$/);
  await expect(page.locator('h1')).toHaveText('Espace client');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Connexion' })).toBeVisible();
});

test('an unknown path answers 404 with the not-found page inside the header and footer', async ({ page }) => {
  const response = await page.goto('/cette-page-n-existe-pas');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Retour à l’accueil' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an unknown service, solution or legal slug answers 404', async ({ request }) => {
  for (const path of ['/services/plomberie', '/solutions/loori', '/legal/inconnu']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
  }
});

test('every response carries the security headers, the build assets the server answers itself included', async ({
  request,
}) => {
  const stylesheet = (await (await request.get('/')).text()).match(/\/_next\/static\/[^"]+\.css/)?.[0];
  expect(stylesheet).toBeDefined();
  for (const path of ['/', '/contact', '/introuvable', '/robots.txt', stylesheet!]) {
    const headers = (await request.get(path)).headers();
    const csp = headers['content-security-policy'] ?? '';
    for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "form-action 'self'"]) {
      expect(csp, `${path} CSP`).toContain(directive);
    }
    expect(headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['x-powered-by']).toBeUndefined();
  }
});

test('the page loads nothing from another host', async ({ page }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol.startsWith('http'))
      foreign.push(request.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(foreign).toEqual([]);
});

test('no route ships more than 150 KB of gzip JS on first load', async ({ baseURL }) => {
  test.setTimeout(60_000);
  for (const { path } of [...allPages, ...Object.values(passwordResetPages)]) {
    expect(await scriptGzipBytes(baseURL!, path), path).toBeLessThanOrEqual(jsBudgetBytes);
  }
});

test('every script a page loads asks V8 to compile it off the main thread, and comes brotli-compressed (the build steps ran)', async ({
  page,
}) => {
  const scripts: { url: string; encoding?: string }[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/_next/static/chunks/') && response.url().endsWith('.js')) {
      scripts.push({ url: response.url(), encoding: response.headers()['content-encoding'] });
    }
  });
  await page.goto('/contact');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(3);
  for (const { url, encoding } of scripts) {
    expect((await (await fetch(url)).text()).startsWith(COMPILE_HINT), url).toBe(true);
    expect(encoding, url).toBe('br');
  }
});

test('a second server on the same embedded database refuses to start, and says why', async () => {
  test.setTimeout(60_000);
  const { spawn } = await import('node:child_process');
  const { freePort } = await import('../../scripts/free-port');
  const { serverCommand } = await import('../../scripts/serve-build');
  const second = spawn('node', serverCommand, {
    env: {
      ...process.env,
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR ?? '.data-e2e',
      NEXT_TELEMETRY_DISABLED: '1',
    },
  });
  let output = '';
  second.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  second.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      second.kill();
      resolve(null);
    }, 45_000);
    second.on('exit', (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  expect(code).toBe(1);
  expect(output).toContain('est déjà ouverte par le processus');
  expect(output).toContain('set another DATA_DIR');
});

test('the back-office and sign-in pages carry a per-request nonce policy, their scripts run under it, and static pages keep theirs', async ({
  request,
  page,
}) => {
  const policyOf = async (path: string) =>
    (await request.get(path, { maxRedirects: 0 })).headers()['content-security-policy'] ?? '';
  const scriptSrc = (policy: string) =>
    policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
  const [first, second] = [await policyOf('/auth'), await policyOf('/auth')];
  for (const policy of [first, second, await policyOf('/admin'), await policyOf('/auth/mot-de-passe-oublie')]) {
    expect(scriptSrc(policy)).toMatch(/'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic' 'sha256-/);
    expect(scriptSrc(policy)).not.toContain('unsafe-inline');
    expect(policy).toContain("object-src 'none'");
  }
  expect(scriptSrc(first)).not.toBe(scriptSrc(second));
  for (const path of ['/', '/contact', '/administration-introuvable'])
    expect(scriptSrc(await policyOf(path)), path).toContain("'unsafe-inline'");

  // In the browser: nothing refused, the banner's inline script ran (by its hash), and the page hydrated.
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.goto('/auth');
  await page.getByRole('tab', { name: authFormText.signUpTab }).click();
  await expect(page.getByRole('form', { name: authFormText.signUpTab, exact: true })).toBeVisible();
  expect(refused).toEqual([]);
});

test('a proxy can probe liveness and readiness, uncached and without personal data; only the machine itself reads the detail', async ({
  request,
}) => {
  const health = await request.get('/api/health');
  expect([health.status(), health.headers()['cache-control'], await health.json()]).toEqual([
    200,
    'no-store',
    { status: 'ok' },
  ]);
  const ready = await request.get('/api/ready');
  expect(ready.status()).toBe(200);
  expect(ready.headers()['cache-control']).toBe('no-store');
  const body = (await ready.json()) as {
    ready: boolean;
    database: string;
    migrations: { applied: number; shipped: number };
    outbox: Record<string, unknown>;
    notices: string[];
  };
  expect(body.ready).toBe(true);
  expect(body.database).toBe('ok');
  expect(body.migrations.applied).toBe(body.migrations.shipped);
  expect(Object.keys(body.outbox).sort()).toEqual(['oldestWaitingSeconds', 'waiting']);
  // This server writes its mails to files (SMTP_URL is empty): the detail says so, for the operator.
  expect(body.notices).toEqual([settingsText.notices.mailFiles]);
  // A visitor (the runner plays the trusted proxy) learns the status, not the mail backlog: no oracle of who has an account.
  const visitor = await request.get('/api/ready', { headers: { 'x-forwarded-for': '203.0.113.5' } });
  expect([visitor.status(), await visitor.json()]).toEqual([200, { ready: true }]);
});

test('Prometheus scrapes /metrics from the machine itself: requests by family, leads by kind, mails, the process; no one else sees it', async ({
  request,
}) => {
  const scrape = async () => {
    const answer = await request.get('/metrics');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('text/plain');
    return answer.text();
  };
  const leads = (text: string) => Number(/^site_leads_stored_total\{kind="quote"\} (\d+)$/m.exec(text)?.[1] ?? 0);
  await request.get('/services/energie');
  const before = await scrape();
  expect(before).toMatch(/^site_http_requests_total\{family="service",status="2xx"\} [1-9]\d*$/m);
  for (const name of [
    'site_mails_waiting',
    'site_mails_oldest_waiting_seconds',
    'site_mails_given_up',
    'nodejs_eventloop_lag_seconds',
    'process_resident_memory_bytes',
  ]) {
    expect(before, name).toMatch(new RegExp(`^${name} `, 'm'));
  }
  const posted = await request.post('/api/requests/quote', {
    headers: { 'x-forwarded-for': uniqueIp() },
    data: {
      name: 'Client Métriques',
      email: 'metriques@example.ci',
      phone: '0700000001',
      service: 'Courant fort',
      source: '/services/courant-fort · metrics',
    },
  });
  expect(posted.status()).toBe(200);
  expect(leads(await scrape())).toBeGreaterThanOrEqual(leads(before) + 1);
  // A visitor (the runner plays the trusted proxy) finds nothing there.
  const visitor = await request.get('/metrics', { headers: { 'x-forwarded-for': '203.0.113.5' } });
  expect(visitor.status()).toBe(404);
  expect(await visitor.text()).not.toContain('site_');
});
