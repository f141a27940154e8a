// Finds the system Chromium that Playwright and Lighthouse drive; never downloads a browser.
import { existsSync } from 'node:fs';
import { aptInstall } from './debian-package';

export const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Debian's package of the browser. */
export const chromiumPackage = 'chromium';

const candidates = () =>
  [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter((path): path is string =>
    Boolean(path),
  );

export function findChromium(): string | undefined {
  return candidates().find((path) => existsSync(path));
}

/**
 * Debian's package of Chromium's headless shell (the "old" headless mode, a browser without a window system), which
 * is what Playwright drives by default with its own builds. The end-to-end run uses it: on two cores it does the same
 * pages with about 30 % less CPU than the whole browser in its new headless mode (details and a11y: 173 s of CPU, not
 * 245 s; 2.0 min, not 2.5). Lighthouse, the benchmarks and the specs that need more (playwright.config.ts) keep the
 * whole browser, as a visitor's.
 */
export const headlessShellPackage = 'chromium-headless-shell';
const headlessShellPath = '/usr/lib/chromium/chromium-headless-shell';

/** The end-to-end run's headless shell (its E2E_SHELL_PATH), or the whole browser where the shell is missing. */
export function findHeadlessShell(): string | undefined {
  return existsSync(headlessShellPath) ? headlessShellPath : findChromium();
}

/** Returns the path of a usable Chromium, installing Debian's package when root, or exits with a clear message. */
export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  if (aptInstall(chromiumPackage)) {
    const installed = findChromium();
    if (installed) return installed;
  }
  console.error(
    'No Chromium found. Install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  );
  process.exit(1);
}
