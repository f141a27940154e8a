import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { installClientAddress, limitKey, resolveClientAddress, trustedHops } from './client-address';

describe('the client address', () => {
  it('is the socket peer unless proxies are trusted, then the N-th X-Forwarded-For entry from the right', () => {
    expect(resolveClientAddress('127.0.0.1', '6.6.6.6', 0)).toBe('127.0.0.1');
    expect(resolveClientAddress('10.0.0.2', '6.6.6.6, 203.0.113.9', 1)).toBe('203.0.113.9');
    expect(resolveClientAddress('10.0.0.2', ['6.6.6.6, 203.0.113.9', '10.0.0.1'], 2)).toBe('203.0.113.9');
    // Fewer entries than trusted hops: the furthest entry, never an address the client picked beyond it.
    expect(resolveClientAddress('10.0.0.2', undefined, 1)).toBe('10.0.0.2');
    expect(resolveClientAddress('10.0.0.2', '203.0.113.9', 3)).toBe('203.0.113.9');
  });

  it('reads TRUST_PROXY as a small whole number, anything else as none', () => {
    expect([undefined, '', '0', '-1', 'oui', '1.5'].map(trustedHops)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(['1', '2', '99'].map(trustedHops)).toEqual([1, 2, 10]);
  });

  it('keys IPv6 addresses by their /64 and IPv4-mapped ones as IPv4', () => {
    expect(limitKey('203.0.113.9')).toBe('203.0.113.9');
    expect(limitKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(limitKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(limitKey('2001:0db8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(limitKey('2001:DB8:1:2::ffff')).toBe('2001:db8:1:2::/64');
    expect(limitKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(limitKey('::1')).toBe('0:0:0:0::/64');
    expect(limitKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  // TRUST_PROXY=1 on a real server is what the end-to-end run uses: each test's own address is what it is limited by.
  it('replaces a header the client forged, on a real HTTP server, when no proxy is trusted', async () => {
    installClientAddress(0);
    const server = http.createServer((request, response) => {
      response.end(String(request.headers['x-forwarded-for']));
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const seen = async (headers: Record<string, string>) => (await fetch(`http://127.0.0.1:${port}/`, { headers })).text();
    try {
      expect(await seen({ 'x-forwarded-for': '6.6.6.6' })).toBe('127.0.0.1');
      expect(await seen({ 'x-forwarded-for': '6.6.6.6, 7.7.7.7' })).toBe('127.0.0.1');
      expect(await seen({})).toBe('127.0.0.1');
    } finally {
      server.close();
    }
  });
});
