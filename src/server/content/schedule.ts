/**
 * Scheduled articles appear at their time (issue 33): the server publishes those due, then sleeps until the next
 * one's time, 15 s at most (another instance may have scheduled one meanwhile). Each instance runs it; the update
 * takes each row once (article-edits.ts `publishDue`), and its notification refreshes the pages everywhere.
 */
import type { Database } from '@/server/db/client';
import { logError } from '@/server/log';
import { nextDue, publishDue } from './article-edits';

const LONGEST_SLEEP_MS = 15_000;
const FIRST_RUN_MS = 5_000;

/** Starts the schedule (boot.ts); returns what stops it. */
export function startContentSchedule(database: Pick<Database, 'db'>): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const plan = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => (running = turn()), Math.max(0, ms));
    timer.unref();
  };
  const turn = async () => {
    let sleep = LONGEST_SLEEP_MS;
    try {
      await publishDue(database.db);
      const next = await nextDue(database.db);
      // A little after its time, so that the article is due when the turn comes.
      if (next) sleep = Math.min(sleep, next.getTime() - Date.now() + 50);
    } catch (error) {
      logError('content', 'scheduled articles could not be published', error);
    }
    plan(sleep);
  };
  plan(FIRST_RUN_MS);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
