/**
 * Columns of a grid of cards, sized to their count so that no card sits alone on the last row (issue 17;
 * tests/e2e/layout.spec.ts measures it at 768, 1024 and 1280 px, Tailwind's md, lg and xl).
 * Phones always get one column. From 768 px, two or three columns, or one when neither leaves the last row with two
 * cards or more (7 cards); from 1024 px, up to four; five cards fill one row from 1280 px.
 */

export type CardGridColumns = { md: 1 | 2 | 3; lg: 1 | 2 | 3 | 4; xl: 1 | 2 | 3 | 4 | 5 };

/** `columns` leaves no lone card: one column, or a last row of two cards or more. */
const fits = (count: number, columns: number) => columns === 1 || (columns <= count && count % columns !== 1);

export function cardGridColumns(count: number): CardGridColumns {
  const md = count % 2 === 0 ? 2 : fits(count, 3) ? 3 : 1;
  const lg = count % 4 === 0 ? 4 : fits(count, 3) ? 3 : fits(count, 4) ? 4 : fits(count, 2) ? 2 : 1;
  return { md, lg, xl: count === 5 ? 5 : lg };
}

// Whole class names, so that Tailwind finds them in the source. Two columns start at 640 px already; three at 768.
const mdClass = { 1: '', 2: 'sm:grid-cols-2', 3: 'md:grid-cols-3' } as const;
const lgClass = { 1: 'lg:grid-cols-1', 2: 'lg:grid-cols-2', 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4' } as const;
const xlClass = {
  1: 'xl:grid-cols-1',
  2: 'xl:grid-cols-2',
  3: 'xl:grid-cols-3',
  4: 'xl:grid-cols-4',
  5: 'xl:grid-cols-5',
} as const;

/** The column classes of a grid of `count` cards, e.g. "lg:grid-cols-4" for seven; use with `grid` and a gap. */
export function cardGridClass(count: number): string {
  const { md, lg, xl } = cardGridColumns(count);
  return [mdClass[md], lg !== md ? lgClass[lg] : '', xl !== lg ? xlClass[xl] : ''].filter(Boolean).join(' ');
}
