import { gzipSync } from 'node:zlib';
import { DEFERRED_SCRIPTS_ATTRIBUTE } from '../../src/server/deferred-scripts';

/**
 * Sum of the gzip sizes of the scripts a page's HTML references (Next 16 prints no first-load JS): script tags, and
 * the scripts that the server's loader adds after the first paint (src/server/deferred-scripts.ts).
 * `nomodule` polyfills are left out: browsers that run modules never download them.
 */
export async function scriptGzipBytes(baseUrl: string, route: string): Promise<number> {
  const html = await (await fetch(new URL(route, baseUrl))).text();
  const sources = new Set(
    [...html.matchAll(/<script([^>]*)>/g)]
      .map((match) => match[1] ?? '')
      .filter((attributes) => !/\bnomodule\b/i.test(attributes))
      .map((attributes) => /\bsrc="([^"]+)"/.exec(attributes)?.[1])
      .filter((src): src is string => Boolean(src)),
  );
  const deferred = new RegExp(`<script(?: nonce="[^"]*")? ${DEFERRED_SCRIPTS_ATTRIBUTE}="([^"]+)"`).exec(html)?.[1];
  for (const src of deferred?.split(' ') ?? []) sources.add(src);
  let total = 0;
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(new URL(src, baseUrl))).arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
  }
  return total;
}

export const jsBudgetBytes = 150 * 1024;
