/**
 * The desk's alerts, run by the server itself (boot.ts): every minute, the escalation of the requests that went past
 * their promise (escalation.ts), then the morning digests when they are due (digest.ts). Several instances on one
 * PostgreSQL database take turns under an advisory lock (one does the work, the others skip that minute); the rows
 * each job writes with its mail make it exactly once anyway. A graceful stop waits for the turn under way.
 */
import type { Database } from '@/server/db/client';
import { logError } from '@/server/log';
import { startPeriodic } from '@/server/periodic';
import { escalateLateRequests } from './escalation';
import { sendDigests } from './digest';

/** The advisory lock instances take turns under ("mtal"). */
const ALERTS_LOCK = 0x6d74_616c;
const FIRST_RUN_MS = 15_000;
const RUN_EVERY_MS = 60_000;

/** One turn: escalation, then digests; a failure of one does not keep the other from running. */
export async function runDeskAlerts(database: Pick<Database, 'db' | 'withLock'>, now = new Date()): Promise<void> {
  const withLock = database.withLock ?? (<T>(_key: number, run: () => Promise<T>): Promise<T | undefined> => run());
  await withLock(ALERTS_LOCK, async () => {
    await escalateLateRequests(database.db, { now }).catch((error: unknown) =>
      logError('escalation', 'late requests could not be escalated', error),
    );
    await sendDigests(database.db, { now }).catch((error: unknown) =>
      logError('digest', 'morning digests could not be queued', error),
    );
  });
}

/** Starts the alerts (boot.ts); returns what stops them. */
export const startDeskAlerts = (database: Database): (() => Promise<void>) =>
  startPeriodic(() => runDeskAlerts(database), {
    firstMs: FIRST_RUN_MS,
    everyMs: RUN_EVERY_MS,
    failed: (error) => logError('alerts', 'desk alerts failed', error),
  });
