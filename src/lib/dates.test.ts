import { describe, expect, it } from 'vitest';
import { addDays, frenchDay, parseFrenchDay } from './dates';

describe('a day typed the French way', () => {
  it('reads the day first, with slashes, dashes, dots or spaces, one or two digits', () => {
    expect(parseFrenchDay('02/12/2026')).toBe('2026-12-02');
    expect(parseFrenchDay('2/12/2026')).toBe('2026-12-02');
    expect(parseFrenchDay(' 2-12-2026 ')).toBe('2026-12-02');
    expect(parseFrenchDay('2.12.2026')).toBe('2026-12-02');
    expect(parseFrenchDay('2 12 2026')).toBe('2026-12-02');
    expect(parseFrenchDay('29/02/2028')).toBe('2028-02-29');
  });

  it('refuses a day that does not exist, a month first that no day allows, a short year, and anything else', () => {
    for (const text of [
      '31/11/2026',
      '29/02/2027',
      '12/31/2026',
      '00/12/2026',
      '02/12/26',
      '2026-12-02',
      '',
      'demain',
      '02/12/2026 10:00',
      '1'.repeat(200),
    ]) {
      expect(parseFrenchDay(text), text).toBeNull();
    }
  });

  it('writes an ISO day back as it is typed, and counts days across months and years', () => {
    expect(frenchDay('2026-12-02')).toBe('02/12/2026');
    expect(parseFrenchDay(frenchDay('2026-01-09'))).toBe('2026-01-09');
    expect(addDays('2026-11-27', 7)).toBe('2026-12-04');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});
