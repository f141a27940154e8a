/** The HTTP side of visitor requests: who is asking, and from where. */
import { messages } from '@/content/requests';
import type { Db } from '@/server/db/client';
import { getDb } from '@/server/db/client';
import type { RequestContext, RequestResult } from './pipeline';

/**
 * The visitor's address: the last X-Forwarded-For entry, the one the nearest proxy wrote. Next's server fills the
 * header from the socket only when it is absent, so in production the site must sit behind a reverse proxy that sets
 * or appends it (README); exposed directly, a client could choose the address its requests are limited under.
 */
export function clientIp(headers: Headers): string {
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return forwarded.at(-1) ?? headers.get('x-real-ip') ?? 'inconnue';
}

/** A write sent from another site (with a visitor's or an admin's cookies) is refused before anything is read. */
export function isCrossSite(headers: Headers): boolean {
  const origin = headers.get('origin');
  if (headers.get('sec-fetch-site') === 'cross-site') return true;
  if (!origin) return false;
  try {
    return new URL(origin).host !== headers.get('host');
  } catch {
    return true;
  }
}

const unavailableDb = new Proxy({} as Db, {
  get() {
    throw new Error('simulated database outage');
  },
});

/**
 * Builds the context of a request. Tests may simulate a database outage with the `x-simulate-failure: database`
 * header, honoured only when the server runs with ALLOW_FAULT_INJECTION=1 (never in production).
 */
export async function requestContext(headers: Headers): Promise<RequestContext> {
  const simulateOutage = process.env.ALLOW_FAULT_INJECTION === '1' && headers.get('x-simulate-failure') === 'database';
  return { db: simulateOutage ? unavailableDb : await getDb(), ip: clientIp(headers) };
}

export const unavailable: RequestResult = { ok: false, status: 503, error: { title: messages.errorTitle, description: messages.sendFailed } };
