// A steady mix of traffic against the production build for a long while, to see what time does to it: errors,
// latency per kind, the server's memory and the mail backlog. A benchmark, not a test.
//   npm run bench:soak                        10 minutes at 20 requests/s on PGlite
//   npm run bench:soak -- --minutes 2 --rate 40 --postgres
// Mix: 70 % page views, 15 % visitor requests (quotes and contacts), 15 % back-office reads (list pages and CSV).
// Mails go to a real SMTP server in this process, so the outbox drains as in production.
// /metrics is scraped every 5 s, as Prometheus would; at the end the scraped figures (requests by route family and
// status class, leads by kind, mails sent, 5xx answers) are compared with the benchmark's own counts since the first
// scrape. The run fails (exit 1) on an error, on memory growth over 10 %, on a failed scrape or on a figure that differs.
import { readFileSync } from 'node:fs';
import { allRoutes } from '../src/lib/routes';
import { adminTabs } from '../src/content/admin';
import { requestableServices } from '../src/content/requests';
import { buildIfNeeded, freshPostgres, serveBuild } from './serve-build';
import { routeFamily } from '../src/server/metrics';
import { flag, numberOption } from './options';
import { benchAdminCookie } from './staff-sign-in';

const minutes = numberOption('minutes', 10);
const rate = numberOption('rate', 20);
const usePostgres = flag('postgres');
const warmupMs = Math.min(60_000, (minutes * 60_000) / 5);

buildIfNeeded();
const { SMTPServer } = await import('smtp-server');
let mailsReceived = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    stream.resume();
    stream.on('end', () => {
      mailsReceived += 1;
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = (smtp.server.address() as { port: number }).port;

const postgres = usePostgres ? await freshPostgres() : undefined;
const server = await serveBuild({
  env: {
    // Explicit bench setting: one address sends everything, so the per-IP limit is lifted for this run only.
    REQUEST_RATE_LIMIT: '1000000000/600',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  },
});

const cookie = await benchAdminCookie(server, 'soak', postgres?.url);

const rssKb = () =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? Number.NaN);

type Kind = 'page' | 'request' | 'back-office';
let sequence = 0;
const publicRoutes = allRoutes.filter((route) => route !== '/admin' && route !== '/auth');
const tabs = Object.values(adminTabs).map((tab) => tab.slug);
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

type Sent = { kind: Kind; path: string; lead?: 'quote' | 'contact'; send: () => Promise<Response> };

function nextRequest(): Sent {
  sequence += 1;
  const roll = Math.random();
  if (roll < 0.7) {
    const path = pick(publicRoutes);
    return { kind: 'page', path, send: () => fetch(`${server.baseUrl}${path}`) };
  }
  if (roll < 0.85) {
    const email = `soak${sequence}@example.ci`;
    const [path, body] =
      sequence % 2
        ? [
            '/api/requests/quote',
            {
              name: 'Client Soak',
              email,
              phone: '0700000001',
              service: pick(requestableServices),
              source: '/services/climatisation · soak',
            },
          ]
        : [
            '/api/requests/contact',
            {
              name: 'Client Soak',
              email,
              message: 'Bonjour, une question sur vos services.',
              source: '/contact · soak',
            },
          ];
    return {
      kind: 'request',
      path,
      lead: sequence % 2 ? 'quote' : 'contact',
      send: () =>
        fetch(`${server.baseUrl}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
    };
  }
  const tab = pick(tabs);
  const page = sequence % 3 !== 0;
  const path = page ? `/admin?onglet=${tab}&q=soak` : `/api/admin/export?onglet=${tab}&q=soak`;
  return {
    kind: 'back-office',
    path,
    send: () => fetch(`${server.baseUrl}${path}`, { method: page ? 'GET' : 'POST', headers: { cookie } }),
  };
}

/** The sum of every series of `name` in a Prometheus text exposition whose labels include `labels`. */
function scraped(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    const match = /^([a-z_:][a-z0-9_:]*)(?:\{(.*)\})? (\S+)$/i.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) sum += Number(match[3]);
  }
  return sum;
}
const scrapeMetrics = async () => {
  const response = await fetch(`${server.baseUrl}/metrics`);
  if (!response.ok) throw new Error(`/metrics answered ${response.status}`);
  return response.text();
};

/** What the benchmark itself counted, to compare with what /metrics says. */
const answered = new Map<string, number>();
const leadsStored = { quote: 0, contact: 0 };
let scrapes = 0;
let scrapeErrors = 0;
const scrape = () =>
  scrapeMetrics()
    .then(() => {
      scrapes += 1;
    })
    .catch(() => {
      scrapeErrors += 1;
    });

const samples: Record<Kind, number[]> = { page: [], request: [], 'back-office': [] };
const errors: Record<Kind, number> = { page: 0, request: 0, 'back-office': 0 };
const rss: { at: number; kb: number }[] = [];
let inFlight = 0;
let maxInFlight = 0;

console.error(
  `Soaking for ${minutes} min at ${rate} requests/s (${usePostgres ? 'PostgreSQL' : 'PGlite'}), /metrics scraped every 5 s…`,
);
const baseline = await scrapeMetrics();
const mailsBefore = mailsReceived;
const scrapeTimer = setInterval(() => void scrape(), 5_000);
const started = Date.now();
const end = started + minutes * 60_000;
const pending = new Set<Promise<void>>();
const rssTimer = setInterval(() => rss.push({ at: Date.now() - started, kb: rssKb() }), 10_000);
rss.push({ at: 0, kb: rssKb() });
// Open loop: requests leave on the clock, whether or not the previous ones have been answered.
for (let tick = 0; Date.now() < end; tick += 1) {
  const due = started + (tick * 1000) / rate;
  const wait = due - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  const { kind, path, lead, send } = nextRequest();
  const sentAt = performance.now();
  inFlight += 1;
  maxInFlight = Math.max(maxInFlight, inFlight);
  const done = send()
    .then(async (response) => {
      await response.arrayBuffer();
      const key = `${routeFamily(path.split('?')[0]!)} ${Math.floor(response.status / 100)}xx`;
      answered.set(key, (answered.get(key) ?? 0) + 1);
      if (lead && response.ok) leadsStored[lead] += 1;
      if (!response.ok) errors[kind] += 1;
    })
    .catch(() => {
      errors[kind] += 1;
    })
    .finally(() => {
      inFlight -= 1;
      if (Date.now() - started >= warmupMs) samples[kind].push(performance.now() - sentAt);
      pending.delete(done);
    });
  pending.add(done);
}
await Promise.all(pending);
clearInterval(rssTimer);
rss.push({ at: Date.now() - started, kb: rssKb() });
await new Promise((resolve) => setTimeout(resolve, 20_000));
clearInterval(scrapeTimer);
const ready = (await (await fetch(`${server.baseUrl}/api/ready`)).json()) as {
  outbox?: { waiting?: number; oldestWaitingSeconds?: number | null };
};
// The last scrape, once every request has been answered and the outbox drained: each figure since the baseline.
const final = await scrapeMetrics();
const since = (name: string, labels: Record<string, string> = {}) =>
  scraped(final, name, labels) - scraped(baseline, name, labels);
const comparisons: { figure: string; bench: number; metrics: number }[] = [
  ...[...answered.entries()].sort().map(([key, n]) => {
    const [family, status] = key.split(' ') as [string, string];
    return {
      figure: `site_http_requests_total{family="${family}",status="${status}"}`,
      bench: n,
      metrics: since('site_http_requests_total', { family, status }),
    };
  }),
  {
    figure: 'site_http_requests_total{status="5xx"}',
    bench: [...answered].filter(([key]) => key.endsWith('5xx')).reduce((sum, [, n]) => sum + n, 0),
    metrics: since('site_http_requests_total', { status: '5xx' }),
  },
  {
    figure: 'site_leads_stored_total{kind="quote"}',
    bench: leadsStored.quote,
    metrics: since('site_leads_stored_total', { kind: 'quote' }),
  },
  {
    figure: 'site_leads_stored_total{kind="contact"}',
    bench: leadsStored.contact,
    metrics: since('site_leads_stored_total', { kind: 'contact' }),
  },
  { figure: 'site_mails_sent_total', bench: mailsReceived - mailsBefore, metrics: since('site_mails_sent_total') },
  // The scrapes the server counted before the last one: the baseline's and every 5 s one that was answered.
  {
    figure: 'site_http_requests_total{family="metrics"}',
    bench: 1 + scrapes,
    metrics: scraped(final, 'site_http_requests_total', { family: 'metrics', status: '2xx' }),
  },
];
const disagreements = comparisons.filter(({ bench, metrics }) => bench !== metrics);

await server.cleanup();
await postgres?.drop();
await new Promise<void>((resolve) => smtp.close(() => resolve()));

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
const median = (values: number[]) => quantile(values, 0.5);
const afterWarmup = rss.filter((sample) => sample.at >= warmupMs);
const rssStart = afterWarmup[0]?.kb ?? Number.NaN;
const rssEnd = rss.at(-1)?.kb ?? Number.NaN;
const mb = (kb: number) => (kb / 1024).toFixed(0);
const totalErrors = Object.values(errors).reduce((sum, n) => sum + n, 0);
const growth = ((rssEnd - rssStart) / rssStart) * 100;

const lines = [
  `bench:soak — ${usePostgres ? 'PostgreSQL' : 'PGlite'}, ${minutes} min at ${rate} requests/s (open loop), latencies after a ${warmupMs / 1000} s warm-up`,
  '| kind | requests | errors | p50 ms | p99 ms | max ms |',
  '|---|---:|---:|---:|---:|---:|',
  ...(Object.keys(samples) as Kind[]).map(
    (kind) =>
      `| ${kind} | ${samples[kind].length} | ${errors[kind]} | ${quantile(samples[kind], 0.5).toFixed(0)} | ${quantile(samples[kind], 0.99).toFixed(0)} | ${Math.max(...samples[kind]).toFixed(0)} |`,
  ),
  `errors        ${totalErrors} in all (non-2xx or no answer, warm-up included)`,
  `in flight     at most ${maxInFlight} requests at once`,
  `server RSS    ${mb(rss[0]!.kb)} MB at start, ${mb(rssStart)} MB after warm-up, ${mb(rssEnd)} MB at the end: ${growth >= 0 ? '+' : ''}${growth.toFixed(1)} % since warm-up (target ≤ 10 %)`,
  `RSS trend     median ${mb(median(afterWarmup.slice(0, afterWarmup.length >> 1).map(({ kb }) => kb)))} MB over the first half after warm-up, ${mb(median(afterWarmup.slice(afterWarmup.length >> 1).map(({ kb }) => kb)))} MB over the second (the end sample alone can land on a garbage-collection peak)`,
  `RSS samples   ${rss.map((sample) => `${Math.round(sample.at / 1000)}s:${mb(sample.kb)}`).join(' ')}`,
  `mails         ${mailsReceived} received by the SMTP server; outbox 20 s after the last request: ${ready.outbox?.waiting ?? '?'} waiting`,
  `/metrics      ${scrapes} scrapes every 5 s, ${scrapeErrors} failed; at the end: site_mails_waiting ${scraped(final, 'site_mails_waiting')}, RSS ${mb(scraped(final, 'process_resident_memory_bytes') / 1024)} MB, event-loop lag p99 ${(scraped(final, 'nodejs_eventloop_lag_p99_seconds') * 1000).toFixed(0)} ms`,
  `agreement     ${comparisons.length - disagreements.length} of ${comparisons.length} figures equal between the benchmark's counts and /metrics${disagreements.length ? ':' : ''}`,
  ...disagreements.map(({ figure, bench, metrics }) => `  ✗ ${figure}: bench ${bench}, /metrics ${metrics}`),
];
console.log(lines.join('\n'));
if (totalErrors > 0 || growth > 10 || scrapeErrors > 0 || disagreements.length > 0) process.exitCode = 1;
