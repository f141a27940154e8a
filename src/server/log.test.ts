import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeError, logError } from './log';

afterEach(() => vi.restoreAllMocks());

describe('error logs', () => {
  it('name an error and its causes by name and code, never by message', () => {
    // What Drizzle throws when PostgreSQL refuses an insert: the message repeats the query's parameters.
    const database = Object.assign(new Error('duplicate key value violates unique constraint'), { name: 'DatabaseError', code: '23505', constraint: 'quotes_pkey' });
    const query = Object.assign(new Error('Failed query: insert into "quotes" … params: Awa Koné,awa@example.ci,0700000001'), { name: 'DrizzleQueryError', cause: database });
    expect(describeError(query)).toBe('DrizzleQueryError ← DatabaseError 23505 (quotes_pkey)');
    expect(describeError(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe('Error ECONNREFUSED');
    expect(describeError('awa@example.ci')).toBe('string');
    expect(describeError(null)).toBe('unknown error');
  });

  it('write one line that holds none of the visitor data the error carried', () => {
    const lines: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => lines.push(args.map(String).join(' ')));
    const error = Object.assign(new Error('Failed query: params: Awa Koné,awa@example.ci,https://site/reset?token=secret'), { name: 'DrizzleQueryError' });
    logError('requests', 'quote could not be saved', error);
    expect(lines).toEqual(['[requests] quote could not be saved: DrizzleQueryError']);
  });
});
