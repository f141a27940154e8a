// Runs Playwright against the production build (run `next build` first) on a free port,
// with the system Chromium and its headless shell (scripts/chromium.ts) and a throw-away data directory.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findChromium, findHeadlessShell } from './chromium';
import { freePort } from './free-port';
import { openDatabase } from '../src/server/db/client';

if (!existsSync('.next/BUILD_ID')) {
  console.error('No production build found: run `npm run build` first (npm test does it for you).');
  process.exit(1);
}

const chromium = findChromium();
const shell = findHeadlessShell();
if (!chromium) {
  console.error('No Chromium found: run `npm run test:setup` (npm test does it for you), or set CHROMIUM_PATH.');
  process.exit(1);
}
const port = process.env.E2E_PORT ?? String(await freePort());
const dataDir = mkdtempSync(join(tmpdir(), 'site-e2e-'));
// An embedded database migrated once for the run: the test server's, and each one a spec starts (serve-build.ts).
const template = mkdtempSync(join(tmpdir(), 'site-e2e-template-'));
await (await openDatabase({ dataDir: template })).close();
const pgliteTemplate = join(template, 'pglite');
cpSync(pgliteTemplate, join(dataDir, 'pglite'), { recursive: true });

const child = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: {
    ...process.env,
    CHROMIUM_PATH: chromium,
    E2E_SHELL_PATH: shell,
    E2E_PORT: port,
    E2E_DATA_DIR: dataDir,
    PGLITE_TEMPLATE_DIR: pgliteTemplate,
    NEXT_TELEMETRY_DISABLED: '1',
  },
});
child.on('exit', (code, signal) => {
  for (const dir of [dataDir, template]) rmSync(dir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
