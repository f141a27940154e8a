/**
 * The content's pages told to every instance (issue 33): what a notification may name, and who may ask a refresh;
 * what a change leaves stale, the feed included, and the article addresses the proxy lets through (issue 42).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/internal/refresh/route';
import { articleHref, feedPath } from '@/content/blog';
import type { AdminCaller } from '@/server/admin/access';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { editorCaller } from '../../../tests/support/callers';
import { deleteArticle, saveArticle } from './article-edits';
import { publishedArticles } from './articles';
import { isSiteAddress } from './known-addresses';
import { EVERY_PATH, isOwnRefresh, keptAnswer, pathsOf, refreshNow, stalePaths, startContentRefresh } from './refresh';

describe('a content notification', () => {
  it('names site paths only: anything else is dropped, never refreshed', () => {
    expect(pathsOf(JSON.stringify(['/blog/un-article', '/blog/categorie/tous', EVERY_PATH]))).toEqual([
      '/blog/un-article',
      '/blog/categorie/tous',
      EVERY_PATH,
    ]);
    expect(
      pathsOf(
        JSON.stringify(['//evil.example/x', 'https://evil.example/', '/a b', '/a?b', 42, null, `/${'a'.repeat(400)}`]),
      ),
    ).toEqual([]);
    expect(pathsOf('not json')).toEqual([]);
    expect(pathsOf(JSON.stringify({ paths: ['/blog'] }))).toEqual([]);
  });
});

describe('POST /api/internal/refresh', () => {
  const post = (headers: Record<string, string>) =>
    POST(
      new Request('http://127.0.0.1/api/internal/refresh', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(['/blog']),
      }),
    );

  it('answers 404 to anyone but this process: no token, a wrong one, or from another address', async () => {
    expect((await post({ 'x-forwarded-for': '127.0.0.1' })).status).toBe(404);
    expect((await post({ 'x-forwarded-for': '127.0.0.1', 'x-site-refresh': 'a-guess' })).status).toBe(404);
    expect(isOwnRefresh(new Headers({ 'x-site-refresh': '' }))).toBe(false);
    // The right token from another address is refused too: the route is the loopback interface's.
    const own = (globalThis as { __siteRefresh?: { token?: string } }).__siteRefresh?.token;
    expect(own).toBeTruthy();
    expect(isOwnRefresh(new Headers({ 'x-site-refresh': own! }))).toBe(true);
    expect((await post({ 'x-forwarded-for': '10.0.0.7', 'x-site-refresh': own! })).status).toBe(404);
  });
});

describe('what a change leaves stale', () => {
  it('is the blog’s feed too whenever a page of the blog changed, and only then', () => {
    expect(stalePaths(['/blog/un-article', '/blog/categorie/tous'])).toEqual([
      '/blog/un-article',
      '/blog/categorie/tous',
      feedPath,
    ]);
    expect(stalePaths(['/blog'])).toEqual(['/blog', feedPath]);
    expect(stalePaths([feedPath])).toEqual([feedPath]);
    expect(stalePaths(['/references', '/blogue'])).toEqual(['/references', '/blogue']);
  });

  it('keeps an answer until a change names its path, and never keeps a failed one', async () => {
    const path = `/blog/kept-${Math.random()}`;
    let builds = 0;
    const build = async () => `body ${++builds}`;
    expect(await keptAnswer(path, build)).toEqual({ body: 'body 1', hit: false });
    expect(await keptAnswer(path, build)).toEqual({ body: 'body 1', hit: true });
    refreshNow(['/references']);
    expect(await keptAnswer(path, build)).toEqual({ body: 'body 1', hit: true });
    refreshNow([path]);
    expect(await keptAnswer(path, build)).toEqual({ body: 'body 2', hit: false });

    const failing = `/blog/failing-${Math.random()}`;
    await expect(keptAnswer(failing, () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await keptAnswer(failing, build)).toEqual({ body: 'body 3', hit: false });
  });
});

describe.each(testDatabases)('an article published, moved, unpublished and deleted, on $name', ({ open }) => {
  let database: TestDatabase;
  let editor: AdminCaller;
  let stop: () => Promise<void>;
  // What the listener asks this instance to refresh (its post to /api/internal/refresh), and what that leaves stale.
  const posted: string[][] = [];
  const staleNow = () => stalePaths(posted.flat());

  beforeAll(async () => {
    database = await open();
    editor = await editorCaller(database.db);
    vi.stubGlobal('fetch', async (_url: unknown, init: RequestInit) => {
      posted.push(JSON.parse(String(init.body)) as string[]);
      return new Response(null, { status: 204 });
    });
    stop = await startContentRefresh(database);
  }, 60_000); // migrating a fresh database takes more than the default 10 s on a busy 2-core machine
  afterAll(async () => {
    await stop?.();
    vi.unstubAllGlobals();
    await database?.destroy();
  });

  const fields = (slug: string) => ({
    title: 'Une adresse suivie',
    slug,
    excerpt: 'Un résumé.',
    category: 'energie',
    tags: 'Énergie',
    authorName: 'Awa Koné',
    authorRole: 'Ingénieure',
    publishedOn: '',
    publishedTime: '',
    body: 'Un texte.',
    coverId: '',
  });
  const refreshed = async (path: string) => {
    await expect.poll(staleNow).toContain(path);
    const now = staleNow();
    posted.length = 0;
    return now;
  };

  it('lets through the addresses of the articles on the site, read at start: none other', async () => {
    const [first] = await publishedArticles(database.db);
    expect(await isSiteAddress(articleHref(first!.slug))).toBe(true);
    expect(await isSiteAddress(articleHref('pas-un-article'))).toBe(false);
    expect(await isSiteAddress(articleHref(`${first!.slug}.rsc`))).toBe(false);
    expect(await isSiteAddress(feedPath)).toBe(true);
    expect(await isSiteAddress(`${feedPath}/x`)).toBe(false);
    expect(await isSiteAddress('/references/autre/chose')).toBe(false);
    expect(await isSiteAddress('/references')).toBe(true);
    expect(await isSiteAddress('/blog/categorie/tous')).toBe(true);
  });

  it('refreshes the article, /blog, its category and the feed at each step, and the proxy follows its address', async () => {
    const saved = await saveArticle(editor, { action: 'save', intent: 'publish', fields: fields('adresse-suivie') });
    const published = await refreshed(articleHref('adresse-suivie'));
    expect(published).toEqual(expect.arrayContaining(['/blog/categorie/tous', '/blog/categorie/energie', feedPath]));
    expect(await isSiteAddress(articleHref('adresse-suivie'))).toBe(true);

    // A new address: the old one still answers (it redirects), and both are refreshed.
    const moved = await saveArticle(editor, {
      action: 'save',
      id: saved.id,
      version: saved.version,
      intent: 'keep',
      fields: fields('adresse-nouvelle'),
    });
    expect(await refreshed(articleHref('adresse-nouvelle'))).toEqual(
      expect.arrayContaining([articleHref('adresse-suivie'), '/blog/categorie/tous', feedPath]),
    );
    expect(await isSiteAddress(articleHref('adresse-nouvelle'))).toBe(true);
    expect(await isSiteAddress(articleHref('adresse-suivie'))).toBe(true);

    // Unpublished: every address it had is refreshed, with the listings and the feed, and none is let through.
    await saveArticle(editor, {
      action: 'save',
      id: saved.id,
      version: moved.version,
      intent: 'unpublish',
      fields: fields('adresse-nouvelle'),
    });
    expect(await refreshed(articleHref('adresse-nouvelle'))).toEqual(
      expect.arrayContaining([
        articleHref('adresse-suivie'),
        '/blog/categorie/tous',
        '/blog/categorie/energie',
        feedPath,
      ]),
    );
    expect(await isSiteAddress(articleHref('adresse-nouvelle'))).toBe(false);
    expect(await isSiteAddress(articleHref('adresse-suivie'))).toBe(false);
  });

  it('lets no address of a deleted article through', async () => {
    const saved = await saveArticle(editor, { action: 'save', intent: 'publish', fields: fields('adresse-effacee') });
    await refreshed(articleHref('adresse-effacee'));
    expect(await isSiteAddress(articleHref('adresse-effacee'))).toBe(true);
    await deleteArticle(editor, { action: 'delete', id: saved.id });
    expect(await refreshed(articleHref('adresse-effacee'))).toEqual(
      expect.arrayContaining(['/blog/categorie/tous', feedPath]),
    );
    expect(await isSiteAddress(articleHref('adresse-effacee'))).toBe(false);
  });
});
