/**
 * Who is asking: the address the per-IP limits key on. By default it is the socket's peer and X-Forwarded-For is
 * ignored, since a client can write that header itself. Behind reverse proxies, TRUST_PROXY=N says how many of them
 * to believe: each appends the address it saw, so the client is the N-th entry from the right.
 */
import http from 'node:http';
import https from 'node:https';
import { isIPv4, isIPv6 } from 'node:net';

/** TRUST_PROXY: the number of trusted proxy hops in front of the server (0, the default, trusts none). */
export function trustedHops(value = process.env.TRUST_PROXY): number {
  const hops = Number(value ?? 0);
  return Number.isInteger(hops) && hops > 0 ? Math.min(hops, 10) : 0;
}

/**
 * The client's address: the socket's peer, then X-Forwarded-For from right to left, one step per trusted hop. With
 * fewer entries than hops, the furthest one (a misconfiguration, not a way to pick an address).
 */
export function resolveClientAddress(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, hops: number): string {
  const chain = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',', 64)
    .map((part) => part.trim())
    .filter(Boolean);
  const path = [socketAddress ?? 'unknown', ...chain.reverse()];
  return path[Math.min(hops, path.length - 1)]!;
}

const patched = Symbol.for('multitech.clientAddress');

/**
 * Rewrites X-Forwarded-For of every incoming request to the one resolved address, before Next sees it (Next keeps a
 * header the client sent and fills it from the socket only when absent). Route handlers get no socket, so the header
 * is how the address reaches them and better-auth's own limit. Installed once, at start (instrumentation.ts).
 */
export function installClientAddress(hops = trustedHops()) {
  for (const Server of [http.Server, https.Server]) {
    const prototype = Server.prototype as http.Server & { [patched]?: boolean };
    if (prototype[patched]) continue;
    const emit = prototype.emit;
    prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
      if (event === 'request') {
        const request = args[0] as http.IncomingMessage;
        request.headers['x-forwarded-for'] = resolveClientAddress(request.socket?.remoteAddress, request.headers['x-forwarded-for'], hops);
      }
      return Reflect.apply(emit, this, [event, ...args]) as boolean;
    } as typeof prototype.emit;
    prototype[patched] = true;
  }
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
  const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
