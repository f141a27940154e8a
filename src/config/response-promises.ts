/**
 * The answers the site promises, per kind of request and, for support and consultations, per priority: how long the
 * team has to give a first response, and whether that time runs around the clock or in office hours only
 * (company.openingHours, Abidjan's time). The back-office counts them (lib/response-time.ts): each card's time left,
 * the « En retard » view, the share kept. The words that promise them to visitors are in content/ (request pages,
 * acknowledgements, the consultation's urgencies); response-promises.test.ts checks that the two agree.
 *
 * A first response is the first reply sent from the back-office, the first contact logged there (call, WhatsApp
 * message, visit planned) or the first move to « En cours ».
 */
export type Clock = 'always' | 'office';
export type ResponsePromise = { minutes: number; clock: Clock };

const hours = (n: number, clock: Clock = 'always'): ResponsePromise => ({ minutes: n * 60, clock });

/** Support requests by priority (content/request-choices.ts' supportPriorities). */
export const supportPromises = {
  /** « Critique - Panne totale »: 15 minutes, day and night (the request pages and the hotline say so). */
  critical: { minutes: 15, clock: 'always' },
  high: hours(2, 'office'),
  medium: hours(8, 'office'),
  low: hours(24, 'office'),
} as const satisfies Record<string, ResponsePromise>;

/** Consultations by urgency (content/request-choices.ts' urgencies: « Réponse sous 4h / 24h / 48h »). */
export const consultationPromises = {
  high: hours(4),
  medium: hours(24),
  low: hours(48),
} as const satisfies Record<string, ResponsePromise>;

export const responsePromises = {
  /** « réponse sous 24 h » (the quote's page and dialog). */
  quotes: hours(24),
  /** « sous 24 h au plus tard » (the contact page; it also aims at 2 h in office hours, which the median shows). */
  contacts: hours(24),
  /** « Nous vous contacterons dans les 24h » (the demo's acknowledgement). */
  demos: hours(24),
  support: supportPromises,
  consultations: consultationPromises,
} as const;
