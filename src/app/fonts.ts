import localFont from 'next/font/local';

// Self-hosted from @fontsource-variable/inter, latin subset only (it covers French, « », œ, € and the
// narrow no-break space). next/font preloads it and sizes the Arial fallback to the same metrics, so the swap shifts nothing.
export const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
  adjustFontFallback: 'Arial',
});
