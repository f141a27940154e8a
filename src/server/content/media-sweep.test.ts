/**
 * Content images nothing uses any more are deleted (issue 42, point 6): an article's cover, an image in its body or
 * in any of its revisions, a showcase item's image keep theirs; an unused one goes, rows and files, once unused for
 * MEDIA.unusedDays and uploaded at least as long ago, after which its address answers 404. A turn run twice, or two at
 * once, deletes each image once.
 */
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MEDIA, mediaPath, mediaVariants, type MediaPurpose } from '@/config/media';
import { articleRevisions, articles, media, mediaFiles, showcaseItems, type ArticleContent } from '@/server/db/schema';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { captureLog } from '../../../tests/support/log';
import { storeMedia } from './media';
import type { Database } from '@/server/db/client';
import { deleteUnusedMedia, runMediaSweep, startMediaSweep, sweepMedia } from './media-sweep';

const state = vi.hoisted(() => ({ db: undefined as unknown }));
vi.mock('@/server/db/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/server/db/client')>()),
  getDb: async () => state.db,
}));
const route = await import('@/app/media/[id]/[file]/route');

const DAY = 24 * 60 * 60 * 1000;
const T0 = new Date('2026-12-01T08:00:00Z');
const at = (days: number) => new Date(T0.getTime() + days * DAY);

const sizes: Record<MediaPurpose, { width: number; height: number }> = {
  cover: { width: 1600, height: 900 },
  logo: { width: 320, height: 160 },
  photo: { width: 480, height: 640 },
};

describe.each(testDatabases)('unused media swept ($name)', ({ open }) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await open();
    state.db = database.db;
  }, 60_000);
  afterAll(async () => {
    await database?.destroy();
  });

  /** An image stored with its files (their bytes need not be pictures here), uploaded `days` after T0. */
  const image = async (days: number, purpose: MediaPurpose = 'cover') => {
    const files = mediaVariants(purpose, sizes[purpose]).map((variant) => ({ ...variant, bytes: randomBytes(256) }));
    const { id } = await storeMedia(database.db, { purpose, alt: 'Une image', userId: null, files });
    await database.db
      .update(media)
      .set({ createdAt: at(days) })
      .where(eq(media.id, id));
    return id;
  };
  const kept = async (ids: string[]) =>
    (await database.db.select({ id: media.id }).from(media).where(inArray(media.id, ids))).map((row) => row.id).sort();
  const filesOf = async (id: string) =>
    (await database.db.select({ width: mediaFiles.width }).from(mediaFiles).where(eq(mediaFiles.mediaId, id))).length;
  const served = async (id: string) =>
    (
      await route.GET(new Request(`http://site.test${mediaPath(id, 'webp', 480)}`), {
        params: Promise.resolve({ id, file: '480.webp' }),
      })
    ).status;

  const content = (overrides: Partial<ArticleContent>): ArticleContent => ({
    slug: 'un-article',
    title: 'Un article',
    excerpt: 'Un résumé.',
    category: 'Climatisation',
    tags: [],
    authorName: 'Edith Editor',
    authorRole: 'Rédaction',
    publishedAt: null,
    body: 'Un texte.',
    coverId: null,
    ...overrides,
  });
  const article = async (
    slug: string,
    { body = 'Un texte.', coverId = null as string | null, revisions = [] as Partial<ArticleContent>[] } = {},
  ) => {
    const [row] = await database.db
      .insert(articles)
      .values({
        slug,
        title: slug,
        excerpt: 'Un résumé.',
        category: 'Climatisation',
        authorName: 'Edith',
        authorRole: 'Rédaction',
        body,
        readMinutes: 1,
        coverId,
      })
      .returning({ id: articles.id });
    for (const revision of revisions)
      await database.db
        .insert(articleRevisions)
        .values({ articleId: row!.id, content: content({ slug, ...revision }) });
    return row!.id;
  };

  it('keeps what an article, a revision or the showcase uses and what is young; deletes the rest, files included, then answers 404', async () => {
    const cover = await image(-30);
    const inBody = await image(-30);
    const inRevisionCover = await image(-30);
    const inRevisionBody = await image(-30);
    const logo = await image(-30, 'logo');
    const unused = await image(-30);
    const young = await image(7.5);
    const all = [cover, inBody, inRevisionCover, inRevisionBody, logo, unused, young];
    await article('avec-images', {
      coverId: cover,
      body: `Avant.\n\n![Un chantier](${mediaPath(inBody, 'webp', 800)})\n`,
      // What an editor may restore: the cover of an earlier save, an image its body had (written in capitals here).
      revisions: [
        { coverId: inRevisionCover },
        { body: `![Plan](${MEDIA.path}/${inRevisionBody.toUpperCase()}/480.webp)` },
      ],
    });
    await database.db.insert(showcaseItems).values({
      kind: 'client',
      position: 99,
      fields: { name: 'Client test', sector: 'banque', illustrative: false },
      imageId: logo,
    });
    expect(await served(unused)).toBe(200);

    // The first turn starts the clock of what nothing uses; nothing is deleted yet.
    expect(await sweepMedia(database.db, { now: T0 })).toEqual({ marked: 2, cleared: 0, deleted: 0 });
    expect(await sweepMedia(database.db, { now: at(MEDIA.unusedDays - 1) })).toEqual({
      marked: 0,
      cleared: 0,
      deleted: 0,
    });
    expect(await kept(all)).toEqual([...all].sort());

    // A week on: the unused image goes with its files; the young one (uploaded half a day ago) waits for its article.
    expect(await sweepMedia(database.db, { now: at(MEDIA.unusedDays + 0.5) })).toEqual({
      marked: 0,
      cleared: 0,
      deleted: 1,
    });
    expect(await kept(all)).toEqual(all.filter((id) => id !== unused).sort());
    expect(await filesOf(unused)).toBe(0);
    expect(await filesOf(cover)).toBeGreaterThan(0);
    expect(await served(unused)).toBe(404);
    expect(await served(cover)).toBe(200);

    // Run again, nothing more to do.
    expect(await sweepMedia(database.db, { now: at(MEDIA.unusedDays + 0.5) })).toEqual({
      marked: 0,
      cleared: 0,
      deleted: 0,
    });

    // The young one, never used, goes a week after its upload.
    expect(await sweepMedia(database.db, { now: at(7.5 + MEDIA.unusedDays) })).toEqual({
      marked: 0,
      cleared: 0,
      deleted: 1,
    });
    expect(await kept([young])).toEqual([]);
  });

  it('counts a week from when an image stopped being used, and stops counting when it is used again', async () => {
    const dropped = await image(-60);
    const back = await image(-60);
    const id = await article('perd-sa-couverture', { coverId: dropped });
    expect(await sweepMedia(database.db, { now: T0 })).toEqual({ marked: 1, cleared: 0, deleted: 0 });
    // The article drops its cover (no revision keeps it); two days later the other image is written into its body.
    await database.db.update(articles).set({ coverId: null }).where(eq(articles.id, id));
    expect(await sweepMedia(database.db, { now: at(1) })).toEqual({ marked: 1, cleared: 0, deleted: 0 });
    await database.db
      .update(articles)
      .set({ body: `![Retour](${mediaPath(back, 'avif', 800)})` })
      .where(eq(articles.id, id));
    expect(await sweepMedia(database.db, { now: at(3) })).toEqual({ marked: 0, cleared: 1, deleted: 0 });
    expect(await sweepMedia(database.db, { now: at(MEDIA.unusedDays) })).toEqual({ marked: 0, cleared: 0, deleted: 0 });
    expect(await sweepMedia(database.db, { now: at(1 + MEDIA.unusedDays) })).toEqual({
      marked: 0,
      cleared: 0,
      deleted: 1,
    });
    expect(await kept([dropped, back])).toEqual([back]);
  });

  it('deletes each image once when two turns run at once', async () => {
    const ids = await Promise.all([-20, -20, -20, -20, -20].map((days) => image(days, 'photo')));
    await sweepMedia(database.db, { now: T0 });
    const turns = await Promise.all([
      runMediaSweep({ db: database.db, withLock: database.withLock }, at(MEDIA.unusedDays + 1)),
      sweepMedia(database.db, { now: at(MEDIA.unusedDays + 1) }),
    ]);
    expect(turns.reduce((sum, turn) => sum + (turn?.deleted ?? 0), 0)).toBe(ids.length);
    expect(await kept(ids)).toEqual([]);
  });

  it('logs its counts, never an id', async () => {
    const id = await image(-20, 'photo');
    const log = captureLog();
    try {
      await runMediaSweep(database, T0);
      await runMediaSweep(database, at(MEDIA.unusedDays + 1));
      const lines = log.lines.filter((line) => line.scope === 'media');
      expect(lines.map(({ msg, marked, cleared, deleted }) => ({ msg, marked, cleared, deleted }))).toEqual([
        { msg: 'unused images swept', marked: 1, cleared: 0, deleted: 0 },
        { msg: 'unused images swept', marked: 0, cleared: 0, deleted: 1 },
      ]);
      for (const line of log.lines) expect(JSON.stringify(line)).not.toContain(id);
    } finally {
      log.restore();
    }
  });

  it('deletes on demand only an image nothing uses', async () => {
    const used = await image(0, 'photo');
    const free = await image(0, 'photo');
    await article('portrait', { body: `![Portrait](${mediaPath(used, 'webp', 480)})` });
    expect(await deleteUnusedMedia(database.db, [used, free])).toBe(1);
    expect(await kept([used, free])).toEqual([used]);
    expect(await deleteUnusedMedia(database.db, [])).toBe(0);
  });
});

describe('the sweep in the server', () => {
  it('runs every MEDIA.sweep.everyMinutes, never two turns at once, and stops on SIGTERM once its turn is over', async () => {
    vi.useFakeTimers();
    try {
      let turns = 0;
      let finish = () => {};
      const database = {
        withLock: () => ((turns += 1), new Promise<undefined>((resolve) => (finish = () => resolve(undefined)))),
      } as unknown as Database;
      const stop = startMediaSweep(database);
      await vi.advanceTimersByTimeAsync(MEDIA.sweep.firstAfterSeconds * 1000);
      expect(turns).toBe(1);
      // Still running an interval later: not doubled.
      await vi.advanceTimersByTimeAsync(MEDIA.sweep.everyMinutes * 60_000);
      expect(turns).toBe(1);
      let stopped = false;
      const stopping = stop().then(() => (stopped = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(stopped).toBe(false);
      finish();
      await stopping;
      await vi.advanceTimersByTimeAsync(3 * MEDIA.sweep.everyMinutes * 60_000);
      expect(turns).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
