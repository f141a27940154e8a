import { describe, expect, it } from 'vitest';
import { messages } from '@/content/requests';
import { todayIso } from '@/lib/dates';
import { emailPattern } from './patterns';
import { validateNewsletter } from './newsletter';
import { requestKinds, validateRequest, validationNotice } from './requests';

const source = '/ · test';

describe('the shared request schemas', () => {
  it('covers the seven kinds of visitor request', () => {
    expect(requestKinds).toEqual(['quote', 'consultation', 'contact', 'support', 'newsletter', 'demo', 'callback']);
  });

  it('trims text, turns empty optionals into null, and keeps quote descriptions as ""', () => {
    const result = validateRequest('quote', {
      name: '  Awa  ',
      email: ' awa@example.ci ',
      phone: ' 07 07 07 07 07 ',
      company: '   ',
      service: 'Domotique',
      budget: '',
      source,
    });
    expect(result).toEqual({
      success: true,
      data: {
        name: 'Awa',
        email: 'awa@example.ci',
        phone: '07 07 07 07 07',
        company: null,
        service: 'Domotique',
        budget: null,
        timeline: null,
        description: '',
        source,
      },
    });
  });

  it('gives SPEC §5 messages per form', () => {
    expect(validateRequest('contact', { source })).toMatchObject({
      success: false,
      errors: { name: messages.contactRequired, email: messages.contactRequired, message: messages.contactRequired },
    });
    expect(validateRequest('newsletter', { email: '', source })).toMatchObject({
      success: false,
      errors: { email: messages.emailMissing },
    });
    expect(validateRequest('newsletter', { email: 'sans-arobase', source })).toMatchObject({
      success: false,
      errors: { email: messages.emailInvalid },
    });
    expect(
      validateRequest('support', { name: 'A', email: 'a@b.ci', phone: '0102030405', description: 'x', source }),
    ).toMatchObject({ success: false, errors: { priority: messages.required } });
  });

  it('checks the consultation date against today in Abidjan and defaults the urgency to normal', () => {
    const base = {
      name: 'A',
      email: 'a@b.ci',
      phone: '0102030405',
      consultationType: 'tech',
      consultationMode: 'phone',
      preferredTime: '08:00-09:00',
      source,
    };
    const today = validateRequest('consultation', { ...base, preferredDate: todayIso() });
    expect(today.success && today.data.urgency).toBe('low');
    expect(validateRequest('consultation', { ...base, preferredDate: '2000-01-01' })).toMatchObject({
      success: false,
      errors: { preferredDate: messages.pastDate },
    });
    expect(validateRequest('consultation', { ...base, preferredDate: '01/01/2999' })).toMatchObject({
      success: false,
      errors: { preferredDate: messages.required },
    });
  });

  it('refuses a phone field that holds no phone number, in French, and keeps a valid one as typed', () => {
    const people = { name: 'Awa', email: 'awa@example.ci', source };
    const forms = [
      { kind: 'quote', input: { ...people, service: 'Domotique' }, required: true },
      {
        kind: 'consultation',
        input: {
          ...people,
          consultationType: 'tech',
          consultationMode: 'phone',
          preferredDate: todayIso(),
          preferredTime: '08:00-09:00',
        },
        required: true,
      },
      { kind: 'support', input: { ...people, priority: 'high', description: 'Panne' }, required: true },
      { kind: 'callback', input: { name: 'Awa', slot: 'Matin (8h-12h)', source }, required: true },
      { kind: 'contact', input: { ...people, message: 'Bonjour' }, required: false },
      { kind: 'demo', input: { ...people, solution: 'iRequest', requestType: 'demo' }, required: false },
    ] as const;
    for (const { kind, input, required } of forms) {
      for (const garbage of [
        '12',
        'abc',
        '07 07',
        '0'.repeat(30),
        'appelez le 0707070707',
        '0707070707 / 0505050505',
      ]) {
        expect(validateRequest(kind, { ...input, phone: garbage }), `${kind} ${garbage}`).toMatchObject({
          success: false,
          errors: { phone: messages.phoneInvalid },
        });
      }
      expect(validateRequest(kind, { ...input, phone: '20 21 22 23' }), kind).toMatchObject({
        success: false,
        errors: { phone: messages.phoneOldNumbering },
      });
      expect(validateRequest(kind, { ...input, phone: '0'.repeat(31) }), kind).toMatchObject({
        success: false,
        errors: { phone: messages.tooLong(30) },
      });
      const valid = validateRequest(kind, { ...input, phone: ' +225 07 07 07 07 07 ' });
      expect(valid.success && 'phone' in valid.data && valid.data.phone, kind).toBe('+225 07 07 07 07 07');
      // Empty: SPEC's message where the phone is required, null where it is optional.
      const empty = validateRequest(kind, { ...input, phone: '  ' });
      if (required) expect(empty, kind).toMatchObject({ success: false, errors: { phone: messages.required } });
      else expect(empty.success && 'phone' in empty.data && empty.data.phone, kind).toBeNull();
    }
    // A refused phone is not a missing field: the toast says what is wrong with it.
    const refused = validateRequest('quote', { ...forms[0].input, phone: '07 07' });
    expect(!refused.success && validationNotice('quote', refused.errors)).toEqual({
      title: messages.errorTitle,
      description: messages.phoneInvalid,
    });
  });

  it('checks the footer’s newsletter form, which loads its schema alone, as the server does', () => {
    for (const input of [
      { email: ' lecteur@example.ci ', source },
      { email: '', source },
      { email: 'sans-arobase', source },
      { email: 'a@b.ci' },
      { email: 'a@b.ci', source, website: 'bot' },
      'texte',
    ]) {
      expect(validateNewsletter(input), JSON.stringify(input)).toEqual(validateRequest('newsletter', input));
    }
  });

  it('titles the toast "Champs requis manquants" only when fields are missing', () => {
    expect(validationNotice('quote', { name: messages.required })).toEqual({
      title: messages.requiredTitle,
      description: messages.required,
    });
    expect(validationNotice('quote', { email: messages.emailInvalid })).toEqual({
      title: messages.errorTitle,
      description: messages.emailInvalid,
    });
    expect(validationNotice('newsletter', { email: messages.emailMissing })).toEqual({
      title: messages.errorTitle,
      description: messages.emailMissing,
    });
  });
});

describe('hostile input in the shared request schemas', () => {
  const quote = { name: 'Awa', email: 'awa@example.ci', phone: '0700000001', service: 'Domotique', source };

  it('checks a crafted 60 KB address against its length first, and a long one against a linear pattern', () => {
    // "a@" and 60,000 dots: the old pattern backtracked quadratically (3.6 s); now the length check aborts first.
    const crafted = `a@${'.'.repeat(60_000)}@`;
    expect(validateRequest('quote', { ...quote, email: crafted })).toEqual({
      success: false,
      errors: { email: messages.tooLong(254) },
    });
    // The pattern alone, on far more than any field holds: quadratic backtracking would take minutes here.
    for (const input of [
      `a@${'.'.repeat(200_000)}@`,
      `a@${'a.'.repeat(100_000)}`,
      `${'a'.repeat(200_000)}@`,
      `a@${'a'.repeat(200_000)}.`,
    ]) {
      expect(emailPattern.test(input)).toBe(false);
    }
    expect(emailPattern.test(`a@${'a.'.repeat(100_000)}ci`)).toBe(true);
  });

  it('accepts ordinary mailboxes and refuses malformed ones', () => {
    for (const address of [
      'awa@example.ci',
      'awa.kone+devis@mail.example.co.ci',
      "n'guessan@example.ci",
      'A_B-c@exämple.ci',
      'kone@xn--exmple-cua.ci',
    ]) {
      expect(emailPattern.test(address), address).toBe(true);
    }
    for (const address of [
      'awa',
      'awa@',
      '@example.ci',
      'awa@example',
      'awa@@example.ci',
      'a@b@example.ci',
      'awa@.example.ci',
      'awa@example..ci',
      'awa@example.ci.',
      'awa kone@example.ci',
      'awa@exa\u0000mple.ci',
      '.awa@example.ci',
      'awa.@example.ci',
      'a..b@example.ci',
    ]) {
      expect(emailPattern.test(address), address).toBe(false);
    }
  });

  it('refuses what would make one typed address two recipients, or a mailto: with more in it', () => {
    const tricks = [
      'a@example.ci,b@example.org',
      'a@example.ci;b@example.org',
      'Awa <a@example.ci>',
      'a%b@example.ci',
      'a?cc=b@example.org@example.ci',
      'a&cc=b@example.ci',
      '"a,b"@example.ci',
      'n’guessan@example.ci',
      'a(b)@example.ci',
      'a\\b@example.ci',
      'a@[127.0.0.1]',
    ];
    for (const address of tricks) expect(emailPattern.test(address), address).toBe(false);
  });

  it('refuses control characters, lone surrogates and bidirectional overrides with a French message, and allows line breaks in messages only', () => {
    for (const name of [
      'Awa\u0000',
      'Awa\nEmail : chef@example.ci',
      'Awa\rKoné',
      'Awa\tKoné',
      '\ud800Awa',
      'Awa \u202eicé',
      'Aw\ufffd',
    ]) {
      expect(validateRequest('quote', { ...quote, name })).toEqual({
        success: false,
        errors: { name: messages.invalidCharacters },
      });
    }
    expect(validateRequest('quote', { ...quote, description: 'ligne 1\nligne 2\r\n\tretrait' }).success).toBe(true);
    expect(validateRequest('quote', { ...quote, description: 'octet nul\u0000' })).toEqual({
      success: false,
      errors: { description: messages.invalidCharacters },
    });
    expect(validateRequest('quote', { ...quote, source: '/\u0000' })).toEqual({
      success: false,
      errors: { source: messages.invalidRequest },
    });
  });

  it('refuses a 10,000-character single field with the length message, before any other check', () => {
    expect(validateRequest('quote', { ...quote, name: `${'\u0000'.repeat(10_000)}` })).toEqual({
      success: false,
      errors: { name: messages.tooLong(100) },
    });
    expect(
      validateRequest('contact', { name: 'Awa', email: 'awa@example.ci', message: 'x'.repeat(10_000), source }),
    ).toEqual({
      success: false,
      errors: { message: messages.tooLong(5000) },
    });
  });
});
