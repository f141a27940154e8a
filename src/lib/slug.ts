/**
 * The address of a piece of content (an article's `/blog/<slug>`): its title in lower-case ASCII words joined by
 * hyphens, accents dropped (« Énergie » → `energie`), at most 80 characters cut at a word.
 */
export const SLUG_MAX = 80;

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Words a slug does not end on once cut (« …ce que doivent savoir les » → `…ce-que-doivent-savoir`). */
const weakEndings = new Set([
  'a',
  'au',
  'aux',
  'd',
  'de',
  'des',
  'du',
  'en',
  'et',
  'l',
  'la',
  'le',
  'les',
  'ou',
  'par',
  'pour',
  'sur',
  'un',
  'une',
]);

export function slugify(title: string): string {
  const words = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > SLUG_MAX) break;
    slug = next;
  }
  const kept = slug.split('-');
  while (kept.length > 1 && weakEndings.has(kept.at(-1)!)) kept.pop();
  return kept.join('-') || words[0]?.slice(0, SLUG_MAX) || '';
}
