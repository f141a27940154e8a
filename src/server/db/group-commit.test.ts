import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import type { Db, Tx } from './client';
import { groupCommit } from './group-commit';
import { rateLimits } from './schema';

// A job writes one counter row; a bad one writes a row the database refuses (count is NOT NULL).
type Job = { key: string; bad?: boolean };
const windowStart = new Date('2026-01-01T00:00:00Z');

/** The id of the transaction a statement runs in. */
const txid = async (tx: Tx) =>
  ((await tx.execute(sql`select txid_current()::text as id`)) as unknown as { rows: { id: string }[] }).rows[0]!.id;

for (const target of testDatabases) {
  describe(`group commit on ${target.name}`, () => {
    let database: TestDatabase;
    let db: Db;
    let sequence = 0;
    const keys = (count: number) => Array.from({ length: count }, () => `group-commit-${(sequence += 1)}`);
    const stored = async (wanted: string[]) =>
      (await db.select({ key: rateLimits.key }).from(rateLimits).where(inArray(rateLimits.key, wanted)))
        .map((row) => row.key)
        .sort();

    /** Writes each batch's rows in one statement, and answers each job with the id of the transaction that wrote it. */
    const write = async (tx: Tx, jobs: Job[]) => {
      await tx
        .insert(rateLimits)
        .values(jobs.map((job) => ({ key: job.key, windowStart, count: (job.bad ? null : 1) as number })));
      const id = await txid(tx);
      return jobs.map(() => id);
    };

    beforeAll(async () => {
      database = await target.open();
      db = database.db;
    }, 60_000);
    afterAll(async () => database?.destroy());

    it('writes jobs submitted together in one transaction', async () => {
      const committer = groupCommit(db, write);
      const wanted = keys(10);
      const ids = await Promise.all(wanted.map((key) => committer.submit({ key })));
      expect(new Set(ids).size).toBe(1);
      expect(await stored(wanted)).toEqual([...wanted].sort());
    });

    it('lets the jobs that arrive while a transaction runs share the next one', async () => {
      let open!: () => void;
      const gate = new Promise<void>((resolve) => (open = resolve));
      const committer = groupCommit(db, async (tx: Tx, jobs: Job[]) => {
        if (jobs.some((job) => job.key.endsWith('-first'))) await gate;
        return write(tx, jobs);
      });
      const first = committer.submit({ key: `${keys(1)[0]}-first` });
      // Let the first transaction start, then submit three more while it is held open.
      await new Promise((resolve) => setTimeout(resolve, 20));
      const later = keys(3);
      const laterIds = Promise.all(later.map((key) => committer.submit({ key })));
      open();
      const [firstId, ids] = await Promise.all([first, laterIds]);
      expect(new Set(ids).size).toBe(1);
      expect(ids[0]).not.toBe(firstId);
      expect(await stored(later)).toEqual([...later].sort());
    });

    it('fails a bad job alone: the others of its batch are written and answered', async () => {
      const committer = groupCommit(db, write);
      const wanted = keys(5);
      const outcomes = await Promise.allSettled(
        wanted.map((key, index) => committer.submit({ key, bad: index === 2 })),
      );
      expect(outcomes.map((outcome) => outcome.status)).toEqual([
        'fulfilled',
        'fulfilled',
        'rejected',
        'fulfilled',
        'fulfilled',
      ]);
      expect(await stored(wanted)).toEqual(wanted.filter((_, index) => index !== 2).sort());
    });

    it('answers each job only after the commit of the transaction that wrote it', async () => {
      const events: string[] = [];
      const observed: Pick<Db, 'transaction'> = {
        transaction: (async (work: (tx: Tx) => Promise<unknown>) => {
          const result = await db.transaction(async (tx) => {
            const value = await work(tx);
            events.push('writes done');
            return value;
          });
          events.push('committed');
          return result;
        }) as Db['transaction'],
      };
      const committer = groupCommit(observed, write);
      const wanted = keys(6);
      await Promise.allSettled(
        wanted.map((key, index) =>
          committer.submit({ key, bad: index === 4 }).then(
            () => events.push(`answered ${key}`),
            () => events.push(`refused ${key}`),
          ),
        ),
      );
      // Every answer follows a commit, and comes after the writes of its own transaction, never between them and the commit.
      for (const [index, event] of events.entries()) {
        if (!event.startsWith('answered')) continue;
        const lastCommit = events.lastIndexOf('committed', index);
        const lastWrites = events.lastIndexOf('writes done', index);
        expect(lastCommit).toBeGreaterThan(-1);
        expect(lastCommit).toBeGreaterThan(lastWrites);
      }
      expect(events.filter((event) => event.startsWith('answered'))).toHaveLength(5);
      expect(events.filter((event) => event.startsWith('refused'))).toEqual([`refused ${wanted[4]}`]);
      expect(await stored(wanted)).toEqual(wanted.filter((_, index) => index !== 4).sort());
    });
  });
}
