/**
 * Reply templates (issue 32, point 6): admins alone keep them, per kind, with placeholders checked on save; agents and
 * admins read their request's kind's templates filled from the request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replyTemplateMessages } from '@/content/reply-templates';
import {
  fillPlaceholders,
  placeholderTokens,
  REPLY_TEMPLATE_LIMITS,
  unknownPlaceholders,
} from '@/lib/schemas/reply-template';
import { contacts, quotes, replyTemplates } from '@/server/db/schema';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { staffCast } from '../../../tests/support/callers';
import type { AdminCaller } from './access';
import { DESK_LIMITS } from './desk';
import { AdminRefusal } from './errors';
import { getRequest } from './queries';
import { loadRequestPage } from './request-page';
import {
  changeReplyTemplates,
  createReplyTemplate,
  listReplyTemplates,
  loadReplyTemplatesPage,
  placeholderValues,
  removeReplyTemplate,
  replyTemplatesFor,
  updateReplyTemplate,
} from './reply-templates';

const refusal = (call: Promise<unknown>) =>
  call.then(
    () => null,
    (error: unknown) => error,
  );
const values = { firstName: 'Awa', service: 'Climatisation', reference: '3F2A9C1D', delay: '24\u00a0h' };

describe('placeholders', () => {
  it('reads ours whatever their case or accents’ encoding, and names the others once', () => {
    expect(unknownPlaceholders('Bonjour {prénom}, {Service} {RÉFÉRENCE} {de\u0301lai}')).toEqual([]);
    expect(unknownPlaceholders('Bonjour {prenom} {nom}, {prenom} { a: 1 } {} {42} {x')).toEqual(['{prenom}', '{nom}']);
    expect(fillPlaceholders('Bonjour {Prénom}, {service} ({référence}) sous {délai}. {nom} {', values)).toBe(
      'Bonjour Awa, Climatisation (3F2A9C1D) sous 24\u00a0h. {nom} {',
    );
    expect(placeholderTokens).toBe('{prénom}, {service}, {référence}, {délai}');
  });

  it('takes a reply’s own limits, so that a template fits the reply it starts', () => {
    expect(REPLY_TEMPLATE_LIMITS.subject).toBe(DESK_LIMITS.subject);
    expect(REPLY_TEMPLATE_LIMITS.body).toBe(DESK_LIMITS.reply);
  });

  it('fills a one-word name, a request without service, and says the delay as the site promises it', () => {
    const id = '3f2a9c1d-0000-4000-8000-000000000000';
    const always = (minutes: number) => ({
      promise: { minutes, clock: 'always' as const },
      dueAt: new Date(),
      firstResponseAt: null,
    });
    expect(placeholderValues({ id, name: '  Yao ', topic: null, response: always(15) })).toEqual({
      firstName: 'Yao',
      service: 'votre demande',
      reference: '3F2A9C1D',
      delay: '15 minutes',
    });
    expect(
      placeholderValues({ id, name: 'Awa Koné Traoré', topic: 'Domotique', response: always(24 * 60) }),
    ).toMatchObject({ firstName: 'Awa', service: 'Domotique', delay: '24\u00a0h' });
    expect(
      placeholderValues({
        id,
        name: 'A',
        topic: null,
        response: { ...always(8 * 60), promise: { minutes: 8 * 60, clock: 'office' } },
      }).delay,
    ).toBe('8\u00a0h ouvrées');
    expect(placeholderValues({ id, name: 'A', topic: null, response: always(90) }).delay).toBe('1\u00a0h\u00a030');
  });
});

describe.each(testDatabases)('reply templates on $name', { timeout: 60_000 }, (target) => {
  let database: TestDatabase;
  let admin: AdminCaller;
  let agent: AdminCaller;
  let visitor: AdminCaller;
  let anonymous: AdminCaller;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    database = await target.open();
    const { db } = database;
    ({ admin, agent, visitor } = await staffCast(db));
    anonymous = { db, user: null };
    const source = '/ · test';
    [{ id: ids.quote }] = (await db
      .insert(quotes)
      .values({ name: 'Awa Koné', email: 'awa@example.ci', phone: '0707070707', service: 'Climatisation', source })
      .returning({ id: quotes.id })) as [{ id: string }];
    [{ id: ids.callback }] = (await db
      .insert(contacts)
      .values({ name: 'Fatou', email: '', phone: '0708091011', service: 'Rappel', message: 'Rappel', source })
      .returning({ id: contacts.id })) as [{ id: string }];
    [{ id: ids.critical }] = (await db
      .insert(contacts)
      .values({
        name: 'Yao Kouassi',
        email: 'yao@example.ci',
        service: 'Support technique',
        priority: 'critical',
        message: 'Panne totale',
        source,
      })
      .returning({ id: contacts.id })) as [{ id: string }];
  }, 60_000);
  afterAll(async () => database?.destroy());

  const template = (extra: Record<string, unknown> = {}) => ({
    kind: 'quotes',
    title: 'Accusé de devis',
    subject: 'Votre devis {service} ({référence})',
    body: 'Bonjour {prénom},\n\nNous étudions votre demande et revenons vers vous sous {délai}.',
    ...extra,
  });

  it('refuses every write to anyone but admins, before reading anything', async () => {
    const [existing] = await database.db
      .insert(replyTemplates)
      .values({ kind: 'quotes', title: 'Existant', subject: 'S', body: 'B', updatedBy: 'chef@example.ci' })
      .returning();
    const writes = [
      (caller: AdminCaller) => createReplyTemplate(caller, template({ title: 'Refusé' })),
      (caller: AdminCaller) => updateReplyTemplate(caller, { ...template({ title: 'Refusé' }), id: existing!.id }),
      (caller: AdminCaller) => removeReplyTemplate(caller, { id: existing!.id }),
      (caller: AdminCaller) => changeReplyTemplates(caller, { action: 'create', ...template({ title: 'Refusé' }) }),
      (caller: AdminCaller) => changeReplyTemplates(caller, { action: 'unknown' }),
      (caller: AdminCaller) => listReplyTemplates(caller),
    ];
    for (const [caller, kind] of [
      [anonymous, 'unauthenticated'],
      [visitor, 'forbidden'],
      [agent, 'forbidden'],
    ] as const) {
      for (const write of writes) expect(await refusal(write(caller))).toMatchObject({ kind });
    }
    expect(await database.db.select().from(replyTemplates)).toEqual([existing]);
    await removeReplyTemplate(admin, { id: existing!.id });
  });

  it('gives the page to admins, tells the signed-in others what it is for (as /admin/equipe), and sends the signed-out to sign in', async () => {
    expect(await loadReplyTemplatesPage(async () => admin)).toEqual({
      state: 'ready',
      templates: { contacts: [], quotes: [], consultations: [], demos: [] },
    });
    expect(await loadReplyTemplatesPage(async () => agent)).toEqual({ state: 'admins-only' });
    expect(await loadReplyTemplatesPage(async () => visitor)).toEqual({ state: 'admins-only' });
    expect(await loadReplyTemplatesPage(async () => anonymous)).toEqual({
      state: 'redirect',
      to: '/auth?retour=/admin/modeles',
    });
  });

  it('lets an admin add, edit and delete a kind’s templates, each title once per kind whatever its case', async () => {
    const { id } = await createReplyTemplate(admin, template());
    const { id: other } = (await changeReplyTemplates(admin, {
      action: 'create',
      ...template({ title: 'accusé de devis', kind: 'demos' }),
    })) as { id: string };
    await createReplyTemplate(admin, template({ title: 'Relance', subject: '  Relance  ' }));
    const listed = await listReplyTemplates(admin);
    expect(listed.quotes.map(({ title, subject, updatedBy }) => ({ title, subject, updatedBy }))).toEqual([
      { title: 'Accusé de devis', subject: 'Votre devis {service} ({référence})', updatedBy: 'chef@example.ci' },
      { title: 'Relance', subject: 'Relance', updatedBy: 'chef@example.ci' },
    ]);
    expect(listed.demos.map((row) => row.id)).toEqual([other]);
    expect(listed.contacts).toEqual([]);

    const duplicate = replyTemplateMessages.duplicateTitle('ACCUSÉ DE DEVIS', 'Devis');
    expect(await refusal(createReplyTemplate(admin, template({ title: 'ACCUSÉ DE DEVIS' })))).toEqual(
      new AdminRefusal(duplicate),
    );
    expect(await refusal(updateReplyTemplate(admin, { ...template({ title: 'relance' }), id }))).toEqual(
      new AdminRefusal(replyTemplateMessages.duplicateTitle('relance', 'Devis')),
    );
    // Its own title, in another case: its own.
    await updateReplyTemplate(admin, {
      id,
      title: 'ACCUSÉ DE DEVIS',
      subject: 'Devis {référence}',
      body: 'Bonjour {prénom}',
    });
    expect((await listReplyTemplates(admin)).quotes[0]).toMatchObject({
      id,
      kind: 'quotes',
      title: 'ACCUSÉ DE DEVIS',
      subject: 'Devis {référence}',
      body: 'Bonjour {prénom}',
    });

    await changeReplyTemplates(admin, { action: 'remove', id: other });
    expect((await listReplyTemplates(admin)).demos).toEqual([]);
    const gone = new AdminRefusal(replyTemplateMessages.notFound);
    expect(await refusal(removeReplyTemplate(admin, { id: other }))).toEqual(gone);
    expect(await refusal(updateReplyTemplate(admin, { ...template(), id: other }))).toEqual(gone);
  });

  it('refuses bad input with its French message, and what no form sends as invalid', async () => {
    const before = await database.db.select().from(replyTemplates);
    const tooLong = (max: number) => new AdminRefusal(replyTemplateMessages.tooLong(max));
    const cases: [Record<string, unknown>, unknown][] = [
      [template({ title: 'x'.repeat(REPLY_TEMPLATE_LIMITS.title + 1) }), tooLong(REPLY_TEMPLATE_LIMITS.title)],
      [template({ subject: 'x'.repeat(REPLY_TEMPLATE_LIMITS.subject + 1) }), tooLong(REPLY_TEMPLATE_LIMITS.subject)],
      [template({ body: 'x'.repeat(1_000_000) }), tooLong(REPLY_TEMPLATE_LIMITS.body)],
      [template({ title: '   ' }), new AdminRefusal(replyTemplateMessages.titleRequired)],
      [template({ subject: undefined }), new AdminRefusal(replyTemplateMessages.subjectRequired)],
      [template({ body: '' }), new AdminRefusal(replyTemplateMessages.bodyRequired)],
      [template({ title: 'Ligne\nforgée' }), new AdminRefusal(replyTemplateMessages.forbidden)],
      [template({ subject: 'Objet\r\nBcc: x@example.ci' }), new AdminRefusal(replyTemplateMessages.forbidden)],
      [template({ body: 'Texte\u0000nul' }), new AdminRefusal(replyTemplateMessages.forbidden)],
      [template({ body: 'Texte \u202eà l’envers' }), new AdminRefusal(replyTemplateMessages.forbidden)],
      [
        template({ body: 'Bonjour {prenom} {nom}, {prenom}' }),
        new AdminRefusal(replyTemplateMessages.unknownPlaceholders(['{prenom}', '{nom}'], placeholderTokens)),
      ],
      [
        template({ subject: 'Devis {ref}' }),
        new AdminRefusal(replyTemplateMessages.unknownPlaceholders(['{ref}'], placeholderTokens)),
      ],
      [template({ kind: 'newsletter' }), expect.objectContaining({ kind: 'invalid' })],
      [template({ kind: 'quotes', title: 42 }), new AdminRefusal(replyTemplateMessages.titleRequired)],
    ];
    for (const [input, expected] of cases)
      expect(await refusal(createReplyTemplate(admin, input)), JSON.stringify(input).slice(0, 80)).toEqual(expected);
    for (const input of [
      null,
      'texte',
      { action: 'update', ...template(), id: 'pas-un-id' },
      { action: 'remove', id: 'x'.repeat(10_000) },
      { action: 'unknown' },
    ]) {
      expect(await refusal(changeReplyTemplates(admin, input))).toMatchObject({ kind: 'invalid' });
    }
    expect(replyTemplateMessages.unknownPlaceholders(['{prenom}'], placeholderTokens)).toBe(
      'Balise inconnue\u202f: {prenom}. Balises possibles\u202f: {prénom}, {service}, {référence}, {délai}.',
    );
    expect(await database.db.select().from(replyTemplates)).toEqual(before);
  });

  it('fills a request’s kind’s templates for agents and admins, from the request', async () => {
    await createReplyTemplate(
      admin,
      template({
        kind: 'contacts',
        title: 'Rappel',
        subject: '{service} · {référence}',
        body: '{prénom}, nous revenons vers vous sous {délai}.',
      }),
    );
    const quote = await getRequest(agent, 'quotes', ids.quote!);
    const reference = ids.quote!.slice(0, 8).toUpperCase();
    const filled = await replyTemplatesFor(agent, 'quotes', quote);
    expect(filled.map(({ title, subject, body }) => ({ title, subject, body }))).toEqual([
      { title: 'ACCUSÉ DE DEVIS', subject: `Devis ${reference}`, body: 'Bonjour Awa' },
      {
        title: 'Relance',
        subject: 'Relance',
        body: 'Bonjour Awa,\n\nNous étudions votre demande et revenons vers vous sous 24\u00a0h.',
      },
    ]);
    expect(await replyTemplatesFor(admin, 'quotes', quote)).toEqual(filled);

    // A call-back: no address to reply to, a one-word name; the templates are still its kind's, filled.
    const callback = await getRequest(agent, 'contacts', ids.callback!);
    expect(
      (await replyTemplatesFor(agent, 'contacts', callback)).map(({ subject, body }) => ({ subject, body })),
    ).toEqual([
      {
        subject: `Rappel · ${ids.callback!.slice(0, 8).toUpperCase()}`,
        body: 'Fatou, nous revenons vers vous sous 24\u00a0h.',
      },
    ]);
    // A critical support request: its promise is 15 minutes, day and night.
    const critical = await getRequest(agent, 'contacts', ids.critical!);
    expect((await replyTemplatesFor(agent, 'contacts', critical))[0]!.body).toBe(
      'Yao, nous revenons vers vous sous 15 minutes.',
    );

    // The request's page carries them.
    const page = await loadRequestPage('devis', ids.quote!, {}, async () => agent);
    expect(page.state === 'ready' && page.templates).toEqual(filled);

    for (const [caller, kind] of [
      [anonymous, 'unauthenticated'],
      [visitor, 'forbidden'],
    ] as const) {
      expect(await refusal(replyTemplatesFor(caller, 'quotes', quote))).toMatchObject({ kind });
    }
  });
});
