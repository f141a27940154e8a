import { describe, expect, it } from 'vitest';
import { presetQuery, requestHref, requestPageKinds, requestPagePath, requestPageSlugs } from '@/content/request-links';
import { requestPages } from '@/content/request-pages';
import {
  callbackSlots,
  consultationModes,
  consultationTypes,
  demoRequestTypes,
  demoSolutions,
  requestableServices,
  supportPriorities,
  urgencies,
} from '@/content/requests';
import { buttonLabel, fromPath, LABEL_MAX, FROM_MAX, parseRequestQuery, type SearchParams } from './request-query';
import { limits } from './schemas/limits';
import { validateRequest } from './schemas/requests';

/** The query of an address, as Next hands it to a page: a repeated key as an array. */
function searchParamsOf(href: string): SearchParams {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of new URL(href, 'http://localhost').searchParams) {
    const previous = query[key];
    query[key] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return query;
}

describe('the request pages’ addresses', () => {
  it('gives each kind its French page under /demande, with its page entry', () => {
    expect(requestPageKinds.map(requestPagePath)).toEqual([
      '/demande/devis',
      '/demande/consultation',
      '/demande/support',
      '/demande/demo',
      '/demande/rappel',
    ]);
    for (const kind of requestPageKinds) expect(requestPages[kind].path).toBe(`/demande/${requestPageSlugs[kind]}`);
  });

  it('carries the page, the button and the preset, and reads them back as the dialog would have them', () => {
    const href = requestHref('quote', {
      from: '/services/climatisation',
      label: 'Demander un devis',
      preset: { service: 'Climatisation (Chauffage, Ventilation, Désenfumage)' },
    });
    expect(href.startsWith('/demande/devis?')).toBe(true);
    const query = parseRequestQuery('quote', searchParamsOf(href), requestPages.quote.title);
    expect(query).toMatchObject({
      from: '/services/climatisation',
      label: 'Demander un devis',
      preset: { service: 'Climatisation (Chauffage, Ventilation, Désenfumage)' },
      source: '/services/climatisation · Demander un devis',
    });
    expect(query.fromHeading).toBeTruthy();

    const consultation = requestHref('consultation', {
      from: '/contact',
      label: 'Consultation urgente',
      preset: { urgency: 'high', consultationType: 'tech', consultationMode: 'onsite' },
    });
    expect(parseRequestQuery('consultation', searchParamsOf(consultation), 'x').preset).toEqual({
      urgency: 'high',
      consultationType: 'tech',
      consultationMode: 'onsite',
    });
    const demo = requestHref('demo', {
      from: '/',
      label: 'Documentation',
      preset: { requestType: 'documentation', solution: 'iSmart' },
    });
    expect(parseRequestQuery('demo', searchParamsOf(demo), 'x').preset).toEqual({
      requestType: 'documentation',
      solution: 'iSmart',
    });
    expect(
      parseRequestQuery('support', searchParamsOf(requestHref('support', { preset: { priority: 'critical' } })), 'x')
        .preset,
    ).toEqual({ priority: 'critical' });
    expect(
      parseRequestQuery(
        'callback',
        searchParamsOf(requestHref('callback', { preset: { slot: 'Midi (12h-14h)' } })),
        'x',
      ).preset,
    ).toEqual({ slot: 'Midi (12h-14h)' });
  });

  it('accepts every value of the dialogs’ lists, and only those', () => {
    const lists = {
      quote: { service: requestableServices },
      consultation: {
        consultationType: consultationTypes.map((t) => t.id),
        consultationMode: consultationModes.map((m) => m.id),
        urgency: urgencies.map((u) => u.id),
      },
      demo: { solution: demoSolutions, requestType: demoRequestTypes.map((t) => t.id) },
      support: { priority: supportPriorities.map((p) => p.id) },
      callback: { slot: callbackSlots },
    } as const;
    for (const kind of requestPageKinds) {
      const fields: Readonly<Record<string, readonly string[]>> = lists[kind];
      expect(Object.keys(fields).sort(), kind).toEqual(Object.keys(presetQuery[kind]).sort());
      for (const [field, values] of Object.entries(fields)) {
        for (const value of values)
          expect(
            parseRequestQuery(kind, searchParamsOf(requestHref(kind, { preset: { [field]: value } })), 'x').preset,
            `${kind} ${field}=${value}`,
          ).toEqual({ [field]: value });
        for (const value of [
          '',
          'autre',
          values[0]!.toUpperCase() === values[0] ? `${values[0]} ` : values[0]!.toUpperCase(),
          `${values[0]}x`,
          '__proto__',
          'constructor',
        ]) {
          expect(
            parseRequestQuery(kind, searchParamsOf(requestHref(kind, { preset: { [field]: value } })), 'x').preset,
            `${kind} ${field}=${value}`,
          ).toEqual({});
        }
      }
    }
  });

  it('ignores unknown keys and presets of another kind, and reads a repeated key by its last value', () => {
    expect(parseRequestQuery('quote', { type: 'tech', priorite: 'critical', x: 'y' }, 'x').preset).toEqual({});
    expect(parseRequestQuery('support', { priorite: ['low', 'critical'] }, 'x').preset).toEqual({
      priority: 'critical',
    });
    expect(parseRequestQuery('support', { priorite: ['critical', 'nope'] }, 'x').preset).toEqual({});
  });

  it('takes only a path of the site’s shape, and a short plain label, else names the request page itself', () => {
    for (const path of ['/', '/contact', '/services/climatisation', '/a-b/c1']) expect(fromPath(path), path).toBe(path);
    for (const path of [
      '',
      'contact',
      '//evil.example',
      '/\\evil',
      '/contact?x=1',
      '/contact#x',
      '/../admin',
      '/Contact',
      '/contact/',
      `/${'a'.repeat(FROM_MAX)}`,
      'https://evil.example/',
      '/%2e%2e',
      '/a b',
    ]) {
      expect(fromPath(path), path).toBeUndefined();
    }
    expect(buttonLabel('  Demander   un devis ')).toBe('Demander un devis');
    expect(buttonLabel('Étude solaire gratuite')).toBe('Étude solaire gratuite');
    for (const label of ['', '   ', 'a\nb', 'a\u0000b', 'a\u202eb', 'x'.repeat(LABEL_MAX + 1)])
      expect(buttonLabel(label), JSON.stringify(label)).toBeUndefined();

    expect(parseRequestQuery('callback', { depuis: '//evil.example', bouton: 'x\ny' }, 'Rappel').source).toBe(
      '/demande/rappel · Rappel',
    );
    expect(parseRequestQuery('callback', {}, 'Rappel')).toEqual({
      from: undefined,
      fromHeading: undefined,
      label: undefined,
      preset: {},
      source: '/demande/rappel · Rappel',
    });
  });

  it('makes a source the schemas accept, however long the page and the label', () => {
    const query = parseRequestQuery(
      'callback',
      { depuis: `/${'a'.repeat(FROM_MAX - 1)}`, bouton: 'é'.repeat(LABEL_MAX) },
      'Rappel',
    );
    expect(query.source.length).toBeLessThanOrEqual(limits.source);
    const result = validateRequest('callback', {
      name: 'Awa',
      phone: '0707070707',
      slot: callbackSlots[0],
      source: query.source,
      website: '',
    });
    expect(result.success).toBe(true);
  });
});
