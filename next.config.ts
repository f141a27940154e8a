import type { NextConfig } from 'next';
import { securityHeaders } from './src/config/security-headers';

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
    return [{ source: '/:path*', headers: securityHeaders({ dev: process.env.NODE_ENV !== 'production' }) }];
  },
};

export default nextConfig;
