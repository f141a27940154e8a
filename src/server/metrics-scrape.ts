/** /metrics's answer: the mail backlog and the database pool read at each scrape, then every metric (metrics.ts). */
import { and, count, isNotNull, isNull, min } from 'drizzle-orm';
import { getDatabase } from '@/server/db/client';
import { outbox } from '@/server/db/schema';
import { metrics } from './metrics';
import { lastBackup } from './backup/scheduled-backups';

/** The exposition text: the mail backlog and the pool read now, then every metric. */
export async function scrapeMetrics(now = new Date()): Promise<{ contentType: string; text: string }> {
  try {
    const database = await getDatabase();
    const [waiting] = await database.db
      .select({ waiting: count(), oldest: min(outbox.createdAt) })
      .from(outbox)
      .where(and(isNull(outbox.sentAt), isNull(outbox.failedAt)));
    const [given] = await database.db.select({ failed: count() }).from(outbox).where(isNotNull(outbox.failedAt));
    metrics().outbox.set(waiting?.waiting ?? 0);
    metrics().outboxOldest.set(
      waiting?.oldest ? Math.max(0, (now.getTime() - new Date(waiting.oldest).getTime()) / 1000) : 0,
    );
    metrics().outboxFailed.set(given?.failed ?? 0);
    for (const [state, value] of Object.entries(database.poolState?.() ?? {})) metrics().pool.set({ state }, value);
  } catch {
    // The database is down: the figures read before stay, and site_http_requests_total shows the 503s.
  }
  const backup = lastBackup(undefined, now);
  if (backup) metrics().backupAge.set(backup.ageSeconds ?? -1);
  return { contentType: metrics().registry.contentType, text: await metrics().registry.metrics() };
}
