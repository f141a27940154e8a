// npm run bench:compression (after npm run build): the brotli quality of the pages the server compresses as it sends
// them (src/config/server.ts, PAGE_BROTLI_QUALITY). Each prerendered page of the build, compressed at each quality:
// the bytes sent and the time, median of 15 runs in one process. Machines are noisy: read the ratios.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import zlib from 'node:zlib';
import { PAGE_BROTLI_QUALITY } from '../src/config/server';

const dir = join('.next', 'server', 'app');
const pages = readdirSync(dir, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.html') && !name.startsWith('_'))
  .map((name) => ({ name, html: readFileSync(join(dir, name)) }));
if (!pages.length) throw new Error('No prerendered page: run `npm run build` first.');

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const home = pages.find((page) => page.name === 'index.html') ?? pages[0]!;
console.log(
  `${pages.length} prerendered pages, ${Math.round(pages.reduce((sum, page) => sum + page.html.length, 0) / 1024)} KB of HTML; PAGE_BROTLI_QUALITY = ${PAGE_BROTLI_QUALITY}`,
);
console.log('| brotli quality | home (bytes) | all pages (KB) | ms per page, median |');
console.log('|---:|---:|---:|---:|');
for (const quality of [4, 5, 6, 7, 8, 9, 10, 11]) {
  const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: quality };
  let total = 0;
  const times: number[] = [];
  for (const page of pages) {
    zlib.brotliCompressSync(page.html, { params }); // warm
    for (let run = 0; run < 15; run += 1) {
      const started = performance.now();
      const size = zlib.brotliCompressSync(page.html, { params }).length;
      times.push(performance.now() - started);
      if (run === 0) total += size;
    }
  }
  const homeBytes = zlib.brotliCompressSync(home.html, { params }).length;
  console.log(
    `| ${quality}${quality === PAGE_BROTLI_QUALITY ? ' (used)' : ''} | ${homeBytes} | ${(total / 1024).toFixed(1)} | ${median(times).toFixed(2)} |`,
  );
}
