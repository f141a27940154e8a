import type { NextConfig } from 'next';

const isDev = process.env.NODE_ENV !== 'production';

// Next inlines its bootstrap scripts and styles, so 'unsafe-inline' stays until pages
// carry nonces (which would make every page dynamic). Everything else is locked to self.
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ''}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
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

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // src/server/main.ts compresses, after rewriting each page's head (src/server/deferred-scripts.ts).
  compress: false,
  // PGlite ships its own wasm and data files: bundling it would copy 15 MB into static assets.
  serverExternalPackages: ['@electric-sql/pglite'],
  // The one server action with a visitor's text (the contact form) stays far below this; Next's default is 1 MB.
  experimental: { serverActions: { bodySizeLimit: '64kb' } },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default nextConfig;
