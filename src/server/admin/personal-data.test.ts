import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalDataText } from '@/content/personal-data';
import { createRequest } from '@/server/requests';
import { account, auditEvents, contacts, newsletterSubscribers, outbox, quotes, requestEvents, session, user } from '@/server/db/schema';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { staffCast } from '../../../tests/support/callers';
import type { AdminCaller } from './access';
import { changeRequest } from './desk';
import { AdminRefusal } from './errors';
import { loadPersonalDataPage, personalDataRequest } from './personal-data';

const refusal = (call: Promise<unknown>) => call.then(() => null, (error: unknown) => error);
const KOFFI = 'koffi@example.ci';

describe.each(testDatabases)('data-protection requests on $name', { timeout: 60_000 }, (target) => {
  let database: TestDatabase;
  let admin: AdminCaller;
  let agent: AdminCaller;
  let visitor: AdminCaller;
  let quoteId: string;
  beforeAll(async () => {
    database = await target.open();
    const { db } = database;
    ({ admin, agent, visitor } = await staffCast(db));
    await db.insert(account).values({ id: 'a-koffi', accountId: 'u-visitor', providerId: 'credential', userId: 'u-visitor', password: 'hash' });
    // Koffi's requests, through the visitors' own path (rows and mails), in two kinds and with another case.
    const ctx = { db, ip: '10.1.1.1' };
    const quote = { name: 'Koffi Yao', email: KOFFI, phone: '07 00 00 00 01', company: 'Yao SARL', service: 'Domotique', description: 'Trois bureaux à équiper', source: '/devis · test' };
    expect((await createRequest('quote', quote, ctx)).ok).toBe(true);
    expect((await createRequest('contact', { name: 'Koffi', email: 'Koffi@Example.ci', message: 'Bonjour, rappel svp', source: '/contact · test' }, ctx)).ok).toBe(true);
    expect((await createRequest('newsletter', { email: KOFFI, source: '/ · test' }, ctx)).ok).toBe(true);
    expect((await createRequest('contact', { name: 'Awa', email: 'awa@example.ci', message: 'Autre personne', source: '/contact · test' }, ctx)).ok).toBe(true);
    [{ id: quoteId }] = (await db.select({ id: quotes.id }).from(quotes)) as [{ id: string }];
    await changeRequest(agent, { action: 'note', kind: 'quotes', id: quoteId, text: 'Koffi préfère être appelé le matin' });
    await changeRequest(agent, { action: 'reply', kind: 'quotes', id: quoteId, subject: 'Votre devis', text: 'Bonjour Koffi Yao' });
  }, 60_000);
  afterAll(async () => database?.destroy());

  it('is for admins only: anonymous, visitor and agent are refused before anything is read', async () => {
    const { db } = database;
    for (const [caller, kind] of [
      [{ db, user: null }, 'unauthenticated'],
      [visitor, 'forbidden'],
      [agent, 'forbidden'],
    ] as const) {
      for (const action of ['find', 'export', 'erase']) expect(await refusal(personalDataRequest(caller, { action, email: KOFFI }))).toMatchObject({ kind });
    }
    expect(await loadPersonalDataPage(async () => agent)).toEqual({ state: 'admins-only' });
    expect(await loadPersonalDataPage(async () => ({ db, user: null }))).toEqual({ state: 'redirect', to: `/auth?retour=${personalDataText.path}` });
    expect(await db.select().from(auditEvents)).toEqual([]);
    for (const input of [{ action: 'find', email: 'pas une adresse' }, { action: 'drop', email: KOFFI }, { action: 'find', email: `${'a'.repeat(100_000)}@x.ci` }, null]) {
      expect(await refusal(personalDataRequest(admin, input))).toMatchObject({ kind: 'invalid' });
    }
  });

  it('finds every row that carries the address, whatever its case', async () => {
    const { found } = (await personalDataRequest(admin, { action: 'find', email: ' KOFFI@example.ci ' })) as { found: { requests: { kind: string }[]; newsletter: boolean; account: boolean; mails: number } };
    expect(found.requests.map((request) => request.kind).sort()).toEqual(['contacts', 'quotes']);
    expect(found).toMatchObject({ newsletter: true, account: true });
    // Two acknowledgements, the newsletter confirmation, two team notifications replying to Koffi, and the reply.
    expect(found.mails).toBe(6);
  });

  it('exports them as one JSON document, recorded without the data', async () => {
    const { file } = (await personalDataRequest(admin, { action: 'export', email: KOFFI })) as { file: Record<string, unknown> & { requests: { kind: string; email: string; history: { type: string; body: string | null }[] }[] } };
    const text = JSON.stringify(file);
    expect(file.requests).toHaveLength(2);
    const quote = file.requests.find((request) => request.kind === 'quotes')!;
    expect(quote.email).toBe(KOFFI);
    expect(quote.history.map((line) => line.type)).toEqual(['note', 'reply', 'status']);
    expect(text).toContain('Koffi préfère être appelé le matin');
    expect(file.account).toMatchObject({ email: KOFFI, name: 'Koffi' });
    // Secrets are never exported: the password's hash, the newsletter's link token, the session tokens.
    expect(text).not.toContain('hash');
    expect(text).not.toContain('token');
    const [line] = await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'personal-data-export'));
    expect(line).toMatchObject({ actor: 'chef@example.ci', target: 'requests=2 newsletter=1 account=1 mails=6', ip: '10.0.0.9' });
    const exported = await database.db.select().from(requestEvents).where(eq(requestEvents.type, 'export'));
    expect(exported).toHaveLength(2);
  });

  it('refuses to erase a member of the staff', async () => {
    expect(await refusal(personalDataRequest(admin, { action: 'erase', email: 'agent@example.ci' }))).toEqual(new AdminRefusal(personalDataText.staffAccount));
    expect(await database.db.select().from(user).where(eq(user.id, 'u-agent'))).toHaveLength(1);
  });

  it('erases them: requests anonymised with their notes and replies, newsletter, mails and account deleted, others untouched', async () => {
    const { db } = database;
    const { erased } = (await personalDataRequest(admin, { action: 'erase', email: KOFFI })) as { erased: unknown };
    expect(erased).toEqual({ requests: 2, newsletter: 1, account: 1, mails: 6 });
    // Nothing anywhere still says Koffi, but the other visitor's rows are all there.
    for (const table of ['quotes', 'contacts', 'newsletter_subscribers', 'outbox', 'request_events', 'user', 'account', 'session', 'audit_events']) {
      const result: unknown = await db.execute(sql.raw(`select * from "${table}"`));
      const text = JSON.stringify(result).toLowerCase();
      expect(text, table).not.toContain('koffi');
      expect(text, table).not.toContain('yao');
    }
    const [quote] = await db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(quote).toMatchObject({ name: personalDataText.erasedName, email: '', phone: '', company: null, description: '', service: 'Domotique', status: 'en_cours' });
    expect(await db.select().from(contacts).where(eq(contacts.email, 'awa@example.ci'))).toHaveLength(1);
    expect(await db.select().from(newsletterSubscribers)).toEqual([]);
    expect(await db.select().from(session).where(eq(session.userId, 'u-visitor'))).toEqual([]);
    expect((await db.select().from(outbox)).map((mail) => mail.to).sort()).toEqual(['awa@example.ci', expect.any(String)]);
    // The history keeps who did what and when, and says the data was erased.
    const lines = await db.select().from(requestEvents).where(eq(requestEvents.requestId, quoteId)).orderBy(requestEvents.at);
    expect(lines.map((line) => [line.type, line.actor, line.body])).toEqual([
      ['note', 'agent@example.ci', null],
      ['reply', 'agent@example.ci', null],
      ['status', 'agent@example.ci', null],
      ['export', 'chef@example.ci', null],
      ['erasure', 'chef@example.ci', null],
    ]);
    const [audit] = await db.select().from(auditEvents).where(eq(auditEvents.action, 'personal-data-erasure'));
    expect(audit).toMatchObject({ actor: 'chef@example.ci', target: 'requests=2 newsletter=1 account=1 mails=6' });
    // A second erasure finds nothing left.
    expect(await personalDataRequest(admin, { action: 'find', email: KOFFI })).toEqual({ found: { requests: [], newsletter: false, account: false, mails: 0 } });
  });
});
