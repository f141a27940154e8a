/**
 * Where this process answers on the loopback interface, for the requests it sends itself (refresh.ts). Its own module,
 * without Next's: the compiled entry (main.ts), plain Node, loads it to say where it listens.
 */
import type { AddressInfo } from 'node:net';
import { settings } from '@/server/settings';

const holder = ((globalThis as { __siteOrigin?: { origin?: string } }).__siteOrigin ??= {});

/** The origin of an address this process listens on: the loopback one when it listens on every interface. */
const originOf = (host: string | undefined, port: number) => {
  const address = !host || host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${address.includes(':') ? `[${address}]` : address}:${port}`;
};

/** main.ts says where it listens once it does (PORT may be 0). */
export function setOwnOrigin(address: AddressInfo) {
  holder.origin = originOf(address.address, address.port);
}

/** This process's origin: as main.ts said, else from PORT and HOST. */
export const ownOrigin = () => holder.origin ?? originOf(settings().host, settings().port);
