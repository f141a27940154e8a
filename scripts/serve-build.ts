// Starts the production build (the server entry, as `npm run serve` does) on a free port with a throw-away data directory.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { addCompileHints } from './compile-hints';
import { precompress } from './precompress';
import pg from 'pg';
import { freePort } from './free-port';
import { SERVER_ENTRY } from '../src/server/build-output';

/** The arguments to `node` that start the production server (package.json's "serve"): the compiled entry. */
export const serverCommand = [SERVER_ENTRY];

export function buildIfNeeded({ force = false } = {}) {
  if (!force && existsSync('.next/BUILD_ID') && existsSync(SERVER_ENTRY)) return;
  const result = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error('npm run build failed');
}

/**
 * bench:pages' framework floor: a Next app of one static page of text without a client component (bench/floor),
 * built as the site is (`next build`, then the compile hints and the compressed copies) and served by the site's own server
 * (`serveBuild({ app })`).
 */
export const floorApp = 'bench/floor';

export function buildFloorIfNeeded({ force = false } = {}) {
  if (!force && existsSync(join(floorApp, '.next/BUILD_ID'))) return;
  const result = spawnSync('npx', ['next', 'build', floorApp], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error(`next build ${floorApp} failed`);
  addCompileHints(join(floorApp, '.next/static/chunks'));
  precompress(join(floorApp, '.next/static'));
}

/**
 * A throw-away data directory. Under `npm run test:e2e`, an embedded one starts as a copy of the run's migrated PGlite
 * data directory (PGLITE_TEMPLATE_DIR, made once by scripts/run-e2e.ts): a server then boots in 3.8 s
 * instead of 7.3 s (measured idle), without initialising and migrating. The first start on an empty directory is still
 * tested (production-start.spec.ts starts its own).
 */
export function freshDataDir({
  prefix = 'site-bench-',
  embedded = true,
}: { prefix?: string; embedded?: boolean } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const template = process.env.PGLITE_TEMPLATE_DIR;
  if (embedded && template) cpSync(template, join(dataDir, 'pglite'), { recursive: true });
  return dataDir;
}

/**
 * `onOutput` receives what the server writes (its JSON log lines); without it, its standard output is dropped. `app`
 * serves another Next app's build (its folder) through the same server.
 */
export async function serveBuild({
  env = {},
  dataDir = freshDataDir({ embedded: !(env.DATABASE_URL ?? process.env.DATABASE_URL) }),
  onOutput,
  port: chosenPort,
  app,
}: {
  env?: Record<string, string>;
  dataDir?: string;
  onOutput?: (text: string) => void;
  port?: number;
  app?: string;
} = {}) {
  const port = chosenPort ?? (await freePort());
  const child = spawn('node', app ? [resolve(SERVER_ENTRY)] : serverCommand, {
    cwd: app,
    stdio: ['ignore', onOutput ? 'pipe' : 'ignore', onOutput ? 'pipe' : 'inherit'],
    // better-auth accepts only its own origin: SITE_URL is the address this server answers on.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NEXT_TELEMETRY_DISABLED: '1',
      SITE_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
  });
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (chunk: Buffer) => onOutput?.(chunk.toString('utf8')));
  // A caller that ends without stopping it (a test cut at its timeout, whose worker then exits) takes it along: a
  // server left behind would run on, and take a core, through the rest of the run.
  const orphaned = () => child.kill('SIGKILL');
  process.once('exit', orphaned);
  child.once('exit', () => process.off('exit', orphaned));
  const baseUrl = `http://127.0.0.1:${port}`;
  /** The server's exit code (null when a signal killed it). */
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
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
      await exited;
    }
  };
  const cleanup = async () => {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { baseUrl, dataDir, pid: child.pid!, exited, stop, cleanup };
}

/** A fresh database on TEST_DATABASE_URL (or DATABASE_URL) for a benchmark run, and how to drop it. */
export async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!base) throw new Error('--postgres needs TEST_DATABASE_URL or DATABASE_URL');
  const name = `bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}
