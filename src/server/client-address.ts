/**
 * Who is asking: the address the per-IP limits key on. By default it is the socket's peer and X-Forwarded-For is
 * ignored, since a client can write that header itself. Behind reverse proxies, TRUST_PROXY says which to believe
 * (proxy-addr): a hop count (`1`: the peer is a proxy, and the entry it appended is the client), `loopback`, or a list
 * of addresses and CIDR ranges (`loopback, 10.0.0.0/8`). Each trusted proxy appends the address it saw; the client is
 * the first untrusted address from the right.
 */
import type http from 'node:http';
import { isIPv4, isIPv6 } from 'node:net';
import proxyAddr from 'proxy-addr';

/**
 * A resolved TRUST_PROXY: whom to believe, as proxy-addr takes it, whether any proxy is trusted at all, and which
 * peers are taken for a proxy by the per-address connection cap (src/server/main.ts), which leaves them out: every
 * visitor behind a proxy shares its address.
 */
export type TrustProxy = {
  trusted: boolean;
  trust: (address: string, hop: number) => boolean;
  uncapped: (peer: string) => boolean;
};

const trustNone: TrustProxy = { trusted: false, trust: () => false, uncapped: () => false };

// A hop count believes whatever peer connects, so it cannot say which one is the proxy. A proxy is on this machine or
// on the private network (Docker's bridge, a cloud load balancer); a peer with a public address is a client that
// reached the server directly, and is capped like any other.
const proxyLike = proxyAddr.compile(['loopback', 'uniquelocal']);

/** TRUST_PROXY: unset, empty or 0 trusts none; a whole number, that many hops; otherwise proxy-addr's list. Throws on a list it cannot read. */
export function trustProxy(value: string | undefined): TrustProxy {
  const setting = (value ?? '').trim();
  if (!setting || setting === '0') return trustNone;
  if (/^\d+$/.test(setting)) {
    const hops = Math.min(Number(setting), 10);
    return { trusted: true, trust: (_address, hop) => hop < hops, uncapped: (peer) => proxyLike(peer, 0) };
  }
  const compiled = proxyAddr.compile(
    setting
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  );
  return { trusted: true, trust: compiled, uncapped: (peer) => compiled(peer, 0) };
}

/** The client's address for this request, from its socket and X-Forwarded-For, as TRUST_PROXY says. */
export function resolveClientAddress(
  request: Pick<http.IncomingMessage, 'headers'> & { socket?: { remoteAddress?: string } },
  trust: TrustProxy,
): string {
  const socketAddress = request.socket?.remoteAddress ?? 'unknown';
  if (!trust.trusted) return socketAddress;
  // proxy-addr reads the header as one string; an array of headers counts as their list, in order.
  const forwarded = request.headers['x-forwarded-for'];
  const headers = { 'x-forwarded-for': Array.isArray(forwarded) ? forwarded.join(',') : forwarded };
  return proxyAddr(
    { headers, connection: { remoteAddress: socketAddress }, socket: { remoteAddress: socketAddress } } as never,
    trust.trust,
  );
}

/**
 * Writes the one resolved address into X-Forwarded-For, before Next sees the request (Next keeps a header the client
 * sent and fills it from the socket only when absent). Route handlers get no socket, so the header is how the address
 * reaches them and better-auth's own limit. Called by the server's request handler (src/server/main.ts).
 */
export function setClientAddress(request: http.IncomingMessage, trust: TrustProxy): string {
  const address = resolveClientAddress(request, trust);
  request.headers['x-forwarded-for'] = address;
  return address;
}

/**
 * The key a limit counts under: an IPv4 address as it is, an IPv6 one by its /64 (one subscriber usually holds a whole
 * /64, so counting single addresses would give them 2^64 tries), an IPv4-mapped IPv6 address as IPv4.
 */
export function limitKey(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (!isIPv6(address)) return address.slice(0, 64);
  const [head = '', tail = ''] = address.toLowerCase().split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
