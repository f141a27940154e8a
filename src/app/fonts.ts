import localFont from 'next/font/local';

// Self-hosted from @fontsource-variable/inter, latin subset only (it covers French, « », œ, € and the
// narrow no-break space). next/font preloads it and sizes the fallback; 'optional' keeps a late font from repainting the page (no shift, no late LCP).
export const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'optional',
  variable: '--font-inter',
  adjustFontFallback: 'Arial',
});
