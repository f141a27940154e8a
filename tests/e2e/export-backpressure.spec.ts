/**
 * The CSV export through the production server (src/server/main.ts: compression, the script deferral, Next's pipe)
 * never runs ahead of its reader: a reader that stops leaves the server waiting, not reading the whole list into
 * memory. The server's own count of what it produced (its "CSV export ended" log line) is compared with what the
 * reader took: bytes, not timings.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { promisify } from 'node:util';
import { expect, test } from './fixtures';
import type { StaffLogin } from '../../scripts/staff-sign-in';
import { freshDataDir, serveBuild } from '../../scripts/serve-build';
import { signInStaff } from '../../scripts/staff-sign-in';

/** 30 % of them are contacts, the only ones seeded (the export read is theirs): 90,000 rows, about 16 MB of CSV. */
const REQUESTS = 300_000;
const MB = 1024 * 1024;
/** What the reader takes before it stops. */
const READ = 1 * MB;
/**
 * The most the server may have produced beyond what the reader took: the kernel's socket buffers on both ends (up to
 * 4 MB each way on these machines, net.ipv4.tcp_wmem and net.core.rmem_max) and a batch or two of 1,000 rows (175 KB
 * each); 4.9 MB measured. Without backpressure the whole list (16 MB) leaves at once: 15 MB ahead.
 */
const AHEAD = 8 * MB;

type LogLine = { msg?: string; rows?: number; bytes?: number; complete?: boolean };

test('a reader that stops after 1 MB leaves the export waiting: the server produces a bounded amount beyond it, not the list', async () => {
  test.setTimeout(180_000);
  const dataDir = freshDataDir({ prefix: 'site-e2e-export-' });
  const authSecret = randomBytes(32).toString('base64url');
  // The seed enrols the admin's authenticator under the server's secret (in its own process: it opens the database).
  const { stdout } = await promisify(execFile)(
    'npx',
    ['tsx', 'scripts/seed-requests.ts', dataDir, String(REQUESTS), 'contacts'],
    {
      env: { ...process.env, BETTER_AUTH_SECRET: authSecret, DATABASE_URL: '' },
    },
  );
  const admin = JSON.parse(stdout.trim().split('\n').at(-1)!) as StaffLogin;

  let output = '';
  const server = await serveBuild({
    dataDir,
    env: { SMTP_URL: '', DATABASE_URL: '', BETTER_AUTH_SECRET: authSecret },
    onOutput: (text) => (output += text),
  });
  try {
    const cookie = await signInStaff(server.baseUrl, admin);
    const ended = () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as LogLine)
        .filter((line) => line.msg === 'CSV export ended');

    // First the whole list, read at full speed, for its size.
    const whole = await fetch(`${server.baseUrl}/api/admin/export?onglet=contacts`, {
      method: 'POST',
      headers: { cookie },
    });
    const total = Buffer.byteLength(await whole.text());
    expect(total).toBeGreaterThan(READ + AHEAD + 4 * MB);
    await expect.poll(() => ended().length, { timeout: 10_000 }).toBe(1);
    expect(ended()[0]).toMatchObject({ rows: (REQUESTS * 3) / 10, complete: true });

    // Then a reader that takes 1 MB, uncompressed (so that the socket buffers hold no more than their size of CSV),
    // and stops reading for 3 s: long enough for the server to read the whole list (about 2 s) if nothing held it back.
    let read = 0;
    await new Promise<void>((resolve, reject) => {
      const request = http.request(
        `${server.baseUrl}/api/admin/export?onglet=contacts`,
        { method: 'POST', headers: { cookie, 'accept-encoding': 'identity' } },
        (response) => {
          expect(response.statusCode).toBe(200);
          response.on('data', (chunk: Buffer) => {
            read += chunk.length;
            if (read < READ || response.isPaused()) return;
            response.pause();
            setTimeout(() => {
              request.destroy();
              resolve();
            }, 3_000);
          });
        },
      );
      request.on('error', (error) => (read >= READ ? resolve() : reject(error)));
      request.end();
    });
    await expect.poll(() => ended().length, { timeout: 10_000 }).toBe(2);
    const stopped = ended()[1]!;
    expect(stopped.complete).toBe(false);
    expect(stopped.bytes! - read).toBeLessThan(AHEAD);
    expect(stopped.bytes!).toBeLessThan(total);
  } finally {
    await server.cleanup();
  }
});
