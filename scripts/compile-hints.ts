// After `next build` (package.json's "build"): marks each client chunk for eager compilation with V8's explicit
// compile hint, `//# allFunctionsCalledOnLoad` on its first line (Chrome 136+; other browsers read a comment). The
// functions of a chunk are then compiled on a background thread while it streams in, instead of on the main thread
// the first time each module factory runs: on / that lazy compilation was about 70 ms of main-thread work after the
// first paint (bench/pages.md). Running it twice changes nothing.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

export function addCompileHints(chunksDirectory: string) {
  let marked = 0;
  for (const entry of readdirSync(chunksDirectory, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const file = join(entry.parentPath, entry.name);
    const source = readFileSync(file, 'utf8');
    if (source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(file, COMPILE_HINT + source);
    marked += 1;
  }
  return marked;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`compile hints: ${addCompileHints('.next/static/chunks')} chunk(s) marked`);
}
