/**
 * Idempotency of visitor requests: each submission carries a key (a random UUID the browser made when the draft
 * started, or, for a form posted without JavaScript, one derived here), and the first answer that stored it is kept
 * in `idempotency_keys`, written in the same transaction as the request. A retry (a double click, a replay once the
 * network is back, a service worker's Background Sync, a second tab) stores nothing and gets that answer again.
 */
import { createHash } from 'node:crypto';
import { inArray, lt } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_RETENTION_DAYS, NO_SCRIPT_KEY_WINDOW_SECONDS } from '@/config/offline';
import type { Db, Tx } from '@/server/db/client';
import { idempotencyKeys } from '@/server/db/schema';

/** The header a browser sends its key in (the IETF draft's name). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** A key as browsers make it (crypto.randomUUID): 36 characters, nothing else is accepted. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const IDEMPOTENCY_KEY_MAX = 36;

export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === 'string' && value.length <= IDEMPOTENCY_KEY_MAX && UUID.test(value);
}

/** The answer a key keeps: a success's notice (nothing personal: titles and the priority a support request named). */
export type StoredAnswer = { title: string; description?: string };

/**
 * The keys of one submission: `claim` is written with the request; `lookup` are the keys whose answer, if any, makes
 * this submission a repeat. A browser key is both. A derived one is per time window, and a repeat may fall in the next
 * window, so the previous window's key is looked up too.
 */
export type Keys = { claim: string; lookup: string[] };

export const browserKeys = (key: string): Keys => ({ claim: key.toLowerCase(), lookup: [key.toLowerCase()] });

/** JSON with its object keys sorted: the same fields give the same text whatever their order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * A form posted without JavaScript has no key: the same kind, the same validated fields from the same address within
 * NO_SCRIPT_KEY_WINDOW_SECONDS are the same submission (a double click on « Envoyer », a post sent again by the back
 * button). Only a hash is stored.
 */
export function derivedKeys(kind: string, data: unknown, ip: string, now: Date): Keys {
  const window = Math.floor(now.getTime() / (NO_SCRIPT_KEY_WINDOW_SECONDS * 1000));
  const key = (w: number) =>
    `form:${createHash('sha256')
      .update(`${kind}\n${ip}\n${w}\n${canonical(data)}`)
      .digest('hex')}`;
  return { claim: key(window), lookup: [key(window), key(window - 1)] };
}

/** The first answer kept for one of these keys, with the kind it was given for. */
export async function storedAnswer(
  db: Db | Tx,
  keys: string[],
): Promise<{ kind: string; answer: StoredAnswer } | undefined> {
  const [row] = await db
    .select({ kind: idempotencyKeys.kind, answer: idempotencyKeys.answer })
    .from(idempotencyKeys)
    .where(inArray(idempotencyKeys.key, keys))
    .limit(1);
  return row ? { kind: row.kind, answer: row.answer as StoredAnswer } : undefined;
}

/** Which of these keys are kept already, in one statement. */
export async function keptKeys(tx: Db | Tx, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await tx
    .select({ key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(inArray(idempotencyKeys.key, keys));
  return new Set(rows.map((row) => row.key));
}

/**
 * Claims keys in the caller's transaction, in one statement: gives back those this transaction wrote. A key another
 * transaction holds (committed, or still running on PostgreSQL, which waits for it) is not among them.
 */
export async function claimKeys(
  tx: Tx,
  claims: { key: string; kind: string; answer: StoredAnswer; now: Date }[],
): Promise<Set<string>> {
  if (claims.length === 0) return new Set();
  const rows = await tx
    .insert(idempotencyKeys)
    .values(claims.map(({ key, kind, answer, now }) => ({ key, kind, answer, createdAt: now })))
    .onConflictDoNothing({ target: idempotencyKeys.key })
    .returning({ key: idempotencyKeys.key });
  return new Set(rows.map((row) => row.key));
}

const DAY_MS = 86_400_000;

/** Deletes the keys older than IDEMPOTENCY_KEY_RETENTION_DAYS: no draft lives longer, so no replay can come. */
export async function purgeIdempotencyKeys(db: Db, now = new Date()) {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_RETENTION_DAYS * DAY_MS)));
}
