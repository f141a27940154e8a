// Writes the site's web font: Inter cut to the characters, weights and features in src/lib/font-subset.ts.
// Run it (npm run font) after changing that file; src/lib/font-subset.test.ts fails while the committed font is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import subsetFont from 'subset-font';
import { fontFeatures, fontFile, fontSource, fontSubsetText, fontWeights } from '../src/lib/font-subset';

export const makeFontSubset = () =>
  subsetFont(readFileSync(fontSource), fontSubsetText(), {
    targetFormat: 'woff2',
    variationAxes: { wght: fontWeights },
    keepFeatures: fontFeatures,
  });

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const subset = await makeFontSubset();
  writeFileSync(fontFile, subset);
  console.log(`${fontFile}: ${subset.length} bytes (from ${readFileSync(fontSource).length})`);
}
