// The headers every answer carries: the pages and routes through next.config.ts, the build assets through
// src/server/static-assets.ts.

/**
 * The pages' policy. Static pages: Next inlines its bootstrap scripts and styles, so 'unsafe-inline' stays (nonces
 * would make every page dynamic). The back-office and sign-in pages, rendered per request anyway, carry a nonce
 * instead (src/server/page-nonce.ts): only scripts with this request's nonce, those they load ('strict-dynamic'), and
 * the inline scripts whose hashes are given run. Everything else is locked to self. `next dev` evaluates scripts from
 * strings ('unsafe-eval'); a production build never does.
 */
export const contentSecurityPolicy = ({
  dev = false,
  nonce,
  hashes = [],
}: { dev?: boolean; nonce?: string; hashes?: string[] } = {}) =>
  [
    "default-src 'self'",
    nonce
      ? `script-src 'self' 'nonce-${nonce}' 'strict-dynamic' ${hashes.map((hash) => `'${hash}'`).join(' ')}${dev ? " 'unsafe-eval'" : ''}`.replace(
          / +/g,
          ' ',
        )
      : `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    // The service worker (/sw.js, registered by a form to replay requests that waited for the network): this origin only.
    // Named, not left to script-src: under 'strict-dynamic' (the nonce pages) 'self' would not count.
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');

/** The pages that carry a per-request nonce: the back-office and the sign-in pages (not their API routes). */
export const NONCE_PAGES = /^\/(?:admin|auth)(?:\/|$)/;

/** Every answer's headers but the policy, which goes by page (next.config.ts) or is the asset server's own. */
export const securityHeaders = ({ dev = false, csp = true } = {}) => [
  ...(csp ? [{ key: 'Content-Security-Policy', value: contentSecurityPolicy({ dev }) }] : []),
  { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value:
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), magnetometer=(), gyroscope=(), accelerometer=(), interest-cohort=(), browsing-topics=()',
  },
  { key: 'X-Frame-Options', value: 'DENY' },
  // No other site's window keeps a handle on ours (the links that open in a new tab already say noopener).
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
];
