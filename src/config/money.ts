/** Amounts as the company writes them. Here rather than in lib/, so that content/ (the legal pages) may use it. */
// Built once (see lib/dates.ts). fr-FR groups digits with a narrow no-break space: "5 000 000 FCFA".
const fcfa = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

/** An amount in FCFA, written the French way: "5 000 000 FCFA". */
export function formatFcfa(amount: number): string {
  return `${fcfa.format(amount)}\u00a0FCFA`;
}

/** Its digits only, grouped the French way ("5 000 000"): what a field of amounts in FCFA shows. */
export const groupedDigits = (amount: number) => fcfa.format(amount);

/**
 * An amount typed by staff, in FCFA: digits, grouped by threes with spaces (of any kind) or dots or not grouped, with
 * "FCFA" after it or not; null for anything else (a decimal, a sign, letters, zero).
 */
export function parseFcfa(text: string): number | null {
  const typed = text
    .trim()
    .replace(/\s*F\s*CFA$/i, '')
    .replace(/[\u00a0\u202f\s]+/g, ' ');
  if (!/^(?:\d{1,15}|\d{1,3}(?:[ .]\d{3}){1,4})$/.test(typed)) return null;
  const amount = Number(typed.replace(/[ .]/g, ''));
  return amount > 0 ? amount : null;
}
