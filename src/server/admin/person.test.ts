/**
 * Each person's whole story (issue 32): the requests of every kind with the same address, whatever its case, or the
 * same phone however typed; « Doublon ? » within 30 days; the person's page; agents and admins only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultations, contacts, quotes } from '@/server/db/schema';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { staffCast } from '../../../tests/support/callers';
import type { AdminCaller } from './access';
import { getRequest } from './queries';
import { loadPersonPage, otherRequests, parsePerson, personOf, personPath, requestsOfPerson } from './person';

const DAY = 86_400_000;

describe('the person of an address', () => {
  it('reads an address in lower case and a phone however typed; nobody from neither', () => {
    expect(parsePerson({ email: ' Awa@Example.CI ' })).toEqual({ email: 'awa@example.ci', phone: null });
    expect(parsePerson({ tel: '07 07 07 07 07' })).toEqual({ email: null, phone: '+2250707070707' });
    expect(parsePerson({ email: 'awa@example.ci', tel: '+225 0707070707' })).toEqual({
      email: 'awa@example.ci',
      phone: '+2250707070707',
    });
    for (const params of [{}, { email: 'pas-une-adresse' }, { tel: '12' }, { email: ['x'.repeat(10_000)] }])
      expect(parsePerson(params), JSON.stringify(params).slice(0, 40)).toBeNull();
    expect(personPath({ email: 'awa@example.ci', phone: '+2250707070707' })).toBe(
      '/admin/personne?email=awa%40example.ci&tel=%2B2250707070707',
    );
  });
});

describe.each(testDatabases)('a person’s requests on $name', { timeout: 60_000 }, (target) => {
  let database: TestDatabase;
  let agent: AdminCaller;
  let visitor: AdminCaller;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    database = await target.open();
    ({ agent, visitor } = await staffCast(database.db));
    const { db } = database;
    const at = (days: number) => new Date(Date.now() - days * DAY);
    const source = '/ · test';
    [{ id: ids.quote }] = (await db
      .insert(quotes)
      .values({
        name: 'Awa Koné',
        email: 'awa@example.ci',
        phone: '07 07 07 07 07',
        phoneE164: '+2250707070707',
        service: 'Domotique',
        source,
        createdAt: at(0),
      })
      .returning({ id: quotes.id })) as [{ id: string }];
    // The same address in capitals, 10 days before: a possible duplicate.
    [{ id: ids.contact }] = (await db
      .insert(contacts)
      .values({ name: 'AWA KONE', email: 'AWA@EXAMPLE.CI', message: 'Bonjour', source, createdAt: at(10) })
      .returning({ id: contacts.id })) as [{ id: string }];
    // A call-back with the same phone and no address, 45 days before: hers, not a duplicate.
    [{ id: ids.callback }] = (await db
      .insert(contacts)
      .values({
        name: 'Awa',
        email: '',
        phone: '+225 0707070707',
        phoneE164: '+2250707070707',
        service: 'Rappel',
        message: 'Rappel',
        source,
        createdAt: at(45),
      })
      .returning({ id: contacts.id })) as [{ id: string }];
    [{ id: ids.consultation }] = (await db
      .insert(consultations)
      .values({
        name: 'Awa K.',
        email: 'awa@example.ci',
        phone: '0707070707',
        consultationType: 'audit',
        consultationMode: 'visite',
        preferredDate: '2026-12-01',
        preferredTime: 'matin',
        urgency: 'low',
        source,
        createdAt: at(200),
      })
      .returning({ id: consultations.id })) as [{ id: string }];
    // Someone else, and another call-back without address or number that could be read.
    await db.insert(quotes).values({
      name: 'Yao',
      email: 'yao@example.ci',
      phone: '0505050505',
      phoneE164: '+2250505050505',
      service: 'Domotique',
      source,
    });
    await db.insert(contacts).values({ name: 'Inconnu', email: '', phone: '12', message: 'Rappel', source });
  }, 60_000);
  afterAll(async () => database?.destroy());

  it('finds every kind’s requests by address or phone, newest first, and marks those within 30 days', async () => {
    const quote = await getRequest(agent, 'quotes', ids.quote!);
    expect(personOf(quote)).toEqual({ email: 'awa@example.ci', phone: '+2250707070707' });
    const others = await otherRequests(agent, 'quotes', quote);
    expect(others.map(({ kind, id, duplicate }) => ({ kind, id, duplicate }))).toEqual([
      { kind: 'contacts', id: ids.contact, duplicate: true },
      { kind: 'contacts', id: ids.callback, duplicate: false },
      { kind: 'consultations', id: ids.consultation, duplicate: false },
    ]);
    // From the call-back, known by its phone only: the quote, not the others (no address to match them by).
    const callback = await getRequest(agent, 'contacts', ids.callback!);
    expect((await otherRequests(agent, 'contacts', callback)).map(({ id }) => id)).toEqual([ids.quote]);
    // A call-back whose number could not be read is nobody's: no other request.
    expect(await requestsOfPerson(agent, { email: null, phone: null })).toEqual([]);
  });

  it('gives a person’s page to agents and admins only', async () => {
    const page = await loadPersonPage({ email: 'Awa@example.ci', tel: '0707070707' }, async () => agent);
    expect(page.state === 'ready' && page.requests.map(({ id }) => id)).toEqual([
      ids.quote,
      ids.contact,
      ids.callback,
      ids.consultation,
    ]);
    expect(await loadPersonPage({ email: 'nobody' }, async () => agent)).toEqual({ state: 'not-found' });
    expect(await loadPersonPage({ email: 'awa@example.ci' }, async () => ({ db: database.db, user: null }))).toEqual({
      state: 'redirect',
      to: '/auth?retour=/admin/personne',
    });
    expect(await loadPersonPage({ email: 'awa@example.ci' }, async () => visitor)).toEqual({
      state: 'redirect',
      to: '/auth',
    });
    await expect(requestsOfPerson(visitor, { email: 'awa@example.ci', phone: null })).rejects.toMatchObject({
      kind: 'forbidden',
    });
    await expect(
      requestsOfPerson({ db: database.db, user: null }, { email: 'awa@example.ci', phone: null }),
    ).rejects.toMatchObject({ kind: 'unauthenticated' });
  });
});
