import { afterEach, describe, expect, it, vi } from 'vitest';
import { photoText } from '@/content/photos';
import { messages } from '@/content/requests';
import { limits } from '@/lib/schemas/limits';
import { captureLog } from '../../../tests/support/log';
import type { RequestContext, RequestResult } from './pipeline';

const ctx = { db: {}, ip: '203.0.113.7' } as unknown as RequestContext;
const calls: { kind: string; input: unknown; ctx: RequestContext }[] = [];
let answer: RequestResult | Error = { ok: true, notice: { title: 'Reçu', description: 'Merci' } };

vi.mock('./http', async (original) => ({
  ...(await original<typeof import('./http')>()),
  requestContext: async () => ctx,
}));
vi.mock('./index', () => ({
  createRequest: async (kind: string, input: unknown, given: RequestContext) => {
    calls.push({ kind, input, ctx: given });
    if (answer instanceof Error) throw answer;
    return answer;
  },
}));

const { postForm, postSubscription } = await import('./form-post');

const form = (fields: Record<string, string | File | File[]>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) data.append(name, item);
  return data;
};
const refused = (fields?: Record<string, string>): RequestResult => ({
  ok: false,
  status: 400,
  error: { title: messages.errorTitle, description: messages.invalidRequest, fields },
});

afterEach(() => {
  calls.length = 0;
  answer = { ok: true, notice: { title: 'Reçu', description: 'Merci' } };
});

describe('postForm', () => {
  it("reads the kind's schema fields only, with the visit and a key derived from the fields, and answers the notice", async () => {
    const attribution = JSON.stringify({ utmSource: 'Facebook' });
    const state = await postForm(
      'contact',
      form({
        name: 'Awa',
        email: 'awa@example.ci',
        message: 'Bonjour',
        source: '/contact · page',
        website: '',
        attribution,
        role: 'admin',
      }),
      new Headers(),
    );
    expect(state).toEqual({ status: 'success', title: 'Reçu', description: 'Merci', values: {} });
    expect(calls).toHaveLength(1);
    const { kind, input, ctx: given } = calls[0]!;
    expect(kind).toBe('contact');
    expect(input).toEqual({
      source: '/contact · page',
      website: '',
      name: 'Awa',
      email: 'awa@example.ci',
      phone: '',
      company: '',
      service: '',
      message: 'Bonjour',
    });
    expect(given).toMatchObject({
      ...ctx,
      deriveIdempotencyKey: true,
      visit: { channel: 'facebook', attribution: { utmSource: 'Facebook' } },
    });
    expect(given.photos).toBeUndefined();
  });

  it('gives back what was typed, capped, without the honeypot and the source, beside the errors', async () => {
    answer = refused({ email: messages.required });
    const state = await postForm(
      'callback',
      form({ name: 'x'.repeat(60_000), phone: '07', slot: '', source: '/demande/rappel', website: 'bot' }),
      new Headers(),
    );
    expect(state).toEqual({
      status: 'error',
      title: messages.errorTitle,
      description: messages.invalidRequest,
      fields: { email: messages.required },
      values: { name: 'x'.repeat(limits.text), phone: '07', slot: '', message: '' },
    });
  });

  it('sends the photos of a quote with its fields, and asks for them again when the request is refused', async () => {
    answer = refused({ name: messages.required });
    const photo = new File([new Uint8Array([1, 2, 3])], 'a.jpg', { type: 'image/jpeg' });
    const state = await postForm('quote', form({ photos: [photo, photo], name: '' }), new Headers());
    expect(calls[0]!.ctx.photos).toEqual([new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3])]);
    expect(state.status === 'error' && state.fields).toEqual({
      name: messages.required,
      photos: photoText.pickAgain(2),
    });
    // Photos refused for themselves keep their own message.
    answer = refused({ photos: photoText.notAnImage });
    const again = await postForm('quote', form({ photos: photo }), new Headers());
    expect(again.status === 'error' && again.fields).toEqual({ photos: photoText.notAnImage });
    // Photos never go with a kind that takes none.
    await postForm('demo', form({ photos: photo }), new Headers());
    expect(calls[2]!.ctx.photos).toBeUndefined();
  });

  it('answers an outage in French and logs its cause when the write fails before it is saved', async () => {
    answer = new Error('connection refused');
    const log = captureLog();
    try {
      const state = await postForm('support', form({ name: 'Awa' }), new Headers());
      expect(state).toMatchObject({ status: 'error', title: messages.errorTitle, description: messages.sendFailed });
      expect(log.errors()).toEqual(['[requests] support failed before it could be saved: Error']);
    } finally {
      log.restore();
    }
  });
});

describe('postSubscription', () => {
  it('sends the address without a derived key or a visit, and answers done or the error with the address as typed', async () => {
    expect(
      await postSubscription(
        form({ email: 'awa@example.ci', source: '/ · pied de page', website: '', attribution: '{"utmSource":"x"}' }),
        new Headers(),
      ),
    ).toEqual({ status: 'success' });
    expect(calls[0]).toEqual({
      kind: 'newsletter',
      input: { source: '/ · pied de page', website: '', email: 'awa@example.ci' },
      ctx,
    });
    answer = refused({ email: messages.emailMissing });
    expect(await postSubscription(form({ email: 'a'.repeat(400) }), new Headers())).toEqual({
      status: 'error',
      error: messages.emailMissing,
      email: 'a'.repeat(limits.email),
    });
    answer = refused();
    expect(await postSubscription(form({}), new Headers())).toEqual({
      status: 'error',
      error: messages.invalidRequest,
      email: '',
    });
  });
});
