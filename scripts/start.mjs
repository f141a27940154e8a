// `npm start`: serves the existing build, and builds first only when there is none, so that `npm install && npm start`
// serves a fresh clone and a restart starts in seconds. After an upgrade, `npm run build`, then restart.
// Plain JavaScript, run by Node alone: the server it starts is the compiled one (src/server/build-output.ts).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const entry = resolve('.next/site/server.mjs');
if (!existsSync('.next/BUILD_ID') || !existsSync(entry)) {
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
await import(pathToFileURL(entry).href);
