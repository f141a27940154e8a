/**
 * POST /api/admin/media: same-site only, the caller's role checked before a byte of the body is read, the body capped,
 * one answer shape with French messages. The session is the test's (readSession mocked); the rest is real.
 */
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MEDIA } from '@/config/media';
import { adminMessages } from '@/content/admin';
import { mediaText } from '@/content/media';
import type { AdminCaller } from '@/server/admin/access';
import { media } from '@/server/db/schema';
import { editorCaller, staffCast } from '../../../../../tests/support/callers';
import { testDatabases, type TestDatabase } from '../../../../../tests/support/databases';
import { captureLog } from '../../../../../tests/support/log';

const state = vi.hoisted(() => ({ user: null as AdminCaller['user'], db: undefined as unknown, sessionFails: false }));
vi.mock('@/server/auth/session', () => ({
  readSession: async () => {
    if (state.sessionFails) throw new Error('session store unavailable');
    return state.user;
  },
}));
vi.mock('@/server/db/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/server/db/client')>()),
  getDb: async () => state.db,
}));

const { POST } = await import('./route');

const logo = await sharp({
  create: { width: 640, height: 320, channels: 4, background: { r: 200, g: 0, b: 0, alpha: 0.5 } },
})
  .png()
  .toBuffer();

/** A post of this form, whose body says whether anything read it. */
async function post(
  fields: Record<string, string | Blob>,
  { headers = {}, type }: { headers?: Record<string, string>; type?: string } = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const encoded = new Response(form);
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  const read = { started: false };
  // No queue (highWaterMark 0): the stream is pulled only when someone reads it.
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        read.started = true;
        controller.enqueue(bytes);
        controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  const request = new Request('http://site.test/api/admin/media', {
    method: 'POST',
    body,
    duplex: 'half',
    headers: {
      host: 'site.test',
      origin: 'http://site.test',
      'content-type': type ?? encoded.headers.get('content-type')!,
      ...headers,
    },
  } as RequestInit);
  const response = await POST(request);
  return {
    status: response.status,
    cache: response.headers.get('cache-control'),
    json: (await response.json()) as Record<string, unknown>,
    read: read.started,
  };
}

const valid = () => ({
  file: new File([logo], 'logo.png', { type: 'image/png' }),
  alt: 'Logo de Sotra Froid',
  purpose: 'logo',
});

describe.each(testDatabases)('POST /api/admin/media ($name)', ({ open }) => {
  let database: TestDatabase;
  let cast: Awaited<ReturnType<typeof staffCast>>;
  let editor: AdminCaller;
  const rows = async () => (await database.db.select({ n: count() }).from(media))[0]!.n;
  const as = (caller: AdminCaller | null) => {
    state.user = caller?.user ?? null;
  };

  beforeAll(async () => {
    database = await open();
    state.db = database.db;
    cast = await staffCast(database.db);
    editor = await editorCaller(database.db);
  }, 60_000);
  afterAll(async () => {
    await database?.destroy();
  });

  it('lets an editor upload: the image’s id, size and alt, never cached', async () => {
    as(editor);
    const answer = await post(valid());
    expect(answer).toMatchObject({ status: 200, cache: 'private, no-store', read: true });
    expect(answer.json).toEqual({
      ok: true,
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      width: 320,
      height: 160,
      alt: 'Logo de Sotra Froid',
    });
  });

  it('lets an admin upload', async () => {
    as(cast.admin);
    expect(await post({ ...valid(), purpose: 'photo' })).toMatchObject({
      status: 200,
      json: { ok: true, width: 480, height: 240 },
    });
  });

  it('refuses the signed out, visitors and agents without reading the body', async () => {
    const before = await rows();
    for (const [caller, status, message] of [
      [null, 401, adminMessages.signInRequired],
      [cast.visitor, 403, adminMessages.forbidden],
      [cast.agent, 403, adminMessages.forbidden],
    ] as const) {
      as(caller);
      expect(await post(valid()), caller?.user?.email ?? 'signed out').toEqual({
        status,
        cache: 'private, no-store',
        json: { ok: false, message },
        read: false,
      });
    }
    expect(await rows()).toBe(before);
  });

  it('refuses a post from another site without reading it', async () => {
    as(editor);
    expect(await post(valid(), { headers: { origin: 'https://ailleurs.example' } })).toMatchObject({
      status: 403,
      read: false,
    });
    expect(await post(valid(), { headers: { 'sec-fetch-site': 'cross-site' } })).toMatchObject({
      status: 403,
      read: false,
    });
  });

  it('refuses a body that is not multipart, a body over its cap, and a malformed one', async () => {
    as(editor);
    expect(await post(valid(), { type: 'application/json' })).toMatchObject({
      status: 400,
      json: { ok: false, message: adminMessages.invalid },
      read: false,
    });
    const declaredTooLarge = await post(valid(), { headers: { 'content-length': String(MEDIA.postBytes + 1) } });
    expect(declaredTooLarge).toMatchObject({ status: 413, json: { ok: false, message: mediaText.tooLarge } });
    const heavy = new File([logo, new Uint8Array(MEDIA.postBytes)], 'logo.png');
    expect(await post({ ...valid(), file: heavy })).toMatchObject({
      status: 413,
      json: { ok: false, message: mediaText.tooLarge },
    });
    expect(await post(valid(), { type: 'multipart/form-data; boundary=autre-chose' })).toMatchObject({
      status: 400,
      json: { ok: false, message: adminMessages.invalid },
    });
  });

  it('answers each refusal of the upload in French, and stores nothing', async () => {
    as(editor);
    const before = await rows();
    expect((await post({ ...valid(), alt: ' ' })).json).toEqual({ ok: false, message: mediaText.altRequired });
    const { alt: _alt, ...withoutAlt } = valid();
    expect((await post(withoutAlt)).json).toEqual({ ok: false, message: mediaText.altRequired });
    expect((await post({ ...valid(), purpose: 'banniere' })).json).toEqual({
      ok: false,
      message: mediaText.purposeInvalid,
    });
    const { file: _file, ...withoutFile } = valid();
    expect((await post(withoutFile)).json).toEqual({ ok: false, message: mediaText.fileMissing });
    expect((await post({ ...valid(), file: 'logo.png' })).json).toEqual({ ok: false, message: mediaText.fileMissing });
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'logo.png', {
      type: 'image/png',
    });
    expect(await post({ ...valid(), file: svg })).toMatchObject({
      status: 400,
      json: { ok: false, message: mediaText.notAnImage },
    });
    expect(await rows()).toBe(before);
  });

  it('answers an outage with a 503 in French, and logs it', async () => {
    as(editor);
    state.sessionFails = true;
    const log = captureLog();
    try {
      expect(await post(valid())).toMatchObject({
        status: 503,
        json: { ok: false, message: mediaText.uploadFailed },
        read: false,
      });
      expect(log.errors()).toEqual(['[admin] request failed: Error']);
    } finally {
      log.restore();
      state.sessionFails = false;
    }
  });
});
