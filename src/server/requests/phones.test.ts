/**
 * Phone numbers end to end on the database (issue 30): what a visitor types is stored with its E.164 beside it, what is
 * not a number is refused in French and stores nothing, rows stored before get their E.164 at start, the back-office
 * finds a number however it was typed (every tab, the CSV export), and the data-protection search and erasure cover it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@/content/requests';
import { todayIso } from '@/lib/dates';
import type { AdminCaller } from '@/server/admin/access';
import { exportCsv } from '@/server/admin/export';
import { parseFilters } from '@/server/admin/filters';
import { tabSlug } from '@/server/admin-paths';
import { personalDataRequest } from '@/server/admin/personal-data';
import { erasePersonalData } from '@/server/admin/personal-data-erasure';
import { listRequests } from '@/server/admin/queries';
import {
  consultations,
  contacts,
  demoRequests,
  outbox,
  quotes,
  workflowKinds,
  type WorkflowKind,
} from '@/server/db/schema';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { staffCast } from '../../../tests/support/callers';
import { createRequest, type RequestContext } from './index';
import { backfillPhoneE164 } from './phone-backfill';

const source = '/ · test téléphones';
const readAll = async (stream: ReadableStream<Uint8Array>) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await new Response(stream).arrayBuffer());

/** One visitor per kind, each typing the number their own way. */
const visitors = {
  quote: { name: 'Awa Devis', email: 'awa.devis@example.ci', phone: '07 07 07 07 07', service: 'Domotique', source },
  consultation: {
    name: 'Yao Consultation',
    email: 'yao.consultation@example.ci',
    phone: '+225 05 44 55 66 77',
    consultationType: 'audit',
    consultationMode: 'video',
    preferredDate: todayIso(),
    preferredTime: '09:00-10:00',
    source,
  },
  contact: {
    name: 'Marie Contact',
    email: 'marie.contact@example.ci',
    phone: '(225) 27 22 44 55 66',
    message: 'Bonjour',
    source,
  },
  support: {
    name: 'Paul Support',
    email: 'paul.support@example.ci',
    phone: '00225 01.02.03.04.05',
    priority: 'critical',
    description: 'Plus de courant',
    source,
  },
  callback: { name: 'Fatou Rappel', phone: '+33 6 12 34 56 78', slot: 'Matin (8h-12h)', source },
  demo: {
    name: 'Ama Démo',
    email: 'ama.demo@example.ci',
    phone: '+1 202 456 1111',
    solution: 'iSmart',
    requestType: 'poc',
    source,
  },
} as const;

describe.each(testDatabases)('phone numbers on $name', { timeout: 120_000 }, (target) => {
  let database: TestDatabase;
  let admin: AdminCaller;
  let ip = 0;
  const ctx = (): RequestContext => ({ db: database.db, ip: `10.30.0.${(ip += 1)}` });
  const tables = [quotes, contacts, consultations, demoRequests, outbox] as const;
  const counts = async () =>
    Promise.all(tables.map(async (table) => (await database.db.select({ n: count() }).from(table))[0]?.n ?? 0));

  beforeAll(async () => {
    database = await target.open();
    ({ admin } = await staffCast(database.db));
  }, 60_000);
  afterAll(async () => database?.destroy());

  it('stores every kind’s phone as typed, with its E.164 beside it; none where the phone is optional and left empty', async () => {
    for (const [kind, input] of Object.entries(visitors)) {
      expect((await createRequest(kind as keyof typeof visitors, input, ctx())).ok, kind).toBe(true);
    }
    const { db } = database;
    const phoneOf = async (
      table: typeof quotes | typeof contacts | typeof consultations | typeof demoRequests,
      name: string,
    ) =>
      (await db.select({ phone: table.phone, phoneE164: table.phoneE164 }).from(table).where(eq(table.name, name)))[0];
    expect(await phoneOf(quotes, 'Awa Devis')).toEqual({ phone: '07 07 07 07 07', phoneE164: '+2250707070707' });
    expect(await phoneOf(consultations, 'Yao Consultation')).toEqual({
      phone: '+225 05 44 55 66 77',
      phoneE164: '+2250544556677',
    });
    expect(await phoneOf(contacts, 'Marie Contact')).toEqual({
      phone: '(225) 27 22 44 55 66',
      phoneE164: '+2252722445566',
    });
    expect(await phoneOf(contacts, 'Paul Support')).toEqual({
      phone: '00225 01.02.03.04.05',
      phoneE164: '+2250102030405',
    });
    expect(await phoneOf(contacts, 'Fatou Rappel')).toEqual({ phone: '+33 6 12 34 56 78', phoneE164: '+33612345678' });
    expect(await phoneOf(demoRequests, 'Ama Démo')).toEqual({ phone: '+1 202 456 1111', phoneE164: '+12024561111' });

    expect((await createRequest('contact', { ...visitors.contact, name: 'Sans Numéro', phone: '' }, ctx())).ok).toBe(
      true,
    );
    expect((await createRequest('demo', { ...visitors.demo, name: 'Sans Numéro', phone: '   ' }, ctx())).ok).toBe(true);
    expect(await phoneOf(contacts, 'Sans Numéro')).toEqual({ phone: null, phoneE164: null });
    expect(await phoneOf(demoRequests, 'Sans Numéro')).toEqual({ phone: null, phoneE164: null });
  });

  it('refuses what is not a phone number with the French message, and stores nothing', async () => {
    const before = await counts();
    for (const [kind, input] of Object.entries(visitors)) {
      for (const phone of ['12', 'abc', '07 07', '0'.repeat(30)]) {
        const result = await createRequest(kind as keyof typeof visitors, { ...input, phone }, ctx());
        expect(result, `${kind} ${phone}`).toMatchObject({
          ok: false,
          status: 400,
          error: {
            title: messages.errorTitle,
            description: messages.phoneInvalid,
            fields: { phone: messages.phoneInvalid },
          },
        });
      }
      const old = await createRequest(kind as keyof typeof visitors, { ...input, phone: '+225 20 21 22 23' }, ctx());
      expect(old, kind).toMatchObject({
        ok: false,
        status: 400,
        error: { description: messages.phoneOldNumbering, fields: { phone: messages.phoneOldNumbering } },
      });
    }
    expect(await counts()).toEqual(before);
  });

  it('finds a request in the back-office by its number however it is typed, on every tab and in the CSV export', async () => {
    const spellings: Record<WorkflowKind, { name: string; typed: string[] }[]> = {
      quotes: [
        {
          name: 'Awa Devis',
          typed: [
            '0707070707',
            '+225 07 07 07 07 07',
            '00225 07-07-07-07-07',
            '(225) 07.07.07.07.07',
            '+2250707070707',
          ],
        },
      ],
      consultations: [{ name: 'Yao Consultation', typed: ['05 44 55 66 77', '0544556677', '225 05 44 55 66 77'] }],
      contacts: [
        { name: 'Marie Contact', typed: ['27 22 44 55 66', '+225 2722445566'] },
        { name: 'Paul Support', typed: ['01 02 03 04 05', '+225 01 02 03 04 05'] },
        { name: 'Fatou Rappel', typed: ['+33612345678', '0033 6 12 34 56 78', '+33 (0)6 12 34 56 78'] },
      ],
      demos: [{ name: 'Ama Démo', typed: ['+1 (202) 456-1111', '+12024561111'] }],
    };
    for (const kind of workflowKinds) {
      for (const { name, typed } of spellings[kind]) {
        for (const q of typed) {
          const filters = parseFilters({ onglet: tabSlug(kind), q });
          const list = await listRequests(admin, filters);
          expect(
            list.rows.map((row) => row.name),
            `${kind} ${q}`,
          ).toEqual([name]);
          expect(list.total, `${kind} ${q}`).toBe(1);
          const csv = await readAll(await exportCsv(admin, filters));
          expect(csv.trim().split('\r\n'), `${kind} ${q}`).toHaveLength(2);
          expect(csv, `${kind} ${q}`).toContain(`"${name}"`);
        }
      }
    }
    // Another number finds nothing; text that is not a number is still searched as text.
    expect((await listRequests(admin, parseFilters({ onglet: tabSlug('quotes'), q: '07 07 07 07 08' }))).total).toBe(0);
    expect(
      (await listRequests(admin, parseFilters({ onglet: tabSlug('quotes'), q: '07 07 07' }))).rows.map(
        (row) => row.name,
      ),
    ).toEqual(['Awa Devis']);
  });

  it('finds and erases a person by their number however typed, their E.164 included', async () => {
    const { db } = database;
    // Another spelling of Awa's number, stored before E.164 existed (its phone_e164 still null): found by its digits.
    await db.insert(quotes).values({
      name: 'Awa Ancienne',
      email: 'awa.ancienne@example.ci',
      phone: '+225 07-07-07-07-07',
      service: 'Domotique',
      source,
    });
    const found = (await personalDataRequest(admin, { action: 'find', phone: '+225 (07) 07 07 07 07' })) as {
      found: { requests: { kind: string; name: string }[] };
    };
    expect(found.found.requests.map((request) => request.name).sort()).toEqual(['Awa Ancienne', 'Awa Devis']);
    const exported = (await personalDataRequest(admin, { action: 'export', phone: '0707070707' })) as {
      file: { requests: { name: string; phoneE164: string | null }[] };
    };
    expect(exported.file.requests.map(({ name, phoneE164 }) => ({ name, phoneE164 }))).toEqual([
      { name: 'Awa Devis', phoneE164: '+2250707070707' },
      { name: 'Awa Ancienne', phoneE164: null },
    ]);

    const directory = mkdtempSync(join(tmpdir(), 'site-test-outbox-'));
    try {
      expect((await erasePersonalData(admin, { phone: '00225 07 07 07 07 07' }, { directory })).requests).toBe(2);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
    const left = await db
      .select({ phone: quotes.phone, phoneE164: quotes.phoneE164 })
      .from(quotes)
      .where(sql`${quotes.phone} like '%07%07%07%07%07%' or ${quotes.phoneE164} is not null`);
    expect(left).toEqual([]);
    expect((await listRequests(admin, parseFilters({ onglet: tabSlug('quotes'), q: '0707070707' }))).total).toBe(0);
    // The others keep theirs.
    expect(
      (await db.select({ phoneE164: contacts.phoneE164 }).from(contacts).where(eq(contacts.name, 'Fatou Rappel')))[0]
        ?.phoneE164,
    ).toBe('+33612345678');
  });

  it('gives the rows stored before their E.164 at start, in batches, once, leaving what is not a number', async () => {
    const { db } = database;
    const older = [
      { name: 'Avant 1', email: 'avant1@example.ci', phone: '07 08 09 10 11', service: 'Domotique', source },
      { name: 'Avant 2', email: 'avant2@example.ci', phone: '+225 0102030405', service: 'Domotique', source },
      { name: 'Avant 3', email: 'avant3@example.ci', phone: '(225) 27 22 44 55 66', service: 'Domotique', source },
      { name: 'Avant 4', email: 'avant4@example.ci', phone: '07 00', service: 'Domotique', source },
      { name: 'Avant 5', email: 'avant5@example.ci', phone: '20 21 22 23', service: 'Domotique', source },
      { name: 'Avant 6', email: 'avant6@example.ci', phone: '', service: 'Domotique', source },
    ];
    await db.insert(quotes).values(older);
    await db.insert(contacts).values([
      { name: 'Avant 7', email: '', phone: '0033 6 12 34 56 78', message: 'Rappel', source },
      { name: 'Avant 8', email: 'avant8@example.ci', phone: null, message: 'Bonjour', source },
    ]);
    await db
      .insert(consultations)
      .values({ ...visitors.consultation, name: 'Avant 9', phone: '05.05.05.05.05', urgency: 'low' });
    await db.insert(demoRequests).values({ ...visitors.demo, name: 'Avant 10', phone: '+233 24 412 3456' });
    // A row whose E.164 is already there keeps it, whatever its phone says.
    await db.insert(quotes).values({
      name: 'Avant 11',
      email: 'avant11@example.ci',
      phone: '0707070707',
      phoneE164: '+2250505050505',
      service: 'Domotique',
      source,
    });

    const first = await backfillPhoneE164(db, { batch: 2 });
    expect(first).toEqual({ filled: 6, unreadable: 2 });
    const e164 = async () =>
      Object.fromEntries(
        (
          await Promise.all(
            [quotes, contacts, consultations, demoRequests].map((table) =>
              db
                .select({ name: table.name, phoneE164: table.phoneE164 })
                .from(table)
                .where(sql`${table.name} like 'Avant %'`),
            ),
          )
        )
          .flat()
          .map((row) => [row.name, row.phoneE164]),
      );
    expect(await e164()).toEqual({
      'Avant 1': '+2250708091011',
      'Avant 2': '+2250102030405',
      'Avant 3': '+2252722445566',
      'Avant 4': null,
      'Avant 5': null,
      'Avant 6': null,
      'Avant 7': '+33612345678',
      'Avant 8': null,
      'Avant 9': '+2250505050505',
      'Avant 10': '+233244123456',
      'Avant 11': '+2250505050505',
    });
    // Run again (the next start, another instance): nothing more to fill; a stop asked before starts nothing.
    expect(await backfillPhoneE164(db, { batch: 2 })).toEqual({ filled: 0, unreadable: 2 });
    await db
      .insert(quotes)
      .values({ name: 'Avant 12', email: 'avant12@example.ci', phone: '0101010101', service: 'Domotique', source });
    expect(await backfillPhoneE164(db, { shouldStop: () => true })).toEqual({ filled: 0, unreadable: 0 });
    expect((await e164())['Avant 12']).toBeNull();
    // Found by the back-office's search however typed, once filled.
    await backfillPhoneE164(db);
    expect(
      (await listRequests(admin, parseFilters({ onglet: tabSlug('quotes'), q: '+225 01 01 01 01 01' }))).rows.map(
        (row) => row.name,
      ),
    ).toEqual(['Avant 12']);
  });
});
