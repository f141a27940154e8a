import { describe, expect, it } from 'vitest';
import { company } from '@/config/company';
import { keyFigures } from './figures';
import { legalPages } from './legal';
import { pages } from './pages';
import { services } from './services';
import { platforms, solutionPages } from './solutions';

/** Every string in a content tree, with the path that leads to it. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
  return [];
}

const content = { company, keyFigures, legalPages, pages, services, platforms, solutionPages };
const texts = strings(content).filter(([path, text]) => !/(href|Url|url|e164|path|id)$/.test(path) && !text.startsWith('http'));

describe('French typography of the content', () => {
  it('has content to check', () => {
    expect(texts.length).toBeGreaterThan(100);
  });

  it('puts a narrow no-break space, not a plain space, before ; : ! ?', () => {
    const offenders = texts.filter(([, text]) => /\s[;:!?]/.test(text.replace(/\u202f[;:!?]/g, '')));
    expect(offenders).toEqual([]);
  });

  it('uses the typographic apostrophe', () => {
    expect(texts.filter(([, text]) => text.includes("'"))).toEqual([]);
  });
});
