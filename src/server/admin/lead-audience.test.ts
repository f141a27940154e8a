/**
 * Lead data for lead staff only (issue 42): every function that sends, lists, exports or assigns requests, called as
 * someone signed out, a visitor with an account, an editor, an agent and an admin. An editor (« Rédaction ») is never
 * an assignee, never in a list of assignees, and receives no visitor's name, address, phone or message in any mail;
 * someone who loses the requests gives theirs back.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rolesWith, staffRoles } from '@/config/staff';
import { deskMessages } from '@/content/desk';
import type { Db } from '@/server/db/client';
import { digests, outbox, quotes, requestEvents, user, userRoles } from '@/server/db/schema';
import { settings } from '@/server/settings';
import { editorCaller, signedInCaller, staffCast } from '../../../tests/support/callers';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import type { AdminCaller } from './access';
import { bulkChange } from './bulk';
import { changeRequest, staffDirectory } from './desk';
import { sendDigests } from './digest';
import { AdminRefusal } from './errors';
import { escalateLateRequests } from './escalation';
import { exportCsv } from './export';
import { parseFilters } from './filters';
import { requestsOfPerson } from './person';
import { readPhoto } from './photos';
import { getOverview, getRequest, listRequests, viewCounts } from './queries';
import { changeStaffRole } from './team';

/** What a visitor typed, looked for in every mail. */
const visitor = {
  name: 'Aya Trace-Konan',
  email: 'aya.trace@example.ci',
  phone: '0700009999',
  description: 'Climatiseur-trace-42 en panne au bureau',
};
const traces = [visitor.name, visitor.email, visitor.phone, visitor.description];
// Wednesday 25 November 2026, 7:30 in Abidjan: the digest's hour. The quote came five days before: late, nobody's.
const now = new Date('2026-11-25T07:30:00Z');
const created = new Date('2026-11-20T09:00:00Z');

const refusal = (call: Promise<unknown>) =>
  call.then(
    () => null,
    (error: unknown) => error,
  );

describe('the rights table', () => {
  it('gives the requests to agents and admins only, the content to editors and admins', () => {
    expect(rolesWith('leads')).toEqual(['admin', 'agent']);
    expect(rolesWith('content')).toEqual(['admin', 'editor']);
    expect(rolesWith('administration')).toEqual(['admin']);
    expect(staffRoles).toEqual(['admin', 'agent', 'editor']);
  });
});

describe.each(testDatabases)('lead data for lead staff only, on $name', { timeout: 120_000 }, (target) => {
  let database: TestDatabase;
  let db: Db;
  let cast: Record<'anonymous' | 'visitor' | 'editor' | 'agent' | 'admin', AdminCaller>;
  let quoteId: string;
  beforeAll(async () => {
    database = await target.open();
    db = database.db;
    const { admin, agent, visitor: account } = await staffCast(db);
    cast = { anonymous: { db, user: null }, visitor: account, editor: await editorCaller(db), agent, admin };
    const [row] = await db
      .insert(quotes)
      .values({
        name: visitor.name,
        email: visitor.email,
        phone: visitor.phone,
        service: 'Climatisation',
        description: visitor.description,
        source: '/devis · test',
        createdAt: created,
      })
      .returning({ id: quotes.id });
    quoteId = row!.id;
  }, 120_000);
  afterAll(async () => database?.destroy());

  const assignTo = (assignee: string | null) => ({ action: 'assign', kind: 'quotes', id: quoteId, assignee });
  const counts = async () => ({
    mails: (await db.select().from(outbox)).length,
    lines: (await db.select().from(requestEvents)).length,
  });

  it('refuses every read, export and write of requests to someone signed out, a visitor and an editor, writing nothing', async () => {
    const filters = parseFilters({});
    const calls: [string, (caller: AdminCaller) => Promise<unknown>][] = [
      ['the list', (caller) => listRequests(caller, filters)],
      ['the overview', (caller) => getOverview(caller)],
      ['the views’ counts', (caller) => viewCounts(caller, 'quotes')],
      ['a request', (caller) => getRequest(caller, 'quotes', quoteId)],
      ['the CSV export', (caller) => exportCsv(caller, filters, [quoteId])],
      ['the person page', (caller) => requestsOfPerson(caller, { email: visitor.email, phone: null })],
      ['a photo', (caller) => readPhoto(caller, quoteId, 'image')],
      ['the assignee choices', (caller) => staffDirectory(caller)],
      ['an assignment', (caller) => changeRequest(caller, assignTo('u-agent'))],
      [
        'a bulk assignment',
        (caller) => bulkChange(caller, { action: 'assign', kind: 'quotes', ids: [quoteId], assignee: 'u-agent' }),
      ],
    ];
    const before = await counts();
    for (const who of ['anonymous', 'visitor', 'editor'] as const) {
      for (const [name, call] of calls) {
        const error = await refusal(call(cast[who]));
        expect(error, `${name} as ${who}`).toMatchObject({
          kind: who === 'anonymous' ? 'unauthenticated' : 'forbidden',
        });
      }
    }
    expect(await counts()).toEqual(before);
  });

  it('offers lead staff only as assignees, and refuses an editor as one in French, changing nothing', async () => {
    for (const who of ['agent', 'admin'] as const) {
      expect((await staffDirectory(cast[who])).map((member) => member.id).sort()).toEqual(['u-admin', 'u-agent']);
    }
    const before = await counts();
    expect(await refusal(changeRequest(cast.admin, assignTo('u-editor')))).toEqual(
      new AdminRefusal(deskMessages.notLeadStaff),
    );
    expect(
      await refusal(bulkChange(cast.agent, { action: 'assign', kind: 'quotes', ids: [quoteId], assignee: 'u-editor' })),
    ).toEqual(new AdminRefusal(deskMessages.notLeadStaff));
    // Someone without any role is not of the team at all.
    expect(await refusal(changeRequest(cast.admin, assignTo('u-visitor')))).toEqual(
      new AdminRefusal(deskMessages.notStaff),
    );
    expect(await counts()).toEqual(before);
    const [row] = await db.select({ assignedTo: quotes.assignedTo }).from(quotes).where(eq(quotes.id, quoteId));
    expect(row!.assignedTo).toBeNull();
  });

  it('sends the digest, the escalation and assignment mails to lead staff only: no mail to an editor carries a visitor’s data', async () => {
    // The late, unassigned quote goes into everyone's digest, and to the urgent address.
    expect(await escalateLateRequests(db, { now: new Date('2026-11-21T09:05:00Z') })).toBe(1);
    expect(await sendDigests(db, { now })).toBe(2);
    expect((await db.select({ userId: digests.userId }).from(digests)).map((row) => row.userId).sort()).toEqual([
      'u-admin',
      'u-agent',
    ]);
    // Assigned by the admin to the agent, then by the agent to the admin: a mail each.
    await changeRequest(cast.admin, assignTo('u-agent'));
    await changeRequest(cast.agent, assignTo('u-admin'));
    const leadStaff = new Set(
      (
        await db
          .select({ email: user.email })
          .from(user)
          .innerJoin(userRoles, eq(userRoles.userId, user.id))
          .where(eq(userRoles.role, 'agent'))
      )
        .map((row) => row.email)
        .concat('chef@example.ci'),
    );
    const allowed = new Set([...leadStaff, ...Object.values(settings().notify), visitor.email]);
    const mails = await db
      .select({ to: outbox.to, subject: outbox.subject, text: outbox.text, html: outbox.html })
      .from(outbox);
    // Digests (2), the escalation, two assignments: each reached one of lead staff or the team's address.
    expect(mails.length).toBe(5);
    for (const mail of mails) {
      expect(allowed.has(mail.to), mail.to).toBe(true);
      expect(mail.to).not.toBe('editor@example.ci');
    }
    const carrying = mails.filter((mail) =>
      traces.some((trace) => `${mail.subject}\n${mail.text}\n${mail.html ?? ''}`.includes(trace)),
    );
    expect(carrying.length).toBeGreaterThan(0);
    for (const mail of carrying) expect(allowed.has(mail.to), mail.to).toBe(true);
  });

  it('gives an agent’s requests back when they become an editor: nobody’s, with a history line, and out of the next digest', async () => {
    const person = { id: 'u-agent-2', name: 'Bintou', email: 'bintou@example.ci' };
    await db.insert(user).values({ ...person, emailVerified: true });
    await db.insert(userRoles).values({ userId: person.id, role: 'agent' });
    const bintou = await signedInCaller(db, person);
    await changeRequest(bintou, assignTo(person.id));
    expect((await staffDirectory(cast.admin)).map((member) => member.id)).toContain(person.id);

    await changeStaffRole(cast.admin, person.email, 'editor');
    const [row] = await db.select({ assignedTo: quotes.assignedTo }).from(quotes).where(eq(quotes.id, quoteId));
    expect(row!.assignedTo).toBeNull();
    const [line] = await db
      .select({ actor: requestEvents.actor, assignee: requestEvents.assignee })
      .from(requestEvents)
      .where(and(eq(requestEvents.requestId, quoteId), eq(requestEvents.type, 'assignment')))
      .orderBy(requestEvents.at)
      .then((lines) => lines.slice(-1));
    expect(line).toEqual({ actor: 'chef@example.ci', assignee: '' });
    expect((await staffDirectory(cast.admin)).map((member) => member.id)).not.toContain(person.id);
    // As an editor now: refused the desk, and no digest the next morning.
    expect(await refusal(listRequests(bintou, parseFilters({})))).toMatchObject({ kind: 'forbidden' });
    await sendDigests(db, { now: new Date('2026-11-26T07:30:00Z') });
    expect(await db.select().from(digests).where(eq(digests.userId, person.id))).toEqual([]);
  });
});
