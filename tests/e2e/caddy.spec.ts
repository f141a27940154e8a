/**
 * deploy/Caddyfile as it stands, run by real Caddy (Debian's package) in front of the production server on loopback,
 * with Caddy's internal certificate authority instead of Let's Encrypt: HTTPS, the client address the site's limits
 * see, the body cap, each security header once, and a restart of the site under load with no failed request.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { freePort } from '../../scripts/free-port';
import { serveBuild } from '../../scripts/serve-build';
import { requireCommand } from '../../scripts/debian-package';

type Answer = { status: number; rawHeaders: string[]; body: string };

test.describe.configure({ mode: 'serial' });

let caddy: ChildProcess | undefined;
let caddyHome = '';
let site: Awaited<ReturnType<typeof serveBuild>> | undefined;
let sitePort = 0;
let httpsPort = 0;
let ca: Buffer;
let caddyOutput = '';

/** A request to Caddy over HTTPS, checked against Caddy's internal authority (never `rejectUnauthorized: false`). */
function send(
  path: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string | number>; body?: Buffer | string } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const request = httpsRequest(
      {
        host: '127.0.0.1',
        servername: 'localhost',
        port: httpsPort,
        path,
        method,
        headers: { host: `localhost:${httpsPort}`, ...headers },
        ca,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            rawHeaders: response.rawHeaders,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.on('error', reject);
    // With `Expect: 100-continue`, the body goes only once the server asks for it, as large uploads do.
    if (headers.expect === '100-continue') request.on('continue', () => request.end(body));
    else request.end(body);
  });
}

const startSite = (dataDir?: string) =>
  serveBuild({ port: sitePort, dataDir, env: { TRUST_PROXY: 'loopback', REQUEST_RATE_LIMIT: '2/600', SMTP_URL: '' } });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const binary = requireCommand('caddy', 'caddy');
  sitePort = await freePort();
  site = await startSite();
  [httpsPort] = [await freePort()];
  const [httpPort, aliasPort] = [await freePort(), await freePort()];
  caddyHome = mkdtempSync(join(tmpdir(), 'site-caddy-'));
  const proxy = spawn(binary, ['run', '--adapter', 'caddyfile', '--config', 'deploy/Caddyfile'], {
    env: {
      PATH: process.env.PATH,
      HOME: caddyHome,
      XDG_DATA_HOME: join(caddyHome, 'data'),
      XDG_CONFIG_HOME: join(caddyHome, 'config'),
      SITE_ADDRESS: `localhost:${httpsPort}`,
      SITE_ALIAS: `127.0.0.1:${aliasPort}`,
      UPSTREAM: `127.0.0.1:${sitePort}`,
      CADDY_HTTP_PORT: String(httpPort),
      CADDY_HTTPS_PORT: String(httpsPort),
      CADDY_LOG_FILE: join(caddyHome, 'access.log'),
      CADDY_TEST_OPTIONS: 'local_certs\nskip_install_trust\nadmin off',
    } as unknown as NodeJS.ProcessEnv,
  });
  caddy = proxy;
  for (const stream of [proxy.stdout, proxy.stderr])
    stream?.on('data', (chunk: Buffer) => (caddyOutput += chunk.toString()));
  const rootFile = join(caddyHome, 'data', 'caddy', 'pki', 'authorities', 'local', 'root.crt');
  for (const deadline = Date.now() + 60_000; ;) {
    try {
      ca = readFileSync(rootFile);
      if ((await send('/api/health')).status === 200) break;
    } catch {
      // Caddy is still making its authority, its certificate, or its first health check
    }
    if (Date.now() > deadline || proxy.exitCode !== null)
      throw new Error(`Caddy did not serve the site:\n${caddyOutput.slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

test.afterAll(async () => {
  caddy?.kill('SIGTERM');
  await site?.cleanup();
  if (caddyHome) rmSync(caddyHome, { recursive: true, force: true });
});

test('serves the site over HTTPS, each security header once, on pages and on the build’s scripts', async () => {
  const home = await send('/');
  expect(home.status).toBe(200);
  expect(home.body).toContain('<h1');
  const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(home.body)?.[1];
  expect(script).toBeDefined();
  for (const [path, answer] of [
    ['/', home],
    [script!, await send(script!, { headers: { 'accept-encoding': 'br' } })],
  ] as const) {
    expect(answer.status, path).toBe(200);
    const names = answer.rawHeaders.filter((_, index) => index % 2 === 0).map((name) => name.toLowerCase());
    for (const header of [
      'strict-transport-security',
      'x-content-type-options',
      'content-security-policy',
      'referrer-policy',
      'cross-origin-opener-policy',
      'x-request-id',
    ]) {
      expect(
        names.filter((name) => name === header),
        `${path}: ${header}`,
      ).toHaveLength(1);
    }
  }
});

test('the site’s limits count the address Caddy saw, whatever X-Forwarded-For a client sends', async () => {
  const quote = (email: string) =>
    JSON.stringify({
      name: 'Client Caddy',
      email,
      phone: '0700000001',
      service: 'Courant fort',
      source: '/services/courant-fort · caddy',
    });
  const statuses: number[] = [];
  for (const [index, forged] of ['6.6.6.6', '7.7.7.7', '8.8.8.8'].entries()) {
    const answer = await send('/api/requests/quote', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forged },
      body: quote(`caddy${index}@example.ci`),
    });
    statuses.push(answer.status);
  }
  // REQUEST_RATE_LIMIT=2/600: three posts from one address, the third refused, whatever each claimed to come from.
  expect(statuses).toEqual([200, 200, 429]);
});

test('refuses a body over the cap before it reaches the site', async () => {
  const body = Buffer.alloc(33 * 1024 * 1024, 'a');
  const answer = await send('/demande/devis', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'content-length': body.length,
      expect: '100-continue',
    },
    body,
  });
  expect(answer.status).toBe(413);
  expect(answer.body).toContain('Requête trop volumineuse');
  // Answered by Caddy itself: the site's answers carry their X-Request-Id.
  expect(answer.rawHeaders.map((name) => name.toLowerCase())).not.toContain('x-request-id');
  // A body just under the cap still goes through to the site, which answers it.
  const photos = await send('/demande/devis', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'name=Koffi',
  });
  expect(photos.rawHeaders.map((name) => name.toLowerCase())).toContain('x-request-id');
});

test('a restart of the site under load fails no request: Caddy holds them until it answers again', async () => {
  test.setTimeout(120_000);
  const statuses = new Map<string, number>();
  let running = true;
  let sent = 0;
  const loops = Array.from({ length: 4 }, async (_, client) => {
    while (running) {
      const path = sent % 2 ? '/' : '/services/energie';
      const answer = await send(path).then(
        (found) => String(found.status),
        (error: Error) => error.message,
      );
      sent += 1;
      statuses.set(answer, (statuses.get(answer) ?? 0) + 1);
      if (client === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const dataDir = site!.dataDir;
  await site!.stop();
  site = await startSite(dataDir);
  const before = sent;
  await expect.poll(() => sent - before, { timeout: 30_000 }).toBeGreaterThan(40);
  running = false;
  await Promise.all(loops);
  expect(Object.fromEntries(statuses)).toEqual({ '200': sent });
});
