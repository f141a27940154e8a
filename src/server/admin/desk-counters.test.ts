import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUMMARY_DAYS } from '@/content/admin';
import { deskFilterText, deskParams } from '@/content/desk';
import { ChannelCounts } from '@/components/admin/overview';
import type { Db } from '@/server/db/client';
import {
  consultations,
  contacts,
  demoRequests,
  newsletterSubscribers,
  quotes,
  requestChannelDays,
  requestCounts,
  requestDays,
  requestFacetCounts,
  type StoredKind,
} from '@/server/db/schema';
import { createRequest, type RequestContext } from '@/server/requests';
import { confirmNewsletter, newNewsletterToken, unsubscribeNewsletter } from '@/server/requests/newsletter';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { staffCast } from '../../../tests/support/callers';
import type { AdminCaller } from './access';
import { changeRequest } from './desk';
import { deskViews, filtersQuery, parseFilters, viewFilters, viewOf, type AdminFilters } from './filters';
import { kinds } from './kinds';
import { erasePersonalData } from './personal-data-erasure';
import { filterCondition, getOverview, listRequests, SUMMARY_CHANNELS, viewCounts, type Overview } from './queries';
import { setRequestStatus } from './status';
import { responseStateOf } from './response-promise';

const workflowTables = [
  ['contacts', contacts],
  ['quotes', quotes],
  ['consultations', consultations],
  ['demos', demoRequests],
] as const;

/**
 * The summary's channels against every channel's count: the first SUMMARY_CHANNELS by name, most first, each with its
 * count, and the others summed (ties may be named in any order).
 */
function expectChannelSummary(overview: Overview, expected: Map<string, number>) {
  const sorted = [...expected.values()].sort((a, b) => b - a);
  const named = Math.min(SUMMARY_CHANNELS, expected.size);
  expect(overview.channels.map(({ count }) => count)).toEqual(sorted.slice(0, named));
  for (const { channel, count } of overview.channels)
    expect({ channel, count }).toEqual({ channel, count: expected.get(channel) });
  const rest = sorted.slice(named);
  expect(overview.otherChannels).toEqual({ channels: rest.length, count: rest.reduce((sum, n) => sum + n, 0) });
}

const number = new Intl.NumberFormat('fr-FR');

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * Rows written with the columns they name only, in SQL: these tests also run on databases migrated up to 0009 or 0010,
 * before columns the current schema has (phone_e164, 0013) or renamed (newsletter token → token_hash, 0012).
 */
async function insertRows(db: Db, table: string, rows: Record<string, unknown>[]) {
  const columns = Object.keys(rows[0]!);
  const values = rows.map(
    (row) =>
      sql`(${sql.join(
        columns.map(
          (column) => sql`${row[column] instanceof Date ? (row[column] as Date).toISOString() : row[column]}`,
        ),
        sql`, `,
      )})`,
  );
  await db.execute(
    sql`insert into ${sql.identifier(table)} (${sql.join(
      columns.map((column) => sql.identifier(column)),
      sql`, `,
    )}) values ${sql.join(values, sql`, `)}`,
  );
}

/** 60 quotes and 30 contacts spread over assignees, follow-up days, channels, statuses and creation days. */
async function insertRequests(db: Db, prefix: string) {
  const statuses = ['nouveau', 'en_cours', 'traite'] as const;
  const desk = (index: number) => ({
    status: statuses[index % 3]!,
    assigned_to: [null, 'u-admin', 'u-agent', null][index % 4]!,
    follow_up_on: index % 5 === 0 ? day((index % 7) - 3) : null,
    channel: [null, 'facebook', 'google.com'][index % 3 === 0 ? 0 : (index % 2) + 1]!,
    created_at: new Date(Date.now() - (index % 40) * 86_400_000),
  });
  await insertRows(
    db,
    'quotes',
    Array.from({ length: 60 }, (_, index) => ({
      name: `${prefix} ${index}`,
      email: `q${index}@example.ci`,
      phone: '07 07 00 00 00',
      service: 'Domotique',
      source: '/ · test',
      ...desk(index),
    })),
  );
  await insertRows(
    db,
    'contacts',
    Array.from({ length: 30 }, (_, index) => ({
      name: `${prefix} ${index}`,
      email: `c${index}@example.ci`,
      message: 'Bonjour',
      source: '/contact · test',
      ...desk(index + 1),
    })),
  );
  const { rows } = (await db.execute(
    sql`select column_name as name from information_schema.columns where table_name = 'newsletter_subscribers' and column_name in ('token', 'token_hash')`,
  )) as { rows: { name: string }[] };
  await insertRows(
    db,
    'newsletter_subscribers',
    Array.from({ length: 12 }, (_, index) => ({
      email: `${prefix.toLowerCase()}${index}@example.ci`,
      [rows[0]!.name]: `secret-${prefix}-${index}`,
      source: '/ · test',
      channel: index % 2 ? 'linkedin' : null,
    })),
  );
}

type Counter = { key: string; n: number };
const byKey = (rows: Counter[]) =>
  Object.fromEntries(rows.filter((row) => row.n !== 0).map((row) => [row.key, Number(row.n)]));

/** The facet counters as counting the rows gives them. */
async function countedFacets(db: Db) {
  const rows: Counter[] = [];
  for (const [kind, table] of workflowTables) {
    for (const [facet, column] of [
      ['assignee', table.assignedTo],
      ['follow-up', sql<string>`${table.followUpOn}::text`],
      ['channel', table.channel],
    ] as const) {
      const found = await db
        .select({ value: sql<string>`${column}`, status: table.status, n: count() })
        .from(table)
        .where(isNotNull(column))
        .groupBy(sql`1`, table.status);
      rows.push(...found.map(({ value, status, n }) => ({ key: `${kind}:${facet}:${value}:${status}`, n })));
    }
  }
  const subscribers = await db
    .select({ channel: newsletterSubscribers.channel, status: newsletterSubscribers.status, n: count() })
    .from(newsletterSubscribers)
    .where(isNotNull(newsletterSubscribers.channel))
    .groupBy(newsletterSubscribers.channel, newsletterSubscribers.status);
  rows.push(...subscribers.map(({ channel, status, n }) => ({ key: `newsletter:channel:${channel}:${status}`, n })));
  return byKey(rows);
}

async function countedChannelDays(db: Db) {
  const perDay = new Map<string, number>();
  for (const table of [...workflowTables.map(([, table]) => table), newsletterSubscribers]) {
    const dayOf = sql<string>`(${table.createdAt} at time zone 'Africa/Abidjan')::date::text`;
    for (const row of await db
      .select({ day: dayOf, channel: table.channel, n: count() })
      .from(table)
      .where(isNotNull(table.channel))
      .groupBy(sql`1`, table.channel)) {
      const key = `${row.day}:${row.channel}`;
      perDay.set(key, (perDay.get(key) ?? 0) + row.n);
    }
  }
  return Object.fromEntries(perDay);
}

const allTables = [...workflowTables, ['newsletter', newsletterSubscribers]] as const;

/** request_counts as counting the rows gives it: per kind and status. */
async function countedStatuses(db: Db) {
  const rows: Counter[] = [];
  for (const [kind, table] of allTables) {
    for (const { status, n } of await db.select({ status: table.status, n: count() }).from(table).groupBy(table.status))
      rows.push({ key: `${kind}:${status}`, n });
  }
  return byKey(rows);
}

/** request_days as counting the rows gives it: every kind, per day in Abidjan. */
async function countedDays(db: Db) {
  const perDay = new Map<string, number>();
  for (const [, table] of allTables) {
    const dayOf = sql<string>`(${table.createdAt} at time zone 'Africa/Abidjan')::date::text`;
    for (const row of await db
      .select({ day: dayOf, n: count() })
      .from(table)
      .groupBy(sql`1`))
      perDay.set(row.day, (perDay.get(row.day) ?? 0) + row.n);
  }
  return byKey([...perDay].map(([key, n]) => ({ key, n })));
}

const keptStatuses = async (db: Db) =>
  byKey((await db.select().from(requestCounts)).map(({ kind, status, n }) => ({ key: `${kind}:${status}`, n })));
const keptDays = async (db: Db) => byKey((await db.select().from(requestDays)).map(({ day, n }) => ({ key: day, n })));

/** The four counters the triggers keep, each as counting the rows gives it. */
async function expectCountersExact(db: Db) {
  expect(await keptFacets(db)).toEqual(await countedFacets(db));
  expect(await keptChannelDays(db)).toEqual(await countedChannelDays(db));
  expect(await keptStatuses(db)).toEqual(await countedStatuses(db));
  expect(await keptDays(db)).toEqual(await countedDays(db));
}

const keptFacets = async (db: Db) =>
  byKey(
    (await db.select().from(requestFacetCounts)).map(({ kind, facet, value, status, n }) => ({
      key: `${kind}:${facet}:${value}:${status}`,
      n,
    })),
  );
const keptChannelDays = async (db: Db) =>
  byKey((await db.select().from(requestChannelDays)).map(({ day, channel, n }) => ({ key: `${day}:${channel}`, n })));

/** Requests of every kind per channel since the first day of the summary's 30, counted from the rows themselves. */
async function channelsOfSummary(db: Db) {
  const since = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
  const expected = new Map<string, number>();
  for (const table of [...workflowTables.map(([, table]) => table), newsletterSubscribers]) {
    const rows = await db
      .select({ channel: table.channel, n: count() })
      .from(table)
      .where(and(isNotNull(table.channel), sql`(${table.createdAt} at time zone 'Africa/Abidjan')::date >= ${since}`))
      .groupBy(table.channel);
    for (const row of rows) expected.set(row.channel!, (expected.get(row.channel!) ?? 0) + row.n);
  }
  return expected;
}

describe.each(testDatabases)('the desk counters on $name', { timeout: 60_000 }, (target) => {
  let database: TestDatabase;
  let admin: AdminCaller;
  let agent: AdminCaller;
  let visitor: AdminCaller;
  beforeAll(async () => {
    database = await target.open();
    ({ admin, agent, visitor } = await staffCast(database.db));
    await insertRequests(database.db, 'Lot');
  }, 60_000);
  afterAll(async () => database?.destroy());

  it('keeps them equal to the rows through bulk inserts, updates and deletes', async () => {
    const { db } = database;
    expect(await keptFacets(db)).toEqual(await countedFacets(db));
    expect(Object.keys(await keptFacets(db)).length).toBeGreaterThan(20);

    await db.update(quotes).set({ status: 'traite' }).where(eq(quotes.assignedTo, 'u-agent'));
    await db
      .update(quotes)
      .set({ assignedTo: 'u-admin', followUpOn: day(1) })
      .where(and(ne(quotes.status, 'traite'), eq(quotes.channel, 'facebook')));
    await db.update(contacts).set({ followUpOn: null, channel: 'linkedin' }).where(eq(contacts.status, 'nouveau'));
    await db
      .update(quotes)
      .set({ createdAt: sql`${quotes.createdAt} - interval '3 days'` })
      .where(eq(quotes.channel, 'google.com'));
    await db.delete(quotes).where(eq(quotes.status, 'en_cours'));
    await db.update(newsletterSubscribers).set({ status: 'confirmed' });
    await db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'lot1@example.ci'));
    // An update that moves no facet changes no counter.
    await db.update(contacts).set({ name: 'Anonyme' });

    expect(await keptFacets(db)).toEqual(await countedFacets(db));
    expect(await keptChannelDays(db)).toEqual(await countedChannelDays(db));
    expect((await keptFacets(db))['newsletter:channel:linkedin:confirmed']).toBe(5);
    await expectCountersExact(db);
  });

  it('keeps all four counters exact through the app’s own writes: batched and single submissions, status, desk, reply, newsletter, erasure', async () => {
    const { db } = database;
    const source = '/ · compteurs';
    const lifted = { max: 1000, windowSeconds: 600 };
    const ctx = (channel: string | null, extra: Partial<RequestContext> = {}): RequestContext => ({
      db,
      ip: '10.9.9.9',
      rateLimit: lifted,
      visit: { channel, attribution: channel ? { utmSource: channel } : null },
      ...extra,
    });
    // Submitted together, these share one batch (group commit), every table of the batch in it; one of them is over
    // its limit and stores nothing. The newsletter writes in its own transaction.
    const together = await Promise.all([
      createRequest(
        'quote',
        { name: 'Awa', email: 'awa@compteurs.ci', phone: '0700000001', service: 'Domotique', source },
        ctx('facebook'),
      ),
      createRequest(
        'quote',
        { name: 'Awa', email: 'awa2@compteurs.ci', phone: '0700000001', service: 'Domotique', source },
        ctx(null),
      ),
      createRequest(
        'contact',
        { name: 'Marie', email: 'marie@compteurs.ci', message: 'Bonjour', source },
        ctx('google.com'),
      ),
      createRequest(
        'callback',
        { name: 'Fatou', phone: '0708091011', slot: 'Matin (8h-12h)', source },
        ctx('facebook'),
      ),
      createRequest(
        'support',
        {
          name: 'Paul',
          email: 'paul@compteurs.ci',
          phone: '0102030405',
          priority: 'critical',
          issue: 'Panne électrique',
          description: 'Plus de courant',
          source,
        },
        ctx('linkedin'),
      ),
      createRequest(
        'consultation',
        {
          name: 'Yao',
          email: 'yao@compteurs.ci',
          phone: '0700000002',
          consultationType: 'audit',
          consultationMode: 'video',
          preferredDate: day(2),
          preferredTime: '09:00-10:00',
          urgency: 'medium',
          source,
        },
        ctx('facebook'),
      ),
      createRequest(
        'demo',
        { name: 'Ibrahim', email: 'ib@compteurs.ci', solution: 'iSmart', requestType: 'poc', source },
        ctx('google.com'),
      ),
      createRequest(
        'quote',
        { name: 'Trop', email: 'trop@compteurs.ci', phone: '0700000003', service: 'Domotique', source },
        ctx('facebook', { rateLimit: { max: 0, windowSeconds: 600 } }),
      ),
      createRequest('newsletter', { email: 'lettre@compteurs.ci', source }, ctx('facebook')),
    ]);
    expect(together.map((result) => result.ok)).toEqual([true, true, true, true, true, true, true, false, true]);
    expect(await db.select({ id: quotes.id }).from(quotes).where(eq(quotes.email, 'trop@compteurs.ci'))).toEqual([]);
    await expectCountersExact(db);
    expect(
      (
        await createRequest(
          'quote',
          { name: 'Seul', email: 'seul@compteurs.ci', phone: '0700000004', service: 'Domotique', source },
          ctx('facebook'),
        )
      ).ok,
    ).toBe(true);
    await expectCountersExact(db);

    const idOf = async (
      table: typeof quotes | typeof contacts | typeof consultations | typeof demoRequests,
      email: string,
    ) => (await db.select({ id: table.id }).from(table).where(eq(table.email, email)))[0]!.id;
    const quoteId = await idOf(quotes, 'awa@compteurs.ci');
    const contactId = await idOf(contacts, 'marie@compteurs.ci');
    const consultationId = await idOf(consultations, 'yao@compteurs.ci');
    expect(await setRequestStatus(admin, { kind: 'quotes', id: quoteId, status: 'en_cours' })).toEqual({
      changed: true,
    });
    expect(
      await setRequestStatus(agent, {
        kind: 'demos',
        id: await idOf(demoRequests, 'ib@compteurs.ci'),
        status: 'traite',
      }),
    ).toEqual({ changed: true });
    await changeRequest(admin, { kind: 'quotes', id: quoteId, action: 'assign', assignee: 'u-agent' });
    await changeRequest(agent, { kind: 'contacts', id: contactId, action: 'assign', assignee: 'u-agent' });
    await changeRequest(agent, { kind: 'contacts', id: contactId, action: 'follow-up', on: day(3) });
    await changeRequest(agent, { kind: 'consultations', id: consultationId, action: 'follow-up', on: day(0) });
    // A reply moves a request still 'nouveau' to 'en_cours'.
    await changeRequest(agent, {
      kind: 'contacts',
      id: contactId,
      action: 'reply',
      subject: 'Votre demande',
      text: 'Bonjour Marie',
    });
    await changeRequest(admin, { kind: 'quotes', id: quoteId, action: 'assign', assignee: null });
    await changeRequest(agent, { kind: 'contacts', id: contactId, action: 'follow-up', on: null });
    await expectCountersExact(db);
    expect((await keptFacets(db))['contacts:assignee:u-agent:en_cours']).toBeGreaterThanOrEqual(1);

    // The mail's secret is not stored (only its hash): a known one stands in for the link the mail carried.
    const { token, tokenHash } = newNewsletterToken();
    await db
      .update(newsletterSubscribers)
      .set({ tokenHash })
      .where(eq(newsletterSubscribers.email, 'lettre@compteurs.ci'));
    expect(await confirmNewsletter(db, token)).toBe(true);
    await expectCountersExact(db);
    expect(await unsubscribeNewsletter(db, token)).toBe(true);
    await expectCountersExact(db);

    // Erasure anonymises the requests (their status and desk facets stay, their channel goes) and deletes the subscription.
    await createRequest('newsletter', { email: 'awa@compteurs.ci', source }, ctx('linkedin'));
    expect(
      await erasePersonalData(admin, { email: 'awa@compteurs.ci' }, { directory: join(tmpdir(), 'no-outbox-files') }),
    ).toMatchObject({ requests: 1, newsletter: 1 });
    await expectCountersExact(db);
    await db.delete(contacts).where(eq(contacts.id, contactId));
    await expectCountersExact(db);
  });

  it('counts every desk filter of a list, with and without a status, as many as the rows it lists', async () => {
    const { db } = database;
    const filters: Record<string, string>[] = [];
    for (const onglet of ['devis', 'contacts', 'newsletter']) {
      for (const desk of <Record<string, string>[]>[
        { [deskParams.assignee]: deskParams.mine },
        { [deskParams.assignee]: 'u-agent' },
        { [deskParams.assignee]: 'u-nobody' },
        { [deskParams.assignee]: deskParams.nobody },
        { [deskParams.followUps]: '1' },
        { [deskParams.late]: '1' },
        { [deskParams.late]: '1', [deskParams.assignee]: deskParams.nobody },
        { [deskParams.channel]: 'facebook' },
        { [deskParams.channel]: 'linkedin' },
        { [deskParams.assignee]: deskParams.nobody, [deskParams.channel]: 'google.com' },
        {},
      ]) {
        for (const statut of ['', 'nouveau', 'en_cours', 'traite', 'confirmed'])
          filters.push({ onglet, statut, ...desk });
      }
    }
    let nonZero = 0;
    for (const params of filters) {
      const parsed: AdminFilters = parseFilters(params);
      const config = kinds[parsed.kind];
      const [{ n } = { n: -1 }] = await db
        .select({ n: count() })
        .from(config.table)
        .where(filterCondition(config, parsed, 'u-admin'));
      const list = await listRequests(admin, parsed);
      expect({ filters: filtersQuery(parsed), total: list.total }).toEqual({ filters: filtersQuery(parsed), total: n });
      if (n > 0) nonZero += 1;
    }
    expect(nonZero).toBeGreaterThan(40);
  });

  it('counts each view of the side list as many as the list it opens, and knows a view from its filters', async () => {
    const { db } = database;
    for (const kind of ['quotes', 'contacts', 'consultations', 'demos', 'newsletter'] as const) {
      const counts = await viewCounts(admin, kind);
      const views = kinds[kind].workflow ? deskViews : (['all'] as const);
      expect(Object.keys(counts).sort(), kind).toEqual([...views].sort());
      for (const view of views) {
        const filters = viewFilters(kind, view);
        const [{ n } = { n: -1 }] = await db
          .select({ n: count() })
          .from(kinds[kind].table)
          .where(filterCondition(kinds[kind], filters, 'u-admin'));
        expect({ kind, view, count: counts[view] }).toEqual({ kind, view, count: n });
        expect(viewOf(parseFilters(new URLSearchParams(filtersQuery(filters))))).toBe(view);
      }
    }
    // A search, a status or a channel is no view.
    expect(viewOf(parseFilters({ onglet: 'devis', q: 'yao' }))).toBeNull();
    expect(viewOf(parseFilters({ onglet: 'devis', [deskParams.late]: '1', statut: 'nouveau' }))).toBeNull();
    // Anonymous and a visitor are refused; an agent's « Mes demandes » counts their own.
    await expect(viewCounts({ db, user: null }, 'quotes')).rejects.toMatchObject({ kind: 'unauthenticated' });
    await expect(viewCounts(visitor, 'quotes')).rejects.toMatchObject({ kind: 'forbidden' });
    const [{ n: agents } = { n: -1 }] = await db
      .select({ n: count() })
      .from(quotes)
      .where(eq(quotes.assignedTo, 'u-agent'));
    expect((await viewCounts(agent, 'quotes')).mine).toBe(agents);
  });

  it('sums the summary’s desk and channel counts from the counters, as counting the requests gives them', async () => {
    const { db } = database;
    const today = day(0);
    const overview = await getOverview(agent);
    for (const [kind, table] of workflowTables) {
      const open = ne(table.status, 'traite');
      const [[overdue], [mine]] = await Promise.all([
        db
          .select({ n: count() })
          .from(table)
          .where(and(isNotNull(table.followUpOn), sql`${table.followUpOn} <= ${today}`, open)),
        db
          .select({ n: count() })
          .from(table)
          .where(and(eq(table.assignedTo, 'u-agent'), open)),
      ]);
      // Late: each waiting request's due time worked out in JavaScript (response-promise.ts), not by the SQL ranges.
      const waiting = await db
        .select()
        .from(table)
        .where(and(eq(table.status, 'nouveau'), isNull(table.firstResponseAt)));
      const late = waiting.filter((row) => responseStateOf(kind, row).dueAt < new Date()).length;
      expect({ kind, ...overview.desk[kind] }).toEqual({ kind, overdue: overdue!.n, mine: mine!.n, late });
    }
    expect(Object.values(overview.desk).some(({ overdue }) => overdue > 0)).toBe(true);

    // Every kind, from the first day of the summary's 30.
    const expected = await channelsOfSummary(db);
    expect(expected.size).toBeGreaterThan(1);
    expectChannelSummary(overview, expected);
  });

  it('names the first channels of the summary and sums the others on one line, however many visitors made up', async () => {
    const { db } = database;
    // 1,500 made-up utm_source values, one request each, and 12 requests from one more.
    await db.insert(quotes).values(
      Array.from({ length: 1512 }, (_, index) => ({
        name: `Source ${index}`,
        email: `s${index}@example.ci`,
        phone: '07 00',
        service: 'Domotique',
        source: '/ · test',
        channel: index < 1500 ? `inventee-${index}` : 'partenaire',
      })),
    );
    const expected = await channelsOfSummary(db);
    expect(expected.size).toBeGreaterThan(1500);
    const overview = await getOverview(agent);
    expect(overview.channels).toHaveLength(SUMMARY_CHANNELS);
    expect(overview.channels.map(({ channel }) => channel)).toContain('partenaire');
    expect(overview.otherChannels.channels).toBe(expected.size - SUMMARY_CHANNELS);
    expectChannelSummary(overview, expected);

    // The summary shows those lines, then « Autres » with the rest, then the direct requests.
    const html = renderToStaticMarkup(
      createElement(ChannelCounts, { channels: overview.channels, others: overview.otherChannels, total: 2000 }),
    );
    const block = html.slice(html.indexOf(deskFilterText.channelsTitle(SUMMARY_DAYS)));
    const lines = [...block.slice(0, block.indexOf('</ul>')).matchAll(/<li[^>]*>(.*?)<\/li>/g)].map(([, line]) =>
      line!.replace(/<[^>]+>/g, ''),
    );
    expect(lines).toHaveLength(SUMMARY_CHANNELS + 2);
    expect(lines.at(-2)).toBe(
      `${deskFilterText.otherChannels} (${deskFilterText.otherChannelsCount(expected.size - SUMMARY_CHANNELS)})${number.format(overview.otherChannels.count)}`,
    );
    expect(lines.at(-1)).toMatch(new RegExp(`^${deskFilterText.direct}`));
  });
});

describe.each(testDatabases)('migration 0009 on $name', { timeout: 60_000 }, (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.open({ migrate: false });
  }, 60_000);
  afterAll(async () => database?.destroy());

  it('counts the requests already there, once', async () => {
    const { db } = database;
    await database.migrate(9);
    await insertRequests(db, 'Avant');
    await database.migrate();
    const kinds: StoredKind[] = ['quotes', 'contacts', 'newsletter'];
    expect(await keptFacets(db)).toEqual(await countedFacets(db));
    expect(await keptChannelDays(db)).toEqual(await countedChannelDays(db));
    expect(
      (
        await db
          .selectDistinct({ kind: requestFacetCounts.kind })
          .from(requestFacetCounts)
          .where(inArray(requestFacetCounts.kind, kinds))
      ).length,
    ).toBe(3);
    // Counted once: the triggers keep counting what comes next.
    await insertRequests(db, 'Après');
    expect(await keptFacets(db)).toEqual(await countedFacets(db));
  });
});

describe.each(testDatabases)('migration 0010 on $name', { timeout: 60_000 }, (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.open({ migrate: false });
  }, 60_000);
  afterAll(async () => database?.destroy());

  it('hands the counters over to one trigger per table and event, as they were, and they stay exact', async () => {
    const { db } = database;
    await database.migrate(10);
    await insertRequests(db, 'Avant');
    await db.update(quotes).set({ status: 'en_cours', assignedTo: 'u-agent' }).where(eq(quotes.channel, 'facebook'));
    await db.delete(contacts).where(eq(contacts.status, 'traite'));
    const before = {
      facets: await keptFacets(db),
      channelDays: await keptChannelDays(db),
      statuses: await keptStatuses(db),
      days: await keptDays(db),
    };
    await database.migrate();
    expect({
      facets: await keptFacets(db),
      channelDays: await keptChannelDays(db),
      statuses: await keptStatuses(db),
      days: await keptDays(db),
    }).toEqual(before);
    await expectCountersExact(db);

    const triggers = await db.execute<{ table: string; name: string }>(sql`
      select c.relname as "table", t.tgname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where not t.tgisinternal and c.relname in ('contacts', 'quotes', 'consultations', 'demo_requests', 'newsletter_subscribers')
        and t.tgname not like '%\\_outcomes\\_%' and t.tgname not like '%\\_waiting\\_%' -- 0018's and 0020's, which keep outcome_counts and waiting_counts
      order by 1, 2`);
    const names = (triggers as unknown as { rows: { table: string; name: string }[] }).rows.map(
      ({ table, name }) => `${table}.${name}`,
    );
    expect(names).toEqual(
      ['consultations', 'contacts', 'demo_requests', 'newsletter_subscribers', 'quotes'].flatMap((table) =>
        ['delete', 'insert', 'update'].map((event) => `${table}.${table}_counters_${event}`),
      ),
    );

    await insertRequests(db, 'Après');
    await db
      .update(quotes)
      .set({ followUpOn: day(2), status: 'traite' })
      .where(eq(quotes.assignedTo, 'u-admin'));
    await db
      .update(newsletterSubscribers)
      .set({ status: 'unsubscribed' })
      .where(isNotNull(newsletterSubscribers.channel));
    await db.delete(quotes).where(eq(quotes.status, 'nouveau'));
    await expectCountersExact(db);
  });
});
