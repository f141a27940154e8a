/**
 * /api/admin/export: an export writes (its audit line, a history line per selected request), so it is a same-site POST
 * only; a GET (a link) answers 405 and a post from another site 403, writing nothing. The session is the test's
 * (readSession mocked); the rest is real.
 */
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminMessages } from '@/content/admin';
import type { AdminCaller } from '@/server/admin/access';
import { auditEvents, quotes, requestEvents } from '@/server/db/schema';
import { staffCast } from '../../../../../tests/support/callers';
import { testDatabases, type TestDatabase } from '../../../../../tests/support/databases';

const state = vi.hoisted(() => ({ user: null as AdminCaller['user'], db: undefined as unknown }));
vi.mock('@/server/auth/session', () => ({ readSession: async () => state.user }));
vi.mock('@/server/db/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/server/db/client')>()),
  getDb: async () => state.db,
}));

const { GET, POST } = await import('./route');

const sameSite = { host: 'site.test', origin: 'http://site.test', 'sec-fetch-site': 'same-origin' };
const post = (query: string, headers: Record<string, string> = sameSite) =>
  POST(new Request(`http://site.test/api/admin/export${query}`, { method: 'POST', headers }));

describe.each(testDatabases)('/api/admin/export ($name)', ({ open }) => {
  let database: TestDatabase;
  let cast: Awaited<ReturnType<typeof staffCast>>;
  let quoteId: string;
  const written = async () => ({
    audit: (await database.db.select({ n: count() }).from(auditEvents))[0]!.n,
    history: (await database.db.select({ n: count() }).from(requestEvents))[0]!.n,
  });

  beforeAll(async () => {
    database = await open();
    state.db = database.db;
    cast = await staffCast(database.db);
    const [quote] = await database.db
      .insert(quotes)
      .values({ name: 'Awa Koné', email: 'awa@example.ci', phone: '0707070707', service: 'Domotique', source: '/' })
      .returning();
    quoteId = quote!.id;
  }, 60_000);
  afterAll(() => database?.destroy());

  it('answers a GET (a link, maybe on another site) 405 with Allow: POST, and writes nothing', async () => {
    state.user = cast.admin.user;
    const response = GET();
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(await written()).toEqual({ audit: 0, history: 0 });
  });

  it('refuses a post from another site 403, before any line is written', async () => {
    state.user = cast.admin.user;
    const crossSite: Record<string, string>[] = [
      { host: 'site.test', origin: 'https://evil.example' },
      { host: 'site.test', 'sec-fetch-site': 'cross-site' },
      { host: 'site.test', origin: 'null' },
    ];
    for (const headers of crossSite) {
      const response = await post(`?onglet=devis&ids=${quoteId}`, headers);
      expect([response.status, await response.text()]).toEqual([403, adminMessages.forbidden]);
    }
    expect(await written()).toEqual({ audit: 0, history: 0 });
  });

  it('refuses the signed out and visitors', async () => {
    state.user = null;
    expect((await post('?onglet=devis')).status).toBe(401);
    state.user = cast.visitor.user;
    expect((await post('?onglet=devis')).status).toBe(403);
    expect(await written()).toEqual({ audit: 0, history: 0 });
  });

  it('answers a same-site post with the CSV as a file, its audit line, and a history line per selected request', async () => {
    state.user = cast.admin.user;
    const response = await post(`?onglet=devis&ids=${quoteId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="devis-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(await response.text()).toContain('"Awa Koné"');
    expect(await written()).toEqual({ audit: 1, history: 1 });
  });
});
