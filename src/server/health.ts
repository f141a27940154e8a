/** What a proxy or an orchestrator probes: liveness without the database, readiness with it. No personal data. */
import { createHash, timingSafeEqual } from 'node:crypto';
import { and, count, isNull, min, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { shippedMigrations } from '@/server/db/client';
import { outbox } from '@/server/db/schema';
import { clientIp } from '@/server/requests/http';
import { settings } from '@/server/settings';

export type Readiness = {
  ready: boolean;
  database: 'ok' | 'unreachable';
  migrations?: { applied: number; shipped: number };
  /** Mails waiting to be sent (not given up), and how long the oldest has waited. */
  outbox?: { waiting: number; oldestWaitingSeconds: number | null };
};

/** Ready when the database answers and holds every migration this code ships. */
export async function readiness(getDb: () => Promise<Db>, now = new Date()): Promise<Readiness> {
  try {
    const db = await getDb();
    // Both drivers (pg and PGlite) answer a raw query with `rows`.
    const { rows } = (await db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`)) as {
      rows: { applied: number }[];
    };
    const [waiting] = await db
      .select({ waiting: count(), oldest: min(outbox.createdAt) })
      .from(outbox)
      .where(and(isNull(outbox.sentAt), isNull(outbox.failedAt)));
    const applied = Number(rows[0]?.applied ?? 0);
    const shipped = shippedMigrations();
    const oldest = waiting?.oldest ? new Date(waiting.oldest) : null;
    return {
      ready: applied >= shipped,
      database: 'ok',
      migrations: { applied, shipped },
      outbox: {
        waiting: waiting?.waiting ?? 0,
        oldestWaitingSeconds: oldest ? Math.max(0, Math.round((now.getTime() - oldest.getTime()) / 1000)) : null,
      },
    };
  } catch {
    return { ready: false, database: 'unreachable' };
  }
}

/** 127.0.0.0/8 and ::1, written as IPv4, IPv6 or IPv4-mapped IPv6. */
export const isLoopback = (address: string) => /^(?:::ffff:)?127(?:\.\d{1,3}){3}$/i.test(address) || address === '::1';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether a caller may read the probes' detail (the mail backlog tells, right after a password reset is asked, whether
 * an address has an account): a caller on the machine itself (the client address as TRUST_PROXY resolves it), or one
 * that sends `Authorization: Bearer <OPS_TOKEN>`. Everyone else gets the status only.
 */
export function mayReadDetail(headers: Headers, token = settings().opsToken): boolean {
  if (isLoopback(clientIp(headers))) return true;
  const sent = /^Bearer (.+)$/.exec(headers.get('authorization') ?? '')?.[1];
  return Boolean(token && sent && timingSafeEqual(digest(sent), digest(token)));
}
