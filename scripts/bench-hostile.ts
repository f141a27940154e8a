// Sends every hostile body of tests/support/hostile.ts to every entry point of the production build, with GETs of a
// static page while each is handled, and prints per entry point the slowest hostile answer and the slowest of those
// GETs (each the fastest of three sent during one hostile request), and a slow client's row: how long a client that
// sends its headers a byte a second holds a connection. A benchmark, not a test.
//   npm run bench:hostile                  options: --rounds 3 (each body sent that many times; the worst is kept)
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { PHOTOS } from '../src/config/photos';
import { ARTICLE_LIMITS } from '../src/lib/schemas/article';
import {
  contactActionFields,
  craftedEmail,
  entryPoints,
  hostileBodies,
  multipart,
  REQUEST_CAP,
  send,
  sendWhileProbing,
  validRequest,
  type Answer,
  type FilePart,
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

type Row = {
  entry: string;
  inputs: number;
  statuses: Set<number>;
  worstInput: string;
  worstMs: number;
  worstGetMs: number;
};
const rows: Row[] = [];

/** Opens a connection that sends a GET's headers a byte a second; resolves when the server closes it. */
async function slowClient(baseUrl: string) {
  const { hostname, port } = new URL(baseUrl);
  const started = performance.now();
  const socket = connect(Number(port), hostname).on('error', () => undefined);
  const request = 'GET / HTTP/1.1\r\nHost: bench\r\nUser-Agent: goutte-a-goutte\r\n';
  let sent = 0;
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  const drip = setInterval(() => sent < request.length && !socket.destroyed && socket.write(request[sent++]!), 1_000);
  const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(performance.now() - started)));
  let worstGetMs = 0;
  let open = true;
  void closed.then(() => (open = false));
  while (open) {
    worstGetMs = Math.max(worstGetMs, (await send(baseUrl, '/robots.txt', { method: 'GET' })).ms);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  clearInterval(drip);
  return { cutMs: await closed, status: received.split('\r\n', 1)[0]?.split(' ')[1] ?? 'closed', worstGetMs };
}

async function measure(
  entry: string,
  bodies: { name: string; run: () => Promise<{ answer: Answer; probeMs: number }> }[],
) {
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
  // The password on standard input: `create` never takes it from its command line.
  const created = promisify(execFile)('npx', ['tsx', 'scripts/admin.ts', 'create', admin.email], {
    env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: '' },
  });
  created.child.stdin?.end(`${admin.password}\n`);
  const { stdout } = await created;
  const cookie = await signInStaff(
    base,
    { ...admin, secret: authenticatorOf(stdout) },
    { 'x-forwarded-for': nextIp() },
  );
  // Warm every route once: the first request to a route loads its code, which is not what is measured.
  for (const entry of entryPoints)
    await send(base, entry.path, {
      headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': nextIp() },
      chunks: [Buffer.from('{}')],
    });

  for (const entry of entryPoints) {
    const headers = () => ({
      'content-type': 'application/json',
      origin: base,
      'x-forwarded-for': nextIp(),
      ...(entry.admin ? { cookie } : {}),
    });
    await measure(
      entry.name,
      hostileBodies(entry, 'bench').map((hostile) => ({
        name: hostile.name,
        run: () =>
          sendWhileProbing(base, entry.path, { headers: headers(), chunks: hostile.chunks, chunked: hostile.chunked }),
      })),
    );
  }

  const hidden = await contactActionFields(base);
  const contact =
    (overrides: Record<string, string | Buffer>, chunked = false) =>
    () => {
      const fields = {
        name: 'Bench',
        email: 'bench@example.ci',
        phone: '',
        company: '',
        service: '',
        message: 'Bonjour',
        source: '/contact · bench',
        website: '',
        ...overrides,
      };
      const { body, type } = multipart([...hidden, ...Object.entries(fields)]);
      return sendWhileProbing(base, '/contact', {
        headers: { 'content-type': type, origin: base, 'x-forwarded-for': nextIp() },
        chunks: [body],
        chunked,
      });
    };
  // /contact is static, so its GET loaded nothing of the route: refused posts warm it, as above (its first posts load
  // its modules and warm its render, about 300 ms, then 100-180 ms: three, as tests/e2e/hostile.spec.ts does).
  for (let warm = 0; warm < 3; warm += 1) await contact({ message: '' })();
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

  const exportRun = (q: string) => () =>
    sendWhileProbing(base, `/api/admin/export?onglet=devis&q=${encodeURIComponent(q)}`, { headers: { cookie } });
  await measure('admin export', [
    { name: 'crafted search, 4 KB', run: exportRun(craftedEmail(4000)) },
    { name: 'NUL byte', run: exportRun('bench\u0000') },
    { name: '8,000-character search', run: exportRun('x'.repeat(8000)) },
  ]);

  // Photos (issue 42): sets refused from their headers, before anything is decoded, on the quote's JSON route.
  const huge = await sharp({ create: { width: 8000, height: 5000, channels: 3, background: '#fff' } })
    .webp({ lossless: true })
    .toBuffer();
  const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer();
  const quoteWithPhotos = (photos: FilePart[]) => () => {
    const { body, type } = multipart([
      [PHOTOS.fieldsPart, JSON.stringify(validRequest('quote', 'bench'))],
      ...photos.map((photo): [string, FilePart] => [PHOTOS.field, photo]),
    ]);
    return sendWhileProbing(base, '/api/requests/quote', {
      headers: { 'content-type': type, origin: base, 'x-forwarded-for': nextIp() },
      chunks: [body],
    });
  };
  await measure('quote with photos', [
    {
      name: 'two 40-megapixel WebPs and a truncated PNG',
      run: quoteWithPhotos([
        { file: huge, filename: 'a.webp', type: 'image/webp' },
        { file: huge, filename: 'b.webp', type: 'image/webp' },
        { file: png.subarray(0, png.byteLength / 2), filename: 'c.png', type: 'image/png' },
      ]),
    },
    {
      name: 'a PNG cut in half',
      run: quoteWithPhotos([{ file: png.subarray(0, png.byteLength / 2), filename: 'c.png', type: 'image/png' }]),
    },
  ]);

  // Within the limits, a 40-megapixel photo is a photo: decoded and re-encoded off the event loop, and stored.
  await measure('quote with a 40-megapixel photo (baseline)', [
    { name: 'one 40-megapixel WebP', run: quoteWithPhotos([{ file: huge, filename: 'a.webp', type: 'image/webp' }]) },
  ]);

  // Revisions (issue 42): the comparison page of two revisions as long as an article may be, sharing no line (the
  // fallback), and differing on one line in five (the bounded line diff at its limit).
  const lines = (word: string, every = 1) =>
    Array.from({ length: ARTICLE_LIMITS.lines }, (_, index) =>
      `${index % every === 0 ? word : 'Commun'} ${index} `.padEnd(49, 'x'),
    ).join('\n');
  const comparison = async (before: string, after: string) => {
    const save = async (body: string, id?: string, version?: string) => {
      const fields = {
        title: `Banc ${randomUUID()}`,
        slug: '',
        excerpt: 'Deux versions.',
        category: 'energie',
        tags: '',
        authorName: 'Banc',
        authorRole: 'Banc',
        publishedOn: '',
        publishedTime: '',
        body,
        coverId: '',
      };
      const answer = await send(base, '/api/admin/articles', {
        headers: { 'content-type': 'application/json', origin: base, cookie },
        chunks: [Buffer.from(JSON.stringify({ action: 'save', intent: 'keep', id, version, fields }))],
      });
      const saved = JSON.parse(answer.body) as { ok: boolean; id: string; version: string };
      if (!saved.ok) throw new Error(`article not saved: ${answer.body.slice(0, 200)}`);
      return saved;
    };
    const first = await save(before);
    await save(after, first.id, first.version);
    // The editor's page is larger than send() keeps: read whole.
    const editor = await (await fetch(`${base}/admin/articles/${first.id}`, { headers: { cookie } })).text();
    const [newer, older] = [...editor.matchAll(/name="de"(?: checked="")? value="([^"]+)"/g)].map((match) => match[1]!);
    if (!older) throw new Error('the editor’s page lists fewer than two revisions');
    return () =>
      sendWhileProbing(base, `/admin/articles/${first.id}/versions?de=${older}&a=${newer}`, {
        method: 'GET',
        headers: { cookie },
      });
  };
  await measure('revision comparison', [
    {
      name: `two ${ARTICLE_LIMITS.lines}-line texts sharing no line`,
      run: await comparison(lines('Avant'), lines('Apres')),
    },
    {
      name: `two ${ARTICLE_LIMITS.lines}-line texts, one line in five changed`,
      run: await comparison(lines('Avant', 5), lines('Apres', 5)),
    },
  ]);

  // A client that sends its headers a byte a second (slowloris): how long until the server cuts it, and the slowest
  // GET sent meanwhile, every half second.
  const slowClients: { cutMs: number; status: string; worstGetMs: number }[] = [];
  for (let round = 0; round < rounds; round += 1) slowClients.push(await slowClient(base));

  console.log(
    `\nHostile input against the production build (${rounds} rounds per input; GET: /robots.txt during each hostile request)\n`,
  );
  console.log('| entry point | inputs | statuses | worst input | its time (ms) | slowest concurrent GET (ms) |');
  console.log('|---|---:|---|---|---:|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.entry} | ${row.inputs} | ${[...row.statuses].sort().join(', ')} | ${row.worstInput} | ${row.worstMs.toFixed(1)} | ${row.worstGetMs.toFixed(1)} |`,
    );
  }
  const hostileRows = rows.filter((row) => !row.entry.includes('baseline'));
  const worst = Math.max(...hostileRows.map((row) => row.worstMs));
  const worstGet = Math.max(...hostileRows.map((row) => row.worstGetMs), ...slowClients.map((slow) => slow.worstGetMs));
  for (const slow of slowClients) {
    console.log(
      `| slow client (headers 1 byte a second) | 1 | ${slow.status} | cut by the server after | ${slow.cutMs.toFixed(0)} | ${slow.worstGetMs.toFixed(1)} |`,
    );
  }
  console.log(
    `\nworst hostile answer: ${worst.toFixed(1)} ms (target ≤ 50); slowest concurrent GET: ${worstGet.toFixed(1)} ms (target ≤ 100)`,
  );
} finally {
  await server.cleanup();
}
