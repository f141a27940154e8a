/**
 * The showcase in the database (issue 33, point 6): SPEC's sectors, clients, partners and leaders as a fresh install's
 * first rows, every write for each role, the forms' French refusals that store nothing, images by purpose, order, the
 * audit lines and the notification that refreshes the pages on every instance.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { pages } from '@/content/pages';
import { showcaseMessages } from '@/content/showcase';
import { auditEvents, media, mediaFiles, showcaseItems } from '@/server/db/schema';
import type { AdminCaller } from '@/server/admin/access';
import { seedShowcase } from '../../../tests/support/seed-showcase';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { editorCaller, staffCast } from '../../../tests/support/callers';
import { uploadMedia } from './media';
import { CONTENT_CHANNEL } from './refresh';
import { changeShowcase, formOf, readShowcase } from './showcase';
import { loadShowcasePage } from './editorial-pages';

const refusal = (call: Promise<unknown>) =>
  call.then(
    () => null,
    (error: unknown) => error,
  );
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 40, b: 40, alpha: 1 } } })
    .png()
    .toBuffer();

const client = (overrides: Record<string, unknown> = {}) => ({
  name: "Groupe d'Abidjan",
  sector: 'banque',
  illustrative: false,
  ...overrides,
});
const partner = (overrides: Record<string, unknown> = {}) => ({
  name: 'Solaris',
  domain: 'Énergie solaire',
  description: 'Onduleurs et panneaux : le meilleur du solaire !',
  offerings: 'Onduleurs hybrides\n\n  Panneaux bifaciaux  \n',
  since: '2020',
  illustrative: false,
  ...overrides,
});

describe.each(testDatabases)('the showcase on $name', ({ open }) => {
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
  }, 60_000);
  afterAll(() => database?.destroy());

  const count = async () => (await database.db.select({ id: showcaseItems.id }).from(showcaseItems)).length;
  const audit = async () => database.db.select().from(auditEvents).where(eq(auditEvents.actor, 'editor@example.ci'));

  it('starts with SPEC’s six sectors, 18 clients, three partners and four leaders, in their order, as the code held them', async () => {
    const showcase = await readShowcase(database.db);
    expect(showcase.sector.map((item) => item.fields)).toEqual(seedShowcase.sectors);
    expect(showcase.client.map((item) => item.fields)).toEqual(seedShowcase.clients);
    expect(showcase.partner.map((item) => item.fields)).toEqual(seedShowcase.partners);
    expect(showcase.leader.map((item) => item.fields)).toEqual(seedShowcase.leaders);
    expect([showcase.sector.length, showcase.client.length, showcase.partner.length, showcase.leader.length]).toEqual([
      6, 18, 3, 4,
    ]);
    expect(showcase.client[0]!.fields).toEqual({ name: 'Lagune Télécom', sector: 'telecoms', illustrative: true });
    expect(showcase.leader[0]!.fields.name).toBe('Kouassi Yao');
    // Every client names one of the six sectors, each sector has its three.
    for (const sector of showcase.sector)
      expect(showcase.client.filter((item) => item.fields.sector === sector.fields.sector)).toHaveLength(3);
    expect(
      Object.values(showcase)
        .flat()
        .every((item) => item.image === null),
    ).toBe(true);
  });

  it('lets editors and admins write, never an agent, a visitor or someone signed out; refused calls write nothing', async () => {
    const [first] = (await readShowcase(database.db)).client;
    const calls: ((caller: AdminCaller) => Promise<unknown>)[] = [
      (caller) => changeShowcase(caller, { action: 'create', kind: 'client', fields: client(), imageId: null }),
      (caller) =>
        changeShowcase(caller, {
          action: 'update',
          id: first!.id,
          version: first!.version,
          fields: client(),
          imageId: null,
        }),
      (caller) => changeShowcase(caller, { action: 'move', id: first!.id, direction: 'down' }),
      (caller) => changeShowcase(caller, { action: 'remove', id: first!.id }),
      (caller) => changeShowcase(caller, { action: 'nothing' }),
    ];
    for (const call of calls) {
      expect(await refusal(call(cast.agent))).toMatchObject({ kind: 'forbidden' });
      expect(await refusal(call(cast.visitor))).toMatchObject({ kind: 'forbidden' });
      expect(await refusal(call({ db: database.db, user: null }))).toMatchObject({ kind: 'unauthenticated' });
    }
    expect(await loadShowcasePage(async () => cast.agent)).toEqual({ state: 'editors-only' });
    expect(await loadShowcasePage(async () => editor)).toMatchObject({ state: 'ready' });
    expect(await loadShowcasePage(async () => cast.admin)).toMatchObject({ state: 'ready' });
    expect(await count()).toBe(31);
    expect(await readShowcase(database.db)).toMatchObject({
      client: expect.arrayContaining([expect.objectContaining({ id: first!.id, version: first!.version })]),
    });
  });

  it('adds a client last, with French typography, an audit line and its page refreshed', async () => {
    notified.length = 0;
    const { id } = (await changeShowcase(editor, {
      action: 'create',
      kind: 'client',
      fields: client(),
      imageId: null,
    })) as { id: string };
    const showcase = await readShowcase(database.db);
    expect(showcase.client.at(-1)).toMatchObject({
      id,
      fields: { name: 'Groupe d’Abidjan', sector: 'banque', illustrative: false },
    });
    expect((await audit()).map((line) => [line.action, line.target])).toContainEqual([
      'showcase-published',
      `client ${id} Groupe d’Abidjan`,
    ]);
    await expect.poll(() => notified).toContainEqual([pages.references.path]);
  });

  it('adds a partner: its offerings one per line, its year a number, read back as its form shows them', async () => {
    notified.length = 0;
    const { id } = (await changeShowcase(cast.admin, {
      action: 'create',
      kind: 'partner',
      fields: partner(),
      imageId: null,
    })) as { id: string };
    const added = (await readShowcase(database.db)).partner.find((item) => item.id === id)!;
    expect(added.fields).toEqual({
      name: 'Solaris',
      domain: 'Énergie solaire',
      description: 'Onduleurs et panneaux\u202f: le meilleur du solaire\u202f!',
      offerings: ['Onduleurs hybrides', 'Panneaux bifaciaux'],
      since: 2020,
      illustrative: false,
    });
    expect(formOf(added)).toMatchObject({ offerings: 'Onduleurs hybrides\nPanneaux bifaciaux', since: '2020' });
    await expect.poll(() => notified).toContainEqual([pages.partners.path]);
  });

  it('refuses a wrong field with its French message and stores nothing', async () => {
    const before = await count();
    const wrong: [Record<string, unknown>, string][] = [
      [{ kind: 'client', fields: client({ name: '   ' }) }, showcaseMessages.required],
      [{ kind: 'client', fields: client({ name: 'x'.repeat(81) }) }, showcaseMessages.tooLong(80)],
      [{ kind: 'client', fields: client({ name: 'Nom\u202eenversé' }) }, showcaseMessages.forbidden],
      [{ kind: 'client', fields: client({ sector: 'espace' }) }, showcaseMessages.sector],
      [{ kind: 'partner', fields: partner({ offerings: '\n \n' }) }, showcaseMessages.lines(6, 120)],
      [{ kind: 'partner', fields: partner({ offerings: 'a\nb\nc\nd\ne\nf\ng' }) }, showcaseMessages.lines(6, 120)],
      [{ kind: 'partner', fields: partner({ since: '1900' }) }, showcaseMessages.year(1950, new Date().getFullYear())],
      [
        { kind: 'partner', fields: partner({ since: 'deux mille' }) },
        showcaseMessages.year(1950, new Date().getFullYear()),
      ],
      [
        {
          kind: 'leader',
          fields: { name: 'Awa', role: 'Directrice', speciality: 'Froid', experience: '10 ans', bio: 'b'.repeat(1201) },
        },
        showcaseMessages.tooLong(1200),
      ],
    ];
    for (const [change, message] of wrong) {
      expect(
        await refusal(changeShowcase(editor, { action: 'create', imageId: null, ...change })),
        message,
      ).toMatchObject({ name: 'AdminRefusal', message });
    }
    // No kind a form sends, no id, a sector added: « Demande invalide ».
    for (const change of [
      {
        action: 'create',
        kind: 'sector',
        fields: { title: 'Espace', description: 'Orbite', work: 'Satellites' },
        imageId: null,
      },
      { action: 'create', kind: 'client', fields: client(), imageId: 'not-an-id' },
      { action: 'update', id: 'x', version: '1', fields: client(), imageId: null },
      { action: 'remove', id: (await readShowcase(database.db)).sector[0]!.id },
      'text',
      null,
    ]) {
      expect(await refusal(changeShowcase(editor, change))).toMatchObject({ name: 'AdminError', kind: 'invalid' });
    }
    expect(await count()).toBe(before);
  });

  it('rewrites a sector, keeping its id; refuses a save from a page older than the last save', async () => {
    const [sector] = (await readShowcase(database.db)).sector;
    const fields = {
      title: 'Télécoms et data centers',
      description: 'Sites qui ne s’arrêtent pas.',
      work: 'Froid de précision\nÉnergie secourue',
    };
    await changeShowcase(editor, {
      action: 'update',
      id: sector!.id,
      version: sector!.version,
      fields: { ...fields, sector: 'sante' },
      imageId: null,
    });
    const [after] = (await readShowcase(database.db)).sector;
    expect(after!.fields).toEqual({
      title: 'Télécoms et data centers',
      description: 'Sites qui ne s’arrêtent pas.',
      work: ['Froid de précision', 'Énergie secourue'],
      sector: 'telecoms',
    });
    expect(
      await refusal(
        changeShowcase(cast.admin, {
          action: 'update',
          id: sector!.id,
          version: sector!.version,
          fields,
          imageId: null,
        }),
      ),
    ).toMatchObject({ message: showcaseMessages.stale });
    // A sector has no image.
    const logo = await uploadMedia(editor, { file: await png(400, 200), alt: 'Logo', purpose: 'logo' });
    expect(
      await refusal(
        changeShowcase(editor, { action: 'update', id: after!.id, version: after!.version, fields, imageId: logo.id }),
      ),
    ).toMatchObject({ message: showcaseMessages.image });
  });

  it('gives a client its logo and a leader a photo, only images uploaded for that purpose', async () => {
    const showcase = await readShowcase(database.db);
    const [first] = showcase.client;
    const [leader] = showcase.leader;
    const logo = await uploadMedia(editor, {
      file: await png(640, 320),
      alt: 'Logo de Lagune Télécom',
      purpose: 'logo',
    });
    const photo = await uploadMedia(editor, {
      file: await png(600, 800),
      alt: 'Portrait de Kouassi Yao',
      purpose: 'photo',
    });
    const cover = await uploadMedia(editor, { file: await png(1600, 900), alt: 'Un chantier', purpose: 'cover' });
    // A cover's or a photo's files are not a logo's: refused, as is an unknown image.
    for (const imageId of [cover.id, photo.id, crypto.randomUUID()]) {
      expect(
        await refusal(
          changeShowcase(editor, {
            action: 'update',
            id: first!.id,
            version: first!.version,
            fields: formOf(first!),
            imageId,
          }),
        ),
      ).toMatchObject({ message: showcaseMessages.image });
    }
    await changeShowcase(editor, {
      action: 'update',
      id: first!.id,
      version: first!.version,
      fields: formOf(first!),
      imageId: logo.id,
    });
    await changeShowcase(editor, {
      action: 'update',
      id: leader!.id,
      version: leader!.version,
      fields: formOf(leader!),
      imageId: photo.id,
    });
    const after = await readShowcase(database.db);
    expect(after.client[0]!.image).toEqual({ id: logo.id, width: 320, height: 160, alt: 'Logo de Lagune Télécom' });
    expect(after.leader[0]!.image).toMatchObject({ id: photo.id, width: 480, alt: 'Portrait de Kouassi Yao' });
    // Taken away again: the monogram comes back.
    const again = after.client[0]!;
    await changeShowcase(editor, {
      action: 'update',
      id: again.id,
      version: again.version,
      fields: formOf(again),
      imageId: null,
    });
    expect((await readShowcase(database.db)).client[0]!.image).toBeNull();
  });

  it('moves an item among its kind’s only, the first staying first', async () => {
    const names = async () => (await readShowcase(database.db)).leader.map((item) => item.fields.name);
    const [first, second] = (await readShowcase(database.db)).leader;
    await changeShowcase(editor, { action: 'move', id: second!.id, direction: 'up' });
    expect((await names()).slice(0, 2)).toEqual([second!.fields.name, first!.fields.name]);
    await changeShowcase(editor, { action: 'move', id: second!.id, direction: 'up' });
    expect((await names()).slice(0, 2)).toEqual([second!.fields.name, first!.fields.name]);
    await changeShowcase(editor, { action: 'move', id: second!.id, direction: 'down' });
    expect((await names()).slice(0, 2)).toEqual([first!.fields.name, second!.fields.name]);
    expect((await readShowcase(database.db)).client).toHaveLength(19);
  });

  it('removes a client with an audit line that keeps its name; a second removal is told it is gone', async () => {
    const last = (await readShowcase(database.db)).client.at(-1)!;
    await changeShowcase(editor, { action: 'remove', id: last.id });
    expect((await readShowcase(database.db)).client.map((item) => item.id)).not.toContain(last.id);
    expect((await audit()).map((line) => [line.action, line.target])).toContainEqual([
      'showcase-deleted',
      `client ${last.id} Groupe d’Abidjan`,
    ]);
    expect(await refusal(changeShowcase(editor, { action: 'remove', id: last.id }))).toMatchObject({
      message: showcaseMessages.notFound,
    });
  });

  it('deletes a leader’s photo, files included, when replaced or when the leader goes, unless another shows it; a logo waits', async () => {
    // Its row, and how many files.
    const stored = async (id: string) => [
      (await database.db.select({ id: media.id }).from(media).where(eq(media.id, id))).length,
      (await database.db.select({ id: mediaFiles.mediaId }).from(mediaFiles).where(eq(mediaFiles.mediaId, id))).length,
    ];
    const portrait = await png(300, 400);
    const photo = (name: string) =>
      uploadMedia(editor, { file: portrait, alt: `Portrait de ${name}`, purpose: 'photo' });
    const leaderForm = { ...formOf((await readShowcase(database.db)).leader[0]!), name: 'Adjoua Test' };
    const first = await photo('Adjoua');
    const second = await photo('Adjoua');
    const created = await changeShowcase(editor, {
      action: 'create',
      kind: 'leader',
      fields: leaderForm,
      imageId: first.id,
    });
    const item = () =>
      readShowcase(database.db).then((showcase) => showcase.leader.find((leader) => leader.id === created!.id)!);
    await changeShowcase(editor, {
      action: 'update',
      id: created!.id,
      version: (await item()).version,
      fields: leaderForm,
      imageId: second.id,
    });
    expect(await stored(first.id)).toEqual([0, 0]);
    expect(await stored(second.id)).toEqual([1, 4]);
    // The same photo on another leader's card: kept while that one shows it.
    const other = await changeShowcase(editor, {
      action: 'create',
      kind: 'leader',
      fields: { ...leaderForm, name: 'Adjoua Bis' },
      imageId: second.id,
    });
    await changeShowcase(editor, { action: 'remove', id: created!.id });
    expect(await stored(second.id)).toEqual([1, 4]);
    await changeShowcase(editor, { action: 'remove', id: other!.id });
    expect(await stored(second.id)).toEqual([0, 0]);

    const logo = await uploadMedia(editor, { file: await png(400, 200), alt: 'Logo', purpose: 'logo' });
    const withLogo = await changeShowcase(editor, {
      action: 'create',
      kind: 'client',
      fields: client({ name: 'Client au logo' }),
      imageId: logo.id,
    });
    await changeShowcase(editor, { action: 'remove', id: withLogo!.id });
    expect(await stored(logo.id)).toEqual([1, 4]);
  });
});
