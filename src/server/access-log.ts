/**
 * What the access log keeps of a request: its id, method, path (query dropped, token-like segments masked), status and
 * duration. A query string carries tokens (`/auth?token=`) and search words, and better-auth puts reset tokens in the
 * path itself, so neither reaches a log as it is.
 */
import { randomUUID } from 'node:crypto';

const trustedRequestId = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * The request's id: the one a trusted proxy set (X-Request-Id, when TRUST_PROXY counts one) so that its log and ours
 * line up, else a new one. A client's own header is never believed: it could forge or flood ids.
 */
export function requestIdFrom(header: string | string[] | undefined, trustProxy: boolean): string {
  const value = Array.isArray(header) ? header[0] : header;
  return trustProxy && value && trustedRequestId.test(value) ? value : randomUUID();
}

// A segment of 16 characters or more that mixes letters and digits: a token, an id or a hash, never a page's slug.
const tokenLike = /^(?=[^/]*\d)(?=[^/]*[A-Za-z])[A-Za-z0-9_~.%-]{16,}$/;

/** The path to log: no query, no fragment, token-like segments as `:token`, at most 200 characters. */
export function loggedPath(url: string | undefined): string {
  const path = (url ?? '/').split(/[?#]/, 1)[0] ?? '/';
  return path
    .split('/')
    .map((segment) => (tokenLike.test(segment) ? ':token' : segment))
    .join('/')
    .slice(0, 200);
}

/** Build assets, probes and scrapes are logged at debug level only: they would drown the lines that matter. */
export function accessLevel(path: string, status: number): 'debug' | 'info' | 'warn' | 'error' {
  if (status >= 500) return 'error';
  if (path.startsWith('/_next/static/') || path === '/api/health' || path === '/api/ready' || path === '/metrics')
    return 'debug';
  return status >= 400 && status !== 404 ? 'warn' : 'info';
}
