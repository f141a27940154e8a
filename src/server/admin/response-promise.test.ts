import { describe, expect, it } from 'vitest';
import { consultationPromises, responsePromises, supportPromises } from '@/config/response-promises';
import { formatDuration } from '@/lib/dates';
import { promiseOf, responseStateOf } from './response-promise';

describe('the promise a request is under', () => {
  it('is its kind’s, its support priority’s or its consultation urgency’s', () => {
    expect(promiseOf('quotes', {})).toBe(responsePromises.quotes);
    expect(promiseOf('demos', {})).toBe(responsePromises.demos);
    expect(promiseOf('contacts', { priority: null })).toBe(responsePromises.contacts);
    expect(promiseOf('contacts', { priority: 'critical' })).toBe(supportPromises.critical);
    expect(promiseOf('contacts', { priority: 'low' })).toBe(supportPromises.low);
    expect(promiseOf('consultations', { urgency: 'high' })).toBe(consultationPromises.high);
  });

  it('falls back to the kind’s own for a value no form writes (nor a property of every object)', () => {
    expect(promiseOf('contacts', { priority: 'toString' })).toBe(responsePromises.contacts);
    expect(promiseOf('contacts', { priority: 'urgent' })).toBe(responsePromises.contacts);
    expect(promiseOf('consultations', { urgency: '__proto__' })).toBe(consultationPromises.medium);
  });

  it('is due when its promise says: a critical support request at 2 a.m. on a Sunday, in 15 minutes', () => {
    const createdAt = new Date('2026-11-29T02:00:00Z');
    expect(responseStateOf('contacts', { createdAt, firstResponseAt: null, priority: 'critical' }).dueAt).toEqual(
      new Date('2026-11-29T02:15:00Z'),
    );
    // A high one waits for Monday's opening: 2 h of office time.
    expect(responseStateOf('contacts', { createdAt, firstResponseAt: null, priority: 'high' }).dueAt).toEqual(
      new Date('2026-11-30T09:30:00Z'),
    );
  });
});

describe('durations in French', () => {
  it('in minutes, hours up to two days, then days, rounded up to the minute', () => {
    expect(formatDuration(0)).toBe('1 min');
    expect(formatDuration(20_000)).toBe('1 min');
    expect(formatDuration(15 * 60_000)).toBe('15 min');
    expect(formatDuration(60 * 60_000)).toBe('1 h');
    expect(formatDuration(185 * 60_000)).toBe('3 h 05');
    expect(formatDuration(24 * 3_600_000)).toBe('24 h');
    expect(formatDuration(47 * 3_600_000 + 59 * 60_000)).toBe('47 h 59');
    expect(formatDuration(48 * 3_600_000)).toBe('2 j');
    expect(formatDuration(52 * 3_600_000 + 1)).toBe('2 j 4 h');
  });
});
