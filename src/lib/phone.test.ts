import { readFileSync } from 'node:fs';
import { parsePhoneNumberFromString as parseWithMin } from 'libphonenumber-js/min';
import examples from 'libphonenumber-js/examples.mobile.json';
import { describe, expect, it } from 'vitest';
import { makePhoneMetadata, phoneMetadataFile } from '../../scripts/phone-metadata';
import { checkPhone, toE164 } from './phone';

describe('phone numbers', () => {
  it('reads an Ivorian mobile in every common spelling as one E.164 number', () => {
    for (const typed of [
      '07 07 07 07 07',
      '0707070707',
      '07.07.07.07.07',
      '07-07-07-07-07',
      '07 07 07 07 07.',
      '+225 07 07 07 07 07',
      '+225 0707070707',
      '+2250707070707',
      '00225 07 07 07 07 07',
      '00 225 07 07 07 07 07',
      '(225) 07 07 07 07 07',
      '(+225) 07.07.07.07.07',
      '225 07 07 07 07 07',
      '2250707070707',
      '  07  07 07   07 07  ',
      '\t07 07 07 07 07\u00a0',
      '07\u00a007\u202f07 07 07',
      '０７ ０７ ０７ ０７ ０７',
    ]) {
      expect(checkPhone(typed), JSON.stringify(typed)).toEqual({ ok: true, e164: '+2250707070707' });
    }
  });

  it('reads the three mobile networks and the three fixed networks of the 2021 numbering', () => {
    expect(toE164('01 02 03 04 05')).toBe('+2250102030405');
    expect(toE164('05 44 55 66 77')).toBe('+2250544556677');
    expect(toE164('07 08 09 10 11')).toBe('+2250708091011');
    expect(toE164('21 21 21 21 21')).toBe('+2252121212121');
    expect(toE164('25 25 25 25 25')).toBe('+2252525252525');
    expect(toE164('27 22 44 55 66')).toBe('+2252722445566');
    expect(toE164('(225) 27 22 44 55 66')).toBe('+2252722445566');
    expect(toE164('+225 27 22 44 55 66')).toBe('+2252722445566');
  });

  it('reads foreign numbers with their + or 00 prefix', () => {
    expect(toE164('+33 6 12 34 56 78')).toBe('+33612345678');
    expect(toE164('0033 6 12 34 56 78')).toBe('+33612345678');
    expect(toE164('+33 (0)6 12 34 56 78')).toBe('+33612345678');
    expect(toE164('+1 202 456 1111')).toBe('+12024561111');
    expect(toE164('+1 (514) 555-0123')).toBe('+15145550123');
    expect(toE164('+233 24 412 3456')).toBe('+233244123456');
    expect(toE164('00233 20 123 4567')).toBe('+233201234567');
    expect(toE164('+221 77 123 45 67')).toBe('+221771234567');
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958');
  });

  it('refuses the eight-digit numbers of before 2021 with their own reason, rather than guessing their prefix', () => {
    for (const typed of [
      '20 21 22 23',
      '20212223',
      '+225 20 21 22 23',
      '00225 20 21 22 23',
      '225 20 21 22 23',
      '(225) 07 07 07 07',
      '07 07 07 07',
    ]) {
      expect(checkPhone(typed), typed).toEqual({ ok: false, problem: 'old-ivorian' });
    }
  });

  it('refuses what is not one phone number', () => {
    for (const typed of [
      '',
      ' ',
      '12',
      'abc',
      '07 07',
      '07 00',
      '0'.repeat(30),
      '1'.repeat(30),
      '070707070707',
      '+',
      '++225 07 07 07 07 07',
      '+999 07 07 07 07 07',
      '+33 6 12',
      '3312345678',
      'appelez le 07 07 07 07 07',
      '07 07 07 07 07 / 05 05 05 05 05',
      '0707070707x',
      '07 07 07 07 07 ; DROP TABLE quotes',
    ]) {
      expect(checkPhone(typed), JSON.stringify(typed)).toEqual({ ok: false, problem: 'invalid' });
    }
    expect(toE164(null)).toBeNull();
    expect(toE164('')).toBeNull();
    expect(toE164('07 07')).toBeNull();
  });

  it('reads any input of a field’s length in well under a millisecond', () => {
    const inputs = [
      '+'.repeat(30),
      '('.repeat(30),
      '0'.repeat(30),
      '+2'.repeat(15),
      ' 0'.repeat(15),
      'x'.repeat(30),
      '.-'.repeat(15),
    ];
    const started = performance.now();
    for (let round = 0; round < 100; round += 1) for (const input of inputs) checkPhone(input);
    expect((performance.now() - started) / (100 * inputs.length)).toBeLessThan(1);
  });
});

describe('the phone metadata the browser loads', () => {
  it('is what scripts/phone-metadata.ts makes from the installed libphonenumber-js (run it after an update)', () => {
    expect(readFileSync(phoneMetadataFile, 'utf8')).toBe(makePhoneMetadata());
  });

  it('reads every country’s example number, in national and international spelling, as the full "min" metadata does', () => {
    let compared = 0;
    for (const [country, national] of Object.entries(examples as Record<string, string>)) {
      const full = parseWithMin(national, country as never);
      expect(full?.isValid(), country).toBe(true);
      for (const typed of [
        full!.number,
        full!.formatInternational(),
        `00${full!.countryCallingCode}${full!.nationalNumber}`,
      ]) {
        expect(toE164(typed), `${country} ${typed}`).toBe(full!.number);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(600);
  });
});
