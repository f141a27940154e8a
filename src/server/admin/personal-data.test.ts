import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalDataText } from '@/content/personal-data';
import { absoluteUrl } from '@/server/site-url';
import { isEmbedded, openDatabase } from '@/server/db/client';
import { createRequest } from '@/server/requests';
import { savePhotos } from '@/server/requests/photos';
import {
  account,
  auditEvents,
  contacts,
  newsletterSubscribers,
  outbox,
  quotes,
  rateLimits,
  requestChannelDays,
  requestEvents,
  requestFacetCounts,
  requestPhotos,
  session,
  signInLockouts,
  user,
  verification,
} from '@/server/db/schema';
import { workflowKinds } from '@/config/requests';
import { notifyTo } from '@/server/mail/outbox';
import { createDeliver, deliverDue } from '@/server/mail/sender';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { staffCast } from '../../../tests/support/callers';
import type { AdminCaller } from './access';
import { changeRequest } from './desk';
import { AdminRefusal } from './errors';
import { requestPath } from '@/server/admin-paths';
import { loadPersonalDataPage, personalDataRequest } from './personal-data';
import { erasePersonalData, erasureOf } from './personal-data-erasure';
import { kinds } from './kinds';
import { readableMail } from './personal-data-files';

const refusal = (call: Promise<unknown>) =>
  call.then(
    () => null,
    (error: unknown) => error,
  );
const KOFFI = 'koffi@example.ci';
/** What must be gone from every table and file once Koffi is erased: his address, name, phone, and where he came from. */
const KOFFI_TRACES = ['koffi', 'yao', '07 00 00 00 01', '0700000001', 'campagne-ete', 'le-blog-du-voisin'];
const STAFF = ['chef@example.ci', 'agent@example.ci', 'Awa Agent', notifyTo()];

/** One `.eml` file, written as the sender writes them, for a mail whose outbox row is long gone (purged). */
async function strayFile(directory: string, mail: { to: string; replyTo?: string; subject: string; text: string }) {
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await files.sendMail({ from: 'site@example.ci', ...mail });
  writeFileSync(join(directory, `2026-01-01T00-00-00-000Z-${randomUUID()}.eml`), info.message as Buffer);
}

const emlTexts = (directory: string) =>
  readdirSync(directory).map((name) => readableMail(readFileSync(join(directory, name), 'utf8')));

describe('what an erasure does with each column', () => {
  it('is said for every column of every kind’s table, and for no column that is not there', () => {
    for (const kind of workflowKinds)
      expect(Object.keys(erasureOf[kind]).sort(), kind).toEqual(Object.keys(getTableColumns(kinds[kind].table)).sort());
  });
});

describe.each(testDatabases)('data-protection requests on $name', { timeout: 60_000 }, (target) => {
  let database: TestDatabase;
  let admin: AdminCaller;
  let agent: AdminCaller;
  let visitor: AdminCaller;
  let quoteId: string;
  let callbackId: string;
  let directory: string;
  /** Each table's file before the erasure. */
  let filenodes: Record<string, string> = {};
  beforeAll(async () => {
    database = await target.open();
    const { db } = database;
    directory = mkdtempSync(join(tmpdir(), 'site-test-outbox-'));
    ({ admin, agent, visitor } = await staffCast(db));
    await db.insert(account).values({
      id: 'a-koffi',
      accountId: 'u-visitor',
      providerId: 'credential',
      userId: 'u-visitor',
      password: 'hash',
    });
    // Koffi's requests, through the visitors' own path (rows and mails), in two kinds and with another case, from a
    // campaign of his own; his call-back, which leaves a phone number only; and another visitor's.
    const visit = {
      channel: 'campagne-ete',
      attribution: { utmSource: 'campagne-ete', referrer: 'https://le-blog-du-voisin.ci' },
    };
    const ctx = { db, ip: '10.1.1.1', visit };
    const quote = {
      name: 'Koffi Yao',
      email: KOFFI,
      phone: '07 00 00 00 01',
      company: 'Yao SARL',
      service: 'Domotique',
      description: 'Trois bureaux à équiper',
      source: '/devis · test',
    };
    expect((await createRequest('quote', quote, ctx)).ok).toBe(true);
    expect(
      (
        await createRequest(
          'contact',
          { name: 'Koffi', email: 'Koffi@Example.ci', message: 'Bonjour, rappel svp', source: '/contact · test' },
          ctx,
        )
      ).ok,
    ).toBe(true);
    expect((await createRequest('newsletter', { email: KOFFI, source: '/ · test' }, ctx)).ok).toBe(true);
    expect(
      (
        await createRequest(
          'callback',
          {
            name: 'Koffi Yao',
            phone: '+225 07-00-00-00-01',
            slot: 'Matin (8h-12h)',
            message: 'Plutôt avant 10 h',
            source: '/contact · Demander un rappel',
          },
          ctx,
        )
      ).ok,
    ).toBe(true);
    expect(
      (
        await createRequest(
          'contact',
          { name: 'Awa', email: 'awa@example.ci', message: 'Autre personne', source: '/contact · test' },
          { db, ip: '10.1.1.2' },
        )
      ).ok,
    ).toBe(true);
    [{ id: quoteId }] = (await db.select({ id: quotes.id }).from(quotes)) as [{ id: string }];
    [{ id: callbackId }] = (await db
      .select({ id: contacts.id })
      .from(contacts)
      .where(eq(contacts.service, 'Rappel'))) as [{ id: string }];
    // A photo joined to his quote (stored bytes stand in for a re-encoded image).
    await savePhotos(db, 'quotes', quoteId, [
      {
        contentType: 'image/webp',
        width: 4,
        height: 3,
        image: Buffer.from('photo-de-koffi'),
        thumbnail: Buffer.from('vignette'),
      },
    ]);
    // The desk's work: a note, a reply, and assignments whose mails to the admin name Koffi.
    await changeRequest(agent, {
      action: 'note',
      kind: 'quotes',
      id: quoteId,
      text: 'Koffi préfère être appelé le matin',
    });
    await changeRequest(agent, {
      action: 'reply',
      kind: 'quotes',
      id: quoteId,
      subject: 'Votre devis',
      text: 'Bonjour Koffi Yao',
    });
    await changeRequest(agent, { action: 'assign', kind: 'quotes', id: quoteId, assignee: 'u-admin' });
    await changeRequest(agent, { action: 'assign', kind: 'contacts', id: callbackId, assignee: 'u-admin' });
    await changeRequest(agent, {
      action: 'follow-up',
      kind: 'quotes',
      id: quoteId,
      on: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
    });
    // Rows keyed by his address elsewhere: a sign-in lockout, another per-address limit (as the reset mails' cap
    // counts his canonical address), a pending reset link of his account.
    await db.insert(signInLockouts).values({ email: KOFFI, failures: 2, windowStart: new Date() });
    await db.insert(rateLimits).values({ key: 'reset:koffi@example.ci', windowStart: new Date(), count: 1 });
    await db.insert(verification).values({
      id: 'v-koffi',
      identifier: 'reset-password:abc',
      value: 'u-visitor',
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    // Every mail delivered as an .eml file (no SMTP), and two older ones whose rows were purged: an acknowledgement
    // to Koffi and the call-back's notification to the team; one of Awa's too.
    expect((await deliverDue(db, createDeliver('', directory))).sent).toBe(11);
    await strayFile(directory, { to: KOFFI, subject: 'Votre demande', text: 'Bonjour Koffi, merci.' });
    await strayFile(directory, {
      to: notifyTo(),
      subject: 'Demande de rappel · Koffi Yao',
      text: `Nom : Koffi Yao\nTéléphone : +225 07-00-00-00-01\n${absoluteUrl(requestPath('contacts', callbackId))}\n${'é'.repeat(80)}`,
    });
    await strayFile(directory, { to: 'awa@example.ci', subject: 'Votre demande', text: 'Bonjour Awa, merci.' });
    const before = (await db.execute(
      sql`select relname, pg_relation_filenode(relid) as filenode from pg_stat_user_tables`,
    )) as unknown as { rows: { relname: string; filenode: unknown }[] };
    filenodes = Object.fromEntries(before.rows.map((row) => [row.relname, String(row.filenode)]));
  }, 60_000);
  afterAll(async () => {
    await database?.destroy();
    rmSync(directory, { recursive: true, force: true });
  });

  it('is for admins only: anonymous, visitor and agent are refused before anything is read', async () => {
    const { db } = database;
    for (const [caller, kind] of [
      [{ db, user: null }, 'unauthenticated'],
      [visitor, 'forbidden'],
      [agent, 'forbidden'],
    ] as const) {
      for (const action of ['find', 'export', 'erase']) {
        expect(await refusal(personalDataRequest(caller, { action, email: KOFFI }))).toMatchObject({ kind });
        expect(await refusal(personalDataRequest(caller, { action, phone: '0700000001' }))).toMatchObject({ kind });
      }
    }
    expect(await loadPersonalDataPage(async () => agent)).toEqual({ state: 'admins-only' });
    expect(await loadPersonalDataPage(async () => ({ db, user: null }))).toEqual({
      state: 'redirect',
      to: `/auth?retour=${personalDataText.path}`,
    });
    expect((await db.select().from(auditEvents)).map((line) => line.action)).toEqual([]);
    for (const input of [
      { action: 'find', email: 'pas une adresse' },
      { action: 'drop', email: KOFFI },
      { action: 'find', email: `${'a'.repeat(100_000)}@x.ci` },
      { action: 'find', phone: '0700' },
      { action: 'find', phone: 'koffi' },
      { action: 'find', phone: '0'.repeat(100_000) },
      { action: 'find' },
      null,
    ]) {
      expect(await refusal(personalDataRequest(admin, input))).toMatchObject({ kind: 'invalid' });
    }
  });

  it('finds every row that carries the address, whatever its case, and by phone the call-back', async () => {
    const { found } = (await personalDataRequest(admin, { action: 'find', email: ' KOFFI@example.ci ' })) as {
      found: { requests: { kind: string }[]; newsletter: boolean; account: boolean; mails: number };
    };
    expect(found.requests.map((request) => request.kind).sort()).toEqual(['contacts', 'quotes']);
    expect(found).toMatchObject({ newsletter: true, account: true });
    // Two acknowledgements, the newsletter confirmation, two team notifications replying to Koffi, the reply, and the
    // quote's assignment mail to the admin, which names him.
    expect(found.mails).toBe(7);
    // His phone, however typed, finds the quote and the call-back, with the mails that link to them (each one's team
    // notification and assignment mail).
    const byPhone = (await personalDataRequest(admin, { action: 'find', phone: '07 00 00 00 01' })) as {
      found: { requests: { id: string }[]; mails: number; newsletter: boolean };
    };
    expect(byPhone.found.requests.map((request) => request.id).sort()).toEqual([quoteId, callbackId].sort());
    expect(byPhone.found).toMatchObject({ newsletter: false, mails: 4 });
  });

  it('exports them as one JSON document without staff identities or internal notes, recorded without the data', async () => {
    type File = Record<string, unknown> & {
      requests: {
        kind: string;
        email: string;
        assignedTo?: unknown;
        history: { type: string; body?: string | null }[];
      }[];
      mails: { to: string; text: string }[];
    };
    const { file } = (await personalDataRequest(admin, { action: 'export', email: KOFFI })) as { file: File };
    const text = JSON.stringify(file);
    expect(file.requests).toHaveLength(2);
    const quote = file.requests.find((request) => request.kind === 'quotes')!;
    expect(quote).toMatchObject({ email: KOFFI, channel: 'campagne-ete', attribution: { utmSource: 'campagne-ete' } });
    expect(quote).toMatchObject({
      photos: [`data:image/webp;base64,${Buffer.from('photo-de-koffi').toString('base64')}`],
    });
    expect(quote).not.toHaveProperty('assignedTo');
    expect(quote).not.toHaveProperty('followUpOn');
    // What happened to the request: the reply he was sent and the status it moved; not the note, the assignment or the
    // follow-up date, and no one's name.
    expect(quote.history.map((line) => line.type)).toEqual(['reply', 'status']);
    expect(quote.history.map((line) => Object.keys(line).sort())).toEqual([
      ['at', 'body', 'subject', 'type'],
      ['at', 'fromStatus', 'toStatus', 'type'],
    ]);
    expect(text).not.toContain('Koffi préfère être appelé le matin');
    for (const staff of STAFF) expect(text.toLowerCase(), staff).not.toContain(staff.toLowerCase());
    // The mails he was sent (the reply signed by the team), none of the team's.
    expect(file.mails.map((mail) => mail.to.toLowerCase())).toEqual([KOFFI, KOFFI, KOFFI, KOFFI]);
    expect(file.mails.map((mail) => mail.text).join('\n')).toContain(
      `Bonjour Koffi Yao\n\nCordialement,\n${personalDataText.staffPlaceholder}`,
    );
    expect(file.account).toMatchObject({ email: KOFFI, name: 'Koffi' });
    // Secrets are never exported: the password's hash, the newsletter's link token, the session tokens.
    expect(text).not.toContain('hash');
    expect(text).not.toContain('token');
    const [line] = await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'personal-data-export'));
    expect(line).toMatchObject({
      actor: 'chef@example.ci',
      target: 'requests=2 newsletter=1 account=1 mails=4',
      ip: '10.0.0.9',
    });
    expect(await database.db.select().from(requestEvents).where(eq(requestEvents.type, 'export'))).toHaveLength(2);
    // By phone: the call-back, with no mail of his (he gave no address) and no staff identity either.
    const byPhone = (await personalDataRequest(admin, { action: 'export', phone: '0700000001' })) as { file: File };
    expect(byPhone.file.requests.map((request) => request.kind)).toEqual(['contacts', 'quotes']);
    expect(byPhone.file.mails).toEqual([]);
    for (const staff of STAFF)
      expect(JSON.stringify(byPhone.file).toLowerCase(), staff).not.toContain(staff.toLowerCase());
  });

  it('refuses to erase a member of the staff, before any file is touched', async () => {
    await strayFile(directory, { to: 'agent@example.ci', subject: 'Invitation', text: 'Bienvenue' });
    const files = readdirSync(directory).length;
    expect(await refusal(erasePersonalData(admin, { email: 'agent@example.ci' }, { directory }))).toEqual(
      new AdminRefusal(personalDataText.staffAccount),
    );
    expect(await database.db.select().from(user).where(eq(user.id, 'u-agent'))).toHaveLength(1);
    expect(readdirSync(directory)).toHaveLength(files);
  });

  it('erases them everywhere: rows, history, mails that name him, their .eml files, counters and limits; others untouched', async () => {
    const { db } = database;
    expect(await erasePersonalData(admin, { email: KOFFI }, { directory })).toEqual({
      requests: 2,
      newsletter: 1,
      account: 1,
      mails: 7,
      files: 8,
    });
    // The call-back carries no address: it goes by his phone, with its team notification and assignment mail.
    expect(await erasePersonalData(admin, { phone: '+225 07 00 00 00 01' }, { directory })).toEqual({
      requests: 1,
      newsletter: 0,
      account: 0,
      mails: 2,
      files: 3,
    });

    // Nothing in any table still says Koffi, his phone or where he came from, but the other visitor's rows are all there.
    const tables = (await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )) as unknown as { rows: { table_name: string }[] };
    const names = tables.rows.map((row) => row.table_name);
    expect(names).toEqual(
      expect.arrayContaining([
        'quotes',
        'contacts',
        'outbox',
        'request_events',
        'rate_limits',
        'sign_in_lockouts',
        'request_facet_counts',
        'request_channel_days',
        'audit_events',
        'verification',
      ]),
    );
    // The site's own content (issue 33) is the staff's writing, not a visitor's data: its first articles are signed
    // by a colleague who shares Koffi's first name, and the leaders shown on « À propos » include a Kouassi Yao.
    const content = new Set(['articles', 'article_revisions', 'showcase_items']);
    for (const table of names.filter((name) => !content.has(name))) {
      const text = JSON.stringify(await db.execute(sql.raw(`select * from "${table}"`))).toLowerCase();
      for (const trace of KOFFI_TRACES) expect(text, `${table}: ${trace}`).not.toContain(trace);
    }
    const [quote] = await db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(quote).toMatchObject({
      name: personalDataText.erasedName,
      email: '',
      phone: '',
      company: null,
      description: '',
      source: '',
      channel: null,
      attribution: null,
      service: 'Domotique',
      status: 'en_cours',
    });
    const [callback] = await db.select().from(contacts).where(eq(contacts.id, callbackId));
    expect(callback).toMatchObject({
      name: personalDataText.erasedName,
      phone: null,
      message: '',
      source: '',
      channel: null,
      attribution: null,
      service: 'Rappel',
      assignedTo: 'u-admin',
    });
    expect(await db.select().from(contacts).where(eq(contacts.email, 'awa@example.ci'))).toHaveLength(1);
    expect(await db.select().from(newsletterSubscribers)).toEqual([]);
    expect(await db.select().from(requestPhotos)).toEqual([]);
    expect(await db.select().from(session).where(eq(session.userId, 'u-visitor'))).toEqual([]);
    expect(await db.select().from(verification)).toEqual([]);
    expect(await db.select().from(signInLockouts)).toEqual([]);
    // Left: the other visitor's and the per-IP counters, and the hourly count of mails to all visitors (no address).
    expect((await db.select().from(rateLimits)).map((row) => row.key).sort()).toEqual([
      'ack:awa@example.ci',
      'callback:10.1.1.1',
      'contact:10.1.1.1',
      'contact:10.1.1.2',
      'newsletter:10.1.1.1',
      'quote:10.1.1.1',
      'visitor-mails',
    ]);
    // His campaign is no channel of the desk's any more; the other counters are intact.
    expect(await db.select().from(requestFacetCounts).where(eq(requestFacetCounts.facet, 'channel'))).toEqual([]);
    expect(await db.select().from(requestChannelDays)).toEqual([]);
    expect((await db.select().from(outbox)).map((mail) => mail.to).sort()).toEqual(['awa@example.ci', notifyTo()]);
    // The .eml files left are Awa's (her acknowledgement, her notification, her older mail) and the agent's.
    const files = emlTexts(directory);
    expect(files).toHaveLength(4);
    for (const file of files) {
      expect(file).toMatch(/awa@example\.ci|agent@example\.ci/);
      for (const trace of KOFFI_TRACES) expect(file, trace).not.toContain(trace);
    }

    // The history keeps who did what and when, and says the data was erased.
    const lines = await db
      .select()
      .from(requestEvents)
      .where(eq(requestEvents.requestId, quoteId))
      .orderBy(requestEvents.at);
    expect(lines.map((line) => [line.type, line.actor, line.subject, line.body])).toEqual([
      ['note', 'agent@example.ci', null, null],
      ['reply', 'agent@example.ci', null, null],
      ['status', 'agent@example.ci', null, null],
      ['assignment', 'agent@example.ci', null, null],
      ['follow-up', 'agent@example.ci', null, null],
      ['export', 'chef@example.ci', null, null],
      ['export', 'chef@example.ci', null, null],
      ['erasure', 'chef@example.ci', null, null],
    ]);
    const audit = await db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'personal-data-erasure'))
      .orderBy(auditEvents.at);
    expect(audit.map((line) => [line.actor, line.target])).toEqual([
      ['chef@example.ci', 'requests=2 newsletter=1 account=1 mails=7'],
      ['chef@example.ci', 'requests=1 newsletter=0 account=0 mails=2'],
    ]);
    // A second erasure finds nothing left.
    expect(await personalDataRequest(admin, { action: 'find', email: KOFFI })).toEqual({
      found: { requests: [], newsletter: false, account: false, mails: 0 },
    });
    expect(await personalDataRequest(admin, { action: 'find', phone: '0700000001' })).toEqual({
      found: { requests: [], newsletter: false, account: false, mails: 0 },
    });
  });

  it('vacuums the tables it touched once committed: rewritten into new files on the embedded database', async () => {
    const stats = (await database.db.execute(
      sql`select relname, last_vacuum, pg_relation_filenode(relid) as filenode from pg_stat_user_tables where relname in ('quotes', 'contacts', 'request_events', 'outbox', 'newsletter_subscribers', 'user', 'rate_limits') order by relname`,
    )) as unknown as { rows: { relname: string; last_vacuum: unknown; filenode: unknown }[] };
    // VACUUM FULL writes each table anew (another file), and is not counted as a plain vacuum.
    const done = (row: { relname: string; last_vacuum: unknown; filenode: unknown }) =>
      isEmbedded(database.db) ? String(row.filenode) !== filenodes[row.relname] : row.last_vacuum !== null;
    expect(stats.rows.map((row) => [row.relname, done(row)])).toEqual([
      ['contacts', true],
      ['newsletter_subscribers', true],
      ['outbox', true],
      ['quotes', true],
      ['rate_limits', true],
      ['request_events', true],
      ['user', true],
    ]);
  });
});

/** Whether any file under `directory` (the write-ahead log aside) holds `text`, in bytes. */
function filesHolding(directory: string, text: string): string[] {
  const needle = Buffer.from(text);
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !join(entry.parentPath, entry.name).includes('/pg_wal/'))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => readFileSync(path).includes(needle));
}

describe('an erasure on PGlite', () => {
  it(
    'leaves nothing of the person in the database files once vacuumed (the write-ahead log aside)',
    { timeout: 60_000 },
    async () => {
      const directory = mkdtempSync(join(tmpdir(), 'site-test-erased-'));
      const { db, close } = await openDatabase({ dataDir: directory });
      try {
        const { admin } = await staffCast(db);
        const person = {
          name: 'Zorglub Kouamé',
          email: 'zorglub@example.ci',
          phone: '05 55 55 55 55',
          company: 'Zorglub SARL',
          service: 'Domotique',
          description: 'Chez Zorglub',
          source: '/devis · test',
        };
        expect((await createRequest('quote', person, { db, ip: '10.1.1.1' })).ok).toBe(true);
        await db.execute(sql`CHECKPOINT`);
        expect(filesHolding(join(directory, 'pglite'), 'Zorglub')).not.toEqual([]);
        await erasePersonalData(admin, { email: person.email }, { directory: join(directory, 'outbox') });
        await db.execute(sql`CHECKPOINT`);
        expect(filesHolding(join(directory, 'pglite'), 'Zorglub')).toEqual([]);
      } finally {
        await close();
        rmSync(directory, { recursive: true, force: true });
      }
    },
  );
});
