/**
 * Writes src/lib/phone-metadata.json: libphonenumber-js's "min" metadata (every country's calling code, international
 * prefix, national pattern and lengths) without its formatting rules, which only formatting reads (how digits are
 * grouped for display). Parsing, E.164 and validation read none of them, so the forms' schemas check a number as the
 * "min" metadata does for about half its weight in the browser. Run it after updating libphonenumber-js and commit
 * the file: src/lib/phone.test.ts fails while it is stale.
 *
 *   npx tsx scripts/phone-metadata.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const phoneMetadataFile = fileURLToPath(new URL('../src/lib/phone-metadata.json', import.meta.url));

type Plan = unknown[];
type Metadata = {
  version: number;
  country_calling_codes: Record<string, string[]>;
  countries: Record<string, Plan>;
  nonGeographic?: Record<string, Plan>;
};

/**
 * The positions of a numbering plan's formatting rules in metadata version 4 (libphonenumber-js's source/metadata.js):
 * 4, the formats; 6, the national prefix formatting rule; 9, whether the national prefix is optional when formatting.
 */
const FORMATTING = [4, 6, 9];

const withoutFormatting = (plan: Plan): Plan => plan.map((value, index) => (FORMATTING.includes(index) ? 0 : value));

/** The trimmed metadata, as JSON text, from the installed package's own. */
export function makePhoneMetadata(): string {
  const require = createRequire(import.meta.url);
  const source = JSON.parse(readFileSync(require.resolve('libphonenumber-js/metadata.min.json'), 'utf8')) as Metadata;
  const plans = (plans: Record<string, Plan> = {}) =>
    Object.fromEntries(Object.entries(plans).map(([key, plan]) => [key, withoutFormatting(plan)]));
  return `${JSON.stringify({ ...source, countries: plans(source.countries), nonGeographic: plans(source.nonGeographic) })}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(phoneMetadataFile, makePhoneMetadata());
  console.log(`wrote ${phoneMetadataFile}`);
}
