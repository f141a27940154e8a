/** What a proxy or an orchestrator probes: liveness without the database, readiness with it. No personal data. */
import { and, count, isNull, min, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { shippedMigrations } from '@/server/db/client';
import { outbox } from '@/server/db/schema';

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
    const { rows } = (await db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`)) as { rows: { applied: number }[] };
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
      outbox: { waiting: waiting?.waiting ?? 0, oldestWaitingSeconds: oldest ? Math.max(0, Math.round((now.getTime() - oldest.getTime()) / 1000)) : null },
    };
  } catch {
    return { ready: false, database: 'unreachable' };
  }
}
