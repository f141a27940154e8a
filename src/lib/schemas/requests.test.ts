import { describe, expect, it } from 'vitest';
import { messages } from '@/content/requests';
import { todayIso } from '@/lib/dates';
import { requestKinds, validateRequest, validationNotice } from './requests';

const source = '/ · test';

describe('the shared request schemas', () => {
  it('covers the seven kinds of visitor request', () => {
    expect(requestKinds).toEqual(['quote', 'consultation', 'contact', 'support', 'newsletter', 'demo', 'callback']);
  });

  it('trims text, turns empty optionals into null, and keeps quote descriptions as ""', () => {
    const result = validateRequest('quote', { name: '  Awa  ', email: ' awa@example.ci ', phone: '07', company: '   ', service: 'Domotique', budget: '', source });
    expect(result).toEqual({
      success: true,
      data: { name: 'Awa', email: 'awa@example.ci', phone: '07', company: null, service: 'Domotique', budget: null, timeline: null, description: '', source },
    });
  });

  it('gives SPEC §5 messages per form', () => {
    expect(validateRequest('contact', { source })).toMatchObject({ success: false, errors: { name: messages.contactRequired, email: messages.contactRequired, message: messages.contactRequired } });
    expect(validateRequest('newsletter', { email: '', source })).toMatchObject({ success: false, errors: { email: messages.emailMissing } });
    expect(validateRequest('newsletter', { email: 'sans-arobase', source })).toMatchObject({ success: false, errors: { email: messages.emailInvalid } });
    expect(validateRequest('support', { name: 'A', email: 'a@b.ci', phone: '1', description: 'x', source })).toMatchObject({ success: false, errors: { priority: messages.required } });
  });

  it('checks the consultation date against today in Abidjan and defaults the urgency to normal', () => {
    const base = { name: 'A', email: 'a@b.ci', phone: '1', consultationType: 'tech', consultationMode: 'phone', preferredTime: '08:00-09:00', source };
    const today = validateRequest('consultation', { ...base, preferredDate: todayIso() });
    expect(today.success && today.data.urgency).toBe('low');
    expect(validateRequest('consultation', { ...base, preferredDate: '2000-01-01' })).toMatchObject({ success: false, errors: { preferredDate: messages.pastDate } });
    expect(validateRequest('consultation', { ...base, preferredDate: '01/01/2999' })).toMatchObject({ success: false, errors: { preferredDate: messages.required } });
  });

  it('titles the toast "Champs requis manquants" only when fields are missing', () => {
    expect(validationNotice('quote', { name: messages.required })).toEqual({ title: messages.requiredTitle, description: messages.required });
    expect(validationNotice('quote', { email: messages.emailInvalid })).toEqual({ title: messages.errorTitle, description: messages.emailInvalid });
    expect(validationNotice('newsletter', { email: messages.emailMissing })).toEqual({ title: messages.errorTitle, description: messages.emailMissing });
  });
});
