import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acceptAll, CONSENT_COOKIE, refuseAll } from './consent';
import { readConsent, saveConsent, whenConsented } from './consent-store';

/** A browser's cookie jar, as much of it as document.cookie shows: assignments set one cookie each. */
function fakeBrowser() {
  const jar = new Map<string, string>();
  vi.stubGlobal('location', { protocol: 'http:' });
  vi.stubGlobal('document', {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(assignment: string) {
      const [pair] = assignment.split(';');
      const [name, value] = pair!.split('=') as [string, string];
      jar.set(name, value);
    },
  });
  return jar;
}

describe('the consent store', () => {
  beforeEach(() => void fakeBrowser());
  afterEach(() => vi.unstubAllGlobals());

  it('reads nothing before a choice, then the saved choice', () => {
    expect(readConsent()).toBeNull();
    saveConsent(refuseAll);
    expect(readConsent()).toEqual(refuseAll);
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=`);
  });

  it('gates a non-essential feature: it starts only once its category is accepted, and never on a refusal', () => {
    const start = vi.fn();
    whenConsented('performance', start);
    expect(start).not.toHaveBeenCalled();
    saveConsent(refuseAll);
    expect(start).not.toHaveBeenCalled();
    saveConsent({ ...refuseAll, functional: true });
    expect(start).not.toHaveBeenCalled();
    saveConsent(acceptAll);
    expect(start).toHaveBeenCalledTimes(1);
    saveConsent(acceptAll);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once when the category was accepted on an earlier visit, and can stop waiting', () => {
    saveConsent(acceptAll);
    const now = vi.fn();
    whenConsented('marketing', now);
    expect(now).toHaveBeenCalledTimes(1);

    saveConsent(refuseAll);
    const later = vi.fn();
    const stop = whenConsented('marketing', later);
    stop();
    saveConsent(acceptAll);
    expect(later).not.toHaveBeenCalled();
  });
});
