// The back-office at 1,000 requests and at a larger size (100,000 by default): seeds a fresh database, signs in as an
// admin over HTTP, and times the first page of each tab, a search, the desk's filters and views (each page counts the
// views of its kind), « Délais de réponse » and « Résultats » over 30 days and 12 months (server-rendered HTML, as the
// browser gets it), then three full CSV exports with the server's peak memory. A benchmark, not a test.
//   npm run bench:admin                          PGlite in fresh data directories, 1,000 against 100,000
//   npm run bench:admin -- --rows 1000000        1,000 against 1,000,000 (issue 18's bar: ≤ 150 ms, ≤ 1.5× of 1,000)
//   npm run bench:admin -- --postgres            fresh databases on TEST_DATABASE_URL (or DATABASE_URL)
//   options: --samples 20; --sizes 1000,100000,1000000 measures every size listed and compares the first with the last
import './bench-secret';
import http from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminTabs } from '../src/content/admin';
import { openDatabase } from '../src/server/db/client';
import { storedKinds } from '../src/server/db/schema';
import { ADMIN, CHANNELS, NAMESAKES, seed } from './bench-admin-seed';
import { deskFilterText, resultsText, statsText } from '../src/content/desk';
import { addDays, frenchDay, todayIso } from '../src/lib/dates';
import { filtersQuery } from '../src/server/admin/filters';
import { buildIfNeeded, freshPostgres, serveBuild } from './serve-build';
import { flag, numberOption, option } from './options';
import { signInStaff } from './staff-sign-in';

const samples = numberOption('samples', 20);
const largest = option('rows', '');
const sizes = (largest ? `1000,${largest}` : option('sizes', '1000,100000')).split(',').map(Number);
if (sizes.length < 2 || sizes.some((size) => !Number.isInteger(size) || size < 100))
  throw new Error('--rows takes a number of requests (at least 100), --sizes a list of them: 1000,100000');
const usePostgres = flag('postgres');

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

type Row = { size: number; name: string; median: number; p95: number };

async function measure(size: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-bench-admin-'));
  const postgres = usePostgres ? await freshPostgres() : undefined;
  const database = await openDatabase(postgres ? { url: postgres.url } : { dataDir });
  const seedStart = performance.now();
  const secret = await seed(database.db, size);
  const seedMs = performance.now() - seedStart;
  console.error(`Seeded ${size.toLocaleString('fr-FR')} requests in ${Math.round(seedMs)} ms`);
  await database.close();

  let output = '';
  const server = await serveBuild({
    dataDir,
    env: { SMTP_URL: '', ...(postgres ? { DATABASE_URL: postgres.url } : {}) },
    onOutput: (text) => (output += text),
  });
  /** The server's "CSV export ended" log lines: rows and bytes it produced, and whether the reader took them all. */
  const exportsEnded = () =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg?: string; bytes?: number })
      .filter((line) => line.msg === 'CSV export ended');
  try {
    const cookie = await signInStaff(server.baseUrl, { ...ADMIN, secret });

    const time = async (path: string) => {
      const start = performance.now();
      const response = await fetch(`${server.baseUrl}${path}`, { headers: { cookie }, redirect: 'manual' });
      const body = await response.text();
      const whole = path.startsWith(statsText.path)
        ? statsText.latestTitle
        : path.startsWith(resultsText.path)
          ? resultsText.csv
          : 'Vue d’ensemble';
      if (response.status !== 200 || !body.includes(whole)) throw new Error(`${path} answered ${response.status}`);
      return performance.now() - start;
    };
    const rows: Row[] = [];
    const pages: [string, string][] = [
      ...storedKinds.map((kind): [string, string] => [
        `onglet ${adminTabs[kind].label}`,
        `/admin?onglet=${adminTabs[kind].slug}`,
      ]),
      [
        `recherche « awa koné » (Devis, ${NAMESAKES} résultats)`,
        `/admin?onglet=devis&q=${encodeURIComponent('awa koné')}`,
      ],
      // Every contact's address ends so: a search whose count is capped and whose first page the trigram index alone would sort.
      ['recherche « example.ci » (Contacts, toutes)', `/admin?onglet=contacts&q=${encodeURIComponent('example.ci')}`],
      // A phone number as a visitor might type it: the search matches its E.164 through the phone_e164 index.
      [
        'recherche d’un numéro « 05.00.00.01.23 » (Devis, 1 résultat)',
        `/admin?onglet=devis&q=${encodeURIComponent('05.00.00.01.23')}`,
      ],
      ['filtre statut « traité » (Contacts)', '/admin?statut=traite'],
      [
        `${deskFilterText.mine} (${adminTabs.quotes.label})`,
        `/admin${filtersQuery({ kind: 'quotes', assignee: 'mine' })}`,
      ],
      [
        `${deskFilterText.followUps} (${adminTabs.quotes.label})`,
        `/admin${filtersQuery({ kind: 'quotes', followUps: true })}`,
      ],
      [
        `${deskFilterText.unassigned} (${adminTabs.contacts.label})`,
        `/admin${filtersQuery({ kind: 'contacts', assignee: 'none' })}`,
      ],
      [
        `${deskFilterText.channel} ${CHANNELS[0]} (${adminTabs.quotes.label})`,
        `/admin${filtersQuery({ kind: 'quotes', channel: CHANNELS[0] })}`,
      ],
      // A third of the seeded requests are 'nouveau' without a response, nearly all past their promise: the worst case.
      [
        `${deskFilterText.late} (${adminTabs.contacts.label})`,
        `/admin${filtersQuery({ kind: 'contacts', late: true })}`,
      ],
      [`${statsText.heading}, 30 jours`, statsText.path],
      [
        `${statsText.heading}, 12 mois`,
        `${statsText.path}?du=${frenchDay(addDays(todayIso(), -364))}&au=${frenchDay(todayIso())}`,
      ],
      [`${resultsText.heading} par provenance, 30 jours`, resultsText.path],
      [
        `${resultsText.heading} par provenance, 12 mois`,
        `${resultsText.path}?du=${frenchDay(addDays(todayIso(), -364))}&au=${frenchDay(todayIso())}`,
      ],
    ];
    for (const [name, path] of pages) {
      for (let i = 0; i < 3; i += 1) await time(path);
      const timings: number[] = [];
      for (let i = 0; i < samples; i += 1) timings.push(await time(path));
      rows.push({ size, name, median: percentile(timings, 50), p95: percentile(timings, 95) });
    }

    // The largest tab, whole, three times in a row: time, size, and the server's resident memory sampled while it
    // streams. Garbage that outlives the young generation shows as growth that adds up from one export to the next.
    const rssStart = rssKb(server.pid);
    const growths: number[] = [];
    let csv = '';
    let exportMs = 0;
    for (let round = 0; round < 3; round += 1) {
      const before = rssKb(server.pid);
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, rssKb(server.pid))), 10);
      const start = performance.now();
      const response = await fetch(`${server.baseUrl}/api/admin/export?onglet=contacts`, {
        method: 'POST',
        headers: { cookie },
      });
      csv = await response.text();
      exportMs = performance.now() - start;
      clearInterval(sampler);
      growths.push((Math.max(peak, rssKb(server.pid)) - before) / 1024);
    }
    const rssEnd = rssKb(server.pid);
    // A reader that takes 1 MB uncompressed, then stops for 3 s and goes: what the server produced beyond what it read.
    const endedBefore = exportsEnded().length;
    let read = 0;
    await new Promise<void>((resolve, reject) => {
      const request = http.request(
        `${server.baseUrl}/api/admin/export?onglet=contacts`,
        { method: 'POST', headers: { cookie, 'accept-encoding': 'identity' } },
        (answer) => {
          answer.on('data', (chunk: Buffer) => {
            read += chunk.length;
            if (read < 1048576 || answer.isPaused()) return;
            answer.pause();
            setTimeout(() => (request.destroy(), resolve()), 3000);
          });
          answer.on('end', resolve);
        },
      );
      request.on('error', (error) => (read ? resolve() : reject(error)));
      request.end();
    });
    for (let wait = 0; exportsEnded().length === endedBefore && wait < 100; wait += 1)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const produced = exportsEnded()[endedBefore]?.bytes ?? Number.NaN;
    const exported = {
      size,
      rows: csv.trim().split('\r\n').length - 1,
      bytes: Buffer.byteLength(csv),
      ms: exportMs,
      rssStartMb: rssStart / 1024,
      rssEndMb: rssEnd / 1024,
      growths,
      aheadMb: (produced - read) / 1048576,
    };
    return { rows, exported, seedMs };
  } finally {
    await server.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  }
}

buildIfNeeded();
const results = [];
for (const size of sizes) results.push(await measure(size));

const ms = (value: number) => value.toFixed(1);
console.log(
  `\nBack-office, ${usePostgres ? 'PostgreSQL' : 'PGlite'}, ${samples} samples per page after 3 warm-ups (ms, server-rendered HTML over HTTP)\n`,
);
const [small, large] = [results[0]!, results.at(-1)!];
console.log(
  `| page | median ${sizes[0]} | p95 ${sizes[0]} | median ${sizes.at(-1)} | p95 ${sizes.at(-1)} | ratio of medians |`,
);
console.log('|---|---:|---:|---:|---:|---:|');
for (const [index, row] of small.rows.entries()) {
  const big = large.rows[index]!;
  console.log(
    `| ${row.name} | ${ms(row.median)} | ${ms(row.p95)} | ${ms(big.median)} | ${ms(big.p95)} | ${(big.median / row.median).toFixed(2)} |`,
  );
}
console.log('\n| requests | seeding (s) |');
console.log('|---:|---:|');
for (const [index, { seedMs }] of results.entries()) console.log(`| ${sizes[index]} | ${(seedMs / 1000).toFixed(1)} |`);
console.log(
  '\n| CSV export (Contacts), 3 in a row | rows | size (MB) | time (ms) | server RSS before the first (MB) | peak growth of each (MB) | server RSS after the third (MB) | produced ahead of a reader stopped after 1 MB (MB) |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
for (const { exported } of results) {
  console.log(
    `| ${exported.size} requests | ${exported.rows} | ${(exported.bytes / 1048576).toFixed(2)} | ${Math.round(exported.ms)} | ${exported.rssStartMb.toFixed(0)} | ${exported.growths.map((growth) => growth.toFixed(0)).join(', ')} | ${exported.rssEndMb.toFixed(0)} | ${exported.aheadMb.toFixed(1)} |`,
  );
}
