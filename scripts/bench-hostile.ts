// Sends every hostile body of tests/support/hostile.ts to every entry point of the production build, with GETs of a
// static page while each is handled, and prints per entry point the slowest hostile answer and the slowest of those
// GETs (each the fastest of three sent during one hostile request). A benchmark, not a test.
//   npm run bench:hostile                  options: --rounds 3 (each body sent that many times; the worst is kept)
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import {
  contactActionFields,
  craftedEmail,
  entryPoints,
  hostileBodies,
  multipart,
  REQUEST_CAP,
  send,
  sendWhileProbing,
  type Answer,
} from '../tests/support/hostile';
import { buildIfNeeded, serveBuild } from './serve-build';
import { numberOption } from './options';
import { authenticatorOf, signInStaff } from './staff-sign-in';

const rounds = numberOption('rounds', 3);

buildIfNeeded();
// The benchmark plays the one trusted proxy, so that each request counts under its own address.
const server = await serveBuild({ env: { TRUST_PROXY: '1', SMTP_URL: '' } });
const base = server.baseUrl;
let address = 0;
const nextIp = () => `10.77.${Math.floor(++address / 250) % 250}.${address % 250}`;

type Row = { entry: string; inputs: number; statuses: Set<number>; worstInput: string; worstMs: number; worstGetMs: number };
const rows: Row[] = [];

async function measure(entry: string, bodies: { name: string; run: () => Promise<{ answer: Answer; probeMs: number }> }[]) {
  const row: Row = { entry, inputs: bodies.length, statuses: new Set(), worstInput: '', worstMs: 0, worstGetMs: 0 };
  for (let round = 0; round < rounds; round += 1) {
    for (const body of bodies) {
      const { answer, probeMs } = await body.run();
      row.statuses.add(answer.status);
      if (answer.ms > row.worstMs) Object.assign(row, { worstMs: answer.ms, worstInput: body.name });
      row.worstGetMs = Math.max(row.worstGetMs, probeMs);
    }
  }
  rows.push(row);
}

try {
  const admin = { email: 'bench-hostile@example.ci', password: 'bench-hostile-1' };
  const { stdout } = await promisify(execFile)('npx', ['tsx', 'scripts/admin.ts', 'create', admin.email, admin.password], { env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: '' } });
  const cookie = await signInStaff(base, { ...admin, secret: authenticatorOf(stdout) }, { 'x-forwarded-for': nextIp() });
  // Warm every route once: the first request to a route loads its code, which is not what is measured.
  for (const entry of entryPoints) await send(base, entry.path, { headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': nextIp() }, chunks: [Buffer.from('{}')] });

  for (const entry of entryPoints) {
    const headers = () => ({ 'content-type': 'application/json', origin: base, 'x-forwarded-for': nextIp(), ...(entry.admin ? { cookie } : {}) });
    await measure(
      entry.name,
      hostileBodies(entry, 'bench').map((hostile) => ({
        name: hostile.name,
        run: () => sendWhileProbing(base, entry.path, { headers: headers(), chunks: hostile.chunks, chunked: hostile.chunked }),
      })),
    );
  }

  const hidden = await contactActionFields(base);
  const contact = (overrides: Record<string, string | Buffer>, chunked = false) => () => {
    const fields = { name: 'Bench', email: 'bench@example.ci', phone: '', company: '', service: '', message: 'Bonjour', source: '/contact · bench', website: '', ...overrides };
    const { body, type } = multipart([...hidden, ...Object.entries(fields)]);
    return sendWhileProbing(base, '/contact', { headers: { 'content-type': type, origin: base, 'x-forwarded-for': nextIp() }, chunks: [body], chunked });
  };
  // Without JavaScript every answer is the whole contact page rendered again: a valid submission shows what that costs.
  await measure('contact server action, valid (baseline)', [{ name: 'valid submission', run: contact({}) }]);
  await measure('contact server action', [
    { name: 'crafted address, 60 KB', run: contact({ email: craftedEmail() }) },
    { name: 'body over the cap', run: contact({ message: 'x'.repeat(REQUEST_CAP) }) },
    { name: 'chunked body over the cap', run: contact({ message: 'x'.repeat(REQUEST_CAP) }, true) },
    { name: 'NUL byte', run: contact({ name: 'Bench\u0000' }) },
    { name: 'invalid UTF-8', run: contact({ name: Buffer.from([0x42, 0xff, 0xfe]) }) },
    { name: '10,000-character field', run: contact({ name: 'x'.repeat(10_000) }) },
  ]);

  const exportRun = (q: string) => () => sendWhileProbing(base, `/api/admin/export?onglet=devis&q=${encodeURIComponent(q)}`, { method: 'GET', headers: { cookie } });
  await measure('admin export', [
    { name: 'crafted search, 4 KB', run: exportRun(craftedEmail(4000)) },
    { name: 'NUL byte', run: exportRun('bench\u0000') },
    { name: '8,000-character search', run: exportRun('x'.repeat(8000)) },
  ]);

  console.log(`\nHostile input against the production build (${rounds} rounds per input; GET: /robots.txt during each hostile request)\n`);
  console.log('| entry point | inputs | statuses | worst input | its time (ms) | slowest concurrent GET (ms) |');
  console.log('|---|---:|---|---|---:|---:|');
  for (const row of rows) {
    console.log(`| ${row.entry} | ${row.inputs} | ${[...row.statuses].sort().join(', ')} | ${row.worstInput} | ${row.worstMs.toFixed(1)} | ${row.worstGetMs.toFixed(1)} |`);
  }
  const hostileRows = rows.filter((row) => !row.entry.includes('baseline'));
  const worst = Math.max(...hostileRows.map((row) => row.worstMs));
  const worstGet = Math.max(...hostileRows.map((row) => row.worstGetMs));
  console.log(`\nworst hostile answer: ${worst.toFixed(1)} ms (target ≤ 50); slowest concurrent GET: ${worstGet.toFixed(1)} ms (target ≤ 100)`);
} finally {
  await server.cleanup();
}
