import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLog } from '../../tests/support/log';
import { parseDsn } from './error-report';

type Received = { path: string; headers: IncomingHttpHeaders; body: string };

describe('error reports', () => {
  const received: Received[] = [];
  const endpoint = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  let dsn = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
    dsn = `http://cle-publique@127.0.0.1:${(endpoint.address() as AddressInfo).port}/42`;
    process.env.ERROR_REPORT_DSN = dsn;
  });
  afterAll(() => endpoint.close());

  it('read a Sentry DSN, with or without a path before the project', () => {
    expect(parseDsn('https://abc@o1.ingest.sentry.io/123')).toEqual({
      url: 'https://o1.ingest.sentry.io/api/123/envelope/',
      key: 'abc',
      dsn: 'https://abc@o1.ingest.sentry.io/123',
    });
    expect(parseDsn('https://abc@glitchtip.example.ci/erreurs/7')?.url).toBe(
      'https://glitchtip.example.ci/erreurs/api/7/envelope/',
    );
    expect(parseDsn('https://glitchtip.example.ci/7')).toBeNull();
    expect(parseDsn('pas une adresse')).toBeNull();
  });

  it('send one envelope with the stack, the route and the request id, and log the same, never the message', async () => {
    // Imported once ERROR_REPORT_DSN is set: the settings are read at first use.
    const { reportError } = await import('./error-report');
    const log = captureLog();
    try {
      const error = new TypeError('Cannot read "email" of awa@example.ci');
      await reportError('next', 'request failed', error, {
        route: '/demande/devis',
        routeType: 'render',
        method: 'GET',
        requestId: 'req-12345678',
        digest: '804282157',
      });
    } finally {
      log.restore();
    }
    expect(received).toHaveLength(1);
    const [{ path, headers, body }] = received as [Received];
    expect(path).toBe('/api/42/envelope/');
    expect(headers['content-type']).toBe('application/x-sentry-envelope');
    expect(headers['x-sentry-auth']).toContain('sentry_key=cle-publique');
    const [header, item, event] = body.split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(header).toMatchObject({ dsn });
    expect(item).toEqual({ type: 'event' });
    expect(event).toMatchObject({
      platform: 'node',
      level: 'error',
      transaction: '/demande/devis',
      tags: {
        route: '/demande/devis',
        route_type: 'render',
        method: 'GET',
        request_id: 'req-12345678',
        digest: '804282157',
      },
      exception: { values: [{ type: 'TypeError', value: 'TypeError' }] },
    });
    const frames = (
      event as { exception: { values: { stacktrace: { frames: { filename?: string; lineno?: number }[] } }[] } }
    ).exception.values[0]!.stacktrace.frames;
    // Oldest call first, as Sentry reads them: the throwing frame, this file, is last.
    expect(frames.at(-1)).toMatchObject({ filename: 'src/server/error-report.test.ts', lineno: expect.any(Number) });
    expect(body).not.toMatch(/awa@|Cannot read/);

    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]).toMatchObject({
      level: 'error',
      scope: 'next',
      route: '/demande/devis',
      requestId: 'req-12345678',
      digest: '804282157',
      error: 'TypeError',
    });
    expect(JSON.stringify(log.lines[0])).not.toMatch(/awa@|Cannot read/);
  });

  it('log a report the endpoint refuses, and go on', async () => {
    const { reportError } = await import('./error-report');
    endpoint.removeAllListeners('request');
    endpoint.on('request', (_request, response) => response.writeHead(429).end());
    const log = captureLog();
    try {
      await reportError('process', 'unhandled rejection', new Error('x'));
    } finally {
      log.restore();
    }
    expect(log.lines.map((line) => line.msg)).toEqual(['unhandled rejection', 'error report refused']);
    expect(log.lines[1]).toMatchObject({ scope: 'errors', status: 429 });
  });
});
