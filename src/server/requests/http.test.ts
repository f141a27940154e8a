import { describe, expect, it } from 'vitest';
import { photoText } from '@/content/photos';
import { PHOTOS } from '@/config/photos';
import { messages } from '@/content/requests';
import { BODY_CAPS } from '@/server/body';
import { readRequestBody, requestResponse, unavailable } from './http';

describe('requestResponse', () => {
  it('answers a 503 with the Retry-After of its result (the photo queue full), or 30 s (an outage), and nothing else with one', async () => {
    const busy = requestResponse({
      ok: false,
      status: 503,
      retryAfter: 10,
      error: { title: messages.errorTitle, description: photoText.busy },
    });
    expect([busy.status, busy.headers.get('retry-after'), busy.headers.get('cache-control')]).toEqual([
      503,
      '10',
      'no-store',
    ]);
    expect(await busy.json()).toEqual({
      ok: false,
      error: { title: messages.errorTitle, description: photoText.busy },
    });
    expect(requestResponse(unavailable).headers.get('retry-after')).toBe('30');
    const limited = requestResponse({
      ok: false,
      status: 429,
      error: { title: messages.rateLimitedTitle, description: messages.rateLimited },
    });
    expect([limited.status, limited.headers.get('retry-after')]).toEqual([429, null]);
    const stored = requestResponse({ ok: true, notice: { title: messages.quoteSuccessTitle } });
    expect([stored.status, await stored.json()]).toEqual([
      200,
      { ok: true, notice: { title: messages.quoteSuccessTitle } },
    ]);
  });
});

describe('readRequestBody', () => {
  const post = (body: BodyInit, type: string) =>
    new Request('http://localhost/api/requests/quote', { method: 'POST', body, headers: { 'content-type': type } });
  const multipart = async (parts: [string, string | Blob][]) => {
    const form = new FormData();
    for (const [name, value] of parts) form.append(name, value);
    const encoded = new Response(form);
    return post(await encoded.arrayBuffer(), encoded.headers.get('content-type')!);
  };
  const refused = (status: number, description: string = messages.invalidRequest) => ({
    ok: false,
    status,
    error: { title: messages.errorTitle, description },
  });
  const photo = new Blob([Uint8Array.from([1, 2, 3])], { type: 'image/jpeg' });

  it('reads JSON, and the fields and photos of a multipart post for a kind that takes photos', async () => {
    expect(await readRequestBody('contact', post('{"name":"Awa"}', 'application/json; charset=utf-8'))).toEqual({
      ok: true,
      input: { name: 'Awa' },
    });
    expect(
      await readRequestBody(
        'quote',
        await multipart([
          [PHOTOS.fieldsPart, '{"name":"Awa"}'],
          [PHOTOS.field, photo],
          [PHOTOS.field, photo],
        ]),
      ),
    ).toEqual({
      ok: true,
      input: { name: 'Awa' },
      photos: [Uint8Array.from([1, 2, 3]), Uint8Array.from([1, 2, 3])],
    });
  });

  it('refuses another type, multipart for a kind without photos, a malformed body and one over its cap', async () => {
    expect(await readRequestBody('quote', post('name=Awa', 'application/x-www-form-urlencoded'))).toEqual(refused(415));
    expect(await readRequestBody('contact', await multipart([[PHOTOS.fieldsPart, '{}']]))).toEqual(refused(415));
    expect(await readRequestBody('contact', post('{"name":', 'application/json'))).toEqual(refused(400));
    expect(await readRequestBody('quote', await multipart([[PHOTOS.field, photo]]))).toEqual(refused(400));
    expect(
      await readRequestBody(
        'quote',
        await multipart([
          [PHOTOS.fieldsPart, '{}'],
          [PHOTOS.field, 'not a file'],
        ]),
      ),
    ).toEqual(refused(400));
    expect(await readRequestBody('quote', await multipart([[PHOTOS.fieldsPart, '{"name":']]))).toEqual(refused(400));
    expect(
      await readRequestBody(
        'support',
        await multipart([[PHOTOS.fieldsPart, JSON.stringify({ message: 'x'.repeat(BODY_CAPS.request) })]]),
      ),
    ).toEqual(refused(413, messages.tooLarge));
    expect(
      await readRequestBody(
        'contact',
        post(JSON.stringify({ message: 'x'.repeat(BODY_CAPS.request) }), 'application/json'),
      ),
    ).toEqual(refused(413, messages.tooLarge));
  });
});
