/**
 * The first response (issue 32): written by the first reply or move to « En cours », never by a later one nor by a
 * request closed without an answer; migration 0015 fills it in, and a support request's priority, for the requests
 * already there; a new support request stores its priority.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, quotes, requestEvents } from '@/server/db/schema';
import { createRequest } from '@/server/requests';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { staffCast } from '../../../tests/support/callers';
import { validRequest } from '../../../tests/support/hostile';
import type { AdminCaller } from './access';
import { changeRequest } from './desk';
import { setRequestStatus } from './status';
import { parseFilters } from './filters';
import { getOverview, listRequests } from './queries';

const firstResponse = async (database: TestDatabase, table: typeof quotes | typeof contacts, id: string) =>
  (await database.db.select({ at: table.firstResponseAt }).from(table).where(eq(table.id, id)))[0]?.at ?? null;

describe.each(testDatabases)('the first response on $name', { timeout: 60_000 }, (target) => {
  let database: TestDatabase;
  let agent: AdminCaller;
  let visitor: AdminCaller;
  const quote = async (name: string) =>
    (
      (await database.db
        .insert(quotes)
        .values({
          name,
          email: `${name.toLowerCase()}@example.ci`,
          phone: '0700000001',
          service: 'Domotique',
          source: '/ · test',
        })
        .returning({ id: quotes.id })) as [{ id: string }]
    )[0].id;
  beforeAll(async () => {
    database = await target.open();
    ({ agent, visitor } = await staffCast(database.db));
  });
  afterAll(async () => database?.destroy());

  it('is the first reply, and a later one does not move it', async () => {
    const id = await quote('Awa');
    expect(await firstResponse(database, quotes, id)).toBeNull();
    await changeRequest(agent, {
      action: 'reply',
      kind: 'quotes',
      id,
      subject: 'Votre devis',
      text: 'Bonjour, nous passons demain.',
    });
    const first = await firstResponse(database, quotes, id);
    expect(first).toBeInstanceOf(Date);
    await changeRequest(agent, {
      action: 'reply',
      kind: 'quotes',
      id,
      subject: 'Votre devis',
      text: 'Bonjour, voici le devis.',
    });
    expect(await firstResponse(database, quotes, id)).toEqual(first);
  });

  it('is the move to « En cours »; a note, an assignment or closing without an answer is none', async () => {
    const moved = await quote('Yao');
    const closed = await quote('Ali');
    await changeRequest(agent, { action: 'note', kind: 'quotes', id: moved, text: 'À rappeler' });
    await changeRequest(agent, { action: 'assign', kind: 'quotes', id: moved, assignee: 'u-agent' });
    expect(await firstResponse(database, quotes, moved)).toBeNull();
    await setRequestStatus(agent, { kind: 'quotes', id: moved, status: 'en_cours' });
    expect(await firstResponse(database, quotes, moved)).toBeInstanceOf(Date);
    await setRequestStatus(agent, { kind: 'quotes', id: closed, status: 'traite' });
    expect(await firstResponse(database, quotes, closed)).toBeNull();
  });

  it('is a contact logged outside the site, which moves a new request to « En cours » with its own line', async () => {
    const id = await quote('Fatou');
    const refusal = (call: Promise<unknown>) =>
      call.then(
        () => null,
        (error: unknown) => error,
      );
    const contact = { action: 'contact', kind: 'quotes', id, channel: 'whatsapp', note: null };
    expect(await refusal(changeRequest({ db: database.db, user: null }, contact))).toMatchObject({
      kind: 'unauthenticated',
    });
    expect(await refusal(changeRequest(visitor, contact))).toMatchObject({ kind: 'forbidden' });
    for (const bad of [
      { ...contact, channel: 'fax' },
      { ...contact, note: '   ' },
      { ...contact, note: 'x'.repeat(5000) },
      { ...contact, note: undefined },
    ]) {
      expect(await refusal(changeRequest(agent, bad))).toMatchObject({ kind: 'invalid' });
    }
    expect(await firstResponse(database, quotes, id)).toBeNull();

    expect(await changeRequest(agent, contact)).toEqual({ status: 'en_cours' });
    expect(await firstResponse(database, quotes, id)).toBeInstanceOf(Date);
    expect(await changeRequest(agent, { ...contact, channel: 'visit', note: 'Visite jeudi 10 h' })).toEqual({
      status: null,
    });
    const lines = await database.db
      .select({
        type: requestEvents.type,
        channel: requestEvents.contactChannel,
        body: requestEvents.body,
        to: requestEvents.toStatus,
        actor: requestEvents.actor,
      })
      .from(requestEvents)
      .where(eq(requestEvents.requestId, id))
      .orderBy(requestEvents.at);
    expect(lines).toEqual([
      { type: 'contact', channel: 'whatsapp', body: null, to: null, actor: 'agent@example.ci' },
      { type: 'status', channel: null, body: null, to: 'en_cours', actor: 'agent@example.ci' },
      { type: 'contact', channel: 'visit', body: 'Visite jeudi 10 h', to: null, actor: 'agent@example.ci' },
    ]);
  });

  it('« En retard » lists the requests without a first response past their promise, and the overview counts them', async () => {
    const { db } = database;
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const contact = (name: string, createdAt: Date, extra: Record<string, unknown> = {}) =>
      db.insert(contacts).values({
        name,
        email: `${name.toLowerCase()}@example.ci`,
        message: 'Bonjour',
        source: '/contact · test',
        createdAt,
        ...extra,
      });
    await contact('Tard', ago(25 * 60));
    await contact('Atemps', ago(23 * 60));
    await contact('Critique', ago(20), { service: 'Support technique', priority: 'critical' });
    await contact('Critiquealheure', ago(10), { service: 'Support technique', priority: 'critical' });
    await contact('Repondu', ago(30 * 60), { firstResponseAt: ago(29 * 60), status: 'en_cours' });
    await contact('Clos', ago(30 * 60), { status: 'traite' });
    await contact('Inconnue', ago(25 * 60), { priority: 'toString' });
    const late = await listRequests(agent, parseFilters({ onglet: 'contacts', retard: '1' }));
    expect(late.rows.map(({ name }) => name).sort()).toEqual(['Critique', 'Inconnue', 'Tard']);
    expect(late.total).toBe(3);
    expect(late.rows.find(({ name }) => name === 'Critique')?.response).toMatchObject({
      promise: { minutes: 15, clock: 'always' },
      firstResponseAt: null,
    });
    expect((await getOverview(agent)).desk.contacts.late).toBe(3);
    // With another filter, the rows are both.
    expect(
      (await listRequests(agent, parseFilters({ onglet: 'contacts', retard: '1', q: 'Tard' }))).rows.map(
        ({ name }) => name,
      ),
    ).toEqual(['Tard']);
  });

  it('keeps a new support request’s priority as data', async () => {
    const result = await createRequest(
      'support',
      { ...(validRequest('support', 'priorite') as object), priority: 'critical' },
      { db: database.db, ip: '10.1.1.1' },
    );
    expect(result.ok).toBe(true);
    const [row] = await database.db
      .select({ priority: contacts.priority })
      .from(contacts)
      .where(sql`${contacts.message} like '%Critique - Panne totale%'`);
    expect(row?.priority).toBe('critical');
  });
});

describe.each(testDatabases)('migration 0015 on $name', { timeout: 60_000 }, (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.open({ migrate: false });
  });
  afterAll(async () => database?.destroy());

  it('fills in the first responses from the history, and the support priorities from their messages', async () => {
    // Up to 0014: the database before migration 0015.
    await database.migrate(15);
    const run = (text: string) => database.db.execute(sql.raw(text));
    const [replied, moved, waiting, support, message] = [1, 2, 3, 4, 5].map(
      (n) => `0000000${n}-0000-4000-8000-000000000000`,
    );
    await run(`insert into quotes (id, name, email, phone, service, source) values
      ('${replied}', 'Awa', 'awa@example.ci', '01', 'Domotique', '/ · test'), ('${moved}', 'Yao', 'yao@example.ci', '02', 'Domotique', '/ · test'),
      ('${waiting}', 'Ali', 'ali@example.ci', '03', 'Domotique', '/ · test')`);
    await run(`insert into contacts (id, name, email, service, message, source) values
      ('${support}', 'Bea', 'bea@example.ci', 'Support technique', 'Type de problème${'\u202f'}: Panne électrique' || chr(10) || 'Priorité${'\u202f'}: Élevée - Service dégradé' || chr(10) || chr(10) || 'Plus de courant', '/ · test'),
      ('${message}', 'Paul', 'paul@example.ci', null, 'Priorité${'\u202f'}: Critique - Panne totale' || chr(10) || 'écrit par le visiteur', '/contact · test')`);
    await run(`insert into request_events (request_kind, request_id, type, actor, at, from_status, to_status, body) values
      ('quotes', '${replied}', 'note', 'chef@example.ci', '2026-11-02T08:00:00Z', null, null, 'avant'),
      ('quotes', '${replied}', 'reply', 'chef@example.ci', '2026-11-02T09:00:00Z', null, null, 'Bonjour'),
      ('quotes', '${replied}', 'status', 'chef@example.ci', '2026-11-02T09:00:01Z', 'nouveau', 'en_cours', null),
      ('quotes', '${moved}', 'status', 'chef@example.ci', '2026-11-03T10:00:00Z', 'nouveau', 'en_cours', null),
      ('quotes', '${moved}', 'status', 'chef@example.ci', '2026-11-04T10:00:00Z', 'en_cours', 'traite', null),
      ('contacts', '${replied}', 'reply', 'chef@example.ci', '2026-11-01T00:00:00Z', null, null, 'other kind, same id')`);
    await database.migrate();
    const rows = (await run(`select id, first_response_at from quotes order by id`)) as unknown as {
      rows: { id: string; first_response_at: unknown }[];
    };
    expect(
      rows.rows.map(({ id, first_response_at }) => [
        id,
        first_response_at === null ? null : new Date(first_response_at as string).toISOString(),
      ]),
    ).toEqual([
      [replied, '2026-11-02T09:00:00.000Z'],
      [moved, '2026-11-03T10:00:00.000Z'],
      [waiting, null],
    ]);
    const priorities = (await run(`select id, priority from contacts order by id`)) as unknown as {
      rows: { id: string; priority: string | null }[];
    };
    // A message that is not a support request keeps no priority, whatever it says.
    expect(priorities.rows).toEqual([
      { id: support, priority: 'high' },
      { id: message, priority: null },
    ]);
  });
});
