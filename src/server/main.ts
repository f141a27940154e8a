/**
 * The production server: `npm run serve` (after `next build`), or `npm start`, which builds first. It serves the Next
 * app as `next start` does, and adds what an operator needs:
 * - the build's assets (/_next/static/…) from memory, compressed at build time (src/server/static-assets.ts);
 * - one JSON access-log line per request, with its id (also sent back as X-Request-Id), path, status and duration;
 * - a graceful stop on SIGTERM or SIGINT: no new connection is accepted, requests in flight are answered (for at most
 *   SHUTDOWN_GRACE_MS), then the mail sender finishes its batch and the database is closed (PGlite flushes and frees
 *   its lock), and the process exits with code 0.
 * PORT (3000) and HOST (every interface) say where it listens.
 */
import http from 'node:http';
import { join } from 'node:path';
import zlib from 'node:zlib';
import compression from 'compression';
import next from 'next';
import { accessLevel, loggedPath, requestIdFrom } from './access-log';
import { PAGE_BROTLI_QUALITY } from '../config/server';
import { limitKey, setClientAddress, trustProxy } from './client-address';
import { deferScripts } from './deferred-scripts';
import { applyPageNonce } from './page-nonce';
import { runShutdownHooks } from './lifecycle';
import { log, logError, logInfo, requestContext } from './log';
import { builtForAnotherSite, EXIT_BAD_SETTINGS, settingsOrExit, SettingsError } from './settings';
import { readBuildRecord } from './build-output';
import { reportError } from './error-report';
import { countRequest } from './metrics';
import { staticAssets } from './static-assets';
import { setOwnOrigin } from './content/own-origin';
import { routedUrl } from './content/known-addresses';

// Stack frames point into src/ where a source map is at hand (the compiled entry carries one).
process.setSourceMapsEnabled(true);
// The settings, before anything else: one that does not parse, or that production refuses, stops the start here, with
// every variable to fix named on standard error, and exit code 78 (EX_CONFIG: the service unit does not restart it).
const config = settingsOrExit({ checkProduction: true });
// The static pages carry the SITE_URL of their build: production refuses to serve them under another one.
const otherSite = builtForAnotherSite(config, readBuildRecord()?.siteUrl);
if (otherSite && config.production) {
  process.stderr.write(`${new SettingsError([otherSite]).message}\n`);
  process.exit(EXIT_BAD_SETTINGS);
}
const { port, shutdownGraceMs: graceMs, serverLimits: limits } = config;
// TRUST_PROXY: whose X-Forwarded-For to believe (client-address.ts). Behind a proxy, the server listens on the loopback
// interface unless HOST says otherwise, so that no client reaches it around the proxy with a header of its own.
const trust = trustProxy(config.trustProxy);
const host = config.host ?? (trust.trusted ? '127.0.0.1' : undefined);

// quiet: Next prints a failing request's error with its message, which may carry visitor data; instrumentation.ts's
// onRequestError logs it instead, with its stack and without the message.
const app = next({ dev: false, dir: process.cwd(), port, hostname: host, quiet: true });
const handle = app.getRequestHandler();
// Compression is done here rather than by Next (compress: false in next.config.ts), so that it sees the pages after
// deferScripts has rewritten them (src/server/deferred-scripts.ts). DEFER_SCRIPTS=0 turns that rewrite off.
const deferPageScripts = config.deferScripts;
const compress = compression({
  brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY } },
}) as unknown as (request: http.IncomingMessage, response: http.ServerResponse, next: () => void) => void;
// The build's scripts, stylesheet and font, from memory and compressed at build time (src/server/static-assets.ts).
const serveStaticAsset = staticAssets(join(process.cwd(), '.next', 'static'));
await app.prepare();

const inFlight = new Set<http.ServerResponse>();
let stopping = false;
let drained: (() => void) | undefined;

const server = http.createServer(
  {
    headersTimeout: limits.headersMs,
    requestTimeout: limits.requestMs,
    keepAliveTimeout: limits.keepAliveMs,
    // How often Node looks for requests past those timeouts (30 s by default, which would let a slow client stay that long).
    connectionsCheckingInterval: Math.min(1_000, limits.headersMs),
  },
  (request, response) => {
    const started = performance.now();
    const askedUrl = request.url;
    setClientAddress(request, trust);
    const requestId = requestIdFrom(request.headers['x-request-id'], trust.trusted);
    request.headers['x-request-id'] = requestId;
    response.setHeader('X-Request-Id', requestId);
    // While stopping, each answer closes its connection, so that keep-alive clients move to another instance.
    if (stopping) response.setHeader('Connection', 'close');
    inFlight.add(response);
    response.once('close', () => {
      inFlight.delete(response);
      const path = loggedPath(askedUrl);
      const status = response.statusCode;
      countRequest(path, status, (performance.now() - started) / 1000);
      log()[accessLevel(path, status)](
        {
          scope: 'http',
          requestId,
          method: request.method,
          path,
          status,
          ms: Math.round(performance.now() - started),
          ...(response.writableFinished ? {} : { aborted: true }),
        },
        'request',
      );
      if (stopping && inFlight.size === 0) drained?.();
    });
    requestContext.run({ requestId }, () => {
      if (serveStaticAsset(request, response)) return;
      applyPageNonce(request, response);
      compress(request, response, () => {
        if (deferPageScripts) deferScripts(response, { id: requestId, path: loggedPath(askedUrl) });
        // A made-up address below the blog or a showcase page goes to no route (content/known-addresses.ts).
        routedUrl(request.method, request.url ?? '/')
          .then((url) => {
            request.url = url;
            return handle(request, response);
          })
          .catch((error: unknown) => {
            logError('http', 'request failed', error);
            if (!response.headersSent) response.statusCode = 500;
            response.end();
          });
      });
    });
  },
);
server.maxConnections = limits.maxConnections;

// At most connectionsPerAddress open connections from one address (an IPv6 /64 counts as one); a proxy's are not
// counted, since every visitor behind it shares its address (which peers are taken for one: client-address.ts).
const connectionsFrom = new Map<string, number>();
server.on('connection', (socket) => {
  const peer = socket.remoteAddress ?? 'unknown';
  if (trust.uncapped(peer)) return;
  const key = limitKey(peer);
  const open = (connectionsFrom.get(key) ?? 0) + 1;
  if (open > limits.connectionsPerAddress) {
    socket.destroy();
    return;
  }
  connectionsFrom.set(key, open);
  socket.once('close', () => {
    const left = (connectionsFrom.get(key) ?? 1) - 1;
    if (left > 0) connectionsFrom.set(key, left);
    else connectionsFrom.delete(key);
  });
});

async function stop(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  logInfo('server', 'stopping', { signal, inFlight: inFlight.size });
  server.close();
  for (const response of inFlight) if (!response.headersSent) response.setHeader('Connection', 'close');
  // Keep-alive connections between two requests are closed now and as they fall idle; busy ones finish first.
  server.closeIdleConnections();
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  await new Promise<void>((resolve) => {
    drained = resolve;
    if (inFlight.size === 0) resolve();
    setTimeout(resolve, graceMs).unref();
  });
  clearInterval(idle);
  if (inFlight.size)
    logInfo('server', 'grace period over: closing the remaining connections', { inFlight: inFlight.size });
  server.closeAllConnections();
  await app.close().catch((error: unknown) => logError('server', 'next did not close cleanly', error));
  await runShutdownHooks();
  logInfo('server', 'stopped', { signal });
  process.exit(0);
}

process.once('SIGTERM', () => void stop('SIGTERM'));
process.once('SIGINT', () => void stop('SIGINT'));
// An error no one caught: logged with its stack (and reported, error-report.ts). A rejection leaves the process
// running, as Next's own server does; an exception ends it with code 1, once reported, for the supervisor to restart.
process.on('unhandledRejection', (reason) => void reportError('process', 'unhandled rejection', reason));
process.on('uncaughtException', (error) => {
  void reportError('process', 'uncaught exception', error).finally(() => process.exit(1));
});

server.listen(port, host, () => {
  const address = server.address();
  // Where this process asks itself to refresh the content's pages (content/refresh.ts).
  if (typeof address === 'object' && address) setOwnOrigin(address);
  logInfo('server', 'listening', {
    port: typeof address === 'object' && address ? address.port : port,
    host: host ?? 'all interfaces',
  });
  if (otherSite) log().warn({ scope: 'server' }, otherSite);
});
