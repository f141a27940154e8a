import { describe, expect, it } from 'vitest';
import { photoText } from '@/content/photos';
import { messages } from '@/content/requests';
import { requestResponse, unavailable } from './http';

describe('requestResponse', () => {
  it('answers a 503 with the Retry-After of its result (the photo queue full), or 30 s (an outage), and nothing else with one', async () => {
    const busy = requestResponse({ ok: false, status: 503, retryAfter: 10, error: { title: messages.errorTitle, description: photoText.busy } });
    expect([busy.status, busy.headers.get('retry-after'), busy.headers.get('cache-control')]).toEqual([503, '10', 'no-store']);
    expect(await busy.json()).toEqual({ ok: false, error: { title: messages.errorTitle, description: photoText.busy } });
    expect(requestResponse(unavailable).headers.get('retry-after')).toBe('30');
    const limited = requestResponse({ ok: false, status: 429, error: { title: messages.rateLimitedTitle, description: messages.rateLimited } });
    expect([limited.status, limited.headers.get('retry-after')]).toEqual([429, null]);
    const stored = requestResponse({ ok: true, notice: { title: messages.quoteSuccessTitle } });
    expect([stored.status, await stored.json()]).toEqual([200, { ok: true, notice: { title: messages.quoteSuccessTitle } }]);
  });
});
