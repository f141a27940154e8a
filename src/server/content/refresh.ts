/**
 * Keeping the content's static pages true on every instance (issue 33). Blog pages are rendered once and then served
 * from Next's page cache; a write that changes what they show names the paths it touched, in its own transaction:
 * `announceChange` sends them with `pg_notify`, delivered to every instance once the transaction commits. Each
 * instance listens (boot.ts `startContentRefresh`) and marks those paths stale in its own cache, so that its next
 * visitor gets the new page: no instance keeps serving the old one. A lost listening connection is opened again, and
 * then every content path is marked stale, since what was notified meanwhile was missed.
 *
 * Next marks a path stale with `revalidatePath`, which needs a request of its own: the listener posts the paths to
 * this instance's `/api/internal/refresh` over the loopback interface, with a token only this process knows.
 *
 * A change of the blog also leaves its feed stale (kept here, not by Next: see `keptAnswer`), and the addresses the
 * proxy lets through (known-addresses.ts) are read again before the pages are refreshed (issue 42).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { revalidatePath } from 'next/cache';
import { feedPath } from '@/content/blog';
import { pages } from '@/content/pages';
import type { Database, Db, Tx } from '@/server/db/client';
import { logError, logInfo } from '@/server/log';
import { provideArticleAddresses, reloadArticleAddresses } from './known-addresses';
import { ownOrigin } from './own-origin';

export const CONTENT_CHANNEL = 'site_content';
/** Every content path: what an instance refreshes when it may have missed a change. */
export const EVERY_PATH = '*';
/** pg_notify takes up to 8,000 bytes: a longer list is sent as "everything". */
const PAYLOAD_MAX = 7_000;
const REFRESH_HEADER = 'x-site-refresh';
export const REFRESH_PATH = '/api/internal/refresh';

// One token per process, shared by the listener (instrumentation's bundle) and the route (the app's).
const holder = ((globalThis as { __siteRefresh?: { token?: string } }).__siteRefresh ??= {});
const token = () => (holder.token ??= randomBytes(32).toString('base64url'));

/** Tells every instance, once the transaction commits, that these paths show something else now. */
export async function announceChange(tx: Db | Tx, paths: readonly string[]) {
  const unique = [...new Set(paths)];
  const payload = JSON.stringify(unique);
  await tx.execute(
    sql`select pg_notify(${CONTENT_CHANNEL}, ${payload.length > PAYLOAD_MAX ? JSON.stringify([EVERY_PATH]) : payload})`,
  );
}

const isBlogPath = (path: string) => path === pages.blog.path || path.startsWith(`${pages.blog.path}/`);

/** What a change of these pages leaves stale: the pages, and the blog's feed when one is the blog's. */
export function stalePaths(paths: readonly string[]): string[] {
  return [...new Set(paths.some(isBlogPath) ? [...paths, feedPath] : paths)];
}

// Answers kept by this process until a change names their path, shared by the app's bundles (see keptAnswer).
const kept = ((globalThis as { __siteKept?: Map<string, Promise<string>> }).__siteKept ??= new Map());

/**
 * The answer at `path`, built once and kept until a change makes that path stale (`markStale`, `refreshNow`), for
 * what Next's page cache cannot hold: the feed's route has no dynamic segment, so Next would build it at build time,
 * which has no database. `hit` says whether it was kept. A failed build is not kept.
 */
export async function keptAnswer(path: string, build: () => Promise<string>): Promise<{ body: string; hit: boolean }> {
  const held = kept.get(path);
  const pending = held ?? build();
  if (!held) kept.set(path, pending);
  try {
    return { body: await pending, hit: held !== undefined };
  } catch (error) {
    if (kept.get(path) === pending) kept.delete(path);
    throw error;
  }
}

/** Marks the paths, and what they leave stale, stale in this instance's caches (the refresh route; needs a request). */
export function markStale(paths: readonly string[]) {
  const stale = stalePaths(paths);
  for (const path of stale) kept.delete(path);
  for (const path of stale) revalidatePath(path);
}

/**
 * Marks the paths stale in this instance's cache now, when called while Next handles a request (an editor's write,
 * once its transaction has committed): their next visit is rendered anew, before the notification comes back, and the
 * proxy waits for the article addresses read again. Elsewhere (a test, the schedule's timer) Next's part does
 * nothing; the notification does it.
 */
export function refreshNow(paths: readonly string[]) {
  if (paths.some(isBlogPath)) void reloadArticleAddresses();
  try {
    markStale(paths);
  } catch {
    // outside a request: the notification refreshes them
  }
}

/** Whether a request to the refresh route comes from this very process. */
export function isOwnRefresh(headers: Headers): boolean {
  const given = Buffer.from(headers.get(REFRESH_HEADER) ?? '');
  const expected = Buffer.from(token());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The paths a notification names; nothing for a payload that is not a list of site paths. */
export function pathsOf(payload: unknown): string[] {
  let list: unknown;
  try {
    list = typeof payload === 'string' ? JSON.parse(payload) : payload;
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  return list.filter(
    (path): path is string =>
      typeof path === 'string' &&
      (path === EVERY_PATH || (/^\/[^\s?#]*$/.test(path) && !path.startsWith('//') && path.length <= 300)),
  );
}

/** Asks this instance to mark the paths stale; failures are logged, and the next reconnection refreshes everything. */
async function refreshHere(paths: string[]) {
  if (!paths.length) return;
  try {
    const response = await fetch(new URL(REFRESH_PATH, ownOrigin()), {
      method: 'POST',
      headers: { 'content-type': 'application/json', [REFRESH_HEADER]: token() },
      body: JSON.stringify(paths),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) logError('content', `refresh answered ${response.status}`);
  } catch (error) {
    logError('content', 'content pages could not be refreshed', error);
  }
}

/** The article addresses on the site now, for the proxy; null (every address let through) when they cannot be read. */
async function readArticleAddresses(db: Db): Promise<ReadonlySet<string> | null> {
  try {
    // Imported here: blog-pages.ts reads articles.ts, which imports this module.
    const { articleAddresses } = await import('./blog-pages');
    return await articleAddresses(db);
  } catch (error) {
    logError('content', 'article addresses could not be read: every one goes on to the pages', error);
    return null;
  }
}

/** A notified change: the article addresses read again first, so that the refreshed pages and the proxy agree. */
async function notified(paths: string[]) {
  if (paths.some((path) => path === EVERY_PATH || isBlogPath(path))) await reloadArticleAddresses();
  await refreshHere(paths);
}

/** Starts listening for content changes (boot.ts), once the article addresses are read; returns what stops it. */
export async function startContentRefresh(database: Pick<Database, 'listen' | 'db'>): Promise<() => Promise<void>> {
  await provideArticleAddresses(() => readArticleAddresses(database.db));
  let connections = 0;
  return database.listen(
    CONTENT_CHANNEL,
    (payload) => void notified(pathsOf(payload)),
    () => {
      // The first connection finds nothing cached since this process started; a later one may have missed changes.
      if (connections++ > 0) {
        logInfo('content', 'listening again: every content page is refreshed');
        void notified([EVERY_PATH]);
      }
    },
  );
}
