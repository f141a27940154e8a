/**
 * POST /api/admin/showcase: the caller's role checked before a byte of the body is read, the body capped at 16 KB,
 * a wrong field answered in French, one answer shape. The session is the test's (readSession mocked); the rest is real.
 */
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminMessages } from '@/content/admin';
import { showcaseMessages } from '@/content/showcase';
import type { AdminCaller } from '@/server/admin/access';
import { BODY_CAPS } from '@/server/body';
import { showcaseItems } from '@/server/db/schema';
import { editorCaller, staffCast } from '../../../../../tests/support/callers';
import { testDatabases, type TestDatabase } from '../../../../../tests/support/databases';

const state = vi.hoisted(() => ({ user: null as AdminCaller['user'], db: undefined as unknown }));
vi.mock('@/server/auth/session', () => ({ readSession: async () => state.user }));
vi.mock('@/server/db/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/server/db/client')>()),
  getDb: async () => state.db,
}));

const { POST } = await import('./route');

/** A post of this JSON text, whose body says whether anything read it. */
async function post(text: string) {
  const read = { started: false };
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        read.started = true;
        controller.enqueue(new TextEncoder().encode(text));
        controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  const request = new Request('http://site.test/api/admin/showcase', {
    method: 'POST',
    body,
    duplex: 'half',
    headers: { host: 'site.test', origin: 'http://site.test', 'content-type': 'application/json' },
  } as RequestInit);
  const response = await POST(request);
  return { status: response.status, json: (await response.json()) as Record<string, unknown>, read: read.started };
}

const client = (name: string) =>
  JSON.stringify({
    action: 'create',
    kind: 'client',
    fields: { name, sector: 'sante', illustrative: false },
    imageId: null,
  });

describe.each(testDatabases)('POST /api/admin/showcase ($name)', ({ open }) => {
  let database: TestDatabase;
  let cast: Awaited<ReturnType<typeof staffCast>>;
  let editor: AdminCaller;
  const rows = async () => (await database.db.select({ n: count() }).from(showcaseItems))[0]!.n;

  beforeAll(async () => {
    database = await open();
    state.db = database.db;
    cast = await staffCast(database.db);
    editor = await editorCaller(database.db);
  }, 60_000);
  afterAll(() => database?.destroy());

  it('refuses the signed out, visitors and agents without reading the body', async () => {
    for (const [caller, status, message] of [
      [null, 401, adminMessages.signInRequired],
      [cast.visitor, 403, adminMessages.forbidden],
      [cast.agent, 403, adminMessages.forbidden],
    ] as const) {
      state.user = caller?.user ?? null;
      expect(await post(client('Clinique du Plateau'))).toEqual({ status, json: { ok: false, message }, read: false });
    }
    expect(await rows()).toBe(31);
  });

  it('adds an editor’s client; refuses a wrong field in French and a body over 16 KB, storing nothing', async () => {
    state.user = editor.user;
    expect(await post(client('Clinique du Plateau'))).toMatchObject({
      status: 200,
      json: { ok: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    });
    expect(await post(client(''))).toMatchObject({
      status: 400,
      json: { ok: false, message: showcaseMessages.required },
    });
    expect(await post(client('x'.repeat(BODY_CAPS.showcase)))).toMatchObject({ status: 413 });
    expect(await post('{"action":')).toMatchObject({ status: 400, json: { ok: false } });
    expect(await rows()).toBe(32);
  });
});
