import { describe, expect, it } from 'vitest';
import { BodyError, DRAIN, readBytes, readJson } from './body';

const streamOf = (chunks: Uint8Array[], onPull?: () => void) => {
  let index = 0;
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        onPull?.();
        if (index < chunks.length) controller.enqueue(chunks[index++]!);
        else controller.close();
      },
    },
    { highWaterMark: 0 },
  );
};

const post = (body: ReadableStream<Uint8Array> | string, headers: Record<string, string> = {}) =>
  new Request('http://localhost/', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(BodyError);
  return (error as BodyError).status;
};

describe('reading a body with a hard cap', () => {
  it('reads a body under the cap, chunk by chunk', async () => {
    const body = post(streamOf([new TextEncoder().encode('{"a":'), new TextEncoder().encode('"é"}')]));
    expect(await readJson(body, 64)).toEqual({ a: 'é' });
  });

  it('refuses a declared length over the cap without reading a byte', async () => {
    let pulls = 0;
    const body = post(
      streamOf([new Uint8Array(10)], () => (pulls += 1)),
      { 'content-length': '100000' },
    );
    expect(await refusal(readBytes(body, 1024))).toBe(413);
    expect(pulls).toBe(0);
  });

  it('refuses a chunked body as soon as it passes the cap, then drops a bounded rest and cancels', async () => {
    let pulls = 0;
    let cancelled = false;
    const chunk = new Uint8Array(1024);
    const endless = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulls += 1;
          controller.enqueue(chunk);
        },
        cancel() {
          cancelled = true;
        },
      },
      { highWaterMark: 0 },
    );
    const refused = readBytes(post(endless), 8 * 1024).catch((error: unknown) => ({ error, pullsThen: pulls }));
    const { error, pullsThen } = (await refused) as { error: BodyError; pullsThen: number };
    expect(error.status).toBe(413);
    // Refused right after the 9th kilobyte: the answer does not wait for the rest to be drained.
    expect(pullsThen).toBeLessThan(20);
    await expect.poll(() => cancelled).toBe(true);
    // The rest is read and dropped (so that a client still sending gets the 413), up to DRAIN.bytes, never more.
    expect(pulls).toBeLessThanOrEqual(10 + DRAIN.bytes / 1024 + 2);
  });

  it('refuses invalid UTF-8 and invalid JSON as malformed', async () => {
    expect(
      await refusal(
        readJson(post(streamOf([Uint8Array.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d])])), 64),
      ),
    ).toBe(400);
    expect(await refusal(readJson(post('{"a":'), 64))).toBe(400);
    expect(await refusal(readJson(post(''), 64))).toBe(400);
  });

  it('parses deep JSON without overflowing the stack', async () => {
    const deep = `${'['.repeat(30_000)}${']'.repeat(30_000)}`;
    expect(Array.isArray(await readJson(post(deep), 64 * 1024))).toBe(true);
  });
});
