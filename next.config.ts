import type { NextConfig } from 'next';
import { PHOTOS } from './src/config/photos';
import { contentSecurityPolicy, securityHeaders } from './src/config/security-headers';
import { queryRedirects, queryRewrites } from './src/lib/query-routes';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // src/server/main.ts compresses, after rewriting each page's head (src/server/deferred-scripts.ts).
  compress: false,
  // PGlite ships its own wasm and data files: bundling it would copy 15 MB into static assets.
  serverExternalPackages: ['@electric-sql/pglite'],
  // The request pages' posts with photos (quote, support) are the largest server-action bodies; src/proxy.ts holds
  // every other one to 64 KB before Next reads it. Next's defaults are 1 MB for a server action and 10 MB for the body
  // it keeps for the proxy, past which the action gets a cut body and the visitor a blank page (photos.spec.ts).
  // isrFlushToDisk: the pages rendered at runtime (the blog's, issue 33) stay in memory, never written into the build:
  // the service may not write there, and a restarted instance renders them again rather than serve a page from before.
  experimental: {
    serverActions: { bodySizeLimit: PHOTOS.postBytes },
    proxyClientMaxBodySize: PHOTOS.postBytes,
    isrFlushToDisk: false,
  },
  // /blog?article=3, /blog?categorie=energie, /contact?sujet=Candidature: prerendered pages, not a render per hit.
  async rewrites() {
    return { beforeFiles: queryRewrites(), afterFiles: [], fallback: [] };
  },
  async redirects() {
    return queryRedirects();
  },
  async headers() {
    const dev = process.env.NODE_ENV !== 'production';
    if (dev) return [{ source: '/:path*', headers: securityHeaders({ dev }) }];
    // The back-office and sign-in pages get their policy, with a nonce, from the server (src/server/page-nonce.ts).
    return [
      { source: '/:path*', headers: securityHeaders({ csp: false }) },
      {
        source: '/((?!(?:admin|auth)(?:/|$)).*)',
        headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy() }],
      },
    ];
  },
};

export default nextConfig;
