import { describe, expect, it } from 'vitest';
import { countRequest, metrics, routeFamily } from './metrics';

describe('metrics', () => {
  it('put every path in one of a few families, never the path itself', () => {
    expect(
      [
        '/',
        '/services/energie',
        '/demande/devis',
        '/admin/demandes/devis/42',
        '/api/auth/sign-in/email',
        '/api/requests/quote',
        '/_next/static/chunks/a.js',
        '/wp-login.php',
        '/metrics',
      ].map(routeFamily),
    ).toEqual([
      'home',
      'service',
      'request-page',
      'back-office',
      'auth-api',
      'request-api',
      'static',
      'other',
      'metrics',
    ]);
  });

  it('count each request by family and status class, with its time, in one registry per process', async () => {
    countRequest('/services/energie', 200, 0.012);
    countRequest('/services/climatisation', 503, 0.3);
    const text = await metrics().registry.metrics();
    expect(text).toMatch(/^site_http_requests_total\{family="service",status="2xx"\} 1$/m);
    expect(text).toMatch(/^site_http_requests_total\{family="service",status="5xx"\} 1$/m);
    expect(text).toMatch(/^site_http_request_duration_seconds_count\{family="service"\} 2$/m);
    expect(text).toMatch(/^site_http_request_duration_seconds_bucket\{le="0.025",family="service"\} 1$/m);
    // The process's own figures come with them.
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect(text).toMatch(/^process_resident_memory_bytes /m);
    // A second evaluation of the module (the bundled app's) counts into the same registry.
    expect((globalThis as { __siteMetrics?: unknown }).__siteMetrics).toBe(metrics());
  });
});
