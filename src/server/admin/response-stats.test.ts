/**
 * The response promises over a period (issue 32): the histogram written with each first response, the figures read
 * from it per kind, the late requests still waiting, the period typed the French way, and who may read them; then
 * migration 0016, which fills the histogram in for the responses made before it exactly as the application would.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultations, contacts, demoRequests, quotes, responseTimes, type WorkflowKind } from '@/server/db/schema';
import { todayIso } from '@/lib/dates';
import { bucketOf, quantileOf, responseTime } from '@/lib/response-time';
import { insertColumns, testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { staffCast } from '../../../tests/support/callers';
import type { AdminCaller } from './access';
import { changeRequest } from './desk';
import { promiseKeyOf, responseStateOf } from './response-promise';
import { loadStatsPage, parsePeriod, responseStats } from './response-stats';
import { setRequestStatus } from './status';

const MINUTE = 60_000;

describe('the histogram’s arithmetic', () => {
  it('puts a response in the first bucket at or above its whole minutes, the longest in the last', () => {
    expect(
      [
        0,
        1,
        59_999,
        60_000,
        60_001,
        14 * MINUTE + 1,
        16 * MINUTE,
        17 * MINUTE,
        30 * 60 * MINUTE + 1,
        100 * 86_400_000,
      ].map(bucketOf),
    ).toEqual([1, 1, 1, 1, 2, 16, 16, 18, 1920, 43200]);
  });

  it('interpolates the median and the 90th percentile within their bucket; none of an empty histogram', () => {
    expect(quantileOf(new Map(), 0.5)).toBeNull();
    // Ten responses of 1 to 10 minutes: exact where the buckets are minutes.
    const ten = new Map<number, number>([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((edge) => [edge, 1]));
    expect(quantileOf(ten, 0.5)).toBe(5);
    expect(quantileOf(ten, 0.9)).toBe(9);
    // Everything in the 24 h bucket (22 h to 24 h): the median halfway.
    expect(quantileOf(new Map([[1440, 4]]), 0.5)).toBe(1380);
  });
});

describe('the period of the address', () => {
  const now = new Date('2026-11-27T10:00:00Z');
  it('is the last 30 days by default, and days typed the French way otherwise', () => {
    expect(parsePeriod({}, now)).toEqual({ period: { from: '2026-10-29', to: '2026-11-27' }, problem: null });
    expect(parsePeriod({ du: '01/11/2026', au: '15/11/2026' }, now)).toEqual({
      period: { from: '2026-11-01', to: '2026-11-15' },
      problem: null,
    });
    expect(parsePeriod({ du: '1/11/2026' }, now)).toEqual({
      period: { from: '2026-11-01', to: '2026-11-27' },
      problem: null,
    });
  });

  it('falls back to the last 30 days, saying why, for a day that is none, an end before the start, over a year', () => {
    const fallback = { from: '2026-10-29', to: '2026-11-27' };
    expect(parsePeriod({ du: '31/11/2026' }, now)).toEqual({ period: fallback, problem: 'format' });
    expect(parsePeriod({ du: '2026-11-01' }, now)).toEqual({ period: fallback, problem: 'format' });
    expect(parsePeriod({ du: ['x'.repeat(5000)] }, now)).toEqual({ period: fallback, problem: 'format' });
    expect(parsePeriod({ du: '15/11/2026', au: '01/11/2026' }, now)).toEqual({ period: fallback, problem: 'order' });
    expect(parsePeriod({ du: '01/01/2025', au: '27/11/2026' }, now)).toEqual({ period: fallback, problem: 'length' });
    expect(parsePeriod({ du: '27/11/2025', au: '27/11/2026' }, now).problem).toBeNull();
  });
});

describe.each(testDatabases)('the response statistics on $name', { timeout: 60_000 }, (target) => {
  let database: TestDatabase;
  let admin: AdminCaller;
  let agent: AdminCaller;
  let visitor: AdminCaller;
  const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE);
  const quote = async (name: string, createdAt: Date) =>
    (
      (await database.db
        .insert(quotes)
        .values({
          name,
          email: 'q@example.ci',
          phone: '0700000001',
          service: 'Domotique',
          source: '/ · test',
          createdAt,
        })
        .returning({ id: quotes.id })) as [{ id: string }]
    )[0].id;
  const support = async (name: string, priority: string | null, createdAt: Date) =>
    (
      (await database.db
        .insert(contacts)
        .values({
          name,
          email: 's@example.ci',
          service: priority ? 'Support technique' : null,
          priority,
          message: 'Panne',
          source: '/ · test',
          createdAt,
        })
        .returning({ id: contacts.id })) as [{ id: string }]
    )[0].id;
  const reply = (kind: WorkflowKind, id: string) =>
    changeRequest(agent, { action: 'reply', kind, id, subject: 'Re', text: 'Bonjour' });

  beforeAll(async () => {
    database = await target.open();
    ({ admin, agent, visitor } = await staffCast(database.db));
  }, 60_000);
  afterAll(async () => database?.destroy());

  it('counts each first response once, in its promise’s clock, with the late requests still waiting as missed', async () => {
    const period = { from: todayIso(ago(3 * 1440)), to: todayIso() };
    // Quotes (24 h around the clock): two kept, one missed, one late and waiting, one waiting and not yet due.
    await reply('quotes', await quote('Rapide', ago(30)));
    await setRequestStatus(agent, { kind: 'quotes', id: await quote('Moyen', ago(290)), status: 'en_cours' });
    const slow = await quote('Lent', ago(1800));
    await reply('quotes', slow);
    await reply('quotes', slow);
    await quote('Oublié', ago(1500));
    await quote('Récent', ago(60));
    // Support: a critical one answered in 9 min (kept), a critical one waiting for 20 (late), a message without priority.
    await changeRequest(agent, {
      action: 'contact',
      kind: 'contacts',
      id: await support('Urgent', 'critical', ago(9)),
      channel: 'call',
      note: null,
    });
    await support('Urgent oublié', 'critical', ago(20));
    await reply('contacts', await support('Message', null, ago(90)));

    const stats = await responseStats(agent, period);
    const line = (group: string) => stats.lines.find((item) => item.group === group)!;
    expect(line('quotes')).toMatchObject({ answered: 3, kept: 2, lateWaiting: 1, keptShare: 0.5 });
    // The median of 30 min, 4 h 50 and 30 h is in the 5 h bucket (4 h 30 to 5 h); the 90th percentile in the 32 h one.
    expect(line('quotes').median).toBeGreaterThan(270);
    expect(line('quotes').median).toBeLessThanOrEqual(300);
    expect(line('quotes').p90).toBeGreaterThan(1800);
    expect(line('quotes').p90).toBeLessThanOrEqual(1920);
    expect(line('support')).toMatchObject({
      answered: 1,
      kept: 1,
      lateWaiting: 1,
      keptShare: 0.5,
      median: expect.any(Number),
    });
    expect(line('support').median).toBeLessThanOrEqual(10);
    expect(line('contacts')).toMatchObject({ answered: 1, kept: 1, lateWaiting: 0, keptShare: 1 });
    expect(line('demos')).toEqual({
      group: 'demos',
      answered: 0,
      kept: 0,
      lateWaiting: 0,
      median: null,
      p90: null,
      keptShare: null,
    });
    // The latest requests of the period, newest first, every kind.
    expect(stats.latest.map(({ name }) => name).slice(0, 4)).toEqual(['Urgent', 'Urgent oublié', 'Rapide', 'Récent']);

    // A period before them holds none of them.
    const before = await responseStats(agent, { from: todayIso(ago(40 * 1440)), to: todayIso(ago(35 * 1440)) });
    expect(before.lines.every((item) => item.answered === 0 && item.lateWaiting === 0)).toBe(true);
    expect(before.latest).toEqual([]);
  });

  it('is read by agents and admins only', async () => {
    const period = { from: todayIso(), to: todayIso() };
    await expect(responseStats({ db: database.db, user: null }, period)).rejects.toMatchObject({
      kind: 'unauthenticated',
    });
    await expect(responseStats(visitor, period)).rejects.toMatchObject({ kind: 'forbidden' });
    expect((await responseStats(admin, period)).lines).toHaveLength(5);
    expect(await loadStatsPage({}, async () => ({ db: database.db, user: null }))).toEqual({
      state: 'redirect',
      to: '/auth?retour=/admin/statistiques',
    });
    expect(await loadStatsPage({}, async () => visitor)).toEqual({ state: 'redirect', to: '/auth' });
    expect(await loadStatsPage({ du: '31/02/2026' }, async () => agent)).toMatchObject({
      state: 'ready',
      problem: 'format',
    });
  });
});

describe.each(testDatabases)('migration 0016 on $name', { timeout: 60_000 }, (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.open({ migrate: false });
  }, 60_000);
  afterAll(async () => database?.destroy());

  it('fills in the histogram of the responses already made as the application writes it', async () => {
    // Up to 0015: the database before migration 0016.
    await database.migrate(16);
    const { db } = database;
    // Office hours: Monday to Friday, 7:30 to 18:00 in Abidjan (UTC). 2026-11-20 is a Friday.
    const cases: {
      kind: WorkflowKind;
      priority?: string | null;
      urgency?: string;
      created: string;
      responded: string;
    }[] = [
      { kind: 'quotes', created: '2026-11-20T10:00:00Z', responded: '2026-11-20T10:30:00Z' },
      { kind: 'quotes', created: '2026-11-20T10:00:00Z', responded: '2026-11-21T16:00:00Z' },
      { kind: 'contacts', priority: 'high', created: '2026-11-20T17:00:00Z', responded: '2026-11-23T08:00:00Z' },
      { kind: 'contacts', priority: 'high', created: '2026-11-20T16:00:00Z', responded: '2026-11-20T18:30:00Z' },
      { kind: 'contacts', priority: 'high', created: '2026-11-20T16:00:00Z', responded: '2026-11-20T18:00:00Z' },
      { kind: 'contacts', priority: 'medium', created: '2026-11-21T10:00:00Z', responded: '2026-11-23T09:00:00Z' },
      { kind: 'contacts', priority: 'low', created: '2026-11-19T09:00:00Z', responded: '2026-11-24T09:00:00Z' },
      { kind: 'contacts', priority: 'critical', created: '2026-11-22T02:00:00Z', responded: '2026-11-22T02:20:00Z' },
      { kind: 'contacts', priority: null, created: '2026-11-22T02:00:00Z', responded: '2026-11-22T05:00:00Z' },
      { kind: 'consultations', urgency: 'high', created: '2026-11-20T10:00:00Z', responded: '2026-11-20T15:00:00Z' },
      { kind: 'consultations', urgency: 'low', created: '2026-11-20T10:00:00Z', responded: '2026-11-22T09:00:00Z' },
      { kind: 'demos', created: '2026-11-01T10:00:00Z', responded: '2026-11-11T10:00:00Z' },
    ];
    for (const [index, item] of cases.entries()) {
      const values = {
        name: `Cas ${index}`,
        email: 'c@example.ci',
        source: '/ · test',
        createdAt: new Date(item.created),
        firstResponseAt: new Date(item.responded),
      };
      // Only the columns the database had then.
      if (item.kind === 'quotes') await insertColumns(db, quotes, { ...values, phone: '01', service: 'Domotique' });
      if (item.kind === 'contacts')
        await insertColumns(db, contacts, { ...values, priority: item.priority ?? null, message: 'm' });
      if (item.kind === 'consultations')
        await insertColumns(db, consultations, {
          ...values,
          phone: '01',
          consultationType: 'audit',
          consultationMode: 'visite',
          preferredDate: '2026-12-01',
          preferredTime: 'matin',
          urgency: item.urgency!,
        });
      if (item.kind === 'demos')
        await insertColumns(db, demoRequests, { ...values, solution: 'Domotique', requestType: 'demo' });
    }
    await database.migrate();
    const expected = new Map<string, number>();
    for (const item of cases) {
      const row = {
        createdAt: new Date(item.created),
        firstResponseAt: new Date(item.responded),
        priority: item.priority ?? null,
        urgency: item.urgency,
      };
      const { promise, dueAt } = responseStateOf(item.kind, row);
      const key = [
        todayIso(row.createdAt),
        item.kind,
        promiseKeyOf(item.kind, row),
        bucketOf(responseTime(row.createdAt, row.firstResponseAt, promise)),
        row.firstResponseAt <= dueAt,
      ].join(' ');
      expected.set(key, (expected.get(key) ?? 0) + 1);
    }
    const rows = await db.select().from(responseTimes);
    expect(
      new Map(rows.map((row) => [[row.day, row.kind, row.promise, row.bucket, row.kept].join(' '), row.n])),
    ).toEqual(expected);
    // Both outcomes are there: the backfill is not all kept or all missed.
    expect(new Set(rows.map((row) => row.kept))).toEqual(new Set([true, false]));
  });
});
