/**
 * The production server as an operator starts it: the compiled entry on plain Node, `npm start` on an existing build,
 * and NODE_ENV=production's checks against the build (src/server/settings.ts, scripts/build-server.ts).
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { freePort } from '../../scripts/free-port';
import { serveBuild } from '../../scripts/serve-build';
import { readBuildRecord, SERVER_ENTRY } from '../../src/server/build-output';
import { settingsText } from '../../src/content/settings';
import { errorPageText } from '../../src/content/errors';

/** Starts `node …args` with only `env` (and PATH), and tells when it answers on `/`, or how it ended. */
function start(args: string[], env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-start-'));
  const child = spawn(process.execPath, args, {
    env: {
      PATH: process.env.PATH!,
      HOME: process.env.HOME!,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      NEXT_TELEMETRY_DISABLED: '1',
      ...env,
    } as unknown as NodeJS.ProcessEnv,
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const answered = async (url: string) => {
    for (const deadline = Date.now() + 45_000; Date.now() < deadline && child.exitCode === null;) {
      if (
        await fetch(url).then(
          (response) => response.ok,
          () => false,
        )
      )
        return true;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return false;
  };
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    const code = await exited;
    rmSync(dataDir, { recursive: true, force: true });
    return code;
  };
  return { exited, answered, stop, output: () => output };
}

test('the server is compiled by the build: plain Node runs it, without a TypeScript loader', async () => {
  const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
  expect(scripts.serve).toBe(`node ${SERVER_ENTRY}`);
  const entry = readFileSync(SERVER_ENTRY, 'utf8');
  expect(entry).not.toMatch(/from ["']tsx|\.ts["']/);
  // The build carries its migrations.
  expect(readFileSync('.next/site/migrations/meta/_journal.json', 'utf8')).toContain('"entries"');
});

test('npm start serves the existing build without building it again, and stops cleanly', async () => {
  test.setTimeout(90_000);
  const port = await freePort();
  const server = start(['scripts/start.mjs'], { PORT: String(port), SITE_URL: `http://127.0.0.1:${port}` });
  try {
    expect(await server.answered(`http://127.0.0.1:${port}/`), server.output()).toBe(true);
    // next build prints its steps; a start from the existing build prints only the server's log lines.
    expect(server.output()).not.toContain('Creating an optimized production build');
  } finally {
    expect(await server.stop()).toBe(0);
  }
});

test('with NODE_ENV=production the server starts with complete settings, and refuses another SITE_URL than its build’s', async () => {
  test.setTimeout(90_000);
  const built = readBuildRecord()!.siteUrl;
  const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525', NOTIFY_TO: 'equipe@example.ci' };

  const elsewhere = start([SERVER_ENTRY], {
    ...production,
    PORT: String(await freePort()),
    SITE_URL: 'https://www.ailleurs.example.ci',
  });
  expect(await elsewhere.exited).toBe(78);
  expect(elsewhere.output()).toContain(`SITE_URL : ${settingsText.production.builtFor(built).fr}`);
  await elsewhere.stop();

  // The build's own address (a local one on this machine, which production accepts only when told so).
  const server = await serveBuild({ env: { ...production, SITE_URL: built, ALLOW_HTTP_SITE_URL: '1' } });
  try {
    expect((await fetch(`${server.baseUrl}/`)).status).toBe(200);
  } finally {
    await server.cleanup();
  }
});

test('an unexpected failure in a page is logged with its stack, route and request id, reported to the DSN without its message, and shown in French', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const received: string[] = [];
  const endpoint = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push(body);
      response.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  let output = '';
  const server = await serveBuild({
    env: {
      ALLOW_FAULT_INJECTION: '1',
      ERROR_REPORT_DSN: `http://cle@127.0.0.1:${(endpoint.address() as AddressInfo).port}/3`,
    },
    onOutput: (text) => (output += text),
  });
  try {
    for (const path of ['/demande/devis', '/admin']) {
      const answer = await fetch(`${server.baseUrl}${path}`, { headers: { 'x-simulate-failure': 'crash' } });
      expect(answer.status, path).toBe(500);
      const requestId = answer.headers.get('x-request-id')!;
      await expect.poll(() => received.some((body) => body.includes(requestId)), { message: path }).toBe(true);
      const line = output
        .split('\n')
        .filter((text) => text.startsWith('{'))
        .map((text) => JSON.parse(text) as Record<string, unknown>)
        .find((entry) => entry.scope === 'next' && entry.requestId === requestId);
      expect(line, path).toMatchObject({
        level: 'error',
        route: path,
        routeType: 'render',
        error: 'TypeError',
        digest: expect.any(String),
      });
      expect((line!.stack as string[]).length, path).toBeGreaterThan(0);
      const event = JSON.parse(received.find((body) => body.includes(requestId))!.split('\n')[2]!) as {
        tags: Record<string, string>;
      };
      expect(event.tags).toMatchObject({ route: path, request_id: requestId, digest: line!.digest });
    }
    // The simulated error's message names a visitor: neither the log nor the reports repeat it.
    expect(output).not.toContain('awa@example.ci');
    expect(received.join('\n')).not.toContain('awa@example.ci');

    // What the visitor sees: before the scripts (and without them) the notice the server writes into Next's error page,
    // with the request id; once they run, the site's (or the back-office's) error page, with the digest. Both references
    // are on the log line; never Next's English page.
    const logLine = (requestId: string) =>
      output.split('\n').find((text) => text.includes(`"requestId":"${requestId}"`) && text.includes('"digest"'));
    for (const [path, back, javaScriptEnabled] of [
      ['/demande/devis', errorPageText.home, false],
      ['/demande/devis', errorPageText.home, true],
      ['/admin', errorPageText.adminHome, false],
      ['/admin', errorPageText.adminHome, true],
    ] as const) {
      const context = await browser.newContext({
        javaScriptEnabled,
        viewport: { width: 360, height: 800 },
        extraHTTPHeaders: { 'x-simulate-failure': 'crash' },
      });
      try {
        const page = await context.newPage();
        const response = await page.goto(`${server.baseUrl}${path}`);
        expect(response!.status()).toBe(500);
        const requestId = (await response!.headerValue('x-request-id'))!;
        await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(errorPageText.heading);
        await expect(page.getByRole('link', { name: back.label, exact: true })).toHaveAttribute('href', back.href);
        await expect(page.getByRole('link', { name: errorPageText.retry, exact: true })).toBeVisible();
        await expect.poll(() => logLine(requestId), { message: path }).toBeTruthy();
        const digest = (JSON.parse(logLine(requestId)!) as { digest: string }).digest;
        // With the scripts, the page is the site's own, in its frame; the reference becomes the error's digest.
        await expect(page.getByText(errorPageText.reference)).toContainText(javaScriptEnabled ? digest : requestId);
        if (javaScriptEnabled) await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.locator('body')).not.toContainText(
          /Application error|This page couldn|Internal Server Error/,
        );
      } finally {
        await context.close();
      }
    }
  } finally {
    await server.cleanup();
    endpoint.close();
  }
});
