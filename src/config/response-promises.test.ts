import { describe, expect, it } from 'vitest';
import { contactText } from '@/content/contact';
import { acknowledgementText } from '@/content/mails';
import { pages } from '@/content/pages';
import { replyPlaceholders, replyValuesText } from '@/content/reply-templates';
import { supportPriorities, urgencies } from '@/content/request-choices';
import { requestPages } from '@/content/request-pages';
import { demoDialogTexts, dialogText, messages } from '@/content/requests';
import { consultationPromises, contactAim, formatDelay, responsePromises, supportPromises } from './response-promises';

describe('formatDelay', () => {
  it('writes minutes under an hour in words, whatever the style', () => {
    for (const style of ['compact', 'spaced', 'nbsp', 'words'] as const) {
      expect(formatDelay(15, style)).toBe('15 minutes');
      expect(formatDelay(1, style)).toBe('1 minute');
      expect(formatDelay(59, style)).toBe('59 minutes');
      expect(formatDelay({ minutes: 15, clock: 'always' }, style)).toBe('15 minutes');
    }
  });

  it('writes whole hours in each style', () => {
    expect(formatDelay(24 * 60, 'compact')).toBe('24h');
    expect(formatDelay(24 * 60, 'spaced')).toBe('24 h');
    expect(formatDelay(24 * 60, 'nbsp')).toBe('24\u00a0h');
    expect(formatDelay(24 * 60, 'words')).toBe('24 heures');
    expect(formatDelay(60, 'compact')).toBe('1h');
    expect(formatDelay(60, 'words')).toBe('1 heure');
    expect(formatDelay({ minutes: 120, clock: 'office' }, 'words')).toBe('2 heures');
    expect(formatDelay({ minutes: 48 * 60, clock: 'always' }, 'compact')).toBe('48h');
  });

  it('writes the minutes past the hour on two digits, with the style’s space', () => {
    expect(formatDelay(90, 'nbsp')).toBe('1\u00a0h\u00a030');
    expect(formatDelay(245, 'compact')).toBe('4h05');
    expect(formatDelay(245, 'spaced')).toBe('4 h 05');
    expect(formatDelay(90, 'words')).toBe('1 heure 30');
  });

  it('never uses a narrow or no-break space unless asked to', () => {
    for (const minutes of [15, 60, 90, 24 * 60]) {
      for (const style of ['compact', 'spaced', 'words'] as const)
        expect(formatDelay(minutes, style)).not.toMatch(/[\u00a0\u202f]/);
    }
  });
});

describe('response promises', () => {
  it('name every support priority and consultation urgency, and nothing else', () => {
    expect(Object.keys(supportPromises).sort()).toEqual(supportPriorities.map(({ id }) => id).sort());
    expect(Object.keys(consultationPromises).sort()).toEqual(urgencies.map(({ id }) => id).sort());
  });

  // SPEC §8 quotes the quote's success message word for word: it stays typed, so the promise must be the delay it names.
  it('are the delays SPEC’s quoted messages name', () => {
    expect(messages.quoteSuccess).toContain(
      `dans les ${formatDelay(responsePromises.quotes, 'compact')} pour étudier votre projet`,
    );
    expect(responsePromises.quotes).toEqual({ minutes: 24 * 60, clock: 'always' });
  });

  it('are the ones the visitors read', () => {
    for (const { id, response } of urgencies) {
      expect(response).toBe(`Réponse sous ${consultationPromises[id].minutes / 60}h`);
      expect(response).toBe(`Réponse sous ${formatDelay(consultationPromises[id], 'compact')}`);
    }
    expect(supportPromises.critical).toEqual({ minutes: 15, clock: 'always' });
    const critical = `${formatDelay(supportPromises.critical, 'spaced')}, 24 h/24`;
    expect(critical).toBe('15 minutes, 24 h/24');
    expect(requestPages.support.metaDescription).toContain(`prise en charge en ${critical}.`);
    expect(dialogText.support.description).toContain(`prise en charge en ${critical}.`);

    const quote = formatDelay(responsePromises.quotes, 'spaced');
    expect(requestPages.quote.metaDescription).toContain(`réponse sous ${quote}.`);
    expect(dialogText.quote.description).toContain(`nous vous répondons sous ${quote} avec`);
    expect(acknowledgementText.quote.body('Climatisation')).toContain(
      `dans les ${formatDelay(responsePromises.quotes, 'compact')} pour étudier votre projet.`,
    );

    expect(responsePromises.demos.minutes).toBe(24 * 60);
    const demo = formatDelay(responsePromises.demos, 'compact');
    expect(acknowledgementText.demo.body('iSmart')).toContain(`dans les ${demo}.`);
    expect(messages.demoSuccess).toBe(`Nous vous contacterons dans les ${demo}.`);
    for (const { description } of Object.values(demoDialogTexts))
      expect(description).toContain(`sous ${formatDelay(responsePromises.demos, 'nbsp')}`);

    const contact = formatDelay(responsePromises.contacts, 'spaced');
    expect(pages.contact.metaDescription).toContain(`réponse sous ${contact},`);
    expect(contactText.formIntro).toContain(`sous ${contact} au plus tard`);
    expect(acknowledgementText.contact.body).toContain(
      `en général sous ${formatDelay(responsePromises.contacts, 'compact')}.`,
    );
    expect(contactAim).toEqual({ minutes: 2 * 60, clock: 'office' });
    expect(pages.contact.intro).toContain(`en moins de ${formatDelay(contactAim, 'words')}.`);
    expect(contactText.formIntro).toContain(
      `en moins de ${formatDelay(contactAim, 'words')} pendant les heures d’ouverture`,
    );
  });

  it('are the ones the staff’s reply templates write', () => {
    expect(replyPlaceholders.delay.example).toBe(formatDelay(responsePromises.quotes, 'nbsp'));
    expect(replyValuesText.delay(supportPromises.critical.minutes, supportPromises.critical.clock)).toBe('15 minutes');
    expect(replyValuesText.delay(supportPromises.medium.minutes, supportPromises.medium.clock)).toBe(
      `${formatDelay(supportPromises.medium, 'nbsp')} ouvrées`,
    );
    expect(replyValuesText.delay(90, 'always')).toBe('1\u00a0h\u00a030');
  });
});
