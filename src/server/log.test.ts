import { describe, expect, it } from 'vitest';
import { captureLog } from '../../tests/support/log';
import { describeError, logError, logInfo, requestContext } from './log';

describe('error logs', () => {
  it('name an error and its causes by name and code, never by message', () => {
    // What Drizzle throws when PostgreSQL refuses an insert: the message repeats the query's parameters.
    const database = Object.assign(new Error('duplicate key value violates unique constraint'), {
      name: 'DatabaseError',
      code: '23505',
      constraint: 'quotes_pkey',
    });
    const query = Object.assign(
      new Error('Failed query: insert into "quotes" … params: Awa Koné,awa@example.ci,0700000001'),
      { name: 'DrizzleQueryError', cause: database },
    );
    expect(describeError(query)).toBe('DrizzleQueryError ← DatabaseError 23505 (quotes_pkey)');
    expect(
      describeError(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })),
    ).toBe('Error ECONNREFUSED');
    expect(describeError('awa@example.ci')).toBe('string');
    expect(describeError(null)).toBe('unknown error');
  });

  it('write one JSON line that holds none of the visitor data the error carried', () => {
    const log = captureLog();
    try {
      const error = Object.assign(
        new Error('Failed query: params: Awa Koné,awa@example.ci,https://site/reset?token=secret'),
        { name: 'DrizzleQueryError' },
      );
      logError('requests', 'quote could not be saved', error);
    } finally {
      log.restore();
    }
    expect(log.lines).toHaveLength(1);
    const [line] = log.lines;
    expect(line).toMatchObject({
      level: 'error',
      scope: 'requests',
      error: 'DrizzleQueryError',
      msg: 'quote could not be saved',
      pid: process.pid,
    });
    // Where it was thrown: this file and line, relative to the site's folder, not the message.
    expect((line!.stack as string[])[0]).toMatch(/^.*\(?src\/server\/log\.test\.ts:\d+:\d+\)?$/);
    expect(Date.parse(String(line!.time))).not.toBeNaN();
    expect(JSON.stringify(line)).not.toMatch(/Awa|awa@|token|secret/);
  });

  it('tie every line written while a request is handled to that request', () => {
    const log = captureLog();
    try {
      requestContext.run({ requestId: 'req-12345678' }, () => logInfo('mail', 'written', { file: 'outbox/x.eml' }));
      logInfo('mail', 'outside any request');
    } finally {
      log.restore();
    }
    expect(log.lines[0]).toMatchObject({
      level: 'info',
      scope: 'mail',
      msg: 'written',
      file: 'outbox/x.eml',
      requestId: 'req-12345678',
    });
    expect(log.lines[1]).not.toHaveProperty('requestId');
  });
});
