import { count, eq, inArray, like, ne, sql } from 'drizzle-orm';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as adminContent from '@/content/admin';
import { adminMessages, failedMailsNotice, SUMMARY_DAYS } from '@/content/admin';
import { allowVisitorMails } from '@/server/mail/visitor-caps';
import { VISITOR_MAILS_PER_HOUR } from '@/server/rate-limit';
import { formatShortDateTime, todayIso } from '@/lib/dates';
import {
  consultations,
  contacts,
  demoRequests,
  newsletterSubscribers,
  outbox,
  quotes,
  rateLimits,
  requestCounts,
  requestDays,
  requestEvents,
  storedKinds,
  user,
  userRoles,
  type StoredKind,
} from '@/server/db/schema';
import { BodyError } from '@/server/body';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { requireStaff, type AdminCaller } from './access';
import { AdminError, adminFailure, type AdminErrorKind } from './errors';
import { exportCsv, csvCell, EXPORT_BATCH } from './export';
import { filtersQuery, parseFilters } from './filters';
import { kinds } from './kinds';
import { staffDirectory } from './desk';
import { getOverview, getRequest, listRequests } from './queries';
import { loadRequestPage } from './request-page';
import { setRequestStatus } from './status';
import { RequestCard } from '@/components/admin/request-card';
import { captureLog } from '../../../tests/support/log';
import { signedInCaller } from '../../../tests/support/callers';

// The card's status buttons are a client component: outside Next, its router is a stub.
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useRouter: () => ({ refresh: () => undefined }),
}));

/** An admin function's refusal: an AdminError of this kind, and nothing else. */
const refusal = (kind: AdminErrorKind) => expect.objectContaining({ name: 'AdminError', kind });
const refused = async (promise: Promise<unknown>, kind: AdminErrorKind) => {
  await expect(promise).rejects.toBeInstanceOf(AdminError);
  await expect(promise).rejects.toEqual(refusal(kind));
};

/** The rows of a raw query, whichever driver ran it (PGlite and node-postgres both answer `{ rows }`). */
const rowsOf = (result: unknown): unknown[] => {
  if (typeof result !== 'object' || result === null || !('rows' in result) || !Array.isArray(result.rows))
    throw new Error('no rows');
  return result.rows;
};

const readAll = async (stream: ReadableStream<Uint8Array>) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await new Response(stream).arrayBuffer());

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
      member = await signedInCaller(db, { id: 'u-member', email: 'membre@example.ci' });
      admin = await signedInCaller(db, { id: 'u-admin', email: 'chef@example.ci' });
      await db.insert(quotes).values([
        ...Array.from({ length: 24 }, (_, index) => quote(index)),
        quote(99, {
          name: 'Awa Koné',
          email: 'awa@societe.ci',
          company: 'Société 100% Solaire',
          phone: '+225 07 07 24 24 24',
          description: '=HYPERLINK("x")',
        }),
      ]);
      await db.insert(contacts).values({
        name: 'Paul',
        email: 'paul@example.ci',
        message: 'Bonjour; "devis" svp',
        source: '/contact · Formulaire',
      });
      await db
        .insert(newsletterSubscribers)
        .values({ email: 'lecteur@example.ci', tokenHash: 'hash-lecteur', source: '/ · Pied de page' });
    }, 60_000);
    afterAll(async () => database?.destroy());

    it('gives nothing to anonymous callers and signed-in non-admins, whatever the function', async () => {
      const filters = parseFilters({ onglet: 'devis' });
      const [target] = await database.db.select().from(quotes).limit(1);
      for (const [caller, kind] of [
        [anonymous, 'unauthenticated'],
        [member, 'forbidden'],
      ] as const) {
        await refused(listRequests(caller, filters), kind);
        await refused(getOverview(caller), kind);
        await refused(exportCsv(caller, filters), kind);
        await refused(setRequestStatus(caller, { kind: 'quotes', id: target!.id, status: 'traite' }), kind);
        // The caller is refused before the input is looked at: an invalid one gets the same answer.
        await refused(setRequestStatus(caller, { kind: 'devis', id: 'x', status: 'nouveau' }), kind);
      }
      const [after] = await database.db.select().from(quotes).where(eq(quotes.id, target!.id));
      expect(after?.status).toBe('nouveau');
      expect(await database.db.select().from(requestEvents)).toHaveLength(0);
    });

    it('lets an agent work the requests, and keeps what only an admin may do for admins', async () => {
      const { db } = database;
      await db.insert(user).values({ id: 'u-agent', name: 'agent', email: 'agent@example.ci', emailVerified: true });
      await db.insert(userRoles).values({ userId: 'u-agent', role: 'agent' });
      const agent = await signedInCaller(db, { id: 'u-agent', email: 'agent@example.ci' });
      expect((await getOverview(agent)).totals.quotes).toBe(25);
      expect((await listRequests(agent, parseFilters({ onglet: 'devis' }))).rows.length).toBeGreaterThan(0);
      expect(await requireStaff(agent)).toMatchObject({ id: 'u-agent', role: 'agent' });
      await refused(requireStaff(agent, 'administration'), 'forbidden');
      expect(await requireStaff(admin, 'administration')).toMatchObject({ id: 'u-admin', role: 'admin' });
      // A role that is not a staff role opens nothing.
      await db.insert(userRoles).values({ userId: 'u-member', role: 'lecteur' });
      await refused(getOverview(member), 'forbidden');
    });

    it('reads the role at each call: a role taken away applies at once', async () => {
      const { db } = database;
      await db.insert(user).values({ id: 'u-former', name: 'ancien', email: 'ancien@example.ci', emailVerified: true });
      await db.insert(userRoles).values({ userId: 'u-former', role: 'admin' });
      const former = await signedInCaller(db, { id: 'u-former', email: 'ancien@example.ci' });
      expect((await getOverview(former)).totals.quotes).toBe(25);
      await db.delete(userRoles).where(eq(userRoles.userId, 'u-former'));
      await refused(getOverview(former), 'forbidden');
    });

    it('says an outage is an outage: a role that could not be read is no refusal', async () => {
      const broken = new Proxy(database.db, {
        get(target, property, receiver) {
          if (property === 'select' || property === 'transaction') throw new Error('database unavailable');
          return Reflect.get(target, property, receiver);
        },
      });
      const caller: AdminCaller = { db: broken, user: admin.user };
      for (const call of [
        listRequests(caller, parseFilters({})),
        getOverview(caller),
        exportCsv(caller, parseFilters({})),
        setRequestStatus(caller, {}),
      ]) {
        await expect(call).rejects.toThrow('database unavailable');
        await expect(call).rejects.not.toBeInstanceOf(AdminError);
      }
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

      const names = async (q: string, extra = {}) =>
        (await listRequests(admin, parseFilters({ onglet: 'devis', q, ...extra }))).rows.map((row) => row.name);
      expect(await names('awa@SOCIETE')).toEqual(['Awa Koné']);
      expect(await names('100%')).toEqual(['Awa Koné']);
      expect(await names('07 07 24')).toEqual(['Awa Koné']);
      expect(await names('client 1')).toHaveLength(11);
      // LIKE's wildcards are searched as themselves.
      expect(await names('_')).toEqual([]);
      expect(await names('awa', { statut: 'traite' })).toEqual([]);
      expect(await names('awa', { statut: 'nouveau' })).toEqual(['Awa Koné']);
      expect((await listRequests(admin, parseFilters({ onglet: 'newsletter' }))).rows.map((row) => row.email)).toEqual([
        'lecteur@example.ci',
      ]);
    });

    it('sets en_cours or traite, never nouveau, and records who, from, to and when in the same transaction', async () => {
      const [awa] = await database.db.select().from(quotes).where(eq(quotes.email, 'awa@societe.ci'));
      const id = awa!.id;
      expect(await setRequestStatus(admin, { kind: 'quotes', id, status: 'en_cours' })).toEqual({ changed: true });
      expect(await setRequestStatus(admin, { kind: 'quotes', id, status: 'en_cours' })).toEqual({ changed: false });
      expect(await setRequestStatus(admin, { kind: 'quotes', id, status: 'traite' })).toEqual({ changed: true });
      await refused(setRequestStatus(admin, { kind: 'quotes', id, status: 'nouveau' }), 'invalid');
      await refused(setRequestStatus(admin, { kind: 'newsletter', id, status: 'traite' }), 'invalid');
      await refused(setRequestStatus(admin, { kind: 'quotes', id: 'not-a-uuid', status: 'traite' }), 'invalid');
      await refused(setRequestStatus(admin, { kind: 'quotes', id: `${id}0`, status: 'traite' }), 'invalid');
      await refused(setRequestStatus(admin, { kind: 'quotes', id: 'x'.repeat(10_000), status: 'traite' }), 'invalid');
      await refused(setRequestStatus(admin, null), 'invalid');
      // The back-office's old French word for quotes is no id: one name per kind.
      await refused(setRequestStatus(admin, { kind: 'devis', id, status: 'traite' }), 'invalid');
      // A request of another kind under this id does not exist.
      await refused(setRequestStatus(admin, { kind: 'contacts', id, status: 'traite' }), 'not-found');
      await refused(
        setRequestStatus(admin, { kind: 'quotes', id: '00000000-0000-4000-8000-000000000000', status: 'traite' }),
        'not-found',
      );

      const { rows } = await listRequests(admin, parseFilters({ onglet: 'devis', q: 'awa' }));
      expect(rows[0]?.status).toBe('traite');
      expect(
        rows[0]?.history.map(({ type, fromStatus, toStatus, actor }) => ({ type, fromStatus, toStatus, actor })),
      ).toEqual([
        { type: 'status', fromStatus: 'nouveau', toStatus: 'en_cours', actor: 'chef@example.ci' },
        { type: 'status', fromStatus: 'en_cours', toStatus: 'traite', actor: 'chef@example.ci' },
      ]);
      expect(rows[0]?.history[0]?.at).toBeInstanceOf(Date);
      // History rows carry the kind's one id.
      const history = await database.db
        .select({ kind: requestEvents.requestKind })
        .from(requestEvents)
        .where(eq(requestEvents.requestId, id));
      expect(history.map((row) => row.kind)).toEqual(['quotes', 'quotes']);
    });

    it('sums the requests per kind and status, and per day over the last 30 days', async () => {
      const overview = await getOverview(admin);
      expect(overview.totals).toEqual({ contacts: 1, quotes: 25, consultations: 0, demos: 0, newsletter: 1 });
      expect(overview.counts.quotes).toEqual({ nouveau: 24, traite: 1 });
      expect(overview.perDay).toHaveLength(SUMMARY_DAYS);
      expect(overview.perDay.at(-1)).toEqual({ day: todayIso(), count: 2 });
      const early = await getOverview(admin, new Date(Date.UTC(2026, 10, 2, 12)));
      expect(early.perDay.at(-1)).toEqual({ day: '2026-11-02', count: 0 });
      expect(early.perDay.find((day) => day.day === '2026-11-01')?.count).toBe(25);
      expect(overview.failedMails).toBe(0);
    });

    it('counts the mails the sender gave up on, for admins only', async () => {
      const { db } = database;
      const mail = (subject: string, fields: Partial<typeof outbox.$inferInsert> = {}) => ({
        to: 'awa@example.ci',
        subject,
        text: 'Bonjour',
        ...fields,
      });
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
        // The hourly cap on mails to visitors bites: the summary counts what it dropped over the last day.
        expect((await getOverview(admin)).droppedVisitorMails).toBe(0);
        const now = new Date();
        const flood = Array.from({ length: VISITOR_MAILS_PER_HOUR.max + 2 }, (_, n) => ({
          kind: 'ack' as const,
          to: `flot-${n}@example.ci`,
          now,
        }));
        await db.transaction((tx) => allowVisitorMails(tx, flood));
        expect((await getOverview(admin, now)).droppedVisitorMails).toBe(2);
        await db.delete(rateLimits).where(like(rateLimits.key, 'visitor-mails%'));
        await refused(getOverview(anonymous), 'unauthenticated');
        await refused(getOverview(member), 'forbidden');
      } finally {
        await db.delete(outbox).where(
          inArray(
            outbox.id,
            rows.map((row) => row.id),
          ),
        );
      }
    });

    it('exports the filtered list as a UTF-8 CSV with BOM and ";", in batches that miss no row', async () => {
      const csv = await readAll(await exportCsv(admin, parseFilters({ onglet: 'contacts' })));
      expect(
        csv.startsWith(
          '\uFEFF"Date";"Statut";"Nom";"Email";"Téléphone";"Entreprise";"Service";"Message";"Source";"Attribuée à";"Relance";"Provenance";"Support (utm_medium)";"Campagne (utm_campaign)";"Site référent"\r\n',
        ),
      ).toBe(true);
      expect(csv).toContain(
        ';"Nouveau";"Paul";"paul@example.ci";"";"";"";"Bonjour; ""devis"" svp";"/contact · Formulaire";"";"";"";"";"";""\r\n',
      );

      const awa = await readAll(await exportCsv(admin, parseFilters({ onglet: 'devis', q: 'awa' })));
      const lines = awa.trim().split('\r\n');
      expect(lines).toHaveLength(2);
      const date = formatShortDateTime(quote(99).createdAt as Date);
      expect(lines[1]).toBe(
        `"${date}";"Traité";"Awa Koné";"awa@societe.ci";"'+225 07 07 24 24 24";"Société 100% Solaire";"Domotique";"";"";"'=HYPERLINK(""x"")";"/ · test";"";"";"";"";"";""`,
      );

      // Rows that share one timestamp across a batch boundary: the keyset's id tie-break keeps every one, once.
      const at = new Date(Date.UTC(2026, 9, 1, 9));
      await database.db.execute(
        sql`insert into quotes (name, email, phone, service, source, created_at) select 'Lot ' || n, 'lot' || n || '@example.ci', '01', 'Domotique', '/ · lot', ${at.toISOString()} from generate_series(1, ${EXPORT_BATCH + 5}) as n`,
      );
      const all = (await readAll(await exportCsv(admin, parseFilters({ onglet: 'devis' }))))
        .trim()
        .split('\r\n')
        .slice(1);
      expect(all).toHaveLength(25 + EXPORT_BATCH + 5);
      expect(new Set(all.map((line) => line.split(';')[3])).size).toBe(all.length);
    });

    it('exports every kind as the back-office reads it: dates, labels, JSON, the desk and the attribution, cell by cell', async () => {
      const { db } = database;
      // Newer than every other row, so that each is the first line of its kind's export.
      const createdAt = new Date(Date.UTC(2030, 0, 2, 10, 30));
      const visit = {
        channel: 'google',
        attribution: { utmMedium: 'cpc', utmCampaign: 'season', referrer: 'https://example.org/' },
      };
      const desk = { assignedTo: 'u-admin', followUpOn: '2030-01-10' };
      const person = {
        name: 'Export Row',
        email: 'export@example.ci',
        phone: '01 02 03 04',
        company: 'Export SA',
        source: '/ · test',
        createdAt,
        ...visit,
        ...desk,
      };
      const inserted = await Promise.all([
        db
          .insert(contacts)
          .values({ ...person, service: 'Solar', message: 'Hello' })
          .returning({ id: contacts.id }),
        db
          .insert(quotes)
          .values({ ...person, service: 'Domotique', budget: '1 000 000', timeline: 'soon', description: 'Text' })
          .returning({ id: quotes.id }),
        db
          .insert(consultations)
          .values({
            ...person,
            consultationType: 'audit',
            consultationMode: 'onsite',
            preferredDate: '2030-02-03',
            preferredTime: '10:00',
            urgency: 'high',
            subject: 'Subject',
            message: 'Hello',
            specificNeeds: 'Needs',
          })
          .returning({ id: consultations.id }),
        db
          .insert(demoRequests)
          .values({ ...person, solution: 'iSmart', requestType: 'poc', message: 'Hello' })
          .returning({ id: demoRequests.id }),
        db
          .insert(newsletterSubscribers)
          .values({
            email: 'export@example.ci',
            tokenHash: 'hash-export',
            source: '/ · test',
            createdAt,
            confirmedAt: new Date(Date.UTC(2030, 0, 2, 11)),
            status: 'confirmed',
            ...visit,
          })
          .returning({ id: newsletterSubscribers.id }),
      ]);
      try {
        const names = new Map((await staffDirectory(admin)).map((member) => [member.id, member.label]));
        const cell = (value: string | Date | null) =>
          csvCell(value instanceof Date ? formatShortDateTime(value) : value);
        for (const kind of storedKinds) {
          const config = kinds[kind];
          const [row] = await config.read(db, { where: undefined, limit: 1, offset: 0 });
          expect(row?.id).toBe(inserted[storedKinds.indexOf(kind)]?.[0]?.id);
          const csv = await readAll(
            await exportCsv(admin, parseFilters({ onglet: adminContent.adminTabs[kind].slug })),
          );
          const assignee = row!.assignedTo ? (names.get(row!.assignedTo) ?? null) : null;
          expect(csv.split('\r\n')[1]).toBe(
            [
              cell(row!.createdAt),
              cell(adminContent.statusLabels[row!.status].label),
              ...row!.fields.map((field) => cell(field.value)),
              cell(row!.source),
              ...(config.workflow ? [cell(assignee), cell(row!.followUpOn)] : []),
              ...[
                row!.channel,
                row!.attribution?.utmMedium,
                row!.attribution?.utmCampaign,
                row!.attribution?.referrer,
              ].map((value) => cell(value ?? null)),
            ].join(';'),
          );
        }
      } finally {
        await Promise.all([
          db.delete(contacts).where(eq(contacts.createdAt, createdAt)),
          db.delete(quotes).where(eq(quotes.createdAt, createdAt)),
          db.delete(consultations).where(eq(consultations.createdAt, createdAt)),
          db.delete(demoRequests).where(eq(demoRequests.createdAt, createdAt)),
          db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.createdAt, createdAt)),
        ]);
      }
    });

    it('shows a call-back, which has no email, with — and its phone as the way to answer; its CSV cell stays empty', async () => {
      await database.db.insert(contacts).values({
        name: 'Fatou Rappel',
        email: '',
        phone: '07 08 09 10 11',
        service: 'Rappel',
        message: 'Rappel souhaité\u202f: Matin (8h-12h)',
        source: '/contact · Demander un rappel',
      });
      const { rows } = await listRequests(admin, parseFilters({ q: 'fatou rappel' }));
      expect(rows).toHaveLength(1);
      const [row] = rows;
      expect(row).toMatchObject({ name: 'Fatou Rappel', email: '', phone: '07 08 09 10 11', topic: 'Rappel' });
      expect(row!.fields).toContainEqual({ label: 'Email', value: null });

      const html = renderToStaticMarkup(
        createElement(RequestCard, { row: row!, kind: 'contacts', workflow: kinds.contacts.workflow }),
      );
      expect(html).not.toContain('href="mailto:');
      expect(html).toContain('<span aria-hidden="true">—</span><span class="sr-only">Pas d’adresse e-mail</span>');
      expect(html).toMatch(/Rappeler au<\/span><a href="tel:0708091011"[^>]*>07 08 09 10 11<\/a>/);
      expect(html).toContain(
        '<dt class="font-medium text-muted">Email</dt><dd class="break-words whitespace-pre-line text-ink">—</dd>',
      );

      const csv = await readAll(await exportCsv(admin, parseFilters({ q: 'fatou rappel' })));
      expect(csv.trim().split('\r\n')[1]).toMatch(
        /;"Nouveau";"Fatou Rappel";"";"07 08 09 10 11";"";"Rappel";"Rappel souhaité\u202f: Matin \(8h-12h\)";"\/contact · Demander un rappel";"";"";"";"";"";""$/,
      );

      // A card with an email links it, and its phone carries no call-back prompt.
      const paul = (await listRequests(admin, parseFilters({ q: 'paul@example.ci' }))).rows[0]!;
      const paulHtml = renderToStaticMarkup(
        createElement(RequestCard, {
          row: { ...paul, phone: '+225 01 02 03 04' },
          kind: 'contacts',
          workflow: kinds.contacts.workflow,
        }),
      );
      expect(paulHtml).toContain('href="mailto:paul@example.ci"');
      expect(paulHtml).toContain('href="tel:+22501020304"');
      expect(paulHtml).not.toContain('Rappeler au');
      // In a list, the name links to the request's own page.
      expect(paulHtml).toContain(`href="/admin/demandes/contacts/${paul.id}"`);
    });

    it('shows one request on its own page, to staff only; an unknown or malformed id, or an unknown tab, is not found', async () => {
      const { db } = database;
      const paul = (await listRequests(admin, parseFilters({ q: 'paul@example.ci' }))).rows[0]!;
      const page = await loadRequestPage('contacts', paul.id, {}, async () => admin);
      expect(page).toMatchObject({
        state: 'ready',
        kind: 'contacts',
        workflow: 'contacts',
        row: { id: paul.id, email: 'paul@example.ci' },
      });
      expect(page.state === 'ready' && page.row.history).toEqual(paul.history);
      const html = renderToStaticMarkup(
        createElement(RequestCard, { row: paul, kind: 'contacts', workflow: 'contacts', standalone: true }),
      );
      expect(html).toContain('<details class="group rounded-lg bg-surface px-3 py-2 text-sm" open="">');
      expect(html).not.toContain('/admin/demandes/');

      expect(await loadRequestPage('contacts', paul.id, {}, async () => ({ db, user: null }))).toEqual({
        state: 'redirect',
        to: `/auth?retour=/admin/demandes/contacts/${paul.id}`,
      });
      expect(await loadRequestPage('contacts', paul.id, {}, async () => member)).toEqual({
        state: 'redirect',
        to: '/auth',
      });
      await expect(getRequest(member, 'contacts', paul.id)).rejects.toMatchObject({ kind: 'forbidden' });
      for (const [slug, id] of [
        ['devis', paul.id],
        ['contacts', '00000000-0000-4000-8000-000000000000'],
        ['contacts', "1' or '1'='1"],
        ['inconnu', paul.id],
      ]) {
        expect(await loadRequestPage(slug!, id!, {}, async () => admin), `${slug} ${id}`).toEqual({
          state: 'not-found',
        });
      }
      // An unknown tab is not found for staff only: a stranger is still asked to sign in.
      expect(await loadRequestPage('inconnu', paul.id, {}, async () => ({ db, user: null }))).toMatchObject({
        state: 'redirect',
      });
    });

    it('keeps its counters equal to the rows through single and bulk inserts, updates and deletes', async () => {
      const { db } = database;
      await db.execute(sql`update quotes set status = 'en_cours' where name like 'Lot 1%'`);
      await db.execute(sql`delete from quotes where name like 'Lot 2%'`);
      await db.execute(sql`update quotes set created_at = created_at - interval '3 days' where name like 'Lot 3%'`);
      await db.update(newsletterSubscribers).set({ status: 'confirmed' });
      await db.insert(contacts).values({
        name: 'Ama',
        email: 'ama@example.ci',
        message: 'Rappel',
        source: '/contact · Formulaire',
        status: 'traite',
      });
      const byKey = (rows: { key: string; n: number }[]) =>
        Object.fromEntries(rows.map((row) => [row.key, Number(row.n)]));
      // Each table's rows per status, under its kind's one id.
      const tables: [
        StoredKind,
        typeof contacts | typeof quotes | typeof consultations | typeof demoRequests | typeof newsletterSubscribers,
      ][] = [
        ['contacts', contacts],
        ['quotes', quotes],
        ['consultations', consultations],
        ['demos', demoRequests],
        ['newsletter', newsletterSubscribers],
      ];
      const expected = (
        await Promise.all(
          tables.map(async ([kind, table]) =>
            (await db.select({ status: table.status, n: count() }).from(table).groupBy(table.status)).map(
              ({ status, n }) => ({ key: `${kind}:${status}`, n }),
            ),
          ),
        )
      ).flat();
      const kept = (await db.select().from(requestCounts).where(ne(requestCounts.n, 0))).map(({ kind, status, n }) => ({
        key: `${kind}:${status}`,
        n,
      }));
      expect(byKey(kept)).toEqual(byKey(expected));
      expect(byKey(kept)['quotes:en_cours']).toBeGreaterThan(100);
      expect(byKey(kept)['newsletter:confirmed']).toBe(1);

      const days = (await db.select().from(requestDays).where(ne(requestDays.n, 0))).map(({ day, n }) => ({
        key: day,
        n,
      }));
      const perDay = new Map<string, number>();
      for (const [, table] of tables) {
        const day = sql<string>`(${table.createdAt} at time zone 'Africa/Abidjan')::date::text`;
        for (const row of await db.select({ day, n: count() }).from(table).groupBy(day))
          perDay.set(row.day, (perDay.get(row.day) ?? 0) + row.n);
      }
      expect(byKey(days)).toEqual(Object.fromEntries(perDay));
    });

    it('searches through the trigram index, not by reading every row', async () => {
      const plan = await database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return rowsOf(await tx.execute(sql`explain select id from quotes where ${kinds.quotes.search} ilike '%awa%'`));
      });
      expect(
        plan.map((row) => (typeof row === 'object' && row ? Object.values(row).join('') : '')).join('\n'),
      ).toContain('quotes_search_idx');
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
    expect(failedMailsNotice(1)).toBe(
      'Attention\u202f: 1 e-mail du site n’a pas pu être remis (adresse refusée ou messagerie injoignable).',
    );
    expect(failedMailsNotice(1234)).toBe(
      'Attention\u202f: 1\u202f234 e-mails du site n’ont pas pu être remis (adresse refusée ou messagerie injoignable).',
    );
  });
});

describe('the refusals of the back-office', () => {
  it('answers each kind of AdminError with one status and one French message, and anything else with 503', () => {
    expect(adminFailure(new AdminError('unauthenticated'), adminMessages.loadFailed)).toEqual({
      status: 401,
      message: adminMessages.signInRequired,
    });
    expect(adminFailure(new AdminError('forbidden'), adminMessages.loadFailed)).toEqual({
      status: 403,
      message: adminMessages.forbidden,
    });
    expect(adminFailure(new AdminError('invalid'), adminMessages.statusFailed)).toEqual({
      status: 400,
      message: adminMessages.invalid,
    });
    expect(adminFailure(new AdminError('not-found'), adminMessages.statusFailed)).toEqual({
      status: 404,
      message: adminMessages.notFound,
    });
    expect(adminFailure(new BodyError(413), adminMessages.statusFailed)).toEqual({
      status: 413,
      message: adminMessages.tooLarge,
    });
    expect(adminFailure(new BodyError(400), adminMessages.statusFailed)).toEqual({
      status: 400,
      message: adminMessages.invalid,
    });
    const log = captureLog();
    try {
      expect(
        adminFailure(new Error('connection refused to 10.0.0.1 for chef@example.ci'), adminMessages.statusFailed),
      ).toEqual({ status: 503, message: adminMessages.statusFailed });
      expect(adminFailure(new Error('down'), adminMessages.loadFailed)).toEqual({
        status: 503,
        message: adminMessages.loadFailed,
      });
    } finally {
      log.restore();
    }
    // Logged by name, never with its message.
    expect(log.errors()).toHaveLength(2);
    expect(JSON.stringify(log.lines)).not.toContain('chef@example.ci');
  });
});

describe('the back-office URL', () => {
  it('maps the tab word of the URL to the kind id in one place, and back', () => {
    expect(parseFilters({ onglet: 'devis' }).kind).toBe('quotes');
    expect(filtersQuery({ kind: 'quotes' })).toBe('?onglet=devis');
    for (const kind of storedKinds) expect(parseFilters(new URLSearchParams(filtersQuery({ kind }))).kind).toBe(kind);
    // The id is not a URL word: one name each, and anything unknown is the default tab.
    expect(parseFilters({ onglet: 'quotes' }).kind).toBe('contacts');
    expect(parseFilters({ onglet: 'nimporte' }).kind).toBe('contacts');
    expect(parseFilters({}).kind).toBe('contacts');
  });

  it('reads every filter leniently: unknown values fall back to their default', () => {
    const none = { assignee: null, followUps: false, late: false, channel: null };
    expect(parseFilters({ onglet: ['devis', 'demos'], q: '  awa\u0000 koné  ', statut: 'traite', page: '3' })).toEqual({
      kind: 'quotes',
      q: 'awa koné',
      status: 'traite',
      page: 3,
      ...none,
    });
    expect(parseFilters(new URLSearchParams('onglet=newsletter&statut=confirmed&page=2'))).toEqual({
      kind: 'newsletter',
      q: '',
      status: 'confirmed',
      page: 2,
      ...none,
    });
    // A status of another kind, or none at all, is no filter.
    expect(parseFilters({ onglet: 'newsletter', statut: 'traite' }).status).toBeNull();
    expect(parseFilters({ statut: 'confirmed' }).status).toBeNull();
    for (const page of ['0', '-1', 'abc', '2.5', '1e3', '', '9999999']) expect(parseFilters({ page }).page).toBe(1);
    expect(parseFilters({ page: '999999' }).page).toBe(100_000);
    expect(parseFilters({ q: 'x'.repeat(5000) }).q).toHaveLength(100);
    expect(filtersQuery({ kind: 'contacts', q: 'a b', status: 'en_cours', page: 2 })).toBe(
      '?q=a+b&statut=en_cours&page=2',
    );
    expect(filtersQuery({ kind: 'contacts', page: 1 })).toBe('');
    // « En retard »: `retard=1` only, and never on the newsletter.
    expect(parseFilters({ onglet: 'devis', retard: '1' }).late).toBe(true);
    for (const retard of ['oui', 'true', '2', '']) expect(parseFilters({ onglet: 'devis', retard }).late).toBe(false);
    expect(parseFilters({ onglet: 'newsletter', retard: '1' }).late).toBe(false);
    expect(filtersQuery({ kind: 'quotes', late: true, page: 1 })).toBe('?onglet=devis&retard=1');
  });
});

describe('the French of the back-office', () => {
  /** Every text of content/admin.ts, the functions called with sample values. */
  const texts = (value: unknown): string[] => {
    if (typeof value === 'string') return [value];
    if (typeof value === 'function') return texts(value(2, 30, { day: '3 mars', count: 4 }));
    if (Array.isArray(value)) return value.flatMap(texts);
    if (value && typeof value === 'object') return Object.values(value).flatMap(texts);
    return [];
  };
  const all = texts({ ...adminContent, failedMailsNotice: failedMailsNotice(2) });

  it('has a label for every status and every tab', () => {
    expect(all.length).toBeGreaterThan(60);
    expect(Object.keys(adminContent.statusLabels).sort()).toEqual([
      'confirmed',
      'en_cours',
      'nouveau',
      'pending',
      'traite',
      'unsubscribed',
    ]);
    expect(Object.keys(adminContent.adminTabs)).toEqual([...storedKinds]);
  });

  it('puts a narrow no-break space, not a plain space, before ; : ! ?', () => {
    expect(all.filter((text) => /\s[;:!?]/.test(text.replace(/\u202f[;:!?]/g, '')))).toEqual([]);
    expect(all.filter((text) => /\p{L}[;:!?](\s|$)/u.test(text))).toEqual([]);
  });
});
