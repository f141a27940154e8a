/**
 * A per-request nonce policy on the pages rendered per request anyway, the back-office and the sign-in pages
 * (config/security-headers.ts's NONCE_PAGES): Next reads the nonce from the request's Content-Security-Policy header
 * and puts it on every script it writes; the answer carries the same policy. The one inline script of the root layout
 * (the cookie banner's) is a constant, allowed by its hash. Called by the server's request handler (main.ts), before
 * Next; the static pages keep next.config.ts's policy.
 */
import { createHash, randomBytes } from 'node:crypto';
import type http from 'node:http';
import { showBannerScript } from '../lib/banner-script';
import { contentSecurityPolicy, NONCE_PAGES } from '../config/security-headers';

const inlineHashes = [`sha256-${createHash('sha256').update(showBannerScript).digest('base64')}`];

/** Sets this request's nonce policy when it asks for a nonced page; true when it did. */
export function applyPageNonce(request: http.IncomingMessage, response: http.ServerResponse): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = (request.url ?? '/').split('?', 1)[0]!;
  if (!NONCE_PAGES.test(path)) return false;
  const policy = contentSecurityPolicy({ nonce: randomBytes(16).toString('base64'), hashes: inlineHashes });
  request.headers['content-security-policy'] = policy;
  response.setHeader('Content-Security-Policy', policy);
  return true;
}
