// `npm run test:setup`: installs, once, the system packages the tests need, and nothing when they are there; `npm test`
// runs it first and so does .ci/run. Chromium and its headless shell (Playwright drives the shell, the benchmarks the
// browser; scripts/chromium.ts), Caddy (the proxy's end-to-end
// tests and its Caddyfile check), systemd's tools (the service unit's check), jemalloc (the unit's allocator). Tests only find them (requireCommand).
import { existsSync } from 'node:fs';
import { JEMALLOC, aptInstall, onPath } from './debian-package';
import { chromiumPackage, findChromium, headlessShellPackage } from './chromium';

const needed = [
  ...(findChromium() ? [] : [chromiumPackage]),
  ...[
    { command: 'chromium-headless-shell', pkg: headlessShellPackage },
    { command: 'caddy', pkg: 'caddy' },
    { command: 'systemd-analyze', pkg: 'systemd' },
  ]
    .filter(({ command }) => !onPath(command))
    .map(({ pkg }) => pkg),
  ...(existsSync(JEMALLOC.path) ? [] : [JEMALLOC.pkg]),
];
if (needed.length && !aptInstall(...needed)) {
  console.error(
    `The tests need Debian’s ${needed.join(', ')}: install them (apt-get install -y ${needed.join(' ')}), as root.`,
  );
  process.exit(1);
}
console.log(
  needed.length
    ? `Installed: ${needed.join(', ')}.`
    : 'The system packages the tests need are there (Chromium and its headless shell, Caddy, systemd-analyze, jemalloc).',
);
