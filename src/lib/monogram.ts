/** Monograms stand in for logos and portraits: initials on a colour chosen from the name, the same on every page. */

const minorWords = new Set(['de', 'des', 'du', 'la', 'le', 'les', 'et', '&']);

/** "Crédit des Lagunes" → "CL"; "Marché Plus" → "MP"; "Archivia" → "AR". */
export function initials(name: string): string {
  const words = name
    .split(/[\s-]+/)
    .map((word) => word.replace(/^[ld]’/i, ''))
    .filter((word) => word && !minorWords.has(word.toLowerCase()));
  const letters = words.length > 1 ? words[0]!.charAt(0) + words[1]!.charAt(0) : (words[0] ?? '').slice(0, 2);
  return letters.toLocaleUpperCase('fr-FR');
}

export const MONOGRAM_COLOURS = 6;

/** A stable index in 0..MONOGRAM_COLOURS-1 for a name. */
export function colourIndex(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % MONOGRAM_COLOURS;
}
