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
});
