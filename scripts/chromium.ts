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
  [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter((path): path is string => Boolean(path));

export function findChromium(): string | undefined {
  return candidates().find((path) => existsSync(path));
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
