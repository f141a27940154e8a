/**
 * Operating the production server as an operator would: SIGTERM under load, a restart on the same data directory, and
 * a backup taken while it runs that restores elsewhere. Each test starts its own servers (scripts/serve-build.ts).
 */
import { request as httpRequest } from 'node:http';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { inArray } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client';
import { outbox, quotes } from '../../src/server/db/schema';
import { serveBuild } from '../../scripts/serve-build';

const run = promisify(execFile);

const quote = (email: string) =>
  JSON.stringify({ name: 'Client Arrêt', email, phone: '0700000001', service: 'Courant fort', source: '/services/courant-fort · operations' });

/** Posts a quote; the status, or the error's code when no answer came. */
async function postQuote(baseUrl: string, email: string): Promise<number | string> {
  try {
    const response = await fetch(`${baseUrl}/api/requests/quote`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: quote(email) });
    await response.arrayBuffer();
    return response.status;
  } catch (error) {
    return String((error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name);
  }
}

/** A quote whose body arrives in two parts: the second only when `rest` is called. Resolves with the status. */
function slowQuote(baseUrl: string, email: string) {
  const body = Buffer.from(quote(email));
  const url = new URL('/api/requests/quote', baseUrl);
  let sendRest!: () => void;
  const status = new Promise<number>((resolve, reject) => {
    const request = httpRequest(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': body.length }, agent: false },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.write(body.subarray(0, 40));
    sendRest = () => request.end(body.subarray(40));
  });
  return { status, rest: () => sendRest() };
}

test.describe.configure({ mode: 'serial' });

test('SIGTERM under load: the request in flight is answered, every acknowledged quote is stored, the next start is clean, and the log holds no visitor data', async () => {
  test.setTimeout(180_000);
  let output = '';
  const server = await serveBuild({ env: { REQUEST_RATE_LIMIT: '1000000000/600', SMTP_URL: '' }, onOutput: (text) => (output += text) });
  const dataDir = server.dataDir;
  try {
    // Eight clients submitting quotes back to back until the server is gone.
    const answers = new Map<string, number | string>();
    let sequence = 0;
    let stopping = false;
    const loops = Array.from({ length: 8 }, async () => {
      for (;;) {
        const email = `arret${(sequence += 1)}@example.ci`;
        const answer = await postQuote(server.baseUrl, email);
        answers.set(email, answer);
        if (typeof answer === 'string' && stopping) return;
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 2_000));

    const slow = slowQuote(server.baseUrl, 'en-vol@example.ci');
    await new Promise((resolve) => setTimeout(resolve, 200));
    stopping = true;
    process.kill(server.pid, 'SIGTERM');
    // The body of the request in flight ends after the signal: it is still read, stored and answered.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    slow.rest();
    expect(await slow.status).toBe(200);
    await Promise.all(loops);
    expect(await server.exited).toBe(0);

    const acknowledged = [...answers].filter(([, answer]) => answer === 200).map(([email]) => email);
    const statuses = new Set(answers.values());
    expect(acknowledged.length).toBeGreaterThan(20);
    // After the signal a client is refused a connection or told to go elsewhere; never answered with an error of ours.
    for (const status of statuses) expect(typeof status === 'string' || status === 200, String(status)).toBe(true);

    // The next start on the same directory is clean: no stale lock, ready at once.
    const again = await serveBuild({ dataDir, onOutput: (text) => (output += text) });
    const ready = await fetch(`${again.baseUrl}/api/ready`);
    expect(ready.status).toBe(200);
    await again.stop();

    const database = await openDatabase({ dataDir });
    try {
      const stored = await database.db.select({ email: quotes.email }).from(quotes);
      const storedEmails = new Set(stored.map((row) => row.email));
      for (const email of [...acknowledged, 'en-vol@example.ci']) expect(storedEmails.has(email), email).toBe(true);
      // Each stored quote has its mails waiting in the outbox (none was lost with the process).
      const mails = await database.db.select({ to: outbox.to }).from(outbox).where(inArray(outbox.to, ['en-vol@example.ci']));
      expect(mails).toHaveLength(1);
    } finally {
      await database.close();
    }

    const lines = output.split('\n').filter((line) => line.startsWith('{'));
    const events = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(events.some((event) => event.msg === 'stopping' && event.signal === 'SIGTERM')).toBe(true);
    expect(events.filter((event) => event.scope === 'shutdown').map((event) => event.msg)).toEqual(
      expect.arrayContaining(['mail sender stopped', 'database stopped']),
    );
    const access = events.find((event) => event.scope === 'http' && event.path === '/api/requests/quote');
    expect(access).toMatchObject({ method: 'POST', status: 200, level: 'info' });
    expect(access?.requestId).toEqual(expect.any(String));
    expect(access?.ms).toEqual(expect.any(Number));
    expect(output).not.toMatch(/arret\d+@|en-vol@|Client Arrêt/);
  } finally {
    await server.cleanup();
  }
});

test('a backup taken while the server runs on PGlite restores into a new data directory', async () => {
  test.setTimeout(120_000);
  const server = await serveBuild({ env: { REQUEST_RATE_LIMIT: '1000000000/600', SMTP_URL: '' } });
  const work = mkdtempSync(join(tmpdir(), 'site-backup-e2e-'));
  const file = join(work, 'site.jsonl.gz');
  const target = join(work, 'restored');
  const env = (dataDir: string) => ({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' });
  try {
    for (let index = 0; index < 5; index += 1) expect(await postQuote(server.baseUrl, `sauvegarde${index}@example.ci`)).toBe(200);

    // The server holds the directory: the command asks it to write the backup.
    const backup = await run('node', ['--import', 'tsx', 'scripts/backup.ts', 'backup', file], { env: env(server.dataDir) });
    expect(backup.stdout).toMatch(/Sauvegarde écrite\u202f: .*site\.jsonl\.gz .*Backup written/);
    // A second backup never overwrites the first.
    const again = await run('node', ['--import', 'tsx', 'scripts/backup.ts', 'backup', file], { env: env(server.dataDir) }).catch((error: { stderr: string; code: number }) => error);
    expect(again).toMatchObject({ code: 1, stderr: expect.stringContaining('existe déjà') });
    // Restoring into the directory a server holds is refused.
    const busy = await run('node', ['--import', 'tsx', 'scripts/backup.ts', 'restore', file], { env: env(server.dataDir) }).catch((error: { stderr: string; code: number }) => error);
    expect(busy).toMatchObject({ code: 1, stderr: expect.stringContaining('arrêtez-le avant de restaurer') });

    const restore = await run('node', ['--import', 'tsx', 'scripts/backup.ts', 'restore', file], { env: env(target) });
    expect(restore.stdout).toContain('Sauvegarde restaurée');
    const restored = await serveBuild({ dataDir: target });
    try {
      expect((await fetch(`${restored.baseUrl}/api/ready`)).status).toBe(200);
    } finally {
      await restored.stop();
    }
    const database = await openDatabase({ dataDir: target });
    try {
      const emails = (await database.db.select({ email: quotes.email }).from(quotes)).map((row) => row.email).sort();
      expect(emails).toEqual(Array.from({ length: 5 }, (_, index) => `sauvegarde${index}@example.ci`));
    } finally {
      await database.close();
    }
  } finally {
    await server.cleanup();
    rmSync(work, { recursive: true, force: true });
  }
});
