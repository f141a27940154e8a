import { describe, expect, it } from 'vitest';
import { company } from '@/config/company';
import type { ResponsePromise } from '@/config/response-promises';
import { dueAt, lateBefore, officeTimeBetween, responseTime } from './response-time';

// November 2026 in Abidjan (UTC+0): Monday the 23rd … Sunday the 29th; Monday the 30th.
const at = (text: string) => new Date(`${text}Z`);
const hours = (n: number, clock: ResponsePromise['clock']): ResponsePromise => ({ minutes: n * 60, clock });
const fifteenMinutes: ResponsePromise = { minutes: 15, clock: 'always' };

describe('office hours', () => {
  it('are Abidjan’s: UTC+0 in every season, as the offset the arithmetic uses says', () => {
    expect(company.openingHours.utcOffsetMinutes).toBe(0);
    for (const date of ['2026-01-15T12:00:00Z', '2026-07-15T12:00:00Z', '2031-03-30T12:00:00Z']) {
      const local = new Intl.DateTimeFormat('en-GB', {
        timeZone: company.openingHours.timeZone,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(date));
      expect(local).toBe('12:00');
    }
  });

  it('count only the open hours of working days', () => {
    expect(officeTimeBetween(at('2026-11-23T08:00:00'), at('2026-11-23T09:30:00'))).toBe(90 * 60_000);
    // A night: from closing to opening counts nothing.
    expect(officeTimeBetween(at('2026-11-23T18:00:00'), at('2026-11-24T07:30:00'))).toBe(0);
    // Friday 17:00 to Monday 08:00: one hour on Friday, half an hour on Monday, nothing on the weekend.
    expect(officeTimeBetween(at('2026-11-27T17:00:00'), at('2026-11-30T08:00:00'))).toBe(90 * 60_000);
    // A whole week: five days of 10 h 30.
    expect(officeTimeBetween(at('2026-11-23T00:00:00'), at('2026-11-30T00:00:00'))).toBe(5 * 10.5 * 3_600_000);
    expect(officeTimeBetween(at('2026-11-24T10:00:00'), at('2026-11-24T09:00:00'))).toBe(0);
  });
});

describe('due times', () => {
  it('around the clock: the promise added, night and weekend included', () => {
    expect(dueAt(at('2026-11-28T02:00:00'), fifteenMinutes)).toEqual(at('2026-11-28T02:15:00'));
    expect(dueAt(at('2026-11-27T10:00:00'), hours(24, 'always'))).toEqual(at('2026-11-28T10:00:00'));
  });

  it('in office hours: a request at night, after closing, on a Friday evening or a weekend waits for the opening', () => {
    const twoHours = hours(2, 'office');
    expect(dueAt(at('2026-11-23T10:00:00'), twoHours)).toEqual(at('2026-11-23T12:00:00'));
    // Night: the clock starts at 07:30.
    expect(dueAt(at('2026-11-24T02:00:00'), twoHours)).toEqual(at('2026-11-24T09:30:00'));
    // One hour before closing: one hour that day, one the next morning.
    expect(dueAt(at('2026-11-23T17:00:00'), twoHours)).toEqual(at('2026-11-24T08:30:00'));
    // Friday 17:30: half an hour on Friday, an hour and a half on Monday.
    expect(dueAt(at('2026-11-27T17:30:00'), twoHours)).toEqual(at('2026-11-30T09:00:00'));
    expect(dueAt(at('2026-11-28T03:00:00'), twoHours)).toEqual(at('2026-11-30T09:30:00'));
    // Exactly at closing, and a promise of a whole working day.
    expect(dueAt(at('2026-11-23T18:00:00'), twoHours)).toEqual(at('2026-11-24T09:30:00'));
    expect(dueAt(at('2026-11-23T07:30:00'), { minutes: 10.5 * 60, clock: 'office' })).toEqual(
      at('2026-11-23T18:00:00'),
    );
    expect(dueAt(at('2026-11-27T12:00:00'), hours(24, 'office'))).toEqual(at('2026-12-01T15:00:00'));
  });

  it('a response time is counted as its promise counts', () => {
    expect(responseTime(at('2026-11-27T17:30:00'), at('2026-11-30T08:00:00'), hours(2, 'office'))).toBe(60 * 60_000);
    expect(responseTime(at('2026-11-27T17:30:00'), at('2026-11-30T08:00:00'), hours(24, 'always'))).toBe(
      62.5 * 3_600_000,
    );
  });
});

describe('late before', () => {
  it('around the clock: the promise taken from now', () => {
    expect(lateBefore(at('2026-11-28T10:00:00'), hours(24, 'always'))).toEqual(at('2026-11-27T10:00:00'));
  });

  // Exhaustive: about 4 s alone, more beside other work; its own limit, not the default 5 s.
  it(
    'agrees with the due times: created before it ⇔ due before now, for every five minutes of two weeks, whatever the hour now',
    { timeout: 30_000 },
    () => {
      for (const promise of [
        hours(2, 'office'),
        hours(8, 'office'),
        hours(24, 'office'),
        hours(10.5, 'office'),
        fifteenMinutes,
        hours(48, 'always'),
      ]) {
        const nows = [
          '2026-11-30T09:31:00',
          '2026-11-30T09:30:00',
          '2026-11-29T12:00:00',
          '2026-12-01T18:00:00',
          '2026-12-01T18:00:00.001',
          '2026-12-04T07:30:00',
          '2026-12-02T14:29:00',
          '2026-11-30T07:29:59.999',
        ];
        for (const now of nows) {
          const threshold = lateBefore(at(now), promise).getTime();
          for (let created = at('2026-11-16T00:00:00').getTime(); created <= at(now).getTime(); created += 5 * 60_000) {
            const late = dueAt(created, promise).getTime() < at(now).getTime();
            expect(
              created < threshold,
              `${JSON.stringify(promise)} now ${now} created ${new Date(created).toISOString()}`,
            ).toBe(late);
          }
        }
      }
    },
  );
});
