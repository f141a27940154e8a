// Lighthouse 12 (mobile preset) on every route of the production build, 3 runs each.
// Prints the medians and writes them to bench/pages.md. A benchmark, not a test.
//   npm run bench:pages                 every route, 3 runs
//   npm run bench:pages -- --runs 1 / /blog   chosen routes and run count
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { illustrateContent } from './illustrated-content';
import { cpus, tmpdir } from 'node:os';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumFlags, ensureChromium } from './chromium';
import { buildFloorIfNeeded, buildIfNeeded, floorApp, serveBuild } from './serve-build';
import { allRoutes, privateRoutes } from '../src/lib/routes';
import { requestPageKinds, requestPagePath } from '../src/content/request-links';
import { CONSENT_COOKIE, refuseAll, serializeConsent } from '../src/lib/consent';
import { scriptGzipBytes } from '../tests/support/page-weight';

const args = process.argv.slice(2);
const runsFlag = args.indexOf('--runs');
const runs = runsFlag >= 0 ? Number(args.splice(runsFlag, 2)[1]) : 3;
const rebuild = args.includes('--build');
// --consent: a returning visitor who has answered the cookie banner (by default Lighthouse is a first visit, banner showing).
const consent = args.includes('--consent');
const chosen = args.filter((arg) => arg.startsWith('/'));
// DEFER_SCRIPTS=0 (the comparison without the deferred scripts) prints its table but never replaces bench/pages.md.
const deferOff = process.env.DEFER_SCRIPTS === '0';

// The first article gets a cover image, the clients and partners their logos, the leaders their photos (issue 33): an
// illustrated article and the showcase's pages as editors make them are measured with the rest.
const dataDir = mkdtempSync(join(tmpdir(), 'site-bench-'));
const illustrated = await illustrateContent(dataDir);
// Every page of the site, the request pages a request button leads to (not in the sitemap, but landed on), and the
// illustrated article.
const routes = chosen.length ? chosen : [...allRoutes, ...requestPageKinds.map(requestPagePath), illustrated];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

buildIfNeeded({ force: rebuild });
buildFloorIfNeeded({ force: rebuild });
const chromePath = ensureChromium();
const server = await serveBuild({ dataDir });
// The framework's floor, measured in the same sitting as the routes: TBT on these 2-core machines depends on the CPU
// and on what else runs, so a route's figures mean something only beside what Next costs a page with nothing in it.
const floor = await serveBuild({ app: floorApp });
const FLOOR = `floor (${floorApp})`;
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: chromiumFlags });

// With --consent, Lighthouse drives a page whose browser holds the consent cookie. The cookie must be in the jar, not
// only in a request header: the layout's inline script reads document.cookie. Lighthouse then keeps storage (or it
// would clear the cookie), and the HTTP cache is emptied here before each run instead.
const consentPage = consent
  ? await (await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })).newPage()
  : undefined;
await consentPage?.setCookie({
  name: CONSENT_COOKIE,
  value: encodeURIComponent(serializeConsent(refuseAll)),
  url: server.baseUrl,
});

type Sample = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  totalBytes: number;
  mainCpu: number;
};
type Row = Sample & { route: string; jsGzip: number; lcpRange: string; tbtRange: string; mainCpuRange: string };

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
};
/**
 * The CPU time (not the wall time) of the page's main thread from its first contentful paint on, in ms: the work TBT
 * is made of, without the time the thread waited for a core. On 2 cores a task's wall time is often several times its
 * CPU time, and lantern multiplies the wall time by 4, so this is the figure that compares code, and TBT the one that
 * compares with the target.
 */
function mainThreadCpuAfterPaint(events: TraceEvent[]) {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  const thread =
    paint &&
    events.find(
      (event) => event.name === 'thread_name' && event.pid === paint.pid && event.args?.name === 'CrRendererMain',
    );
  if (!paint || !thread) return Number.NaN;
  const tasks = events.filter(
    (event) =>
      event.name === 'RunTask' &&
      event.ph === 'X' &&
      event.pid === thread.pid &&
      event.tid === thread.tid &&
      event.ts >= paint.ts,
  );
  return tasks.reduce((sum, task) => sum + (task.tdur ?? 0), 0) / 1000;
}
const rows: Row[] = [];
// Lighthouse's measure of this machine's CPU (higher is faster), once per run: TBT scales with it, so sittings on
// different machines compare only beside it.
const benchmarkIndexes: number[] = [];
let browser = '';
try {
  // A browser's first Lighthouse run is slower than the next ones, whatever the page: one run is thrown away.
  await lighthouse(`${floor.baseUrl}/`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  for (const route of [FLOOR, ...routes]) {
    const isFloor = route === FLOOR;
    const samples: Sample[] = [];
    for (let run = 0; run < runs; run += 1) {
      if (consentPage) {
        const cdp = await consentPage.createCDPSession();
        await cdp.send('Network.clearBrowserCache');
        await cdp.detach();
      }
      const result = await lighthouse(
        isFloor ? `${floor.baseUrl}/` : server.baseUrl + route,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          disableStorageReset: consent,
          // robots.txt keeps the private routes out of search engines on purpose, so the audit that checks a page can be
          // indexed would fail there by design. It is skipped on those routes only; tests/e2e/seo.spec.ts checks the Disallow.
          skipAudits: privateRoutes.includes(route) ? ['is-crawlable'] : undefined,
        },
        undefined,
        consentPage,
      );
      if (
        consentPage &&
        (await consentPage.evaluate(() => document.documentElement.hasAttribute('data-cookie-banner')))
      ) {
        throw new Error('--consent: the cookie banner showed; the consent cookie did not reach the page');
      }
      if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
      const { categories, audits } = result.lhr;
      const score = (id: string) => (categories[id]?.score ?? 0) * 100;
      const value = (id: string) => {
        const numeric = audits[id]?.numericValue;
        // Lighthouse sometimes gives an audit no value (its own error, e.g. no LCP in the trace): said, and left out.
        if (numeric === undefined)
          console.warn(`${route}, run ${run + 1}: ${id} has no value (${audits[id]?.errorMessage ?? 'no such audit'})`);
        return numeric ?? Number.NaN;
      };
      samples.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcp: value('largest-contentful-paint'),
        tbt: value('total-blocking-time'),
        cls: value('cumulative-layout-shift'),
        totalBytes: value('total-byte-weight'),
        mainCpu: mainThreadCpuAfterPaint(
          (result.artifacts.Trace as unknown as { traceEvents: TraceEvent[] }).traceEvents,
        ),
      });
      benchmarkIndexes.push(result.lhr.environment.benchmarkIndex);
      browser = result.lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? browser;
    }
    // A run whose audit has no value is left out of that column (and counted beside its spread).
    const measured = (key: keyof Sample) => samples.map((sample) => sample[key]).filter(Number.isFinite);
    const pick = (key: keyof Sample) => median(measured(key));
    // The spread beside the median: these machines are noisy, and one run in three can be far from the others.
    const range = (key: keyof Sample) => {
      const values = measured(key).map(Math.round);
      const missing = runs - values.length ? `, ${runs - values.length} run(s) without a value` : '';
      return runs > 1 && values.length ? ` (${Math.min(...values)}–${Math.max(...values)}${missing})` : missing;
    };
    const row = {
      route,
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      seo: pick('seo'),
      lcp: pick('lcp'),
      tbt: pick('tbt'),
      cls: pick('cls'),
      lcpRange: range('lcp'),
      tbtRange: range('tbt'),
      mainCpu: pick('mainCpu'),
      mainCpuRange: range('mainCpu'),
      jsGzip: await scriptGzipBytes(isFloor ? floor.baseUrl : server.baseUrl, isFloor ? '/' : route),
      totalBytes: pick('totalBytes'),
    };
    rows.push(row);
    console.error(
      `${route}: perf ${row.performance}, a11y ${row.accessibility}, bp ${row.bestPractices}, seo ${row.seo}`,
    );
  }
} finally {
  await chrome.kill();
  await server.cleanup();
  await floor.cleanup();
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const lines = [
  `# bench:pages`,
  '',
  `Lighthouse 12 mobile preset, median of ${runs} run(s) per route, production build, ${new Date().toISOString().slice(0, 10)}.`,
  'JS = gzip size of the scripts referenced by the HTML; total = transfer size Lighthouse measured.',
  deferOff
    ? 'DEFER_SCRIPTS=0: the scripts start alongside the HTML.'
    : 'Scripts start after the first paint (src/server/deferred-scripts.ts), compile hints on (scripts/compile-hints.ts), build assets brotli-compressed at build time and served from memory (src/server/static-assets.ts).',
  `Machine: Lighthouse benchmarkIndex median ${Math.round(median(benchmarkIndexes))} (${Math.round(Math.min(...benchmarkIndexes))}–${Math.round(Math.max(...benchmarkIndexes))}), ${browser}, ${cpus().length} cores.`,
  `SEO on ${privateRoutes.join(' and ')}: without the \`is-crawlable\` audit, which fails there by design (robots.txt disallows them).`,
  '',
  `The first row is the framework's floor, measured in the same sitting: ${floorApp}, a static page of 50 paragraphs without a client component, built and served as the site is.`,
  "Main-thread CPU = CPU time of the page's main thread after its first contentful paint (TBT is made of its tasks' wall time, which waits for a core on 2 cores).",
  '',
  '| route | perf | a11y | best practices | SEO | LCP (ms), median (min–max) | TBT (ms), median (min–max) | main-thread CPU (ms), median (min–max) | CLS | JS gzip (KB) | total (KB) |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...rows.map(
    (r) =>
      `| ${r.route} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${Math.round(r.lcp)}${r.lcpRange} | ${Math.round(r.tbt)}${r.tbtRange} | ${Math.round(r.mainCpu)}${r.mainCpuRange} | ${r.cls.toFixed(3)} | ${kb(r.jsGzip)} | ${kb(r.totalBytes)} |`,
  ),
  '',
];
const table = lines.join('\n');
console.log(table);
if (!chosen.length && !consent && !deferOff) {
  mkdirSync('bench', { recursive: true });
  writeFileSync('bench/pages.md', table);
  console.error('Written to bench/pages.md');
}
