/** Amounts as the company writes them. Here rather than in lib/, so that content/ (the legal pages) may use it. */
// Built once (see lib/dates.ts). fr-FR groups digits with a narrow no-break space: "5 000 000 FCFA".
const fcfa = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

/** An amount in FCFA, written the French way: "5 000 000 FCFA". */
export function formatFcfa(amount: number): string {
  return `${fcfa.format(amount)}\u00a0FCFA`;
}
