/**
 * The blog's articles in the database (issue 33): SPEC's nine as a fresh install's first rows, every content function
 * for each role, revisions, states and their audit lines, the schedule, and the notification every instance hears.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { blogCategories } from '@/content/blog';
import { seedArticles } from '../../../tests/support/seed-articles';
import { editorialMessages, editorialText, scheduleActor } from '@/content/editorial';
import { articleRevisions, articles, auditEvents } from '@/server/db/schema';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { editorCaller, staffCast } from '../../../tests/support/callers';
import type { AdminCaller } from '@/server/admin/access';
import { AdminError, AdminRefusal } from '@/server/admin/errors';
import { changeArticle, deleteArticle, nextDue, publishDue, restoreRevision, saveArticle } from './article-edits';
import { editedArticle, listArticles, revisionPair } from './article-reads';
import { listingPaths, publishedArticle, publishedArticles, slugOfNumber } from './articles';
import { ARTICLE_LIMITS } from '@/lib/schemas/article';
import type { ArticleContent } from '@/server/db/schema';
import { compareContents, loadRevisions } from './editorial-pages';
import { CONTENT_CHANNEL } from './refresh';

const refusal = (call: Promise<unknown>) =>
  call.then(
    () => null,
    (error: unknown) => error,
  );
const textOf = (count: number, line: (index: number) => string) =>
  Array.from({ length: count }, (_, index) => line(index)).join('\n');

const fields = (overrides: Record<string, string> = {}) => ({
  title: "L'IA et l'énergie : ce qui change!",
  slug: '',
  excerpt: 'Un résumé.',
  category: 'energie',
  tags: 'IA, Énergie, ia, Solaire',
  authorName: 'Awa Koné',
  authorRole: 'Ingénieure',
  publishedOn: '',
  publishedTime: '',
  body: '## Pourquoi\n\nParce que : "ça marche" !\n\n- un\n- deux\n',
  coverId: '',
  ...overrides,
});

describe.each(testDatabases)('articles on $name', ({ open }) => {
  let database: TestDatabase;
  let cast: Awaited<ReturnType<typeof staffCast>>;
  let editor: AdminCaller;
  const notified: string[][] = [];

  beforeAll(async () => {
    database = await open();
    cast = await staffCast(database.db);
    editor = await editorCaller(database.db);
    await database.listen(
      CONTENT_CHANNEL,
      (payload) => notified.push(JSON.parse(payload) as string[]),
      () => {},
    );
  });
  afterAll(() => database?.destroy());

  it('starts with SPEC’s nine articles, as the code held them, the newest featured first', async () => {
    const list = await publishedArticles(database.db);
    expect(list).toHaveLength(9);
    expect(list[0]!.number).toBe(1);
    expect(list.map((article) => article.number)).toEqual([1, 9, 8, 7, 2, 3, 4, 5, 6]);
    for (const seed of seedArticles) {
      const article = list.find((item) => item.number === seed.id)!;
      expect(article, `article ${seed.id}`).toMatchObject({
        title: seed.title,
        excerpt: seed.excerpt,
        category: seed.category,
        date: seed.date,
        readTime: seed.readTime,
        tags: [...seed.tags],
        author: seed.author,
      });
      const page = await publishedArticle(database.db, article.slug);
      expect(page && 'article' in page && page.article.body).toBe(seed.body);
      expect(await slugOfNumber(database.db, seed.id)).toBe(article.slug);
    }
    expect(list.map((article) => article.readTime)).toEqual([8, 15, 12, 10, 6, 7, 9, 6, 5]);
    expect(new Set(list.map((article) => article.category)).size).toBeLessThanOrEqual(blogCategories.length);
    // Each has its first revision, by no one (the migration).
    const first = await editedArticle(editor, list[0]!.id);
    expect(first!.revisions).toHaveLength(1);
    expect(first!.revisions[0]!.by).toBeNull();
  });

  it('lets editors and admins in, never agents, visitors or the signed out', async () => {
    const [one] = await publishedArticles(database.db);
    const calls: ((caller: AdminCaller) => Promise<unknown>)[] = [
      (caller) => listArticles(caller),
      (caller) => editedArticle(caller, one!.id),
      (caller) => revisionPair(caller, one!.id, one!.id, one!.id),
      (caller) => saveArticle(caller, { action: 'save', intent: 'keep', fields: fields() }),
      (caller) => restoreRevision(caller, { action: 'restore', id: one!.id, revisionId: one!.id }),
      (caller) => deleteArticle(caller, { action: 'delete', id: one!.id }),
      (caller) => changeArticle(caller, { action: 'nothing' }),
    ];
    for (const call of calls) {
      expect(await refusal(call(cast.agent))).toMatchObject({ kind: 'forbidden' });
      expect(await refusal(call(cast.visitor))).toMatchObject({ kind: 'forbidden' });
      expect(await refusal(call({ db: database.db, user: null }))).toMatchObject({ kind: 'unauthenticated' });
    }
    expect(await listArticles(editor)).toHaveLength(9);
    expect(await listArticles(cast.admin)).toHaveLength(9);
    // Nothing was written by the refused calls.
    expect(await database.db.select({ id: articles.id }).from(articles)).toHaveLength(9);
  });

  it('saves a draft with French typography, its tags once, its address from its title, and a first revision', async () => {
    const saved = await saveArticle(editor, { action: 'save', intent: 'keep', fields: fields() });
    expect(saved).toMatchObject({ state: 'draft', slug: 'l-ia-et-l-energie-ce-qui-change' });
    const [row] = await database.db.select().from(articles).where(eq(articles.id, saved.id));
    expect(row!.title).toBe('L’IA et l’énergie\u202f: ce qui change\u202f!');
    expect(row!.tags).toEqual(['IA', 'Énergie', 'Solaire']);
    expect(row!.body).toContain('Parce que\u202f: «\u00a0ça marche\u00a0»\u202f!');
    expect(row!.readMinutes).toBe(1);
    expect(row!.publishedAt).toBeNull();
    expect(
      await database.db.select().from(articleRevisions).where(eq(articleRevisions.articleId, saved.id)),
    ).toHaveLength(1);
    // A draft is not on the site, and no page was told about it.
    expect(await publishedArticle(database.db, saved.slug)).toBeNull();
    expect(notified.flat()).not.toContain(`/blog/${saved.slug}`);

    // Saving the same again makes no revision; a change makes one.
    const again = await saveArticle(editor, {
      action: 'save',
      id: saved.id,
      version: saved.version,
      intent: 'keep',
      fields: fields(),
    });
    expect(
      await database.db.select().from(articleRevisions).where(eq(articleRevisions.articleId, saved.id)),
    ).toHaveLength(1);
    await saveArticle(cast.admin, {
      action: 'save',
      id: saved.id,
      version: again.version,
      intent: 'keep',
      fields: fields({ excerpt: 'Un autre résumé.' }),
    });
    expect(
      await database.db.select().from(articleRevisions).where(eq(articleRevisions.articleId, saved.id)),
    ).toHaveLength(2);
  });

  it('refuses in French: a stale save, an address taken or reserved, a bad day, a schedule in the past', async () => {
    const saved = await saveArticle(editor, { action: 'save', intent: 'keep', fields: fields({ title: 'Refus' }) });
    await saveArticle(editor, {
      action: 'save',
      id: saved.id,
      version: saved.version,
      intent: 'keep',
      fields: fields({ title: 'Refus', excerpt: 'x' }),
    });
    expect(
      await refusal(
        saveArticle(editor, {
          action: 'save',
          id: saved.id,
          version: saved.version,
          intent: 'keep',
          fields: fields({ title: 'Refus' }),
        }),
      ),
    ).toEqual(new AdminRefusal(editorialMessages.stale));
    const [first] = await publishedArticles(database.db);
    const taken = await refusal(
      saveArticle(editor, { action: 'save', intent: 'keep', fields: fields({ slug: first!.slug }) }),
    );
    expect(taken).toEqual(new AdminRefusal(editorialMessages.slugTaken(first!.slug, first!.title)));
    expect(
      await refusal(saveArticle(editor, { action: 'save', intent: 'keep', fields: fields({ slug: 'categorie' }) })),
    ).toEqual(new AdminRefusal(editorialMessages.slugReserved('categorie')));
    expect(
      await refusal(saveArticle(editor, { action: 'save', intent: 'keep', fields: fields({ slug: 'Pas Bon' }) })),
    ).toEqual(new AdminRefusal(editorialMessages.slug));
    expect(
      await refusal(
        saveArticle(editor, { action: 'save', intent: 'keep', fields: fields({ publishedOn: '31/02/2026' }) }),
      ),
    ).toEqual(new AdminRefusal(editorialMessages.day));
    expect(
      await refusal(
        saveArticle(editor, {
          action: 'save',
          intent: 'schedule',
          fields: fields({ title: 'Passé', publishedOn: '01/01/2020' }),
        }),
      ),
    ).toEqual(new AdminRefusal(editorialMessages.scheduleInPast));
    expect(
      await refusal(
        saveArticle(editor, { action: 'save', intent: 'keep', fields: { ...fields(), category: 'cuisine' } }),
      ),
    ).toBeInstanceOf(AdminRefusal);
    expect(await refusal(saveArticle(editor, { action: 'save', intent: 'teleport', fields: fields() }))).toEqual(
      new AdminError('invalid'),
    );
  });

  it('publishes, unpublishes and deletes with an audit line each, telling every instance which pages changed', async () => {
    const saved = await saveArticle(editor, {
      action: 'save',
      intent: 'publish',
      fields: fields({ title: 'Publié tout de suite' }),
    });
    expect(saved.state).toBe('published');
    const page = await publishedArticle(database.db, saved.slug);
    expect(page && 'article' in page && page.article.title).toBe('Publié tout de suite');
    await expect.poll(() => notified.flat()).toContain(`/blog/${saved.slug}`);
    expect(notified.flat()).toEqual(expect.arrayContaining(listingPaths()));

    // A new address: the old one leads to it.
    const moved = await saveArticle(editor, {
      action: 'save',
      id: saved.id,
      version: saved.version,
      intent: 'keep',
      fields: fields({ title: 'Publié tout de suite', slug: 'nouvelle-adresse' }),
    });
    expect(await publishedArticle(database.db, saved.slug)).toEqual({ moved: 'nouvelle-adresse' });

    const unpublished = await saveArticle(editor, {
      action: 'save',
      id: saved.id,
      version: moved.version,
      intent: 'unpublish',
      fields: fields({ title: 'Publié tout de suite', slug: 'nouvelle-adresse' }),
    });
    expect(unpublished.state).toBe('unpublished');
    expect(await publishedArticle(database.db, 'nouvelle-adresse')).toBeNull();
    expect(await publishedArticle(database.db, saved.slug)).toBeNull();

    await deleteArticle(editor, { action: 'delete', id: saved.id });
    expect(await database.db.select().from(articles).where(eq(articles.id, saved.id))).toHaveLength(0);
    const lines = await database.db.select().from(auditEvents).where(eq(auditEvents.actor, 'editor@example.ci'));
    expect(lines.map((line) => line.action)).toEqual(
      expect.arrayContaining(['article-published', 'article-unpublished', 'article-deleted']),
    );
    expect(lines.every((line) => line.target?.startsWith(`article ${saved.id}`))).toBe(true);
  });

  it('publishes a scheduled article at its time, once, and not before', async () => {
    const at = new Date(Date.now() + 3_600_000);
    const day = new Intl.DateTimeFormat('fr-FR', {
      timeZone: 'Africa/Abidjan',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(at);
    const time = new Intl.DateTimeFormat('fr-FR', {
      timeZone: 'Africa/Abidjan',
      hour: '2-digit',
      minute: '2-digit',
    }).format(at);
    const saved = await saveArticle(editor, {
      action: 'save',
      intent: 'schedule',
      fields: fields({ title: 'À venir', publishedOn: day, publishedTime: time }),
    });
    expect(saved.state).toBe('scheduled');
    expect(await publishedArticle(database.db, saved.slug)).toBeNull();
    expect((await nextDue(database.db))?.getTime()).toBe(Math.floor(at.getTime() / 60_000) * 60_000);
    expect(await publishDue(database.db)).toBe(0);
    expect(await publishDue(database.db, new Date(at.getTime() + 1_000))).toBe(1);
    expect(await publishDue(database.db, new Date(at.getTime() + 2_000))).toBe(0);
    const [row] = await database.db.select({ state: articles.state }).from(articles).where(eq(articles.id, saved.id));
    expect(row!.state).toBe('published');
    const [line] = await database.db.select().from(auditEvents).where(eq(auditEvents.actor, scheduleActor));
    expect(line).toMatchObject({ action: 'article-published', target: `article ${saved.id} ${saved.slug}` });
  });

  it('refuses in French, storing nothing, a text past its lines and the characters XML forbids in what the feed carries', async () => {
    const saved = await saveArticle(editor, { action: 'save', intent: 'keep', fields: fields({ title: 'Intact' }) });
    const count = async () => ({
      articles: (await database.db.select({ id: articles.id }).from(articles)).length,
      revisions: (await database.db.select({ id: articleRevisions.id }).from(articleRevisions)).length,
    });
    const [row] = await database.db.select().from(articles).where(eq(articles.id, saved.id));
    const before = await count();
    const tooLong = textOf(ARTICLE_LIMITS.lines + 1, (index) => `Ligne ${index}`);
    expect(
      await refusal(
        changeArticle(editor, {
          action: 'save',
          intent: 'keep',
          fields: fields({ title: 'Trop de lignes', body: tooLong }),
        }),
      ),
    ).toEqual(new AdminRefusal(editorialMessages.tooManyLines(ARTICLE_LIMITS.lines)));
    const hostile: [string, string][] = [
      ['title', 'Titre \uffff'],
      ['excerpt', 'Résumé \ufffe'],
      ['tags', 'IA, So\uffffaire'],
      ['authorName', 'Awa \ufffe Koné'],
      ['authorRole', 'Ingénieure \uffff'],
      ['body', 'Un texte \uffff.'],
      ['body', 'Un texte \ud800 coupé.'],
    ];
    for (const [field, value] of hostile) {
      expect(
        await refusal(changeArticle(editor, { action: 'save', intent: 'keep', fields: fields({ [field]: value }) })),
        field,
      ).toEqual(new AdminRefusal(editorialMessages.forbidden));
      expect(
        await refusal(
          changeArticle(editor, {
            action: 'save',
            id: saved.id,
            version: saved.version,
            intent: 'publish',
            fields: fields({ title: 'Intact', [field]: value }),
          }),
        ),
        field,
      ).toEqual(new AdminRefusal(editorialMessages.forbidden));
    }
    expect(await count()).toEqual(before);
    const [after] = await database.db.select().from(articles).where(eq(articles.id, saved.id));
    expect(after).toEqual(row);
  });

  it('compares texts past its bounds as both texts whole, and a small edit of a long text line by line', async () => {
    const saved = await saveArticle(editor, {
      action: 'save',
      intent: 'keep',
      fields: fields({ title: 'Longues versions' }),
    });
    const [first] = (await editedArticle(editor, saved.id))!.revisions;
    const base = (await revisionPair(editor, saved.id, first!.id, first!.id))!.from;
    const content = (body: string): ArticleContent => ({ ...base, body });
    const bodyOf = (from: string, to: string) =>
      compareContents(content(from), content(to)).find((change) => change.field === 'body')!;

    // 50,000 short lines each, as saved before the limit of lines: never diffed, both shown whole.
    const older = textOf(50_000, (index) => `a${index % 10}`);
    const newer = textOf(50_000, (index) => `b${index % 10}`);
    expect(bodyOf(older, newer)).toEqual({
      field: 'body',
      label: editorialText.fields.body,
      kind: 'whole',
      before: older,
      after: newer,
    });
    // Two texts of the most lines allowed that share none: past the changed lines a comparison goes to.
    const rewritten = bodyOf(
      textOf(ARTICLE_LIMITS.lines, (index) => `Ligne ${index}`),
      textOf(ARTICLE_LIMITS.lines, (index) => `Autre ligne ${index}`),
    );
    expect(rewritten.kind).toBe('whole');
    // The same long text with two lines changed: its changed lines, as before.
    const long = textOf(ARTICLE_LIMITS.lines, (index) => `Ligne ${index}.`);
    const edited = long.replace('Ligne 10.', 'Ligne dix.').replace('Ligne 1500.', 'Ligne mille cinq cents.');
    const body = bodyOf(long, edited);
    if (body.kind !== 'lines') throw new Error(`the text compared as ${body.kind}`);
    expect(body.parts.filter((part) => part.removed).map((part) => part.value)).toEqual([
      'Ligne 10.\n',
      'Ligne 1500.\n',
    ]);
    expect(body.parts.filter((part) => part.added).map((part) => part.value)).toEqual([
      'Ligne dix.\n',
      'Ligne mille cinq cents.\n',
    ]);

    // The page's own load, on two such revisions stored: the older first, both texts whole.
    const [a, b] = await database.db
      .insert(articleRevisions)
      .values([
        { articleId: saved.id, at: new Date(Date.now() - 60_000), content: content(older) },
        { articleId: saved.id, at: new Date(), content: content(newer) },
      ])
      .returning({ id: articleRevisions.id });
    const page = await loadRevisions(saved.id, b!.id, a!.id, async () => editor);
    if (page.state !== 'ready') throw new Error(`the page is ${page.state}`);
    expect([page.from.id, page.to.id]).toEqual([a!.id, b!.id]);
    expect(page.changes).toEqual([
      { field: 'body', label: editorialText.fields.body, kind: 'whole', before: older, after: newer },
    ]);
  });

  it('compares two revisions and restores an old one as a new revision', async () => {
    const saved = await saveArticle(editor, {
      action: 'save',
      intent: 'keep',
      fields: fields({ title: 'Versions', body: 'Premier texte.\n\nDeuxième paragraphe.\n' }),
    });
    const changed = await saveArticle(editor, {
      action: 'save',
      id: saved.id,
      version: saved.version,
      intent: 'keep',
      fields: fields({ title: 'Versions revues', body: 'Premier texte.\n\nUn autre paragraphe.\n' }),
    });
    const { revisions } = (await editedArticle(editor, saved.id))!;
    expect(revisions).toHaveLength(2);
    const [newest, oldest] = revisions;
    const pair = (await revisionPair(editor, saved.id, oldest!.id, newest!.id))!;
    const changes = compareContents(pair.from, pair.to);
    expect(changes.map((change) => change.field)).toEqual(['title', 'slug', 'body']);
    const body = changes.find((change) => change.field === 'body')!;
    if (body.kind !== 'lines') throw new Error(`the text compared as ${body.kind}`);
    expect(body.parts.filter((part) => part.removed).map((part) => part.value)).toEqual(['Deuxième paragraphe.']);
    expect(body.parts.filter((part) => part.added).map((part) => part.value)).toEqual(['Un autre paragraphe.']);
    // Another article's revision is not one of this one's.
    const [other] = await publishedArticles(database.db);
    const otherRevision = (await editedArticle(editor, other!.id))!.revisions[0]!;
    expect(await revisionPair(editor, saved.id, oldest!.id, otherRevision.id)).toBeNull();
    expect(
      await refusal(restoreRevision(editor, { action: 'restore', id: saved.id, revisionId: otherRevision.id })),
    ).toEqual(new AdminRefusal(editorialMessages.revisionNotFound));

    const restored = await restoreRevision(editor, { action: 'restore', id: saved.id, revisionId: oldest!.id });
    expect(restored.version).not.toBe(changed.version);
    const after = (await editedArticle(editor, saved.id))!;
    expect(after.form.title).toBe('Versions');
    expect(after.form.body).toBe('Premier texte.\n\nDeuxième paragraphe.');
    expect(after.revisions).toHaveLength(3);
  });
});
