import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deskMessages } from '@/content/desk';
import { contacts, outbox, quotes, requestEvents } from '@/server/db/schema';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { staffCast } from '../../../tests/support/callers';
import type { AdminCaller } from './access';
import { changeRequest, DESK_LIMITS } from './desk';
import { AdminRefusal } from './errors';
import { parseFilters } from './filters';
import { getOverview, getRequest, listRequests } from './queries';

const refusal = (call: Promise<unknown>) =>
  call.then(
    () => null,
    (error: unknown) => error,
  );

describe.each(testDatabases)('the lead desk on $name', { timeout: 60_000 }, (target) => {
  let database: TestDatabase;
  let admin: AdminCaller;
  let agent: AdminCaller;
  let visitor: AdminCaller;
  let quoteId: string;
  let callBackId: string;
  beforeAll(async () => {
    database = await target.open();
    const { db } = database;
    ({ admin, agent, visitor } = await staffCast(db));
    [{ id: quoteId }] = (await db
      .insert(quotes)
      .values({
        name: 'Koffi',
        email: 'koffi@example.ci',
        phone: '07 00 00 00 01',
        service: 'Climatisation',
        source: '/devis · test',
        channel: 'facebook',
        attribution: { utmSource: 'facebook', utmCampaign: 'clim-2026' },
      })
      .returning({ id: quotes.id })) as [{ id: string }];
    [{ id: callBackId }] = (await db
      .insert(contacts)
      .values({
        name: 'Fatou',
        email: '',
        phone: '07 08 09 10 11',
        message: 'Rappel',
        source: '/contact · Demander un rappel',
      })
      .returning({ id: contacts.id })) as [{ id: string }];
  }, 60_000);
  afterAll(async () => database?.destroy());

  const on = (extra: Record<string, unknown>) => ({ kind: 'quotes', id: quoteId, ...extra });

  it('refuses anonymous visitors and signed-in non-staff before reading anything, whatever the action', async () => {
    const { db } = database;
    const actions = [
      on({ action: 'note', text: 'Appelé ce matin' }),
      on({ action: 'remove-note', noteId: '00000000-0000-4000-8000-000000000000' }),
      on({ action: 'assign', assignee: 'u-agent' }),
      on({ action: 'reply', subject: 'Votre devis', text: 'Bonjour' }),
      on({ action: 'follow-up', on: '2026-12-01' }),
      { action: 'unknown' },
      null,
    ];
    for (const [caller, kind] of [
      [{ db, user: null }, 'unauthenticated'],
      [visitor, 'forbidden'],
    ] as const) {
      for (const action of actions) expect(await refusal(changeRequest(caller, action))).toMatchObject({ kind });
    }
    expect(await db.select().from(requestEvents)).toEqual([]);
    expect(await db.select().from(outbox)).toEqual([]);
    const [quote] = await db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(quote).toMatchObject({ assignedTo: null, followUpOn: null, status: 'nouveau' });
  });

  it('refuses malformed input and unknown requests, changing nothing', async () => {
    const { db } = database;
    for (const input of [
      on({ action: 'note', text: '   ' }),
      on({ action: 'note', text: 'x'.repeat(DESK_LIMITS.note + 1) }),
      on({ action: 'note', text: 'a\u202eb' }),
      on({ action: 'note', text: 42 }),
      { action: 'note', kind: 'newsletter', id: quoteId, text: 'x' },
      { action: 'note', kind: 'quotes', id: 'x'.repeat(10_000), text: 'x' },
      on({ action: 'assign', assignee: "u-agent' or 1=1" }),
      on({ action: 'reply', subject: 'a\nBcc: x@evil.example', text: 'Bonjour' }),
      on({ action: 'reply', subject: 'Objet', text: 'x'.repeat(DESK_LIMITS.reply + 1) }),
      on({ action: 'follow-up', on: '2026-02-30' }),
      on({ action: 'follow-up', on: '1 décembre' }),
    ]) {
      expect(await refusal(changeRequest(agent, input)), JSON.stringify(input).slice(0, 80)).toMatchObject({
        kind: 'invalid',
      });
    }
    expect(
      await refusal(changeRequest(agent, { action: 'note', kind: 'contacts', id: quoteId, text: 'x' })),
    ).toMatchObject({ kind: 'not-found' });
    expect(await refusal(changeRequest(agent, on({ action: 'assign', assignee: 'u-visitor' })))).toEqual(
      new AdminRefusal(deskMessages.notStaff),
    );
    expect(
      await refusal(
        changeRequest(agent, { action: 'reply', kind: 'contacts', id: callBackId, subject: 'Rappel', text: 'Bonjour' }),
      ),
    ).toEqual(new AdminRefusal(deskMessages.noEmail));
    expect(await db.select().from(requestEvents)).toEqual([]);
    expect(await db.select().from(outbox)).toEqual([]);
  });

  it('assigns, notes, replies and sets a follow-up, each with one history line, and mails through the outbox', async () => {
    const { db } = database;
    // The agent takes the request: no mail to oneself.
    expect(await changeRequest(agent, on({ action: 'assign', assignee: 'u-agent' }))).toEqual({ changed: true });
    expect(await changeRequest(agent, on({ action: 'assign', assignee: 'u-agent' }))).toEqual({ changed: false });
    expect(await db.select().from(outbox)).toEqual([]);
    await changeRequest(agent, on({ action: 'note', text: '  Appelé ce matin,\nrappeler jeudi.  ' }));
    expect(
      await changeRequest(
        agent,
        on({
          action: 'reply',
          subject: 'Votre demande : Climatisation',
          text: 'Bonjour Koffi,\nvoici nos disponibilités.',
        }),
      ),
    ).toEqual({ status: 'en_cours' });
    // A second reply leaves the status as it is.
    expect(await changeRequest(agent, on({ action: 'reply', subject: 'Re', text: 'Encore' }))).toEqual({
      status: null,
    });
    expect(await refusal(changeRequest(agent, on({ action: 'follow-up', on: '2026-11-22' })))).toBeInstanceOf(
      AdminRefusal,
    );
    expect(await refusal(changeRequest(agent, on({ action: 'follow-up', on: '2099-01-01' })))).toBeInstanceOf(
      AdminRefusal,
    );
    // The follow-up's range is today's (the clock of the test run) to a year ahead.
    const today = new Date().toISOString().slice(0, 10);
    expect(await changeRequest(agent, on({ action: 'follow-up', on: today }))).toEqual({ changed: true });
    // The admin hands it back to no one, then to the agent: the agent gets the link.
    await changeRequest(admin, on({ action: 'assign', assignee: null }));
    await changeRequest(admin, on({ action: 'assign', assignee: 'u-agent' }));

    const mails = await db.select().from(outbox);
    const replies = mails.filter((mail) => mail.to === 'koffi@example.ci');
    expect(replies).toHaveLength(2);
    expect(replies[0]).toMatchObject({ replyTo: 'agent@example.ci', subject: 'Votre demande : Climatisation' });
    expect(replies[0]?.text).toContain('Bonjour Koffi,\nvoici nos disponibilités.');
    expect(replies[0]?.text).toContain('Awa Agent');
    const assignment = mails.find((mail) => mail.to === 'agent@example.ci');
    expect(assignment?.text).toContain(`/admin/demandes/devis/${quoteId}`);
    expect(assignment?.text).toContain('chef@example.ci');

    const request = await getRequest(agent, 'quotes', quoteId);
    expect(request).toMatchObject({
      status: 'en_cours',
      assignedTo: 'u-agent',
      followUpOn: today,
      channel: 'facebook',
    });
    expect(
      request.history.map(({ type, actor, assignee, body, fromStatus, toStatus, followUpOn }) => ({
        type,
        actor,
        assignee,
        body,
        fromStatus,
        toStatus,
        followUpOn,
      })),
    ).toEqual([
      {
        type: 'assignment',
        actor: 'agent@example.ci',
        assignee: 'agent@example.ci',
        body: null,
        fromStatus: null,
        toStatus: null,
        followUpOn: null,
      },
      {
        type: 'note',
        actor: 'agent@example.ci',
        assignee: null,
        body: 'Appelé ce matin,\nrappeler jeudi.',
        fromStatus: null,
        toStatus: null,
        followUpOn: null,
      },
      {
        type: 'reply',
        actor: 'agent@example.ci',
        assignee: null,
        body: 'Bonjour Koffi,\nvoici nos disponibilités.',
        fromStatus: null,
        toStatus: null,
        followUpOn: null,
      },
      {
        type: 'status',
        actor: 'agent@example.ci',
        assignee: null,
        body: null,
        fromStatus: 'nouveau',
        toStatus: 'en_cours',
        followUpOn: null,
      },
      {
        type: 'reply',
        actor: 'agent@example.ci',
        assignee: null,
        body: 'Encore',
        fromStatus: null,
        toStatus: null,
        followUpOn: null,
      },
      {
        type: 'follow-up',
        actor: 'agent@example.ci',
        assignee: null,
        body: null,
        fromStatus: null,
        toStatus: null,
        followUpOn: today,
      },
      {
        type: 'assignment',
        actor: 'chef@example.ci',
        assignee: '',
        body: null,
        fromStatus: null,
        toStatus: null,
        followUpOn: null,
      },
      {
        type: 'assignment',
        actor: 'chef@example.ci',
        assignee: 'agent@example.ci',
        body: null,
        fromStatus: null,
        toStatus: null,
        followUpOn: null,
      },
    ]);
  });

  it('lets only its author remove a note, keeping its line without its text and recording the removal', async () => {
    const { db } = database;
    const [note] = await db.select().from(requestEvents).where(eq(requestEvents.type, 'note'));
    expect(await refusal(changeRequest(admin, on({ action: 'remove-note', noteId: note!.id })))).toEqual(
      new AdminRefusal(deskMessages.notYourNote),
    );
    // Another request's id with this note is not found.
    expect(
      await refusal(
        changeRequest(agent, { action: 'remove-note', kind: 'contacts', id: callBackId, noteId: note!.id }),
      ),
    ).toMatchObject({ kind: 'not-found' });
    await changeRequest(agent, on({ action: 'remove-note', noteId: note!.id }));
    await changeRequest(agent, on({ action: 'remove-note', noteId: note!.id }));
    const lines = (await getRequest(agent, 'quotes', quoteId)).history;
    expect(lines.find((line) => line.id === note!.id)).toMatchObject({ type: 'note', body: null });
    expect(lines.filter((line) => line.type === 'note-removed')).toEqual([
      expect.objectContaining({ actor: 'agent@example.ci', noteId: note!.id }),
    ]);
  });

  it('filters the list by assignee, follow-ups and channel, and counts them in the summary', async () => {
    const mine = await listRequests(agent, parseFilters({ onglet: 'devis', attribuee: 'moi' }));
    expect(mine.rows.map((row) => row.id)).toEqual([quoteId]);
    expect((await listRequests(admin, parseFilters({ onglet: 'devis', attribuee: 'moi' }))).total).toBe(0);
    expect((await listRequests(admin, parseFilters({ onglet: 'devis', attribuee: 'u-agent' }))).total).toBe(1);
    expect((await listRequests(admin, parseFilters({ onglet: 'devis', attribuee: 'personne' }))).total).toBe(0);
    expect((await listRequests(admin, parseFilters({ onglet: 'contacts', attribuee: 'personne' }))).total).toBe(1);
    expect(
      (await listRequests(admin, parseFilters({ onglet: 'devis', relance: '1' }))).rows.map((row) => row.id),
    ).toEqual([quoteId]);
    expect((await listRequests(admin, parseFilters({ onglet: 'devis', provenance: 'facebook' }))).total).toBe(1);
    expect((await listRequests(admin, parseFilters({ onglet: 'devis', provenance: 'google' }))).total).toBe(0);

    const overview = await getOverview(agent);
    expect(overview.desk.quotes).toEqual({ overdue: 1, mine: 1, late: 0 });
    expect(overview.desk.contacts).toEqual({ overdue: 0, mine: 0, late: 0 });
    expect((await getOverview(admin)).desk.quotes).toEqual({ overdue: 1, mine: 0, late: 0 });
    expect(overview.channels).toEqual([{ channel: 'facebook', count: 1 }]);
    expect(overview.otherChannels).toEqual({ channels: 0, count: 0 });
    // Not yet due, or handled: not counted.
    expect((await getOverview(agent, new Date('2020-01-01T12:00:00Z'))).desk.quotes.overdue).toBe(0);
    await database.db.update(quotes).set({ status: 'traite' }).where(eq(quotes.id, quoteId));
    expect((await getOverview(agent)).desk.quotes).toEqual({ overdue: 0, mine: 0, late: 0 });
    expect((await listRequests(admin, parseFilters({ onglet: 'devis', relance: '1' }))).total).toBe(0);
  });
});
