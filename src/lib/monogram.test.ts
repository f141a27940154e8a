import { describe, expect, it } from 'vitest';
import { colourIndex, initials, MONOGRAM_COLOURS } from './monogram';

describe('monograms', () => {
  it('takes the initials of the first two words that matter', () => {
    expect(initials('Crédit des Lagunes')).toBe('CL');
    expect(initials('Ciments de l’Ouest')).toBe('CO');
    expect(initials('Archivia')).toBe('AR');
    expect(initials('Jean-Marc Kouadio')).toBe('JM');
    expect(initials('Ébène Mobile')).toBe('ÉM');
  });

  it('gives a name the same colour every time, within the palette', () => {
    expect(colourIndex('Lagune Télécom')).toBe(colourIndex('Lagune Télécom'));
    for (const name of ['a', 'Banque Horizon', 'Marché Plus']) {
      expect(colourIndex(name)).toBeGreaterThanOrEqual(0);
      expect(colourIndex(name)).toBeLessThan(MONOGRAM_COLOURS);
    }
  });
});
