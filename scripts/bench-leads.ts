// Drives quote submissions over HTTP (the JSON transport the browser uses) against the production build, then
// counts the rows: every acknowledged request must be stored. Before that, the same route on the same server with its
// database write skipped (the x-bench-ceiling header, honoured because this run sets ALLOW_BENCH_CEILING=1) gives the
// framework's ceiling, and the ratio of the two is printed. A benchmark, not a test.
//   npm run bench:leads                    PGlite in a fresh data directory
//   npm run bench:leads -- --postgres      a fresh database on TEST_DATABASE_URL (or DATABASE_URL)
//   options: --duration 30 --connections 16 --ceiling-duration 10
import autocannon from 'autocannon';
import { count, like } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/server/db/client';
import { quotes } from '../src/server/db/schema';
import { buildIfNeeded, freshPostgres, serveBuild } from './serve-build';
import { flag, numberOption } from './options';

const duration = numberOption('duration', 30);
const connections = numberOption('connections', 16);
const ceilingDuration = numberOption('ceiling-duration', 10);
const usePostgres = flag('postgres');

buildIfNeeded();
const postgres = usePostgres ? await freshPostgres() : undefined;
const server = await serveBuild({
  env: {
    // Explicit bench setting: one address sends everything, so the per-IP limit is lifted for this run only.
    REQUEST_RATE_LIMIT: '1000000000/600',
    // Explicit bench setting: lets the ceiling phase's requests skip the database write (never set in production).
    ALLOW_BENCH_CEILING: '1',
    SMTP_URL: process.env.BENCH_SMTP_URL ?? '',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  },
});

let sequence = 0;
const quote = (email: string) =>
  JSON.stringify({
    name: 'Client Bench',
    email,
    phone: '+225 07 00 00 00 00',
    company: 'Bench SARL',
    service: 'Courant fort',
    budget: '1 000 000 - 5 000 000',
    timeline: 'Court terme (1-3 mois)',
    description: 'Mise en conformité du tableau général basse tension et remplacement des disjoncteurs.',
    source: '/services/courant-fort · bench',
  });

// The ceiling: the same route, transport, body and validation, with the database write replaced by nothing.
console.error(
  `Ceiling: the same route without its database write, for ${ceilingDuration} s at ${connections} connections…`,
);
const ceiling = await autocannon({
  url: `${server.baseUrl}/api/requests/quote`,
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-bench-ceiling': '1' },
  connections,
  duration: ceilingDuration,
  requests: [{ setupRequest: (request) => ({ ...request, body: quote(`ceiling${(sequence += 1)}@example.ci`) }) }],
});

// Each connection remembers the address it sent; a 2xx answer acknowledges that address.
const acknowledgedEmails = new Set<string>();
console.error(
  `Driving quotes for ${duration} s at ${connections} connections (${usePostgres ? 'PostgreSQL' : 'PGlite'})…`,
);
const result = await autocannon({
  url: `${server.baseUrl}/api/requests/quote`,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  connections,
  duration,
  requests: [
    {
      setupRequest: (request, context) => {
        const email = `bench${(sequence += 1)}@example.ci`;
        (context as { email?: string }).email = email;
        return { ...request, body: quote(email) };
      },
      onResponse: (status, _body, context) => {
        const { email } = context as { email?: string };
        if (status >= 200 && status < 300 && email) acknowledgedEmails.add(email);
      },
    },
  ],
});
const acknowledged = acknowledgedEmails.size;
await server.stop();

// The server is stopped (and the PGlite lock released): count the rows, then time a raw insert loop on the same database.
let database: Database;
if (postgres) database = await openDatabase({ url: postgres.url });
else database = await openDatabase({ dataDir: server.dataDir });
const rows = (await database.db.select({ n: count() }).from(quotes))[0]?.n ?? 0;
const stored = new Set((await database.db.select({ email: quotes.email }).from(quotes)).map((row) => row.email));
const lost = [...acknowledgedEmails].filter((email) => !stored.has(email)).length;
const ceilingRows =
  (await database.db.select({ n: count() }).from(quotes).where(like(quotes.email, 'ceiling%')))[0]?.n ?? 0;

const rawSeconds = 5;
let rawInserts = 0;
const rawEnd = Date.now() + rawSeconds * 1000;
while (Date.now() < rawEnd) {
  await database.db.insert(quotes).values({
    name: 'Raw',
    email: `raw${rawInserts}@example.ci`,
    phone: '0',
    service: 'Courant fort',
    source: '/ · raw',
  });
  rawInserts += 1;
}
await database.close();
await postgres?.drop();
await server.cleanup();

const lines = [
  `bench:leads — ${usePostgres ? 'PostgreSQL' : 'PGlite'}, ${connections} connections, ${duration} s, POST /api/requests/quote`,
  `ceiling       ${ceiling.requests.average.toFixed(0)} requests/s, p50 ${ceiling.latency.p50} ms, p99 ${ceiling.latency.p99} ms, ` +
    `${ceiling.non2xx + ceiling.errors} failed (same route, ${ceilingDuration} s, database write skipped; ${ceilingRows} rows, must be 0)`,
  `requests/s    ${result.requests.average.toFixed(0)} (mean), ${result.requests.p50} (p50)`,
  `latency       p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
  `errors        ${result.errors} connection errors, ${result.non2xx} non-2xx, ${result.timeouts} timeouts`,
  `acknowledged  ${acknowledged} (2xx answers, each checked by its address)`,
  `rows          ${rows} stored; ${lost} acknowledged request(s) without a row → ${lost === 0 ? '0 lost' : 'LOST LEADS'}` +
    (rows > acknowledged
      ? `; ${rows - acknowledged} stored while their answer was in flight when the clock stopped`
      : ''),
  `raw inserts   ${(rawInserts / rawSeconds).toFixed(0)}/s (single connection, one insert per statement, same database)`,
  `ratio         ${(result.requests.average / ceiling.requests.average).toFixed(2)} (leads / ceiling requests/s)`,
];
console.log(lines.join('\n'));
if (lost > 0 || ceilingRows > 0) process.exitCode = 1;
