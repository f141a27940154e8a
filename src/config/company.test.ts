import { describe, expect, it } from 'vitest';
import { company, headOffice, totalStaff } from './company';

describe('company identity', () => {
  it('has phone numbers whose tel: form matches what is shown', () => {
    for (const phone of Object.values(company.phones)) {
      expect(phone.e164).toMatch(/^\+225\d{10}$/);
      expect(`+${phone.display.replace(/\D/g, '')}`).toBe(phone.e164);
    }
  });

  it('has the three sites of SPEC §2 with the staff of SPEC §9', () => {
    expect(company.sites.map((site) => site.city)).toEqual(['Abidjan', 'Bouaké', 'San Pedro']);
    expect(headOffice.type).toBe('Siège social');
    expect(totalStaff).toBe(65);
  });

  it('states the legal identity of SPEC §9', () => {
    expect(company.legal.form).toBe('SARL');
    expect(company.legal.shareCapital).toBe(5_000_000);
  });

  it('says the office hours the response promises count, in its label and for schema.org', () => {
    const { label, schema, opens, closes, days } = company.openingHours;
    const spoken = (time: string) => time.replace(/^0?(\d+):(\d+)$/, '$1 h $2');
    expect(label).toBe(`Du lundi au vendredi, de ${spoken(opens)} à ${spoken(closes)}`);
    expect(days).toEqual([1, 2, 3, 4, 5]);
    expect(schema).toBe('Mo-Fr 07:30-18:00');
  });
});
