/**
 * The server's log: one JSON line per event (pino), pretty-printed in development. Every line written while a request
 * is handled carries that request's id (see server/main.ts). What may reach a line: names, codes, ids, counts and
 * paths. An error's message may carry the query's parameters (visitor data), a token or a link with one, so an error is
 * logged by name and code only (describeError).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';
import { settings } from './settings';

export type RequestContext = { requestId: string };

/** Shared by the server entry (loaded by tsx) and the bundled app: one store per process, kept on globalThis. */
export const requestContext: AsyncLocalStorage<RequestContext> = ((globalThis as { __siteRequestContext?: AsyncLocalStorage<RequestContext> })
  .__siteRequestContext ??= new AsyncLocalStorage<RequestContext>());

/**
 * A logger writing to `destination` (standard output by default, where a process manager collects it). LOG_LEVEL sets
 * the level (info by default); LOG_FORMAT=pretty, the default under `next dev`, prints readable lines instead of JSON.
 */
export function createLogger(destination: DestinationStream = process.stdout): Logger {
  const { level, format } = settings().log;
  const readable = format === 'pretty';
  return pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const context = requestContext.getStore();
        return context ? { requestId: context.requestId } : {};
      },
    },
    readable ? pretty({ destination, sync: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid' }) : destination,
  );
}

const holder = ((globalThis as { __siteLogger?: { logger?: Logger } }).__siteLogger ??= {});

/** The process's logger. */
export function log(): Logger {
  return (holder.logger ??= createLogger());
}

type Described = { name?: unknown; code?: unknown; constraint?: unknown; cause?: unknown };

/** "DrizzleQueryError ← DatabaseError 23505 (quotes_pkey)": each link of the cause chain, without its message. */
export function describeError(error: unknown): string {
  const links: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current !== undefined && current !== null; depth += 1) {
    if (typeof current !== 'object') {
      links.push(typeof current);
      break;
    }
    const { name, code, constraint, cause } = current as Described;
    const label = typeof name === 'string' && name ? name : 'Error';
    const safeCode = typeof code === 'string' || typeof code === 'number' ? ` ${String(code).slice(0, 40)}` : '';
    const safeConstraint = typeof constraint === 'string' && constraint ? ` (${constraint.slice(0, 80)})` : '';
    links.push(`${label}${safeCode}${safeConstraint}`);
    current = cause;
  }
  return links.join(' ← ') || 'unknown error';
}

/** One error line: `{ level: "error", scope, error: <by name and code>, msg: what }`. */
export function logError(scope: string, what: string, error?: unknown) {
  log().error(error === undefined ? { scope } : { scope, error: describeError(error) }, what);
}

/** One info line: `{ level: "info", scope, msg: what }`, with a few safe fields (ids, counts, durations). */
export function logInfo(scope: string, what: string, fields: Record<string, string | number | boolean> = {}) {
  log().info({ scope, ...fields }, what);
}
