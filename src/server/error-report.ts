/**
 * An unexpected error, reported: one log line with its stack frames (log.ts), and, when ERROR_REPORT_DSN is set, an
 * event sent from the server to that Sentry-compatible endpoint (Sentry, or a self-hosted GlitchTip), in Sentry's
 * envelope format. The event carries what the log line carries (names, codes, frames, the route pattern, the request
 * id and Next's digest), never an error's message, a URL with its query, a header or a body: no visitor data leaves
 * the server that way. Nothing is added to the visitors' JavaScript.
 *
 * Hand-written rather than @sentry/node, whose auto-instrumentation patches http and the database drivers of every
 * request to report a handful of errors; this is one POST per error, with a 5-second limit, and its failure is logged.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { describeError, logError, stackFrames } from './log';
import { settings } from './settings';
import { version } from '../../package.json';

/** What may go with an error: the route pattern (never the path: it can hold a token), the request id, Next's digest. */
export type ErrorFields = { route?: string; routeType?: string; method?: string; requestId?: string; digest?: string };

const SEND_TIMEOUT_MS = 5_000;

/** `https://<key>@host/<project>` → where to post the envelope and the key to post it with; null when unusable. */
export function parseDsn(dsn: string): { url: string; key: string; dsn: string } | null {
  if (!URL.canParse(dsn)) return null;
  const parsed = new URL(dsn);
  const project = parsed.pathname.split('/').filter(Boolean).pop();
  if (!parsed.username || !project || !/^\d+$/.test(project)) return null;
  const base = parsed.pathname.split('/').filter(Boolean).slice(0, -1).join('/');
  return {
    url: `${parsed.protocol}//${parsed.host}/${base ? `${base}/` : ''}api/${project}/envelope/`,
    key: parsed.username,
    dsn,
  };
}

/** Sentry's frame from one of stackFrames' lines ("fn (file:line:col)" or "file:line:col"), oldest call first. */
function toFrames(frames: string[]) {
  return frames
    .map((frame) => {
      const match = /^(?:(.*?) \()?(.*?):(\d+):(\d+)\)?$/.exec(frame);
      if (!match) return { function: frame.slice(0, 200) };
      const [, fn, filename, line, column] = match;
      return {
        function: fn || '?',
        filename,
        lineno: Number(line),
        colno: Number(column),
        in_app: !filename!.includes('node_modules'),
      };
    })
    .reverse();
}

/** The envelope of one event: a header line, an item header line, the event. */
export function errorEnvelope(error: unknown, what: string, fields: ErrorFields, dsn: string, now = new Date()) {
  const eventId = randomUUID().replaceAll('-', '');
  const name = error instanceof Error ? error.name : typeof error;
  const { route, routeType, method, requestId, digest } = fields;
  const event = {
    event_id: eventId,
    timestamp: now.getTime() / 1000,
    platform: 'node',
    level: 'error',
    logger: what,
    server_name: hostname(),
    release: `multitech-site@${version}`,
    environment: settings().production ? 'production' : 'trial',
    transaction: route,
    tags: Object.fromEntries(
      Object.entries({ route, route_type: routeType, method, request_id: requestId, digest }).filter(
        ([, value]) => value !== undefined,
      ),
    ),
    exception: {
      values: [{ type: name, value: describeError(error), stacktrace: { frames: toFrames(stackFrames(error)) } }],
    },
  };
  return [
    JSON.stringify({ event_id: eventId, sent_at: now.toISOString(), dsn }),
    JSON.stringify({ type: 'event' }),
    JSON.stringify(event),
  ].join('\n');
}

/** Logs the error with its stack; sends it to ERROR_REPORT_DSN when set. Resolves once sent (or given up). */
export async function reportError(
  scope: string,
  what: string,
  error: unknown,
  fields: ErrorFields = {},
): Promise<void> {
  logError(scope, what, error, fields);
  const target = settings().errorReportDsn ? parseDsn(settings().errorReportDsn!) : null;
  if (!target) return;
  try {
    const response = await fetch(target.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-sentry-envelope',
        'X-Sentry-Auth': `Sentry sentry_version=7, sentry_key=${target.key}, sentry_client=multitech-site/1`,
      },
      body: errorEnvelope(error, what, fields, target.dsn),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    if (!response.ok) logError('errors', 'error report refused', undefined, { status: response.status });
  } catch (sendError) {
    logError('errors', 'error report not sent', sendError);
  }
}
