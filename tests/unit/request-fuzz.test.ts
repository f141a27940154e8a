/**
 * Throws generated bad payloads at the JSON transport of every kind of request: each must get a clear French error,
 * never a 5xx, and nothing may be stored.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@/content/requests';
import { requestKinds, type RequestKind } from '@/lib/schemas/requests';
import { validRequest } from '../support/hostile';

const dataDir = mkdtempSync(join(tmpdir(), 'site-fuzz-'));
process.env.DATA_DIR = dataDir;
delete process.env.DATABASE_URL;

const { POST } = await import('@/app/api/requests/[kind]/route');
const { getDatabase } = await import('@/server/db/client');
const schema = await import('@/server/db/schema');

const valid = Object.fromEntries(requestKinds.map((kind) => [kind, validRequest(kind, 'fuzz')])) as Record<
  RequestKind,
  Record<string, unknown>
>;

/** Required fields, whose absence or any of the wrong values below is refused (urgency has a default). */
const strictFields: Record<RequestKind, string[]> = {
  quote: ['name', 'email', 'phone', 'service', 'source'],
  consultation: [
    'name',
    'email',
    'phone',
    'consultationType',
    'consultationMode',
    'preferredDate',
    'preferredTime',
    'source',
  ],
  contact: ['name', 'email', 'message', 'source'],
  support: ['name', 'email', 'phone', 'priority', 'description', 'source'],
  newsletter: ['email', 'source'],
  demo: ['name', 'email', 'solution', 'requestType', 'source'],
  callback: ['name', 'phone', 'slot', 'source'],
};

// A small deterministic generator, so that a failure can be replayed.
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function* badPayloads(kind: RequestKind, total: number): Generator<string> {
  const next = random(kind.length * 7919 + total);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const wrongValues = [
    null,
    42,
    -1.5,
    true,
    [],
    ['a'],
    {},
    { $gt: '' },
    '',
    '   ',
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    "'; drop table quotes; --",
    'x'.repeat(6000),
    '\u0000',
    'nouveau',
    '1999-12-31',
    'pas-une-adresse@',
  ];
  const notObjects = [
    'null',
    '42',
    '"texte"',
    '[]',
    '[{}]',
    'true',
    '{"name":',
    '{,}',
    'undefined',
    '',
    '{"__proto__":{"x":1}}',
  ];
  for (let i = 0; i < total; i += 1) {
    const shape = next();
    if (shape < 0.08) {
      yield pick(notObjects);
      continue;
    }
    const payload: Record<string, unknown> = { ...valid[kind] };
    const fields = strictFields[kind];
    const broken = 1 + Math.floor(next() * 3);
    for (let b = 0; b < broken; b += 1) {
      const field = pick(fields);
      if (next() < 0.2) delete payload[field];
      else {
        let value = pick(wrongValues);
        // Free-text fields accept any non-empty text (markup included, stored as typed): make it too long instead.
        if (
          typeof value === 'string' &&
          value.length < 6000 &&
          ['name', 'message', 'description'].includes(field) &&
          value.trim() !== ''
        )
          value = 'x'.repeat(6000);
        payload[field] = value;
      }
    }
    if (next() < 0.1) payload.unexpected = { nested: ['<b>'] };
    yield JSON.stringify(payload);
  }
}

const tables = [
  schema.quotes,
  schema.contacts,
  schema.consultations,
  schema.demoRequests,
  schema.newsletterSubscribers,
  schema.outbox,
];

async function rowCounts() {
  const { db } = await getDatabase();
  return Promise.all(tables.map(async (table) => (await db.select({ n: count() }).from(table))[0]?.n ?? 0));
}

const frenchMessages = new Set<string>([
  messages.required,
  messages.contactRequired,
  messages.emailMissing,
  messages.emailInvalid,
  messages.invalidChoice,
  messages.invalidRequest,
  messages.pastDate,
  // A phone is checked as one (lib/phone.ts), not as free text: a control character in it is refused as such.
  messages.invalidCharacters,
  messages.phoneInvalid,
  messages.phoneOldNumbering,
  messages.tooLong(100),
  messages.tooLong(30),
  messages.tooLong(200),
  messages.tooLong(254),
  messages.tooLong(5000),
]);

const post = (kind: string, body: string, headers: Record<string, string> = {}) =>
  POST(
    new Request(`http://localhost/api/requests/${kind}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9', ...headers },
      body,
    }),
    {
      params: Promise.resolve({ kind }),
    },
  );

describe('bad payloads sent straight to the server', () => {
  beforeAll(async () => {
    await getDatabase();
  }, 60_000);
  afterAll(async () => {
    await (await getDatabase()).close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  for (const kind of requestKinds) {
    it(`refuses 1,000 bad ${kind} payloads in French, without a 5xx, storing nothing`, async () => {
      const before = await rowCounts();
      const statuses = new Map<number, number>();
      for (const body of badPayloads(kind, 1000)) {
        const response = await post(kind, body);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        expect(response.status, body.slice(0, 200)).toBeGreaterThanOrEqual(400);
        expect(response.status, body.slice(0, 200)).toBeLessThan(500);
        const json = (await response.json()) as { ok: boolean; error: { description: string } };
        expect(json.ok).toBe(false);
        expect(frenchMessages.has(json.error.description), `${json.error.description} for ${body.slice(0, 200)}`).toBe(
          true,
        );
      }
      expect(await rowCounts()).toEqual(before);
      expect([...statuses.keys()]).toEqual([400]);
    }, 120_000);
  }

  it('refuses wrong content types, oversized bodies, cross-site posts and unknown kinds without storing', async () => {
    const before = await rowCounts();
    const body = JSON.stringify(valid.quote);
    expect((await post('quote', body, { 'content-type': 'text/plain' })).status).toBe(415);
    expect((await post('quote', JSON.stringify({ ...valid.quote, description: 'x'.repeat(70_000) }))).status).toBe(413);
    expect((await post('quote', body, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await post('quote', body, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await post('inconnu', body)).status).toBe(404);
    expect(await rowCounts()).toEqual(before);
    // The same payload, sent properly, is stored: the refusals above are not an accident of the payload.
    expect((await post('quote', body)).status).toBe(200);
    expect((await rowCounts())[0]).toBe((before[0] ?? 0) + 1);
  });
});
