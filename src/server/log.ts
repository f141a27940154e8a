/**
 * The server's log: one JSON line per event (pino), pretty-printed in development. Every line written while a request
 * is handled carries that request's id (see server/main.ts). What may reach a line: names, codes, ids, counts and
 * paths. An error's message may carry the query's parameters (visitor data), a token or a link with one, so an error is
 * logged by name and code (describeError) and by the frames of its stack (stackFrames), never by its message.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';
import { settings } from './settings';

export type RequestContext = { requestId: string };

/** Shared by the server entry (loaded by tsx) and the bundled app: one store per process, kept on globalThis. */
export const requestContext: AsyncLocalStorage<RequestContext> = ((
  globalThis as { __siteRequestContext?: AsyncLocalStorage<RequestContext> }
).__siteRequestContext ??= new AsyncLocalStorage<RequestContext>());

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

const MAX_FRAMES = 12;

/**
 * Where an error was thrown: the `at …` lines of its stack (file, line and column; mapped to the sources where a source
 * map is at hand), without the first line, which repeats the message. Paths are relative to the site's folder.
 */
export function stackFrames(error: unknown): string[] {
  const stack = error instanceof Error && typeof error.stack === 'string' ? error.stack : '';
  const root = `${process.cwd()}/`;
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, MAX_FRAMES)
    .map((line) => line.trim().slice(3).replaceAll(root, '').replaceAll(`file://${root}`, '').slice(0, 300));
}

/**
 * One error line: `{ level: "error", scope, error: <by name and code>, stack: [frames], msg: what }`, with a few safe
 * fields (a route, a digest).
 */
export function logError(
  scope: string,
  what: string,
  error?: unknown,
  fields: Record<string, string | number | boolean | undefined> = {},
) {
  log().error(
    error === undefined
      ? { scope, ...fields }
      : { scope, ...fields, error: describeError(error), stack: stackFrames(error) },
    what,
  );
}

/** One info line: `{ level: "info", scope, msg: what }`, with a few safe fields (ids, counts, durations). */
export function logInfo(scope: string, what: string, fields: Record<string, string | number | boolean> = {}) {
  log().info({ scope, ...fields }, what);
}
