import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages, failedMailsNotice, SUMMARY_DAYS } from '@/content/admin';
import { formatShortDateTime, todayIso } from '@/lib/dates';
import { contacts, newsletterSubscribers, outbox, quotes, statusChanges, user, userRoles } from '@/server/db/schema';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { NotAdminError, type AdminCaller } from './access';
import { exportCsv, csvCell, EXPORT_BATCH } from './export';
import { parseFilters } from './filters';
import { kinds } from './kinds';
import { getOverview, listRequests } from './queries';
import { setRequestStatus } from './status';

const readAll = async (stream: ReadableStream<Uint8Array>) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(await new Response(stream).arrayBuffer());

const quote = (index: number, extra: Partial<typeof quotes.$inferInsert> = {}): typeof quotes.$inferInsert => ({
  name: `Client ${index}`,
  email: `client${index}@example.ci`,
  phone: `07 00 00 ${String(index).padStart(2, '0')}`,
  service: 'Domotique',
  source: '/ · test',
  createdAt: new Date(Date.UTC(2026, 10, 1, 8, index)),
  ...extra,
});

for (const target of testDatabases) {
  describe(`the back-office functions on ${target.name}`, () => {
    let database: TestDatabase;
    let anonymous: AdminCaller;
    let member: AdminCaller;
    let admin: AdminCaller;

    beforeAll(async () => {
      database = await target.open();
      const { db } = database;
      await db.insert(user).values([
        { id: 'u-admin', name: 'chef', email: 'chef@example.ci', emailVerified: true },
        { id: 'u-member', name: 'membre', email: 'membre@example.ci', emailVerified: true },
      ]);
      await db.insert(userRoles).values({ userId: 'u-admin', role: 'admin' });
      anonymous = { db, user: null };
      member = { db, user: { id: 'u-member', email: 'membre@example.ci' } };
      admin = { db, user: { id: 'u-admin', email: 'chef@example.ci' } };
      await db.insert(quotes).values([
        ...Array.from({ length: 24 }, (_, index) => quote(index)),
        quote(99, { name: 'Awa Koné', email: 'awa@societe.ci', company: 'Société 100% Solaire', phone: '+225 07 07 24 24 24', description: '=HYPERLINK("x")' }),
      ]);
      await db.insert(contacts).values({ name: 'Paul', email: 'paul@example.ci', message: 'Bonjour; "devis" svp', source: '/contact · Formulaire' });
      await db.insert(newsletterSubscribers).values({ email: 'lecteur@example.ci', token: 'token-lecteur-0000000', source: '/ · Pied de page' });
    }, 60_000);
    afterAll(async () => database?.destroy());

    it('gives nothing to anonymous callers and signed-in non-admins, whatever the function', async () => {
      const filters = parseFilters({ onglet: 'devis' });
      for (const caller of [anonymous, member]) {
        await expect(listRequests(caller, filters)).rejects.toBeInstanceOf(NotAdminError);
        await expect(getOverview(caller)).rejects.toBeInstanceOf(NotAdminError);
        await expect(exportCsv(caller, filters)).rejects.toBeInstanceOf(NotAdminError);
      }
      const [target] = await database.db.select().from(quotes).limit(1);
      for (const caller of [anonymous, member]) {
        expect(await setRequestStatus(caller, { kind: 'devis', id: target!.id, status: 'traite' })).toEqual({ ok: false, status: 403, message: adminMessages.forbidden });
      }
      const [after] = await database.db.select().from(quotes).where(eq(quotes.id, target!.id));
      expect(after?.status).toBe('nouveau');
      expect(await database.db.select().from(statusChanges)).toHaveLength(0);
    });

    it('lists a page of 20 newest first, searches name, email, company and phone, and filters by status', async () => {
      const first = await listRequests(admin, parseFilters({ onglet: 'devis' }));
      expect(first).toMatchObject({ total: 25, page: 1, pageCount: 2 });
      expect(first.rows).toHaveLength(20);
      expect(first.rows[0]?.name).toBe('Awa Koné');
      expect(first.rows[1]?.name).toBe('Client 23');
      expect(first.rows[0]?.fields).toContainEqual({ label: 'Entreprise', value: 'Société 100% Solaire' });
      expect(first.rows[0]?.fields).toContainEqual({ label: 'Budget', value: null });
      const second = await listRequests(admin, parseFilters({ onglet: 'devis', page: '2' }));
      expect(second.rows.map((row) => row.name)).toEqual(['Client 4', 'Client 3', 'Client 2', 'Client 1', 'Client 0']);
      // A page past the end shows the last one.
      expect((await listRequests(admin, parseFilters({ onglet: 'devis', page: '9' }))).page).toBe(2);

      const names = async (q: string, extra = {}) => (await listRequests(admin, parseFilters({ onglet: 'devis', q, ...extra }))).rows.map((row) => row.name);
      expect(await names('awa@SOCIETE')).toEqual(['Awa Koné']);
      expect(await names('100%')).toEqual(['Awa Koné']);
      expect(await names('07 07 24')).toEqual(['Awa Koné']);
      expect(await names('client 1')).toHaveLength(11);
      // LIKE's wildcards are searched as themselves.
      expect(await names('_')).toEqual([]);
      expect(await names('awa', { statut: 'traite' })).toEqual([]);
      expect(await names('awa', { statut: 'nouveau' })).toEqual(['Awa Koné']);
      expect((await listRequests(admin, parseFilters({ onglet: 'newsletter' }))).rows.map((row) => row.email)).toEqual(['lecteur@example.ci']);
    });

    it('sets en_cours or traite, never nouveau, and records who, from, to and when in the same transaction', async () => {
      const [awa] = await database.db.select().from(quotes).where(eq(quotes.email, 'awa@societe.ci'));
      const id = awa!.id;
      expect(await setRequestStatus(admin, { kind: 'devis', id, status: 'en_cours' })).toEqual({ ok: true, changed: true });
      expect(await setRequestStatus(admin, { kind: 'devis', id, status: 'en_cours' })).toEqual({ ok: true, changed: false });
      expect(await setRequestStatus(admin, { kind: 'devis', id, status: 'traite' })).toEqual({ ok: true, changed: true });
      expect(await setRequestStatus(admin, { kind: 'devis', id, status: 'nouveau' })).toMatchObject({ ok: false, status: 400 });
      expect(await setRequestStatus(admin, { kind: 'newsletter', id, status: 'traite' })).toMatchObject({ ok: false, status: 400 });
      expect(await setRequestStatus(admin, { kind: 'devis', id: 'not-a-uuid', status: 'traite' })).toMatchObject({ ok: false, status: 400 });
      expect(await setRequestStatus(admin, { kind: 'devis', id: '00000000-0000-4000-8000-000000000000', status: 'traite' })).toEqual({
        ok: false,
        status: 404,
        message: adminMessages.notFound,
      });

      const { rows } = await listRequests(admin, parseFilters({ onglet: 'devis', q: 'awa' }));
      expect(rows[0]?.status).toBe('traite');
      expect(rows[0]?.history.map(({ from, to, by }) => ({ from, to, by }))).toEqual([
        { from: 'nouveau', to: 'en_cours', by: 'chef@example.ci' },
        { from: 'en_cours', to: 'traite', by: 'chef@example.ci' },
      ]);
      expect(rows[0]?.history[0]?.at).toBeInstanceOf(Date);
    });

    it('sums the requests per kind and status, and per day over the last 30 days', async () => {
      const overview = await getOverview(admin);
      expect(overview.totals).toEqual({ contacts: 1, devis: 25, consultations: 0, demos: 0, newsletter: 1 });
      expect(overview.counts.devis).toEqual({ nouveau: 24, traite: 1 });
      expect(overview.perDay).toHaveLength(SUMMARY_DAYS);
      expect(overview.perDay.at(-1)).toEqual({ day: todayIso(), count: 2 });
      const early = await getOverview(admin, new Date(Date.UTC(2026, 10, 2, 12)));
      expect(early.perDay.at(-1)).toEqual({ day: '2026-11-02', count: 0 });
      expect(early.perDay.find((day) => day.day === '2026-11-01')?.count).toBe(25);
      expect(overview.failedMails).toBe(0);
    });

    it('counts the mails the sender gave up on, for admins only', async () => {
      const { db } = database;
      const mail = (subject: string, fields: Partial<typeof outbox.$inferInsert> = {}) => ({ to: 'awa@example.ci', subject, text: 'Bonjour', ...fields });
      const rows = await db
        .insert(outbox)
        .values([
          mail('refusé', { failedAt: new Date(), attempts: 1 }),
          mail('abandonné', { failedAt: new Date(Date.now() - 80 * 86_400_000), attempts: 19 }),
          mail('envoyé', { sentAt: new Date() }),
          mail('en attente', { attempts: 3 }),
        ])
        .returning({ id: outbox.id });
      try {
        expect((await getOverview(admin)).failedMails).toBe(2);
        for (const caller of [anonymous, member]) await expect(getOverview(caller)).rejects.toBeInstanceOf(NotAdminError);
      } finally {
        await db.delete(outbox).where(inArray(outbox.id, rows.map((row) => row.id)));
      }
    });

    it('exports the filtered list as a UTF-8 CSV with BOM and ";", in batches that miss no row', async () => {
      const csv = await readAll(await exportCsv(admin, parseFilters({ onglet: 'contacts' })));
      expect(csv.startsWith('\uFEFF"Date";"Statut";"Nom";"Email";"Téléphone";"Entreprise";"Service";"Message";"Source"\r\n')).toBe(true);
      expect(csv).toContain(';"Nouveau";"Paul";"paul@example.ci";"";"";"";"Bonjour; ""devis"" svp";"/contact · Formulaire"\r\n');

      const awa = await readAll(await exportCsv(admin, parseFilters({ onglet: 'devis', q: 'awa' })));
      const lines = awa.trim().split('\r\n');
      expect(lines).toHaveLength(2);
      const date = formatShortDateTime(quote(99).createdAt as Date);
      expect(lines[1]).toBe(`"${date}";"Traité";"Awa Koné";"awa@societe.ci";"'+225 07 07 24 24 24";"Société 100% Solaire";"Domotique";"";"";"'=HYPERLINK(""x"")";"/ · test"`);

      // Rows that share one timestamp across a batch boundary: the keyset's id tie-break keeps every one, once.
      const at = new Date(Date.UTC(2026, 9, 1, 9));
      await database.db.execute(
        sql`insert into quotes (name, email, phone, service, source, created_at) select 'Lot ' || n, 'lot' || n || '@example.ci', '01', 'Domotique', '/ · lot', ${at.toISOString()} from generate_series(1, ${EXPORT_BATCH + 5}) as n`,
      );
      const all = (await readAll(await exportCsv(admin, parseFilters({ onglet: 'devis' })))).trim().split('\r\n').slice(1);
      expect(all).toHaveLength(25 + EXPORT_BATCH + 5);
      expect(new Set(all.map((line) => line.split(';')[3])).size).toBe(all.length);
    });

    it('keeps its counters equal to the rows through single and bulk inserts, updates and deletes', async () => {
      const { db } = database;
      await db.execute(sql`update quotes set status = 'en_cours' where name like 'Lot 1%'`);
      await db.execute(sql`delete from quotes where name like 'Lot 2%'`);
      await db.execute(sql`update quotes set created_at = created_at - interval '3 days' where name like 'Lot 3%'`);
      await db.update(newsletterSubscribers).set({ status: 'confirmed' });
      await db.insert(contacts).values({ name: 'Ama', email: 'ama@example.ci', message: 'Rappel', source: '/contact · Formulaire', status: 'traite' });
      const counted = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: { key: string; n: number }[] }).rows;
      const expected = await counted(sql.join(
        ['contacts', 'quotes', 'consultations', 'demo_requests', 'newsletter_subscribers'].map(
          (table) => sql`select ${table} || ':' || status as key, count(*)::int as n from ${sql.identifier(table)} group by status`,
        ),
        sql` union all `,
      ));
      const kept = await counted(sql`select kind || ':' || status as key, n::int as n from request_counts where n <> 0`);
      const byKey = (rows: { key: string; n: number }[]) => Object.fromEntries(rows.map((row) => [row.key, Number(row.n)]));
      expect(byKey(kept)).toEqual(byKey(expected));
      expect(byKey(kept)['quotes:en_cours']).toBeGreaterThan(100);

      const days = (query: ReturnType<typeof sql>) => counted(query).then(byKey);
      expect(await days(sql`select day::text as key, n::int as n from request_days where n <> 0`)).toEqual(
        await days(sql`select created_at::date::text as key, count(*)::int as n from (
          select created_at from contacts union all select created_at from quotes union all select created_at from consultations
          union all select created_at from demo_requests union all select created_at from newsletter_subscribers) as every group by 1`),
      );
    });

    it('searches through the trigram index, not by reading every row', async () => {
      const plan = await database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const { rows } = (await tx.execute(sql`explain select id from quotes where ${kinds.devis.search} ilike '%awa%'`)) as unknown as {
          rows: Record<string, string>[];
        };
        return rows.map((row) => Object.values(row).join('')).join('\n');
      });
      expect(plan).toContain('quotes_search_idx');
    });
  });
}

describe('csvCell', () => {
  it('quotes every cell and doubles inner quotes', () => {
    expect(csvCell('Awa')).toBe('"Awa"');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('dit "oui"')).toBe('"dit ""oui"""');
    expect(csvCell('ligne\nsuivante')).toBe('"ligne\nsuivante"');
    expect(csvCell('ligne\r\nsuivante')).toBe('"ligne\r\nsuivante"');
    expect(csvCell('')).toBe('""');
    expect(csvCell(null)).toBe('""');
  });

  it('puts an apostrophe before every first character a spreadsheet reads as a formula, phone numbers included', () => {
    expect(csvCell('=1+1')).toBe(`"'=1+1"`);
    expect(csvCell('+225 07 07 24 24 24')).toBe(`"'+225 07 07 24 24 24"`);
    expect(csvCell('-2')).toBe(`"'-2"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('\t=1')).toBe(`"'\t=1"`);
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    expect(csvCell('=HYPERLINK("http://x";"y")')).toBe(`"'=HYPERLINK(""http://x"";""y"")"`);
    // Anywhere but first, these characters are plain text.
    expect(csvCell('07 07-24=24+@')).toBe('"07 07-24=24+@"');
    expect(csvCell(' =1')).toBe('" =1"');
  });
});

describe('failedMailsNotice', () => {
  it('says in French, singular or plural, how many mails could not be delivered', () => {
    expect(failedMailsNotice(1)).toBe('Attention\u202f: 1 e-mail du site n’a pas pu être remis (adresse refusée ou messagerie injoignable).');
    expect(failedMailsNotice(1234)).toBe('Attention\u202f: 1\u202f234 e-mails du site n’ont pas pu être remis (adresse refusée ou messagerie injoignable).');
  });
});
