// What the production server holds in memory (issue 45), on PGlite and on PostgreSQL, beside the framework's floor
// (bench/floor, a Next app of one page served by `next start`) measured in the same run. A benchmark, not a test.
//   npm run bench:memory                                   both databases and the floor, a 10-minute soak each
//   npm run bench:memory -- --soak-minutes 2 --only pglite    one target (floor, pglite, postgres), a shorter soak
//   npm run bench:memory -- --phases --no-parts              a sample after each phase of the mixed load too
//   npm run bench:memory -- --jemalloc                        the site's servers on jemalloc, as the deploy kit runs them
// For each target, each 10 s after its phase: the resident memory (VmRSS of the process and its children), the V8
// heap in use and the memory outside it (/metrics' external) 1. at ready (the first answer of /api/ready), 2. after a
// mixed load (every public page three times, quotes with and without photos, contacts, the back-office's tabs and a
// CSV, then a backup), 3. at the end of the soak (a steady mix of the same at 10 requests/s). Then what each part
// adds, each loaded and used once in a Node process of its own (`--no-parts` leaves it out).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { allRoutes } from '../src/lib/routes';
import { adminTabs } from '../src/content/admin';
import { PHOTOS } from '../src/config/photos';
import { multipart, validRequest, type FilePart } from '../tests/support/hostile';
import { buildFloorIfNeeded, buildIfNeeded, floorApp, freshPostgres, serveBuild } from './serve-build';
import { flag, numberOption, option } from './options';
import { freePort } from './free-port';
import { JEMALLOC } from './debian-package';
import { benchAdminCookie } from './staff-sign-in';

const soakMinutes = numberOption('soak-minutes', 10);
const only = option('only', '');
const skipParts = flag('no-parts');
const byPhase = flag('phases');
/** The server on glibc's allocator, as `npm start` runs it; the deploy kit preloads jemalloc (`--jemalloc`). */
const allocator: Record<string, string> = flag('jemalloc') ? { LD_PRELOAD: JEMALLOC.path } : {};
const targets = (['floor', 'pglite', 'postgres'] as const).filter((target) => !only || only === target);

buildIfNeeded();
buildFloorIfNeeded();

type Sample = { rssMb: number; heapMb: number | null; externalMb: number | null };
const mb = (bytes: number) => Math.round(bytes / 1024 / 102.4) / 10;

const status = (pid: number | string) => {
  try {
    return readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return '';
  }
};
/** The resident memory of a process and of every process under it (`next start` runs its server in a child). */
function rssOf(pid: number): number {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    const parent = Number(/PPid:\s+(\d+)/.exec(status(entry))?.[1]);
    parents.set(parent, [...(parents.get(parent) ?? []), Number(entry)]);
  }
  const tree = [pid];
  for (let index = 0; index < tree.length; index += 1) tree.push(...(parents.get(tree[index]!) ?? []));
  return tree.reduce((sum, id) => sum + Number(/VmRSS:\s+(\d+)/.exec(status(id))?.[1] ?? 0) * 1024, 0);
}

/** The floor: bench/floor's build served by Next itself (`next start`), nothing of the site's. */
async function bareFloor() {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', floorApp, '-p', String(port), '-H', '127.0.0.1'],
    {
      stdio: 'ignore',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 60_000; ;) {
    if (
      await fetch(`${baseUrl}/`).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error('the floor did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { baseUrl, pid: child.pid!, cleanup: () => void child.kill('SIGTERM') };
}

/** A Prometheus figure of /metrics, or null where the server has none (the floor). */
async function metric(baseUrl: string, name: string): Promise<number | null> {
  const response = await fetch(`${baseUrl}/metrics`).catch(() => null);
  if (!response?.ok) return null;
  const line = new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(await response.text());
  return line ? Number(line[1]) : null;
}

/** Every sample is taken 10 s after the phase it closes: a server's start and a burst leave garbage that takes a while to go. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 10_000));

async function sample(server: { baseUrl: string; pid: number }): Promise<Sample> {
  await settle();
  const heap = await metric(server.baseUrl, 'nodejs_heap_size_used_bytes');
  const external = await metric(server.baseUrl, 'nodejs_external_memory_bytes');
  return { rssMb: mb(rssOf(server.pid)), heapMb: heap && mb(heap), externalMb: external && mb(external) };
}

/** A phone's photo: 3000 × 4000 px of noise in a JPEG, which the server must decode and re-encode. */
const photo: FilePart = {
  file: await sharp({
    create: {
      width: 3000,
      height: 4000,
      channels: 3,
      background: '#888',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer(),
  filename: 'photo.jpg',
  type: 'image/jpeg',
};

let sequence = 0;
const publicRoutes = allRoutes.filter((route) => route !== '/admin' && route !== '/auth');
const tabs = Object.values(adminTabs).map((tab) => tab.slug);

/**
 * Sends until answered: a request with photos that finds the photo queue full is answered 503 with Retry-After, and
 * sent again then, as the form does by itself.
 */
async function ok(send: () => Promise<Response>, what: string) {
  for (let attempt = 0; ; attempt += 1) {
    const answer = await send();
    await answer.arrayBuffer();
    if (answer.ok) return;
    const retryAfter = Number(answer.headers.get('retry-after'));
    if (answer.status !== 503 || !retryAfter || attempt >= 10) throw new Error(`${what} answered ${answer.status}`);
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
  }
}

function post(baseUrl: string, kind: 'quote' | 'contact', photos = 0) {
  sequence += 1;
  const fields = { ...validRequest(kind, `memory${sequence}`) };
  if (!photos)
    return fetch(`${baseUrl}/api/requests/${kind}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify(fields),
    });
  const { body, type } = multipart([
    [PHOTOS.fieldsPart, JSON.stringify(fields)],
    ...Array.from({ length: photos }, (): [string, FilePart] => [PHOTOS.field, photo]),
  ]);
  return fetch(`${baseUrl}/api/requests/${kind}`, {
    method: 'POST',
    headers: { 'content-type': type, origin: baseUrl },
    body: new Uint8Array(body),
  });
}

/**
 * The mixed load, in its phases: every public page three times; 20 quotes and 30 contacts without photos; 10 quotes
 * with three photos each; every tab and its CSV; then a backup. Four at a time.
 */
function mixedLoad(baseUrl: string, cookie: string, backup: () => void): [string, () => Promise<void>][] {
  const run = (jobs: (() => Promise<void>)[]) => async () => {
    const queue = [...jobs];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let job = queue.shift(); job; job = queue.shift()) await job();
      }),
    );
  };
  const times = <T>(count: number, make: (index: number) => T) =>
    Array.from({ length: count }, (_, index) => make(index));
  return [
    [
      'public pages',
      run(times(3, () => publicRoutes.map((route) => () => ok(() => fetch(`${baseUrl}${route}`), route))).flat()),
    ],
    [
      'requests without photos',
      run([
        ...times(20, () => () => ok(() => post(baseUrl, 'quote'), 'a quote')),
        ...times(30, () => () => ok(() => post(baseUrl, 'contact'), 'a contact')),
      ]),
    ],
    [
      'quotes with photos',
      run(times(10, () => () => ok(() => post(baseUrl, 'quote', PHOTOS.perRequest), 'a quote with photos'))),
    ],
    [
      'back-office tabs and CSV',
      run(
        tabs.flatMap((tab) => [
          () => ok(() => fetch(`${baseUrl}/admin?onglet=${tab}`, { headers: { cookie } }), `tab ${tab}`),
          () =>
            ok(
              () => fetch(`${baseUrl}/api/admin/export?onglet=${tab}`, { method: 'POST', headers: { cookie } }),
              `CSV ${tab}`,
            ),
        ]),
      ),
    ],
    ['a backup', async () => backup()],
  ];
}

/** 10 requests/s for `minutes`: 80 % pages, 10 % quotes and contacts (a photo in one quote of five), 10 % back-office. */
async function soak(baseUrl: string, cookie: string, minutes: number) {
  const end = Date.now() + minutes * 60_000;
  const pending = new Set<Promise<void>>();
  let failures = 0;
  for (let tick = 0; Date.now() < end; tick += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const roll = tick % 10;
    const send =
      roll < 8
        ? () => fetch(`${baseUrl}${publicRoutes[tick % publicRoutes.length]}`)
        : roll === 8
          ? () => post(baseUrl, tick % 20 === 8 ? 'quote' : 'contact', tick % 100 === 8 ? 1 : 0)
          : () => fetch(`${baseUrl}/admin?onglet=${tabs[tick % tabs.length]}`, { headers: { cookie } });
    const done = ok(send, 'soak')
      .catch(() => void (failures += 1))
      .finally(() => pending.delete(done));
    pending.add(done);
  }
  await Promise.all(pending);
  return failures;
}

type Row = { target: string; ready: Sample; loaded?: Sample; soaked?: Sample; failures?: number };
const rows: Row[] = [];
const phases: { target: string; phase: string; sample: Sample }[] = [];

for (const target of targets) {
  console.error(`${target}: starting…`);
  if (target === 'floor') {
    const floor = await bareFloor();
    const ready = await sample(floor);
    for (let round = 0; round < 20; round += 1) await ok(() => fetch(`${floor.baseUrl}/`), 'the floor');
    rows.push({ target: `floor (${floorApp}, next start)`, ready, loaded: await sample(floor) });
    floor.cleanup();
    continue;
  }
  const postgres = target === 'postgres' ? await freshPostgres() : undefined;
  const server = await serveBuild({
    env: { REQUEST_RATE_LIMIT: '1000000000/600', ...allocator, ...(postgres ? { DATABASE_URL: postgres.url } : {}) },
  });
  await ok(() => fetch(`${server.baseUrl}/api/ready`), '/api/ready');
  const ready = await sample(server);
  const cookie = await benchAdminCookie(server, 'memory', postgres?.url);
  console.error(`${target}: mixed load…`);
  // The backup: on PGlite the server writes it (the CLI asks it through its socket); on PostgreSQL the CLI reads the
  // database itself, and the server's memory does not see it.
  const backup = () => {
    const file = join(tmpdir(), `memory-${Date.now()}.jsonl.gz`);
    execFileSync('node', ['--import', 'tsx', 'scripts/backup.ts', 'backup', file], {
      env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: postgres?.url ?? '' },
      stdio: 'ignore',
    });
    rmSync(file, { force: true });
  };
  for (const [phase, run] of mixedLoad(server.baseUrl, cookie, backup)) {
    await run();
    if (byPhase) phases.push({ target, phase, sample: await sample(server) });
  }
  const loaded = await sample(server);
  console.error(`${target}: soak of ${soakMinutes} min…`);
  const failures = await soak(server.baseUrl, cookie, soakMinutes);
  rows.push({
    target: target === 'pglite' ? 'PGlite' : 'PostgreSQL',
    ready,
    loaded,
    soaked: await sample(server),
    failures,
  });
  await server.cleanup();
  await postgres?.drop();
}

/**
 * What each part adds: each loaded and used once in a Node process of its own, its resident memory then against the
 * same process's before (after a full collection). The embedded database is the site's, migrated, opened with its
 * page cache as the site sets it and with PGlite's own default.
 */
function parts(): { part: string; addedMb: number }[] {
  const dataDir = mkdtempSync(join(tmpdir(), 'memory-parts-'));
  // A migrated database, as the site opens it.
  execFileSync(
    'node',
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      "import { openDatabase } from './src/server/db/client.ts'; const db = await openDatabase(); await db.close();",
    ],
    {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: 'ignore',
    },
  );
  const pglite = (buffers: string) =>
    `const { PGlite } = await import('@electric-sql/pglite'); const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
     const db = await PGlite.create(${JSON.stringify(join(dataDir, 'pglite'))}, { extensions: { pg_trgm }, startParams: [...PGlite.defaultStartParams, ${buffers}] });
     await db.query('select count(*) from quotes'); globalThis.kept = db;`;
  const loads: [string, string][] = [
    ['next (its server and renderer)', "await import('next/dist/server/next-server.js');"],
    [
      "PGlite, the site's database opened (16 MB page cache, the site's default)",
      pglite("'-c', 'shared_buffers=16MB'"),
    ],
    ['PGlite, the same with its own default page cache (128 MB)', pglite('')],
    ['pg (the PostgreSQL driver)', "await import('pg');"],
    ['drizzle-orm', "await import('drizzle-orm/pglite'); await import('drizzle-orm/node-postgres');"],
    [
      'sharp (one phone photo re-encoded)',
      "const sharp = (await import('sharp')).default; await sharp({ create: { width: 3000, height: 4000, channels: 3, background: '#888' } }).webp().toBuffer();",
    ],
    ['better-auth', "await import('better-auth');"],
    [
      'prom-client (default metrics)',
      "const p = await import('prom-client'); p.collectDefaultMetrics({ register: new p.Registry() });",
    ],
    ['nodemailer', "await import('nodemailer');"],
    ['pino', "await import('pino');"],
    ['libphonenumber-js (max)', "await import('libphonenumber-js/max');"],
  ];
  const measured = loads.map(([part, load]) => {
    const script = `globalThis.gc(); const before = process.memoryUsage.rss(); ${load}
      globalThis.gc(); await new Promise((resolve) => setTimeout(resolve, 500)); globalThis.gc();
      console.log(process.memoryUsage.rss() - before); process.exit(0);`;
    const result = spawnSync('node', ['--expose-gc', '--input-type=module', '-e', script], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${part}: ${result.stderr}`);
    return { part, addedMb: mb(Number(result.stdout.trim())) };
  });
  rmSync(dataDir, { recursive: true, force: true });
  return measured;
}

const cell = (value: number | null | undefined) => (value === null || value === undefined ? '—' : `${value}`);
const line = (sample: Sample | undefined) =>
  sample ? `${sample.rssMb} / ${cell(sample.heapMb)} / ${cell(sample.externalMb)}` : '—';
console.log(
  `Memory in MB (resident / V8 heap used / external), soak of ${soakMinutes} min at 10 requests/s, ${flag('jemalloc') ? 'jemalloc' : 'glibc'}'s allocator\n`,
);
console.log('| target | at ready | after the mixed load and a backup | after the soak | growth in the soak | failed |');
console.log('|---|---|---|---|---|---|');
for (const row of rows) {
  const growth =
    row.loaded && row.soaked
      ? `${Math.round(((row.soaked.rssMb - row.loaded.rssMb) / row.loaded.rssMb) * 1000) / 10} %`
      : '—';
  console.log(
    `| ${row.target} | ${line(row.ready)} | ${line(row.loaded)} | ${line(row.soaked)} | ${growth} | ${cell(row.failures)} |`,
  );
}
if (phases.length) {
  console.log('\nAfter each phase of the mixed load (resident / heap / external MB):\n');
  console.log('| target | phase | memory |\n|---|---|---|');
  for (const { target, phase, sample } of phases) console.log(`| ${target} | ${phase} | ${line(sample)} |`);
}
if (!skipParts) {
  console.log('\nWhat each part adds, each in a Node process of its own (resident MB):\n');
  console.log('| part | adds |\n|---|---|');
  for (const { part, addedMb } of parts()) console.log(`| ${part} | ${addedMb} |`);
}
