// The headers every answer carries: the pages and routes through next.config.ts, the build assets through
// src/server/static-assets.ts.

// Next inlines its bootstrap scripts and styles, so 'unsafe-inline' stays until pages
// carry nonces (which would make every page dynamic). Everything else is locked to self.
// `next dev` evaluates scripts from strings ('unsafe-eval'); a production build never does.
const contentSecurityPolicy = (dev: boolean) => [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

export const securityHeaders = ({ dev = false } = {}) => [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy(dev) },
  { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value:
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), magnetometer=(), gyroscope=(), accelerometer=(), interest-cohort=(), browsing-topics=()',
  },
  { key: 'X-Frame-Options', value: 'DENY' },
];
