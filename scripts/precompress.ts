// After `next build` and the compile hints (package.json's "build"): writes beside each text file of the build's
// assets (.next/static) a brotli copy (.br, quality 11) and a gzip copy (.gz, level 9), which the server answers with
// from memory (src/server/static-assets.ts) instead of compressing each script again on every request. Running it
// twice writes the same files.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { compressedExtensions } from '../src/server/static-assets';

export function precompress(directory: string) {
  let written = 0;
  for (const entry of readdirSync(directory, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !compressedExtensions.includes(extname(entry.name))) continue;
    const file = join(entry.parentPath, entry.name);
    const source = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(source, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
    written += 1;
  }
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`precompressed: ${precompress('.next/static')} asset(s), brotli and gzip`);
}
