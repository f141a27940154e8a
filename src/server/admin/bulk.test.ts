/**
 * Bulk actions (issue 32): assign, set a status or a follow-up on the selected requests, each with its own history
 * line, all or nothing in one transaction; who may; and the export of the selected requests.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, contacts, outbox, quotes, requestEvents } from '@/server/db/schema';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { staffCast } from '../../../tests/support/callers';
import type { AdminCaller } from './access';
import { BULK_MAX, bulkChange, parseSelection } from './bulk';
import { exportCsv } from './export';
import { parseFilters } from './filters';

const readAll = async (stream: ReadableStream<Uint8Array>) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await new Response(stream).arrayBuffer());

describe('the selection of an export', () => {
  it('is a list of request ids, at most BULK_MAX; none when it names none', () => {
    const id = '00000000-0000-4000-8000-000000000001';
    expect(parseSelection(new URLSearchParams())).toBeNull();
    expect(
      parseSelection(
        new URLSearchParams([
          ['ids', id],
          ['ids', id],
        ]),
      ),
    ).toEqual([id]);
    for (const params of [
      [['ids', 'x']],
      [['ids', `${id}x`.repeat(1000)]],
      Array.from({ length: BULK_MAX + 1 }, () => ['ids', id]),
    ]) {
      expect(() => parseSelection(new URLSearchParams(params))).toThrow(expect.objectContaining({ kind: 'invalid' }));
    }
  });
});

describe.each(testDatabases)('bulk actions on $name', { timeout: 60_000 }, (target) => {
  let database: TestDatabase;
  let admin: AdminCaller;
  let agent: AdminCaller;
  let visitor: AdminCaller;
  let ids: string[];
  const events = (type: string) =>
    database.db
      .select({
        id: requestEvents.requestId,
        actor: requestEvents.actor,
        assignee: requestEvents.assignee,
        from: requestEvents.fromStatus,
        to: requestEvents.toStatus,
        on: requestEvents.followUpOn,
      })
      .from(requestEvents)
      .where(and(eq(requestEvents.requestKind, 'quotes'), eq(requestEvents.type, type as 'status')))
      .orderBy(requestEvents.requestId, requestEvents.at);

  beforeAll(async () => {
    database = await target.open();
    ({ admin, agent, visitor } = await staffCast(database.db));
    const rows = await database.db
      .insert(quotes)
      .values(
        ['Awa', 'Bakary', 'Chantal', 'Didier'].map((name) => ({
          name,
          email: `${name.toLowerCase()}@example.ci`,
          phone: '0707070707',
          service: 'Domotique',
          source: '/ · test',
        })),
      )
      .returning({ id: quotes.id });
    ids = rows.map((row) => row.id).sort();
  }, 60_000);
  afterAll(async () => database?.destroy());

  it('is for agents and admins: anonymous and visitors are refused before the input is read', async () => {
    const input = { action: 'status', kind: 'quotes', ids, status: 'traite' };
    await expect(bulkChange({ db: database.db, user: null }, input)).rejects.toMatchObject({ kind: 'unauthenticated' });
    await expect(bulkChange(visitor, input)).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(bulkChange(visitor, 'x'.repeat(100_000))).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(
      exportCsv({ db: database.db, user: null }, parseFilters({ onglet: 'devis' }), ids),
    ).rejects.toMatchObject({ kind: 'unauthenticated' });
    await expect(exportCsv(visitor, parseFilters({ onglet: 'devis' }), ids)).rejects.toMatchObject({
      kind: 'forbidden',
    });
    expect(await database.db.select().from(requestEvents)).toEqual([]);
  });

  it('refuses a malformed selection or action, and changes nothing when one of the requests is gone', async () => {
    const id = ids[0]!;
    for (const input of [
      { action: 'status', kind: 'quotes', ids: [], status: 'traite' },
      { action: 'status', kind: 'quotes', ids: Array.from({ length: BULK_MAX + 1 }, () => id), status: 'traite' },
      { action: 'status', kind: 'quotes', ids: ['pas-un-id'], status: 'traite' },
      { action: 'status', kind: 'quotes', ids: [id], status: 'nouveau' },
      { action: 'status', kind: 'newsletter', ids: [id], status: 'traite' },
      { action: 'delete', kind: 'quotes', ids: [id] },
      { action: 'follow-up', kind: 'quotes', ids: [id], on: '2026-02-30' },
    ]) {
      await expect(bulkChange(agent, input), JSON.stringify(input).slice(0, 80)).rejects.toMatchObject({
        kind: 'invalid',
      });
    }
    await expect(
      bulkChange(agent, { action: 'follow-up', kind: 'quotes', ids: [id], on: '2000-01-01' }),
    ).rejects.toMatchObject({ message: 'Choisissez une date de relance entre aujourd’hui et dans un an.' });
    await expect(
      bulkChange(agent, { action: 'assign', kind: 'quotes', ids: [id], assignee: 'u-visitor' }),
    ).rejects.toMatchObject({ message: 'Cette personne ne fait plus partie de l’équipe.' });
    // One id of another kind among them: none of them moves.
    const [contact] = await database.db
      .insert(contacts)
      .values({ name: 'Eve', email: 'eve@example.ci', message: 'Bonjour', source: '/ · test' })
      .returning({ id: contacts.id });
    await expect(
      bulkChange(agent, { action: 'status', kind: 'quotes', ids: [...ids, contact!.id], status: 'traite' }),
    ).rejects.toMatchObject({
      message: 'Certaines demandes sélectionnées n’existent plus\u202f: rechargez la liste.',
    });
    const statuses = await database.db.select({ status: quotes.status }).from(quotes).where(inArray(quotes.id, ids));
    expect(statuses.map((row) => row.status)).toEqual(['nouveau', 'nouveau', 'nouveau', 'nouveau']);
    expect(await database.db.select().from(requestEvents)).toEqual([]);
  });

  it('assigns them, each with its line, and mails the assignee once for the lot', async () => {
    await bulkChange(agent, { action: 'assign', kind: 'quotes', ids: [ids[0]], assignee: 'u-admin' });
    expect(await bulkChange(agent, { action: 'assign', kind: 'quotes', ids, assignee: 'u-admin' })).toEqual({
      changed: 3,
    });
    const assigned = await database.db.select({ to: quotes.assignedTo }).from(quotes).where(inArray(quotes.id, ids));
    expect(assigned.map((row) => row.to)).toEqual(['u-admin', 'u-admin', 'u-admin', 'u-admin']);
    const lines = await events('assignment');
    expect(lines.map((line) => line.id)).toEqual(ids);
    expect(new Set(lines.map((line) => `${line.actor}→${line.assignee}`))).toEqual(
      new Set(['agent@example.ci→chef@example.ci']),
    );
    const mails = await database.db
      .select({ to: outbox.to, subject: outbox.subject, text: outbox.text })
      .from(outbox)
      .orderBy(outbox.createdAt);
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      ['chef@example.ci', expect.stringMatching(/^\[Back-office\] Demande attribuée/)],
      ['chef@example.ci', '[Back-office] 3 demandes attribuées'],
    ]);
    expect(mails[1]!.text).toContain('/admin?onglet=devis&attribuee=u-admin');
    // To oneself: no mail.
    await bulkChange(admin, { action: 'assign', kind: 'quotes', ids, assignee: 'u-agent' });
    await bulkChange(agent, { action: 'assign', kind: 'quotes', ids, assignee: 'u-agent' });
    expect(await database.db.select().from(outbox)).toHaveLength(3);
  });

  it('moves their status with a line each and one audit line, and counts the move to « En cours » as a first response', async () => {
    expect(
      await bulkChange(agent, { action: 'status', kind: 'quotes', ids: ids.slice(0, 2), status: 'en_cours' }),
    ).toEqual({ changed: 2 });
    expect(await bulkChange(agent, { action: 'status', kind: 'quotes', ids, status: 'traite' })).toEqual({
      changed: 4,
    });
    const lines = await events('status');
    expect(lines.map(({ id, from, to }) => [id, from, to])).toEqual([
      [ids[0], 'nouveau', 'en_cours'],
      [ids[0], 'en_cours', 'traite'],
      [ids[1], 'nouveau', 'en_cours'],
      [ids[1], 'en_cours', 'traite'],
      [ids[2], 'nouveau', 'traite'],
      [ids[3], 'nouveau', 'traite'],
    ]);
    const answered = await database.db
      .select({ id: quotes.id, at: quotes.firstResponseAt })
      .from(quotes)
      .where(inArray(quotes.id, ids))
      .orderBy(quotes.id);
    expect(answered.map((row) => row.at !== null)).toEqual([true, true, false, false]);
    const audit = await database.db
      .select({ target: auditEvents.target })
      .from(auditEvents)
      .where(eq(auditEvents.action, 'status-change'));
    expect(audit.map((line) => line.target)).toEqual(['quotes: 2 → en_cours', 'quotes: 4 → traite']);
  });

  it('sets and clears their follow-up, a line each; exports the selected ones only, with a line each', async () => {
    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    expect(await bulkChange(agent, { action: 'follow-up', kind: 'quotes', ids: ids.slice(1), on: day })).toEqual({
      changed: 3,
    });
    expect(await bulkChange(agent, { action: 'follow-up', kind: 'quotes', ids: ids.slice(1), on: null })).toEqual({
      changed: 3,
    });
    expect((await events('follow-up')).map((line) => line.on)).toEqual([day, null, day, null, day, null]);

    const csv = await readAll(await exportCsv(agent, parseFilters({ onglet: 'devis' }), ids.slice(0, 2)));
    const names = await database.db
      .select({ name: quotes.name })
      .from(quotes)
      .where(inArray(quotes.id, ids.slice(0, 2)));
    expect(csv.trim().split('\r\n')).toHaveLength(3);
    for (const { name } of names) expect(csv).toContain(`"${name}"`);
    expect((await events('csv-export')).map((line) => [line.id, line.actor])).toEqual(
      ids.slice(0, 2).map((id) => [id, 'agent@example.ci']),
    );
  });
});
