// How soon a tap works on a phone's first visit: the menu, and the quote and consultation buttons.
// A benchmark, not a test. Prints its tables; bench/first-tap.md is written by hand from them.
//   npm run bench:first-tap                                   slow 4G (5 runs) then 2G (3 runs), DEFER_SCRIPTS on and off
//   npm run bench:first-tap -- --defer on|off|both --runs 5 --runs-2g 3 --profiles 4g,2g --timeout 40000 --build
//
// Each sample is one fresh browser context (empty cache, no cookie), throttled like Lighthouse's slow-4G phone (or 2G),
// that loads the route and, from its first contentful paint on, taps one target every 100 ms until a tap works:
//   - the menu: the tap opened it (a popover or details open, or its button's aria-expanded true);
//   - the quote / consultation button: its dialog started opening (aria-expanded true, or a dialog shown), or the
//     browser started navigating to the request page (/demande/...).
// Reported per target: the time of the first tap that worked, after first paint, and when the menu or form was
// actually on screen (the dialog visible, or the request page's first paint), after first paint.
import { chromium, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { performance } from 'node:perf_hooks';
import { chromiumFlags, ensureChromium } from './chromium';
import { buildIfNeeded, serveBuild } from './serve-build';
import { flag, numberOption, option } from './options';
import { menuText } from '../src/content/layout';
import { homeText } from '../src/content/home';
import { contactText } from '../src/content/contact';
import { EXPERT_ACTION, QUOTE_ACTION, solutionActions } from '../src/content/page-actions';
import { solutionDetails } from '../src/content/details';

type Profile = {
  name: string;
  label: string;
  latencyMs: number;
  downKbps: number;
  upKbps: number;
  cpu: number;
  runs: number;
};

// Lighthouse's slow-4G phone (its nominal figures; DevTools throttling applies them per request) and a 2G/EDGE line.
const profiles: Record<string, Profile> = {
  '4g': {
    name: '4g',
    label: 'slow 4G (1.6 Mbps down, 750 kbps up, 150 ms RTT, CPU 4×)',
    latencyMs: 150,
    downKbps: 1638.4,
    upKbps: 750,
    cpu: 4,
    runs: numberOption('runs', 5),
  },
  '2g': {
    name: '2g',
    label: '2G (250 kbps down and up, 800 ms RTT, CPU 4×)',
    latencyMs: 800,
    downKbps: 250,
    upKbps: 250,
    cpu: 4,
    runs: numberOption('runs-2g', 3),
  },
};
/** Lighthouse's moto g power. */
const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

type Target = { kind: 'menu' | 'quote' | 'consultation'; name: string };

/** The first button of a page's content that opens `dialog`: the label the page shows, read from content/. */
function firstAction(value: unknown, dialog: 'quote' | 'consultation'): string {
  const found: string[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      const record = node as Record<string, unknown>;
      if (record.dialog === dialog && typeof record.label === 'string') found.push(record.label);
      Object.values(record).forEach(walk);
    }
  };
  walk(value);
  if (!found[0]) throw new Error(`no ${dialog} button in the page's content`);
  return found[0];
}

const solution = 'consultation-technique' as const;
/** The buttons tapped on each route, by their visible name (a link to /demande/… that opens a dialog once the scripts are there). */
const allRoutes: { path: string; targets: Target[] }[] = [
  {
    path: '/',
    targets: [
      { kind: 'menu', name: menuText.open },
      { kind: 'consultation', name: homeText.consultation },
    ],
  },
  {
    path: '/contact',
    targets: [
      { kind: 'menu', name: menuText.open },
      { kind: 'quote', name: contactText.expressQuote },
      { kind: 'consultation', name: contactText.urgentConsultation },
    ],
  },
  {
    path: '/services/climatisation',
    targets: [
      { kind: 'menu', name: menuText.open },
      { kind: 'quote', name: QUOTE_ACTION },
      { kind: 'consultation', name: EXPERT_ACTION },
    ],
  },
  {
    path: `/solutions/${solution}`,
    targets: [
      { kind: 'menu', name: menuText.open },
      { kind: 'quote', name: firstAction(solutionDetails[solution], 'quote') },
      { kind: 'consultation', name: firstAction(solutionActions[solution], 'consultation') },
    ],
  },
];

// --routes /,/contact: some of them only.
const chosenRoutes = option('routes', '');
const routes = chosenRoutes ? allRoutes.filter((route) => chosenRoutes.split(',').includes(route.path)) : allRoutes;
const deferChoice = option('defer', 'both');
const modes = deferChoice === 'both' ? ['on', 'off'] : [deferChoice];
const chosenProfiles = option('profiles', '4g,2g')
  .split(',')
  .map((name) => profiles[name.trim()])
  .filter((profile): profile is Profile => Boolean(profile));
const timeoutMs = numberOption('timeout', 40_000);
const TAP_EVERY_MS = 100;
const PAINT_TIMEOUT_MS = 60_000;

/** `taps`: how many taps were made; `state`: the page when none worked (STATE). */
type Sample = { paint: number; tap: number; open: number; how: string; taps: number; state?: string };
const median = (values: number[]) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : Number.NaN;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function throttle(cdp: CDPSession, profile: Profile) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: (profile.downKbps * 1024) / 8,
    uploadThroughput: (profile.upKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  await cdp.send('Page.enable');
  await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
}

// The functions run in the page are plain strings: tsx would wrap named inner functions in a helper the page lacks.
const inPage = <T>(page: Page, source: string, argument: unknown) =>
  page.evaluate(`(${source})(${JSON.stringify(argument)})`) as Promise<T>;

/** Finds the target, brings it to the middle of the screen and gives the point to tap, or null while it is not there. */
const LOCATE = `({ kind, name }) => {
  const candidates = kind === 'menu'
    ? [...document.querySelectorAll('header button[aria-label="' + name + '"], header summary[aria-label="' + name + '"]')]
    : [...document.querySelectorAll('main a, main button')].filter((element) => (element.textContent || '').replace(/\\s+/g, ' ').trim() === name);
  const element = candidates.find((candidate) => candidate.getBoundingClientRect().width > 0);
  if (!element) return null;
  window.__benchTarget = element;
  element.scrollIntoView({ block: 'center', behavior: 'instant' });
  const rect = element.getBoundingClientRect();
  return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
}`;
const locate = (page: Page, target: Target) => inPage<{ x: number; y: number } | null>(page, LOCATE, target);

/** Whether a tap has worked: the target says it is expanded, a popover, details or dialog is open. */
const WORKED = `(kind) => {
  const target = window.__benchTarget;
  if (target && target.getAttribute('aria-expanded') === 'true') return true;
  if (kind === 'menu' && target) {
    const panelId = target.getAttribute('popovertarget') || target.getAttribute('aria-controls');
    const panel = panelId ? document.getElementById(panelId) : null;
    try {
      if (panel && panel.matches(':popover-open')) return true;
    } catch (error) {}
    const details = target.closest('details');
    if (details && details.open) return true;
  }
  return [...document.querySelectorAll('[role="dialog"], dialog[open]')].some((dialog) => dialog.getBoundingClientRect().width > 0);
}`;
const worked = (page: Page, kind: Target['kind']) => inPage<boolean>(page, WORKED, kind);

/** Whether the menu or a request dialog is on screen. */
const SHOWN = `() => [...document.querySelectorAll('[role="dialog"], dialog[open]')].some((dialog) => {
  const rect = dialog.getBoundingClientRect();
  const style = getComputedStyle(dialog);
  return rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden' && Number(style.opacity) > 0.5;
})`;
const shown = (page: Page) => inPage<boolean>(page, SHOWN, null);

/** The request page is on screen: its first contentful paint is done. */
const REQUEST_PAGE_PAINTED = `() => location.pathname.startsWith('/demande') && performance.getEntriesByName('first-contentful-paint').length > 0`;

/** What the page looks like when no tap worked: where the target is, what is on top of it, whether React is there. */
const STATE = `() => {
  const target = window.__benchTarget;
  const rect = target ? target.getBoundingClientRect() : null;
  const top = rect ? document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2) : null;
  const describe = (element) => element ? element.tagName.toLowerCase() + (element.id ? '#' + element.id : '') + '.' + String(element.className).split(' ').slice(0, 3).join('.') : 'none';
  return JSON.stringify({
    url: location.pathname + location.search,
    ready: document.readyState,
    connected: target ? target.isConnected : null,
    target: target ? target.outerHTML.slice(0, 240) : null,
    onTop: describe(top),
    topIsTarget: Boolean(top && target && (top === target || target.contains(top))),
    bodyPointerEvents: getComputedStyle(document.body).pointerEvents,
    dialogs: document.querySelectorAll('[role="dialog"], dialog[open]').length,
    react: Boolean(target && Object.keys(target).some((key) => key.startsWith('__reactFiber'))),
  });
}`;

async function sample(context: BrowserContext, url: string, target: Target, profile: Profile): Promise<Sample> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await throttle(cdp, profile);
  let documentStart = Number.NaN;
  let paintAt = Number.NaN; // node clock
  let paintMs = Number.NaN; // browser clock, after the document request
  let navigatedAt = Number.NaN;
  let requestPaintAt = Number.NaN;
  let paintResolve: () => void = () => {};
  const painted = new Promise<void>((resolve) => (paintResolve = resolve));
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type !== 'Document') return;
    if (Number.isNaN(documentStart)) documentStart = event.timestamp;
    else if (Number.isNaN(navigatedAt) && new URL(event.request.url).pathname.startsWith('/demande'))
      navigatedAt = performance.now();
  });
  // A navigation committed to a request page, as Playwright sees it. DevTools' Network events miss it when Chromium
  // had already fetched the page on the touch (its own preloading on pointer down): no request, the page just commits.
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame() || Number.isNaN(documentStart) || !Number.isNaN(navigatedAt)) return;
    if (new URL(frame.url()).pathname.startsWith('/demande')) navigatedAt = performance.now();
  });
  cdp.on('Page.lifecycleEvent', (event) => {
    if (event.name !== 'firstContentfulPaint') return;
    if (Number.isNaN(paintAt)) {
      paintAt = performance.now();
      paintMs = (event.timestamp - documentStart) * 1000;
      paintResolve();
    } else if (!Number.isNaN(navigatedAt) && Number.isNaN(requestPaintAt)) requestPaintAt = performance.now();
  });
  // The first paint is waited for longer than a tap (--timeout bounds the taps): a slow load is measured, not lost.
  void page.goto(url, { waitUntil: 'commit', timeout: PAINT_TIMEOUT_MS }).catch(() => {});
  await Promise.race([painted, sleep(PAINT_TIMEOUT_MS)]);
  if (Number.isNaN(paintAt)) {
    // Said, with what the page and the server were doing, and left out of the figures (NaN), rather than ending the run.
    const inBrowser = await page
      .evaluate(() => `${location.href} ${document.readyState}, ${document.body?.innerText.length ?? 0} characters`)
      .catch((error: Error) => error.message);
    const started = performance.now();
    const direct = await fetch(url).then(
      (response) => `${response.status} in ${Math.round(performance.now() - started)} ms`,
      (error: Error) => error.message,
    );
    await page.close();
    return {
      paint: Number.NaN,
      tap: Number.NaN,
      open: Number.NaN,
      how: 'none',
      taps: 0,
      state: `no first paint in ${PAINT_TIMEOUT_MS} ms; the page: ${inBrowser}; the server, asked directly: ${direct}`,
    };
  }

  const since = () => performance.now() - paintAt;
  let tapAt = Number.NaN;
  let how = '';
  let taps = 0;
  let firstTapAt = Number.NaN;
  while (since() < timeoutMs) {
    const at = since();
    // A navigation that commits late (after the tap's 100 ms, during a later look at the page): the first tap did it.
    if (!Number.isNaN(navigatedAt) && taps > 0) {
      tapAt = firstTapAt;
      how = 'page';
      break;
    }
    const point = await locate(page, target).catch(() => null);
    if (point) {
      await page.touchscreen.tap(point.x, point.y).catch(() => {});
      if (taps === 0) firstTapAt = at;
      taps += 1;
      const next = at + TAP_EVERY_MS;
      while (since() < next && Number.isNaN(navigatedAt)) await sleep(10);
      if (!Number.isNaN(navigatedAt)) {
        tapAt = at;
        how = 'page';
        break;
      }
      if (await worked(page, target.kind).catch(() => false)) {
        tapAt = at;
        how = target.kind === 'menu' ? 'menu' : 'dialog';
        break;
      }
    } else {
      await sleep(TAP_EVERY_MS);
    }
  }
  let openAt = Number.NaN;
  while (Number.isFinite(tapAt) && since() < timeoutMs) {
    if (how === 'page') {
      if (!Number.isNaN(requestPaintAt)) {
        openAt = requestPaintAt - paintAt;
        break;
      }
      // The request page's first paint, read from the page when DevTools did not report it.
      if (await inPage<boolean>(page, REQUEST_PAGE_PAINTED, null).catch(() => false)) {
        openAt = since();
        break;
      }
    } else if (await shown(page).catch(() => false)) {
      openAt = since();
      break;
    }
    await sleep(20);
  }
  // A tap that never worked: what the page was like, to tell why.
  const state = Number.isFinite(tapAt)
    ? undefined
    : await inPage<string>(page, STATE, null).catch((error: Error) => `unreadable: ${error.message}`);
  await page.close();
  return { paint: paintMs, tap: tapAt, open: openAt, how: how || 'none', taps, state };
}

const started = performance.now();
buildIfNeeded({ force: flag('build') });
const chromePath = ensureChromium();
const servers = Object.fromEntries(
  await Promise.all(
    modes.map(async (mode) => [mode, await serveBuild({ env: { DEFER_SCRIPTS: mode === 'on' ? '1' : '0' } })] as const),
  ),
);
const browser = await chromium.launch({
  executablePath: chromePath,
  args: chromiumFlags.filter((arg) => arg !== '--headless=new'),
});

type Key = string;
const results = new Map<Key, Sample[]>();
const key = (profile: string, mode: string, path: string, kind: string) => `${profile}|${mode}|${path}|${kind}`;
try {
  for (const profile of chosenProfiles) {
    // A throwaway load first: a browser's first page is slower than the next ones.
    const warm = await browser.newContext(phone);
    await sample(warm, servers[modes[0]!]!.baseUrl + '/', routes[0]!.targets[0]!, profile).catch(() => undefined);
    await warm.close();
    for (let run = 0; run < profile.runs; run += 1) {
      for (const route of routes) {
        for (const target of route.targets) {
          // The modes alternate inside each run, so that the machine's noise falls on both alike.
          for (const mode of modes) {
            const context = await browser.newContext(phone);
            try {
              const result = await sample(context, servers[mode]!.baseUrl + route.path, target, profile);
              const list = results.get(key(profile.name, mode, route.path, target.kind)) ?? [];
              list.push(result);
              results.set(key(profile.name, mode, route.path, target.kind), list);
              console.error(
                `${profile.name} run ${run + 1} defer ${mode} ${route.path} ${target.kind}: paint ${Math.round(result.paint)} ms, tap worked +${Math.round(result.tap)} ms (${result.how}), shown +${Math.round(result.open)} ms${result.state ? `; ${result.taps} taps, none worked: ${result.state}` : ''}`,
              );
            } finally {
              await context.close();
            }
          }
        }
      }
    }
  }
} finally {
  await browser.close();
  await Promise.all(Object.values(servers).map((server) => server.cleanup()));
}

const ms = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : '—');
const spread = (values: number[]) => {
  const finite = values.filter((value) => Number.isFinite(value)).map(Math.round);
  const lost = values.length - finite.length;
  const range = finite.length > 1 ? ` (${Math.min(...finite)}–${Math.max(...finite)})` : '';
  return `${ms(median(values))}${range}${lost ? `, ${lost} lost` : ''}`;
};
const lines: string[] = [];
for (const profile of chosenProfiles) {
  lines.push(`## ${profile.label}, median of ${profile.runs}`, '');
  lines.push(
    '| route | DEFER_SCRIPTS | first paint (ms) | menu: first tap that works | menu shown | quote: first tap that works | quote: form shown | consultation: first tap that works | consultation: form shown |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|',
  );
  for (const route of routes) {
    for (const mode of modes) {
      const get = (kind: string) => results.get(key(profile.name, mode, route.path, kind)) ?? [];
      const all = route.targets.flatMap((target) => get(target.kind));
      const cell = (kind: string, field: 'tap' | 'open') => {
        const list = get(kind);
        if (!list.length) return 'no such button';
        const hows = [...new Set(list.map((item) => item.how).filter((how) => how !== 'none'))];
        return `${spread(list.map((item) => item[field]))}${field === 'tap' && kind !== 'menu' && hows.length ? ` ${hows.join('/')}` : ''}`;
      };
      lines.push(
        `| ${route.path} | ${mode} | ${spread(all.map((item) => item.paint))} | ${cell('menu', 'tap')} | ${cell('menu', 'open')} | ${cell('quote', 'tap')} | ${cell('quote', 'open')} | ${cell('consultation', 'tap')} | ${cell('consultation', 'open')} |`,
      );
    }
  }
  lines.push('');
}
lines.push(
  'Times of taps and of "shown" are in ms after the first contentful paint; first paint is after the document request.',
  '"lost" = no tap worked within the timeout. "dialog" = the tap opened a dialog on the page, "page" = it navigated to the request page.',
  `Run time: ${Math.round((performance.now() - started) / 60_000)} min.`,
);
console.log(lines.join('\n'));
