// Starts the production build (`next start`) on a free port with a throw-away data directory.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

export function buildIfNeeded({ force = false } = {}) {
  if (!force && existsSync('.next/BUILD_ID')) return;
  const result = spawnSync('node', ['node_modules/next/dist/bin/next', 'build'], { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (result.status !== 0) throw new Error('next build failed');
}

export async function serveBuild({ env = {} }: { env?: Record<string, string> } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'site-bench-'));
  const child = spawn('node', ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', '127.0.0.1'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const response = await fetch(`${baseUrl}/`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('the production server did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  /** Stops the server; its data directory stays until cleanup(), so that a caller can read what it wrote. */
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise<void>((resolve) => child.once('exit', () => resolve()));
    }
  };
  const cleanup = async () => {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { baseUrl, dataDir, stop, cleanup };
}
