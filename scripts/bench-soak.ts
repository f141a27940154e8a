// A steady mix of traffic against the production build for a long while, to see what time does to it: errors,
// latency per kind, the server's memory and the mail backlog. A benchmark, not a test.
//   npm run bench:soak                        10 minutes at 20 requests/s on PGlite
//   npm run bench:soak -- --minutes 2 --rate 40 --postgres
// Mix: 70 % page views, 15 % visitor requests (quotes and contacts), 15 % back-office reads (list pages and CSV).
// Mails go to a real SMTP server in this process, so the outbox drains as in production.
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { allRoutes } from '../src/lib/routes';
import { adminTabs } from '../src/content/admin';
import { requestableServices } from '../src/content/requests';
import { buildIfNeeded, freshPostgres, serveBuild } from './serve-build';
import { flag, numberOption } from './options';
import { authenticatorOf, signInStaff } from './staff-sign-in';

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

const admin = { email: 'soak@example.ci', password: 'soak-password-1' };
// The password on standard input: `create` never takes it from its command line.
const created = execFileSync('node', ['--import', 'tsx', 'scripts/admin.ts', 'create', admin.email], {
  input: `${admin.password}\n`,
  env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: postgres?.url ?? '' },
  encoding: 'utf8',
});
const cookie = await signInStaff(server.baseUrl, { ...admin, secret: authenticatorOf(created) });

const rssKb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? Number.NaN);

type Kind = 'page' | 'request' | 'back-office';
let sequence = 0;
const publicRoutes = allRoutes.filter((route) => route !== '/admin' && route !== '/auth');
const tabs = Object.values(adminTabs).map((tab) => tab.slug);
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

function nextRequest(): { kind: Kind; send: () => Promise<Response> } {
  sequence += 1;
  const roll = Math.random();
  if (roll < 0.7) return { kind: 'page', send: () => fetch(`${server.baseUrl}${pick(publicRoutes)}`) };
  if (roll < 0.85) {
    const email = `soak${sequence}@example.ci`;
    const [path, body] =
      sequence % 2
        ? ['/api/requests/quote', { name: 'Client Soak', email, phone: '0700000001', service: pick(requestableServices), source: '/services/climatisation · soak' }]
        : ['/api/requests/contact', { name: 'Client Soak', email, message: 'Bonjour, une question sur vos services.', source: '/contact · soak' }];
    return {
      kind: 'request',
      send: () => fetch(`${server.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    };
  }
  const tab = pick(tabs);
  const path = sequence % 3 ? `/admin?onglet=${tab}&q=soak` : `/api/admin/export?onglet=${tab}&q=soak`;
  return { kind: 'back-office', send: () => fetch(`${server.baseUrl}${path}`, { headers: { cookie } }) };
}

const samples: Record<Kind, number[]> = { page: [], request: [], 'back-office': [] };
const errors: Record<Kind, number> = { page: 0, request: 0, 'back-office': 0 };
const rss: { at: number; kb: number }[] = [];
let inFlight = 0;
let maxInFlight = 0;

console.error(`Soaking for ${minutes} min at ${rate} requests/s (${usePostgres ? 'PostgreSQL' : 'PGlite'})…`);
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
  const { kind, send } = nextRequest();
  const sentAt = performance.now();
  inFlight += 1;
  maxInFlight = Math.max(maxInFlight, inFlight);
  const done = send()
    .then(async (response) => {
      await response.arrayBuffer();
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
const ready = (await (await fetch(`${server.baseUrl}/api/ready`)).json()) as { outbox?: { waiting?: number; oldestWaitingSeconds?: number | null } };

await server.cleanup();
await postgres?.drop();
await new Promise<void>((resolve) => smtp.close(() => resolve()));

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
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
  `RSS samples   ${rss.map((sample) => `${Math.round(sample.at / 1000)}s:${mb(sample.kb)}`).join(' ')}`,
  `mails         ${mailsReceived} received by the SMTP server; outbox 20 s after the last request: ${ready.outbox?.waiting ?? '?'} waiting`,
];
console.log(lines.join('\n'));
if (totalErrors > 0 || growth > 10) process.exitCode = 1;
