/**
 * The HTTP server's limits (src/server/main.ts), so that slow or greedy clients cannot hold it: a client has
 * `headersMs` to send its headers and `requestMs` for its whole request (bodies are small: 64 KB at most), an idle
 * keep-alive connection is closed after `keepAliveMs`, and the server holds at most `maxConnections` connections, at
 * most `connectionsPerAddress` of them from one address (a proxy's own are not capped: server/client-address.ts).
 * Each can be changed by its variable (whole milliseconds or counts; tests shorten them), read by server/settings.ts.
 */
export const SERVER_LIMITS = {
  headersMs: 10_000,
  requestMs: 30_000,
  keepAliveMs: 5_000,
  maxConnections: 2_000,
  connectionsPerAddress: 64,
} as const;

export type ServerLimits = Record<keyof typeof SERVER_LIMITS, number>;

/**
 * The brotli quality of the answers the server compresses as it sends them (the pages' HTML, the JSON), rather than
 * the `compression` package's 4: the home page's HTML is 25.3 KB at 4 and 22.1 KB at 8, for 1-2 ms more a page on a
 * 2-core machine; from 9 on, a page takes 80-340 ms. `npm run bench:compression` prints the figures.
 */
export const PAGE_BROTLI_QUALITY = 8;

/** Says whether an answer came from what this process kept (HIT: the Atom feed) or was built for this request (MISS). */
export const SITE_CACHE_HEADER = 'x-site-cache';
