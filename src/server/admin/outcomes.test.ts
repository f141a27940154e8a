/**
 * Outcomes (issue 32): « Gagné » with an amount in FCFA, « Perdu » with a reason, « Sans suite » on quotes,
 * consultations and demos; who may set them; the history lines and the request closed; outcome_counts kept exact by
 * the triggers of migration 0018 (and filled in by it); the conversion and amounts per channel, service and page over
 * a period, and their CSV.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFcfa } from '@/config/money';
import { consultations, contacts, demoRequests, outcomeCounts, quotes, requestEvents } from '@/server/db/schema';
import type { Db } from '@/server/db/client';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { staffCast } from '../../../tests/support/callers';
import type { AdminCaller } from './access';
import { changeRequest, DESK_LIMITS, setOutcome } from './desk';
import { loadResultsPage, parseResultsQuery, results, resultsCsv, resultsQueryString } from './outcome-stats';

const DAY = 86_400_000;

describe('an amount typed by staff', () => {
  it('reads digits grouped by threes or not, with FCFA or not; nothing else', () => {
    expect(
      ['1500000', '1 500 000', '1\u202f500\u00a0000', '1.500.000', ' 250 000 FCFA ', '750000 F CFA', '12'].map(
        parseFcfa,
      ),
    ).toEqual([1_500_000, 1_500_000, 1_500_000, 1_500_000, 250_000, 750_000, 12]);
    for (const typed of [
      '',
      '0',
      '-5',
      '1,5',
      '1 50 000',
      '15 000,50',
      'dix mille',
      '1e6',
      '9'.repeat(16),
      '1 000 000 000 000 000',
    ])
      expect(parseFcfa(typed), typed).toBeNull();
  });
});

describe('the results’ address', () => {
  const now = new Date('2026-11-27T10:00:00Z');
  it('names the period, the dimension and the kind, the last 30 days per channel and every kind by default', () => {
    expect(parseResultsQuery({}, now).query).toEqual({
      period: { from: '2026-10-29', to: '2026-11-27' },
      dimension: 'channel',
      kind: null,
    });
    const { query } = parseResultsQuery({ du: '01/11/2026', au: '15/11/2026', par: 'service', onglet: 'devis' }, now);
    expect(query).toEqual({ period: { from: '2026-11-01', to: '2026-11-15' }, dimension: 'service', kind: 'quotes' });
    expect(resultsQueryString(query)).toBe('?du=01%2F11%2F2026&au=15%2F11%2F2026&par=service&onglet=devis');
    // Anything else is the default, never an error: contacts have no outcome.
    expect(parseResultsQuery({ par: ['x'.repeat(10_000)], onglet: 'contacts' }, now).query).toMatchObject({
      dimension: 'channel',
      kind: null,
    });
  });
});

/** outcome_counts as the triggers keep it, and as counting the three tables gives it: they must be equal. */
async function countsOf(db: Db) {
  const kept = await db
    .select({
      day: outcomeCounts.day,
      kind: outcomeCounts.kind,
      dimension: outcomeCounts.dimension,
      value: outcomeCounts.value,
      outcome: outcomeCounts.outcome,
      n: outcomeCounts.n,
      amount: outcomeCounts.amount,
    })
    .from(outcomeCounts)
    .where(sql`${outcomeCounts.n} <> 0 or ${outcomeCounts.amount} <> 0`)
    .orderBy(
      outcomeCounts.day,
      outcomeCounts.kind,
      outcomeCounts.dimension,
      outcomeCounts.value,
      outcomeCounts.outcome,
    );
  const counted = await db.execute<{
    day: string;
    kind: string;
    dimension: string;
    value: string;
    outcome: string;
    n: string;
    amount: string;
  }>(sql`
    with requests as (
      select 'quotes' as kind, created_at, channel, service, source, outcome, outcome_amount from quotes
      union all select 'consultations', created_at, channel, consultation_type, source, outcome, outcome_amount from consultations
      union all select 'demos', created_at, channel, solution, source, outcome, outcome_amount from demo_requests
    ), facets as (
      select kind, (created_at at time zone 'Africa/Abidjan')::date::text as day, d.dimension, d.value, coalesce(outcome, '') as outcome, coalesce(outcome_amount, 0) as amount
      from requests, lateral (values ('channel', coalesce(channel, '')), ('service', coalesce(service, '')), ('page', left(split_part(source, ' · ', 1), 200))) as d(dimension, value)
    )
    select day, kind, dimension, value, outcome, count(*)::text as n, sum(amount)::text as amount from facets
    group by day, kind, dimension, value, outcome order by day, kind, dimension, value, outcome`);
  const rows = (
    counted as unknown as {
      rows: {
        day: string;
        kind: string;
        dimension: string;
        value: string;
        outcome: string;
        n: string;
        amount: string;
      }[];
    }
  ).rows;
  return { kept, counted: rows.map((row) => ({ ...row, n: Number(row.n), amount: Number(row.amount) })) };
}

async function expectCountsExact(db: Db) {
  const { kept, counted } = await countsOf(db);
  // The database's own order, on both sides: compare as sets of lines.
  const key = (row: { day: string; kind: string; dimension: string; value: string; outcome: string }) =>
    `${row.day}|${row.kind}|${row.dimension}|${row.value}|${row.outcome}`;
  expect(new Map(kept.map((row) => [key(row), [row.n, row.amount]]))).toEqual(
    new Map(counted.map((row) => [key(row), [row.n, row.amount]])),
  );
}

describe.each(testDatabases)('outcomes on $name', { timeout: 60_000 }, (target) => {
  let database: TestDatabase;
  let admin: AdminCaller;
  let agent: AdminCaller;
  let visitor: AdminCaller;
  const ids: Record<string, string> = {};
  const today = new Date().toISOString().slice(0, 10);
  const period = { from: new Date(Date.now() - 29 * DAY).toISOString().slice(0, 10), to: today };

  beforeAll(async () => {
    database = await target.open();
    ({ admin, agent, visitor } = await staffCast(database.db));
    const { db } = database;
    const at = (days: number) => new Date(Date.now() - days * DAY);
    const quote = (name: string, channel: string | null, service: string, page: string, days: number) =>
      db
        .insert(quotes)
        .values({
          name,
          email: `${name}@example.ci`,
          phone: '0707070707',
          service,
          source: `${page} · Demander un devis`,
          channel,
          createdAt: at(days),
        })
        .returning({ id: quotes.id });
    [{ id: ids.facebook1 }] = (await quote('a', 'facebook', 'Domotique', '/services/domotique', 1)) as [{ id: string }];
    [{ id: ids.facebook2 }] = (await quote('b', 'facebook', 'Courant fort', '/services/courant-fort', 2)) as [
      { id: string },
    ];
    [{ id: ids.google }] = (await quote('c', 'google', 'Domotique', '/services/domotique', 3)) as [{ id: string }];
    [{ id: ids.direct }] = (await quote('d', null, 'Domotique', '/', 4)) as [{ id: string }];
    // Older than the period: counted on its own day, outside it.
    [{ id: ids.old }] = (await quote('e', 'facebook', 'Domotique', '/services/domotique', 60)) as [{ id: string }];
    [{ id: ids.consultation }] = (await db
      .insert(consultations)
      .values({
        name: 'f',
        email: 'f@example.ci',
        phone: '0707070707',
        consultationType: 'audit',
        consultationMode: 'visite',
        preferredDate: today,
        preferredTime: 'matin',
        urgency: 'low',
        source: '/consultation · Réserver',
        channel: 'facebook',
        createdAt: at(5),
      })
      .returning({ id: consultations.id })) as [{ id: string }];
    [{ id: ids.demo }] = (await db
      .insert(demoRequests)
      .values({
        name: 'g',
        email: 'g@example.ci',
        solution: 'Audit énergétique',
        requestType: 'demo',
        source: '/solutions · Démo',
        channel: 'google',
        createdAt: at(6),
      })
      .returning({ id: demoRequests.id })) as [{ id: string }];
    [{ id: ids.contact }] = (await db
      .insert(contacts)
      .values({ name: 'h', email: 'h@example.ci', message: 'Bonjour', source: '/contact · Envoyer' })
      .returning({ id: contacts.id })) as [{ id: string }];
  }, 60_000);
  afterAll(async () => database?.destroy());

  it('is set by agents and admins only: anonymous and visitors are refused before the input is read', async () => {
    const input = { kind: 'quotes', id: ids.facebook1, outcome: 'gagne', amount: 1, reason: null };
    await expect(setOutcome({ db: database.db, user: null }, input)).rejects.toMatchObject({ kind: 'unauthenticated' });
    await expect(setOutcome(visitor, input)).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(setOutcome({ db: database.db, user: null }, 'not even an object')).rejects.toMatchObject({
      kind: 'unauthenticated',
    });
    await expect(results({ db: database.db, user: null }, parseResultsQuery({}).query)).rejects.toMatchObject({
      kind: 'unauthenticated',
    });
    await expect(results(visitor, parseResultsQuery({}).query)).rejects.toMatchObject({ kind: 'forbidden' });
    expect(await loadResultsPage({}, async () => ({ db: database.db, user: null }))).toEqual({
      state: 'redirect',
      to: '/auth?retour=/admin/resultats',
    });
    const [row] = await database.db
      .select({ outcome: quotes.outcome })
      .from(quotes)
      .where(eq(quotes.id, ids.facebook1!));
    expect(row!.outcome).toBeNull();
  });

  it('refuses what is not an outcome, a loss without its reason, and the kinds without outcomes; stores nothing', async () => {
    const base = { action: 'outcome', kind: 'quotes', id: ids.facebook1 };
    for (const input of [
      { ...base, outcome: 'vendu', amount: null, reason: null },
      { ...base, outcome: 'gagne', amount: 0, reason: null },
      { ...base, outcome: 'gagne', amount: 1.5, reason: null },
      { ...base, outcome: 'gagne', amount: DESK_LIMITS.amount + 1, reason: null },
      { ...base, outcome: 'gagne', amount: '1500000', reason: null },
      { ...base, outcome: 'perdu', amount: null, reason: 'météo' },
      { ...base, kind: 'contacts', id: ids.contact, outcome: 'gagne', amount: null, reason: null },
      { ...base, id: 'x'.repeat(100_000), outcome: 'gagne', amount: null, reason: null },
    ]) {
      await expect(changeRequest(agent, input), JSON.stringify(input).slice(0, 80)).rejects.toMatchObject({
        kind: 'invalid',
      });
    }
    await expect(changeRequest(agent, { ...base, outcome: 'perdu', amount: null, reason: null })).rejects.toMatchObject(
      { message: 'Indiquez pourquoi la demande est perdue.' },
    );
    await expect(
      changeRequest(agent, {
        ...base,
        id: '00000000-0000-4000-8000-000000000000',
        outcome: 'gagne',
        amount: null,
        reason: null,
      }),
    ).rejects.toMatchObject({ kind: 'not-found' });
    const lines = await database.db.select().from(requestEvents).where(eq(requestEvents.type, 'outcome'));
    expect(lines).toEqual([]);
  });

  it('closes the request with its own lines, keeps an amount for a sale only, and changes nothing twice', async () => {
    const { db } = database;
    expect(
      await changeRequest(agent, {
        action: 'outcome',
        kind: 'quotes',
        id: ids.facebook1,
        outcome: 'gagne',
        amount: 1_500_000,
        reason: 'prix',
      }),
    ).toEqual({ changed: true, status: 'traite' });
    expect(
      await setOutcome(agent, { kind: 'quotes', id: ids.facebook1, outcome: 'gagne', amount: 1_500_000, reason: null }),
    ).toEqual({ changed: false, status: null });
    const [quote] = await db.select().from(quotes).where(eq(quotes.id, ids.facebook1!));
    expect(quote).toMatchObject({ status: 'traite', outcome: 'gagne', outcomeAmount: 1_500_000, outcomeReason: null });
    expect(quote!.outcomeAt).toBeInstanceOf(Date);
    const history = await db
      .select({
        type: requestEvents.type,
        actor: requestEvents.actor,
        outcome: requestEvents.outcome,
        amount: requestEvents.outcomeAmount,
        from: requestEvents.fromStatus,
        to: requestEvents.toStatus,
      })
      .from(requestEvents)
      .where(and(eq(requestEvents.requestKind, 'quotes'), eq(requestEvents.requestId, ids.facebook1!)))
      .orderBy(requestEvents.at);
    expect(history).toEqual([
      { type: 'outcome', actor: 'agent@example.ci', outcome: 'gagne', amount: 1_500_000, from: null, to: null },
      { type: 'status', actor: 'agent@example.ci', outcome: null, amount: null, from: 'nouveau', to: 'traite' },
    ]);
    // A loss with its reason, by an admin; a request already « Traité » keeps its status and gets no status line.
    await db.update(quotes).set({ status: 'traite' }).where(eq(quotes.id, ids.facebook2!));
    expect(
      await setOutcome(admin, {
        kind: 'quotes',
        id: ids.facebook2,
        outcome: 'perdu',
        amount: 900,
        reason: 'concurrent',
      }),
    ).toEqual({ changed: true, status: null });
    const [lost] = await db
      .select({ outcome: quotes.outcome, amount: quotes.outcomeAmount, reason: quotes.outcomeReason })
      .from(quotes)
      .where(eq(quotes.id, ids.facebook2!));
    expect(lost).toEqual({ outcome: 'perdu', amount: null, reason: 'concurrent' });
    await setOutcome(agent, {
      kind: 'consultations',
      id: ids.consultation,
      outcome: 'gagne',
      amount: 300_000,
      reason: null,
    });
    await setOutcome(agent, { kind: 'demos', id: ids.demo, outcome: 'sans_suite', amount: null, reason: null });
    await setOutcome(agent, { kind: 'quotes', id: ids.old, outcome: 'gagne', amount: 5_000_000, reason: null });
    // Undone: no outcome, the request stays « Traité ».
    await setOutcome(agent, { kind: 'quotes', id: ids.google, outcome: 'gagne', amount: 10, reason: null });
    expect(
      await setOutcome(agent, { kind: 'quotes', id: ids.google, outcome: null, amount: null, reason: null }),
    ).toEqual({ changed: true, status: null });
    const [undone] = await db
      .select({ status: quotes.status, outcome: quotes.outcome, at: quotes.outcomeAt })
      .from(quotes)
      .where(eq(quotes.id, ids.google!));
    expect(undone).toEqual({ status: 'traite', outcome: null, at: null });
    await expectCountsExact(db);
  });

  it('gives the conversion and the amounts per channel, service and page over the period, and as CSV', async () => {
    const byChannel = await results(agent, { period, dimension: 'channel', kind: null });
    expect(
      byChannel.lines.map(({ label, received, won, lost, dropped, open, amount, conversion }) => ({
        label,
        received,
        won,
        lost,
        dropped,
        open,
        amount,
        conversion,
      })),
    ).toEqual([
      { label: 'facebook', received: 3, won: 2, lost: 1, dropped: 0, open: 0, amount: 1_800_000, conversion: 2 / 3 },
      { label: 'google', received: 2, won: 0, lost: 0, dropped: 1, open: 1, amount: 0, conversion: 0 },
      { label: 'Accès direct', received: 1, won: 0, lost: 0, dropped: 0, open: 1, amount: 0, conversion: 0 },
    ]);
    expect(byChannel.total).toMatchObject({
      label: 'Total',
      received: 6,
      won: 2,
      amount: 1_800_000,
      conversion: 2 / 6,
    });
    // A consultation type's id and a demo's solution that name one service are one line.
    const byService = await results(admin, { period, dimension: 'service', kind: null });
    expect(byService.lines.map(({ label, received, won, amount }) => ({ label, received, won, amount }))).toEqual([
      { label: 'Domotique', received: 3, won: 1, amount: 1_500_000 },
      { label: 'Audit énergétique', received: 2, won: 1, amount: 300_000 },
      { label: 'Courant fort', received: 1, won: 0, amount: 0 },
    ]);
    const quotesByPage = await results(agent, { period, dimension: 'page', kind: 'quotes' });
    expect(quotesByPage.lines.map(({ label, received }) => [label, received])).toEqual([
      ['/services/domotique', 2],
      ['/', 1],
      ['/services/courant-fort', 1],
    ]);
    // The sale older than the period is in a year's figures.
    const year = await results(agent, {
      period: { from: new Date(Date.now() - 364 * DAY).toISOString().slice(0, 10), to: today },
      dimension: 'channel',
      kind: 'quotes',
    });
    expect(year.lines[0]).toMatchObject({ label: 'facebook', received: 3, won: 2, amount: 6_500_000 });

    const csv = resultsCsv(byChannel);
    expect(
      csv.startsWith(
        '\uFEFF"Provenance";"Reçues";"Gagnées";"Perdues";"Sans suite";"En cours";"Conversion (%)";"Montant gagné (FCFA)"\r\n',
      ),
    ).toBe(true);
    expect(csv).toContain('"facebook";"3";"2";"1";"0";"0";"66,7";"1800000"\r\n');
    expect(csv.endsWith('"Total";"6";"2";"1";"1";"2";"33,3";"1800000"\r\n')).toBe(true);
  });

  it('keeps the counts exact through new requests, changed outcomes, erased sources and deleted requests', async () => {
    const { db } = database;
    await db.insert(quotes).values([
      {
        name: 'i',
        email: 'i@example.ci',
        phone: '0707070707',
        service: 'Domotique',
        source: '/a · b',
        channel: 'facebook',
      },
      {
        name: 'j',
        email: 'j@example.ci',
        phone: '0707070707',
        service: 'Domotique',
        source: '/a · b',
        channel: 'x'.repeat(100),
        outcome: 'gagne',
        outcomeAmount: 7,
      },
    ]);
    await db
      .update(quotes)
      .set({ outcome: 'perdu', outcomeAmount: null, outcomeReason: 'budget' })
      .where(eq(quotes.id, ids.facebook1!));
    await db.update(quotes).set({ source: '', channel: null }).where(eq(quotes.id, ids.facebook2!));
    await db.update(quotes).set({ assignedTo: 'u-agent' });
    await db.delete(demoRequests).where(eq(demoRequests.id, ids.demo!));
    await expectCountsExact(db);
  });
});

describe.each(testDatabases)('migration 0018 on $name', { timeout: 60_000 }, (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.open({ migrate: false });
  }, 60_000);
  afterAll(async () => database?.destroy());

  it('counts the requests already there once, and the triggers go on from there', async () => {
    const { db } = database;
    // The first 18 migrations: the database as it was before 0018, which has no outcome columns yet.
    await database.migrate(18);
    await db.execute(sql`insert into quotes (name, email, phone, service, source, channel, created_at) values
      ('a', 'a@example.ci', '0707070707', 'Domotique', '/services/domotique · Devis', 'facebook', now() - interval '3 days'),
      ('b', 'b@example.ci', '0707070707', 'Domotique', '/', null, now())`);
    await db.execute(
      sql`insert into demo_requests (name, email, solution, request_type, source) values ('c', 'c@example.ci', 'iSmart', 'demo', '/solutions · Démo')`,
    );
    await database.migrate();
    await expectCountsExact(db);
    expect((await countsOf(db)).kept.length).toBe(9);
    await db.update(quotes).set({ outcome: 'gagne', outcomeAmount: 42 }).where(eq(quotes.channel, 'facebook'));
    await expectCountsExact(db);
  });
});
