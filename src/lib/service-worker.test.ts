import { describe, expect, it } from 'vitest';
import { GET } from '@/app/sw.js/route';

describe('the service worker script', () => {
  it('is self-contained, listens for its messages and syncs, and has no fetch handler (it caches nothing)', async () => {
    const response = GET();
    expect(response.headers.get('content-type')).toContain('javascript');
    const source = await response.text();
    const events: string[] = [];
    const scope = {
      addEventListener: (type: string) => events.push(type),
      skipWaiting: async () => {},
      clients: {},
      registration: {},
    };
    // Run as the browser would: only `self` (and the worker's globals) in reach.
    new Function('self', source)(scope);
    expect(events.sort()).toEqual(['activate', 'install', 'message', 'sync']);
    expect(source).not.toMatch(/caches\./);
  });
});
