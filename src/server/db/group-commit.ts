import type { Db, Tx } from './client';

/** Writes a batch of jobs in the caller's transaction and gives one result per job, in order. */
export type BatchWrite<J, R> = (tx: Tx, jobs: J[]) => Promise<R[]>;

export type GroupCommit<J, R> = {
  /** Resolves once the transaction that wrote `job` has committed; rejects if `job` could not be written. */
  submit: (job: J) => Promise<R>;
};

type Pending<J, R> = { job: J; resolve: (result: R) => void; reject: (error: unknown) => void };

/**
 * Group commit: the jobs that arrive while a transaction runs wait, and the next transaction writes them all. One
 * transaction (one commit, one flush) then serves many requests, and statements can cover the whole batch. Each job is
 * answered only after the commit of the transaction that wrote it. When a batch fails, its jobs are written again one
 * by one, each in its own transaction, so that one bad job fails alone and the others are kept.
 *
 * At most one transaction runs at a time per committer: on PGlite (one connection) that is the database's own order;
 * on PostgreSQL it keeps this process to one connection for these writes, however many requests wait.
 *
 * `lingerMs`: while busy (a batch has just committed), the next batch waits that long for more jobs before it starts.
 * PGlite runs in this thread, so while it writes no other request moves forward and none would join its batch: the
 * pause lets the requests in flight reach the queue. A job that comes when nothing was written just before starts at once.
 */
export function groupCommit<J, R>(
  db: Pick<Db, 'transaction'>,
  write: BatchWrite<J, R>,
  { maxBatch = 64, lingerMs = 0 }: { maxBatch?: number; lingerMs?: number } = {},
): GroupCommit<J, R> {
  const queue: Pending<J, R>[] = [];
  let running = false;
  let lastCommitAt = 0;

  const writeAlone = async (pending: Pending<J, R>) => {
    try {
      const [result] = await db.transaction((tx) => write(tx, [pending.job]));
      pending.resolve(result as R);
    } catch (error) {
      pending.reject(error);
    }
  };

  const drain = async () => {
    running = true;
    try {
      while (queue.length > 0) {
        if (lingerMs > 0 && queue.length < maxBatch && Date.now() - lastCommitAt < lingerMs) {
          await new Promise((resolve) => setTimeout(resolve, lingerMs));
        }
        const batch = queue.splice(0, maxBatch);
        let results: R[];
        try {
          results = await db.transaction((tx) =>
            write(
              tx,
              batch.map((pending) => pending.job),
            ),
          );
        } catch (error) {
          if (batch.length === 1) batch[0]!.reject(error);
          else for (const pending of batch) await writeAlone(pending);
          continue;
        } finally {
          lastCommitAt = Date.now();
        }
        batch.forEach((pending, index) => pending.resolve(results[index] as R));
      }
    } finally {
      running = false;
    }
  };

  return {
    submit: (job) =>
      new Promise<R>((resolve, reject) => {
        queue.push({ job, resolve, reject });
        // Started after the current task's other submissions, so that jobs submitted together share the first batch.
        if (queue.length === 1 && !running) queueMicrotask(() => void (running || drain()));
      }),
  };
}
