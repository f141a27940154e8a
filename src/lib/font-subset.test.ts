import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { makeFontSubset } from '../../scripts/subset-font';
import { fontFile, fontSource, inFontSubset } from './font-subset';

describe('the web font', () => {
  it('is the subset npm run font makes from fontsource’s Inter, and smaller than it', async () => {
    const committed = readFileSync(fontFile);
    expect(Buffer.compare(await makeFontSubset(), committed)).toBe(0);
    expect(committed.length).toBeLessThan(readFileSync(fontSource).length * 0.7);
  });

  it('covers French text and leaves out what it does not need', () => {
    for (const character of 'àâæçéèêëîïôœùûüÿÀÇÉÈŒ’«»…–—€\u202f\u00a0')
      expect(inFontSubset(character), character).toBe(true);
    for (const character of 'ąłж₂→') expect(inFontSubset(character), character).toBe(false);
  });
});
