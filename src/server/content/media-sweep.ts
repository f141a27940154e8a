/**
 * Content images that nothing uses any more are deleted (issue 42, point 6): their row and, by cascade, their files,
 * after which `/media/<id>/…` answers 404. An image is in use while an article has it as its cover or in its body, a
 * revision of an article does (a restored revision finds its images), or a showcase item shows it. Ids are found in
 * bodies and revisions as text, wherever they appear: an id written anywhere keeps its image, which errs on keeping.
 *
 * Each turn marks what became unused (`media.unused_since`) and clears what is used again, then deletes what has been
 * unused for MEDIA.unusedDays and uploaded at least as long ago: an upload waits for the article it was made for. A
 * leader's photo does not wait (showcase.ts calls deleteUnusedMedia when the leader goes). Several instances on one
 * PostgreSQL database take turns under an advisory lock; the rows deleted are locked first and skipped when another
 * holds them (an article being saved with that image), then checked again: two turns at once delete each row once.
 */
import { and, asc, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { MEDIA } from '@/config/media';
import type { Database, Db, Tx } from '@/server/db/client';
import { articleRevisions, articles, media, showcaseItems } from '@/server/db/schema';
import { logError, logInfo } from '@/server/log';
import { startPeriodic } from '@/server/periodic';

/** The advisory lock instances take turns under ("mtmd"). */
const SWEEP_LOCK = 0x6d74_6d64;
const DAY_MS = 24 * 60 * 60 * 1000;

const idInText = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

/** Every media id the site's content holds, none null (so that `not in` is exact), each text read once per statement. */
const usedIds = sql`(
  select ${articles.coverId} from ${articles} where ${articles.coverId} is not null
  union all select ${showcaseItems.imageId} from ${showcaseItems} where ${showcaseItems.imageId} is not null
  union all select lower(found[1])::uuid from ${articles}, regexp_matches(${articles.body}, ${idInText}, 'g') as found
  union all select lower(found[1])::uuid from ${articleRevisions}, regexp_matches(${articleRevisions.content}::text, ${idInText}, 'g') as found
)`;
const unused = sql`${media.id} not in ${usedIds}`;

/** Deletes those of these images that nothing uses (their files go with them); returns how many went. */
export async function deleteUnusedMedia(db: Db | Tx, ids: readonly string[]): Promise<number> {
  if (!ids.length) return 0;
  const deleted = await db
    .delete(media)
    .where(and(inArray(media.id, [...ids]), unused))
    .returning({ id: media.id });
  return deleted.length;
}

export type SweepCounts = { marked: number; cleared: number; deleted: number };

/** One turn: the clock of each image that became unused started, of each used again stopped, then what is due deleted. */
export async function sweepMedia(db: Db, { now = new Date() }: { now?: Date } = {}): Promise<SweepCounts> {
  const marked = await db
    .update(media)
    .set({ unusedSince: now })
    .where(and(isNull(media.unusedSince), unused))
    .returning({ id: media.id });
  const cleared = await db
    .update(media)
    .set({ unusedSince: null })
    .where(and(isNotNull(media.unusedSince), sql`${media.id} in ${usedIds}`))
    .returning({ id: media.id });
  const cutoff = new Date(now.getTime() - MEDIA.unusedDays * DAY_MS);
  const deleted = await db.transaction(async (tx) => {
    // Locked first, in a statement of its own: the check that follows then sees whatever was committed meanwhile.
    const due = await tx
      .select({ id: media.id })
      .from(media)
      .where(and(lte(media.unusedSince, cutoff), lte(media.createdAt, cutoff)))
      .orderBy(asc(media.unusedSince))
      .limit(MEDIA.sweep.batch)
      .for('update', { skipLocked: true });
    return deleteUnusedMedia(
      tx,
      due.map((row) => row.id),
    );
  });
  return { marked: marked.length, cleared: cleared.length, deleted };
}

/** A turn under the instances' lock (skipped when another instance holds it); counts only in the log. */
export async function runMediaSweep(
  database: Pick<Database, 'db' | 'withLock'>,
  now = new Date(),
): Promise<SweepCounts | undefined> {
  const withLock = database.withLock ?? (<T>(_key: number, run: () => Promise<T>): Promise<T | undefined> => run());
  const counts = await withLock(SWEEP_LOCK, () => sweepMedia(database.db, { now }));
  if (counts && (counts.marked || counts.cleared || counts.deleted)) logInfo('media', 'unused images swept', counts);
  return counts;
}

/** Starts the sweep (boot.ts); returns what stops it, once the turn under way is over. */
export const startMediaSweep = (database: Database): (() => Promise<void>) =>
  startPeriodic(() => runMediaSweep(database), {
    firstMs: MEDIA.sweep.firstAfterSeconds * 1000,
    everyMs: MEDIA.sweep.everyMinutes * 60_000,
    failed: (error) => logError('media', 'unused images could not be swept', error),
  });
