import { describe, expect, it } from 'vitest';
import { cardGridClass, cardGridColumns } from './card-grid';

/** How many cards the last row holds: `count` cards on `columns` columns. */
const lastRow = (count: number, columns: number) => count % columns || Math.min(count, columns);

describe('card grids', () => {
  it('never leave one card alone on the last row, at any count up to 24 and at 768, 1024 and 1280 px', () => {
    for (let count = 2; count <= 24; count += 1) {
      for (const [width, columns] of Object.entries(cardGridColumns(count))) {
        if (columns > 1) expect(lastRow(count, columns), `${count} cards at ${width}`).toBeGreaterThan(1);
        expect(columns, `${count} cards at ${width}`).toBeLessThanOrEqual(count);
      }
    }
  });

  it('give the counts of the content the layouts chosen for them', () => {
    expect([2, 3, 4, 5, 6, 7, 8, 9].map(cardGridClass)).toEqual([
      'sm:grid-cols-2',
      'md:grid-cols-3',
      'sm:grid-cols-2 lg:grid-cols-4',
      'md:grid-cols-3 xl:grid-cols-5',
      'sm:grid-cols-2 lg:grid-cols-3',
      'lg:grid-cols-4', // the seven services: one column to 1023 px, then 4 + 3
      'sm:grid-cols-2 lg:grid-cols-4',
      'md:grid-cols-3',
    ]);
    expect(cardGridClass(1)).toBe('');
  });
});
