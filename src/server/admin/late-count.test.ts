/**
 * « En retard » counted from the waiting requests' counts per day (waiting_counts, migration 0020) and the waiting
 * index for the last day (lateCount): the same number as counting the late rows one by one, at any time of the week
 * (office-hours promises included), over a period, for support apart from the other messages; kept exact by the
 * triggers through answers, status changes and deletions; filled in by the migration.
 */
import { and, count, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@/lib/dates';
import { UTC_OFFSET_MINUTES } from '@/config/time-zone';
import type { Db } from '@/server/db/client';
import {
  consultations,
  contacts,
  demoRequests,
  quotes,
  waitingCounts,
  workflowKinds,
  type WorkflowKind,
} from '@/server/db/schema';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { lateCondition, lateCount } from './response-promise';

const HOUR = 3_600_000;
const tables = { contacts, quotes, consultations, demos: demoRequests } as const;
const dayStart = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) - UTC_OFFSET_MINUTES * 60_000);

/** The late requests counted one by one, as the list reads them. */
async function scanned(
  db: Db,
  kind: WorkflowKind,
  now: Date,
  period?: { from: string; to: string },
  support?: boolean,
) {
  const table = tables[kind];
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(table)
    .where(
      and(
        lateCondition(kind, now),
        period ? gte(table.createdAt, dayStart(period.from)) : undefined,
        period ? lt(table.createdAt, dayStart(addDays(period.to, 1))) : undefined,
        support === undefined ? undefined : support ? isNotNull(contacts.priority) : isNull(contacts.priority),
      ),
    );
  return n;
}

/** Requests every 37 minutes over 10 days before `end`, of every promise, some answered, some closed. */
async function seedWaiting(db: Db, end: Date) {
  const priorities = [null, 'critical', 'high', 'medium', 'low', 'unknown'];
  const urgencies = ['high', 'medium', 'low', 'other'];
  for (let i = 0; i < 400; i += 1) {
    const createdAt = new Date(end.getTime() - i * 37 * 60_000);
    const status = i % 7 === 0 ? 'en_cours' : i % 11 === 0 ? 'traite' : 'nouveau';
    const firstResponseAt = i % 7 === 0 ? new Date(createdAt.getTime() + HOUR) : null;
    const common = { email: `p${i}@example.ci`, source: '/ · test', createdAt, status, firstResponseAt } as const;
    await db
      .insert(contacts)
      .values({ ...common, name: `c${i}`, message: 'Bonjour', priority: priorities[i % priorities.length] });
    await db.insert(quotes).values({ ...common, name: `q${i}`, phone: '0707070707', service: 'Domotique' });
    await db.insert(consultations).values({
      ...common,
      name: `k${i}`,
      phone: '0707070707',
      consultationType: 'tech',
      consultationMode: 'phone',
      preferredDate: '2026-12-01',
      preferredTime: 'matin',
      urgency: urgencies[i % urgencies.length]!,
    });
    if (i % 3 === 0)
      await db.insert(demoRequests).values({ ...common, name: `d${i}`, solution: 'iSmart', requestType: 'demo' });
  }
}

async function expectSameCounts(db: Db, times: Date[]) {
  for (const now of times) {
    for (const kind of workflowKinds)
      expect(await lateCount(db, kind, now), `${kind} at ${now.toISOString()}`).toBe(await scanned(db, kind, now));
    const period = { from: '2026-11-20', to: '2026-11-24' };
    for (const support of [true, false]) {
      expect(
        await lateCount(db, 'contacts', now, { period, support }),
        `support ${support} at ${now.toISOString()}`,
      ).toBe(await scanned(db, 'contacts', now, period, support));
    }
    expect(await lateCount(db, 'consultations', now, { period })).toBe(await scanned(db, 'consultations', now, period));
  }
}

// A Friday evening, the Saturday, the Monday morning before and after the offices open, a Wednesday afternoon.
const end = new Date('2026-11-27T19:10:00Z');
const times = [
  '2026-11-27T19:10:00Z',
  '2026-11-28T11:00:00Z',
  '2026-11-30T07:29:00Z',
  '2026-11-30T09:45:00Z',
  '2026-12-02T15:20:00Z',
].map((at) => new Date(at));

describe.each(testDatabases)('the late requests’ count on $name', { timeout: 120_000 }, (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.open();
    await seedWaiting(database.db, end);
  }, 120_000);
  afterAll(async () => database?.destroy());

  it('is the number of late rows, whatever the time of the week, the period and the promise', async () => {
    expect(await scanned(database.db, 'contacts', times[4]!)).toBeGreaterThan(100);
    await expectSameCounts(database.db, times);
  });

  it('stays exact as requests are answered, closed, moved to another promise or deleted', async () => {
    const { db } = database;
    await db
      .update(contacts)
      .set({ firstResponseAt: sql`${contacts.createdAt} + interval '2 hours'` })
      .where(eq(contacts.priority, 'critical'));
    await db
      .update(quotes)
      .set({ status: 'traite' })
      .where(sql`${quotes.name} like 'q1%'`);
    await db.update(consultations).set({ urgency: 'high' }).where(eq(consultations.urgency, 'low'));
    await db.delete(demoRequests).where(sql`${demoRequests.name} like 'd2%'`);
    await expectSameCounts(db, times.slice(3));
    const rows = await db
      .select()
      .from(waitingCounts)
      .where(sql`${waitingCounts.n} < 0`);
    expect(rows).toEqual([]);
  });
});

describe.each(testDatabases)('migration 0020 on $name', { timeout: 120_000 }, (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.open({ migrate: false });
  }, 120_000);
  afterAll(async () => database?.destroy());

  it('counts the requests already waiting, once', async () => {
    const { db } = database;
    // The migrations before 0020; the requests as they were then (written in SQL: the schema has columns they lack).
    await database.migrate(20);
    await db.execute(sql`insert into contacts (name, email, message, source, priority, created_at, status, first_response_at) values
      ('a', 'a@example.ci', 'x', '/', 'critical', now() - interval '3 days', 'nouveau', null),
      ('b', 'b@example.ci', 'x', '/', null, now() - interval '3 days', 'nouveau', null),
      ('c', 'c@example.ci', 'x', '/', null, now() - interval '2 days', 'en_cours', now()),
      ('d', 'd@example.ci', 'x', '/', 'low', now() - interval '1 hour', 'nouveau', null)`);
    await db.execute(
      sql`insert into quotes (name, email, phone, service, source, created_at) values ('e', 'e@example.ci', '07', 'Domotique', '/', now() - interval '5 days')`,
    );
    await database.migrate();
    const counted = await db
      .select({ kind: waitingCounts.kind, promise: waitingCounts.promise, n: waitingCounts.n })
      .from(waitingCounts)
      .orderBy(waitingCounts.kind, waitingCounts.promise);
    expect(counted).toEqual([
      { kind: 'contacts', promise: '', n: 1 },
      { kind: 'contacts', promise: 'critical', n: 1 },
      { kind: 'contacts', promise: 'low', n: 1 },
      { kind: 'quotes', promise: '', n: 1 },
    ]);
    for (const kind of workflowKinds) expect(await lateCount(db, kind)).toBe(await scanned(db, kind, new Date()));
  });
});
