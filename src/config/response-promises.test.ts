import { describe, expect, it } from 'vitest';
import { supportPriorities, urgencies } from '@/content/request-choices';
import { requestPages } from '@/content/request-pages';
import { acknowledgementText } from '@/content/mails';
import { consultationPromises, responsePromises, supportPromises } from './response-promises';

describe('response promises', () => {
  it('name every support priority and consultation urgency, and nothing else', () => {
    expect(Object.keys(supportPromises).sort()).toEqual(supportPriorities.map(({ id }) => id).sort());
    expect(Object.keys(consultationPromises).sort()).toEqual(urgencies.map(({ id }) => id).sort());
  });

  it('are the ones the visitors read', () => {
    for (const { id, response } of urgencies) expect(response).toBe(`Réponse sous ${consultationPromises[id].minutes / 60}h`);
    expect(supportPromises.critical).toEqual({ minutes: 15, clock: 'always' });
    expect(requestPages.support.metaDescription).toContain('15 minutes, 24 h/24');
    expect(responsePromises.quotes).toEqual({ minutes: 24 * 60, clock: 'always' });
    expect(requestPages.quote.metaDescription).toContain('réponse sous 24 h');
    expect(responsePromises.demos.minutes).toBe(24 * 60);
    expect(acknowledgementText.demo.body('iSmart')).toContain('dans les 24h');
  });
});
