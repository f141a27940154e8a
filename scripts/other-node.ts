// The site on another Node LTS line than the one running npm (`npm run test:node`, part of `npm test`):
//   tsx scripts/other-node.ts <major> [--unit]
// fetches that Node as the `node` package of the npm registry into .cache/node-<major> (once), then starts the built
// server with it as production would (NODE_ENV=production, the build's SITE_URL), checks that it serves a page and is
// ready (its database migrated), and that SIGTERM stops it with code 0. With --unit, the suites that touch the runtime
// (tests/runtime-suites.ts: PGlite's WebAssembly, sharp, crypto, the body reader, the lifecycle) run on it first, on the
// embedded database only: the rest of the suite, and the PostgreSQL driver, are the same JavaScript on every line.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './free-port';
import { readBuildRecord, SERVER_ENTRY } from '../src/server/build-output';
import { runtimeSuites } from '../tests/runtime-suites';

const [major, option] = process.argv.slice(2);
if (!major || !/^\d+$/.test(major)) throw new Error('usage: tsx scripts/other-node.ts <major> [--unit]');

const prefix = resolve('.cache', `node-${major}`);
const node = join(prefix, 'node_modules', '.bin', 'node');
if (!existsSync(node)) {
  const installed = spawnSync(
    'npm',
    ['install', '--prefix', prefix, '--no-audit', '--no-fund', '--no-save', `node@${major}`],
    { stdio: 'inherit' },
  );
  if (installed.status !== 0) throw new Error(`npm could not install node@${major}`);
}
const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
if (!version.startsWith(`v${major}.`)) throw new Error(`${node} is ${version}, not Node ${major}`);
console.log(`Node ${version} (${node})`);

if (option === '--unit') {
  const missing = runtimeSuites.filter((file) => !existsSync(file));
  if (missing.length) throw new Error(`tests/runtime-suites.ts names files that are gone: ${missing.join(', ')}`);
  const { TEST_DATABASE_URL: _postgres, ...env } = process.env;
  const unit = spawnSync(node, ['node_modules/vitest/vitest.mjs', 'run', ...runtimeSuites], { stdio: 'inherit', env });
  if (unit.status !== 0) throw new Error(`the unit suite failed on Node ${version}`);
}

if (!existsSync(SERVER_ENTRY)) throw new Error('no build: run npm run build first');
const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), `site-node-${major}-`));
const baseUrl = `http://127.0.0.1:${port}`;
const server = spawn(node, [SERVER_ENTRY], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SITE_URL: readBuildRecord()!.siteUrl,
    ALLOW_HTTP_SITE_URL: '1',
    MAIL_TRANSPORT: 'files',
    NOTIFY_TO: 'equipe@example.ci',
    NEXT_TELEMETRY_DISABLED: '1',
  },
});
const exited = new Promise<number | null>((done) => server.once('exit', (code) => done(code)));
try {
  let ready = false;
  for (const deadline = Date.now() + 60_000; !ready && Date.now() < deadline && server.exitCode === null;) {
    ready = await fetch(`${baseUrl}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (!ready) await new Promise((done) => setTimeout(done, 250));
  }
  if (!ready) throw new Error(`the server did not become ready on Node ${version}`);
  const home = await fetch(`${baseUrl}/`);
  if (home.status !== 200 || !(await home.text()).includes('<h1'))
    throw new Error(`/ answered ${home.status} on Node ${version}`);
} finally {
  server.kill('SIGTERM');
  const code = await exited;
  rmSync(dataDir, { recursive: true, force: true });
  if (code !== 0) throw new Error(`the server ended with code ${code} on Node ${version}`);
}
console.log(`Node ${version}: the production server started, served /, was ready, and stopped with code 0`);
