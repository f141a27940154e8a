import localFont from 'next/font/local';

// Inter from @fontsource-variable/inter, cut by `npm run font` (src/lib/font-subset.ts) to fontsource's latin characters
// (French, « », œ, € and the narrow no-break space), weights 400–800 and the features French text uses: 29 KB instead of 48.
// next/font preloads it and sizes the Arial fallback to the same metrics, so the swap shifts nothing.
export const inter = localFont({
  src: './inter-latin-wght-400-800.woff2',
  weight: '400 800',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
  adjustFontFallback: 'Arial',
});
