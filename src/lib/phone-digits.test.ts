import { describe, expect, it } from 'vitest';
import { isSearchablePhone, phoneDigits } from './phone-digits';

describe('phoneDigits', () => {
  it('gives one number the same digits however it was typed', () => {
    for (const typed of [
      '07 00 00 00 01',
      '0700000001',
      '+225 07 00 00 00 01',
      '00225 07-00-00-00-01',
      '(+225) 07.00.00.00.01',
    ]) {
      expect(phoneDigits(typed), typed).toBe('0700000001');
    }
    // Eight-digit numbers from before 2021 too; a foreign number keeps its country code.
    expect(phoneDigits('+225 20 21 22 23')).toBe('20212223');
    expect(phoneDigits('+33 6 12 34 56 78')).toBe('33612345678');
  });

  it('searches a phone number of eight digits or more, of phone characters only, within 30 characters', () => {
    expect(isSearchablePhone('07 00 00 00 01')).toBe(true);
    expect(isSearchablePhone('0700')).toBe(false);
    expect(isSearchablePhone('koffi 0700000001')).toBe(false);
    expect(isSearchablePhone('0'.repeat(31))).toBe(false);
  });
});
