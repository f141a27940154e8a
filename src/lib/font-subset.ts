/**
 * The web font the site ships: Inter (from @fontsource-variable/inter) cut down by `npm run font` to the characters of
 * fontsource's latin file, the weights the pages use and the OpenType features French text needs. Shared by that
 * script and by the test that checks every character of the content is in the font.
 */
export const fontSource = 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
export const fontFile = 'src/app/inter-latin-wght-400-800.woff2';

/** fontsource's `unicode-range` for its latin file: Basic Latin, Latin-1, œ, €, general punctuation (’ « » … and U+202F)… */
export const fontUnicodeRanges: readonly (readonly [number, number])[] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

/** font-normal (400) to font-extrabold (800): the weights the pages use. */
export const fontWeights = { min: 400, max: 800 } as const;

/** Kerning, ligatures, contextual forms, accents (ccmp, mark, mkmk), French locale forms, tabular figures and case-aware punctuation. */
export const fontFeatures = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum', 'case'] as const;

export const inFontSubset = (character: string) => {
  const code = character.codePointAt(0) ?? 0;
  return fontUnicodeRanges.some(([from, to]) => code >= from && code <= to);
};

export const fontSubsetText = () =>
  fontUnicodeRanges
    .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)))
    .join('');
