import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { limitKey, resolveClientAddress, setClientAddress, trustProxy } from './client-address';

describe('the client address', () => {
  const from = (socket: string, forwarded?: string | string[]) => ({
    socket: { remoteAddress: socket },
    headers: { 'x-forwarded-for': forwarded },
  });

  it('is the socket peer unless proxies are trusted, then the first untrusted X-Forwarded-For entry from the right', () => {
    expect(resolveClientAddress(from('127.0.0.1', '6.6.6.6'), trustProxy('0'))).toBe('127.0.0.1');
    expect(resolveClientAddress(from('10.0.0.2', '6.6.6.6, 203.0.113.9'), trustProxy('1'))).toBe('203.0.113.9');
    expect(resolveClientAddress(from('10.0.0.2', ['6.6.6.6, 203.0.113.9', '10.0.0.1']), trustProxy('2'))).toBe(
      '203.0.113.9',
    );
    // Fewer entries than trusted hops: the furthest entry, never an address the client picked beyond it.
    expect(resolveClientAddress(from('10.0.0.2'), trustProxy('1'))).toBe('10.0.0.2');
    expect(resolveClientAddress(from('10.0.0.2', '203.0.113.9'), trustProxy('3'))).toBe('203.0.113.9');
  });

  it('trusts named proxies only: loopback, or a list of addresses and CIDR ranges', () => {
    const loopback = trustProxy('loopback');
    expect(resolveClientAddress(from('127.0.0.1', '6.6.6.6, 203.0.113.9'), loopback)).toBe('203.0.113.9');
    expect(resolveClientAddress(from('::1', '203.0.113.9'), loopback)).toBe('203.0.113.9');
    // A client that reaches the server directly is not a proxy: its header is ignored.
    expect(resolveClientAddress(from('198.51.100.7', '6.6.6.6'), loopback)).toBe('198.51.100.7');
    const list = trustProxy('loopback, 10.0.0.0/8');
    expect(resolveClientAddress(from('127.0.0.1', '6.6.6.6, 203.0.113.9, 10.1.2.3'), list)).toBe('203.0.113.9');
    expect(() => trustProxy('pas-une-adresse')).toThrow();
  });

  it('reads TRUST_PROXY as none when unset or 0, and caps a hop count at 10', () => {
    expect([undefined, '', '0', ' '].map((value) => trustProxy(value).trusted)).toEqual([false, false, false, false]);
    const many = trustProxy('99');
    expect([many.trust('1.1.1.1', 9), many.trust('1.1.1.1', 10)]).toEqual([true, false]);
  });

  it('caps every peer’s connections but a proxy’s: one named in TRUST_PROXY, or with a hop count a local or private one', () => {
    const uncapped = (setting: string | undefined, peers: string[]) =>
      peers.map((peer) => trustProxy(setting).uncapped(peer));
    const peers = [
      '127.0.0.1',
      '::ffff:127.0.0.1',
      '::1',
      '172.18.0.1',
      '10.1.2.3',
      '192.168.1.20',
      '203.0.113.9',
      '::ffff:203.0.113.9',
      '2001:db8::1',
      'unknown',
    ];
    // No proxy: nobody is left out, the machine itself included.
    expect(uncapped(undefined, peers).some(Boolean)).toBe(false);
    expect(uncapped('0', peers).some(Boolean)).toBe(false);
    // A hop count believes any peer's header, but a peer with a public address is a client that came around the proxy.
    for (const hops of ['1', '2'])
      expect(uncapped(hops, peers)).toEqual([true, true, true, true, true, true, false, false, false, false]);
    // A list: exactly the proxies it names.
    expect(uncapped('loopback', peers)).toEqual([true, true, true, false, false, false, false, false, false, false]);
    expect(uncapped('10.0.0.0/8, 203.0.113.9', peers)).toEqual([
      false,
      false,
      false,
      false,
      true,
      false,
      true,
      true,
      false,
      false,
    ]);
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

  it('replaces a header the client forged, on a real HTTP server, when no proxy is trusted', async () => {
    const trust = trustProxy('0');
    const server = http.createServer((request, response) => {
      setClientAddress(request, trust);
      response.end(String(request.headers['x-forwarded-for']));
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const seen = async (headers: Record<string, string>) =>
      (await fetch(`http://127.0.0.1:${port}/`, { headers })).text();
    try {
      expect(await seen({ 'x-forwarded-for': '6.6.6.6' })).toBe('127.0.0.1');
      expect(await seen({ 'x-forwarded-for': '6.6.6.6, 7.7.7.7' })).toBe('127.0.0.1');
      expect(await seen({})).toBe('127.0.0.1');
    } finally {
      server.close();
    }
  });
});
