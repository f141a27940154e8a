/**
 * The answers the site promises, per kind of request and, for support and consultations, per priority: how long the
 * team has to give a first response, and whether that time runs around the clock or in office hours only
 * (company.openingHours, Abidjan's time). The back-office counts them (lib/response-time.ts): each card's time left,
 * the « En retard » view, the share kept. The words that promise them to visitors are in content/ (request pages,
 * acknowledgements, the consultation's urgencies), each delay written by formatDelay below from the value here,
 * never typed; the one SPEC quotes word for word (the quote's success message) stays literal, and
 * response-promises.test.ts ties it, and every derived text, to these values.
 *
 * A first response is the first reply sent from the back-office, the first contact logged there (call, WhatsApp
 * message, visit planned) or the first move to « En cours ».
 */
export type Clock = 'always' | 'office';
export type ResponsePromise = { minutes: number; clock: Clock };

const hours = (n: number, clock: Clock = 'always'): ResponsePromise => ({ minutes: n * 60, clock });

/** Support requests by priority (content/request-choices.ts' supportPriorities). */
export const supportPromises = {
  /** « Critique - Panne totale »: counted day and night (the request pages say « 24 h/24 », the hotline answers). */
  critical: { minutes: 15, clock: 'always' },
  high: hours(2, 'office'),
  medium: hours(8, 'office'),
  low: hours(24, 'office'),
} as const satisfies Record<string, ResponsePromise>;

/** Consultations by urgency (content/request-choices.ts' urgencies: « Réponse sous … »). */
export const consultationPromises = {
  high: hours(4),
  medium: hours(24),
  low: hours(48),
} as const satisfies Record<string, ResponsePromise>;

export const responsePromises = {
  /** The quote's page, dialog and acknowledgement; SPEC §8's success message names it, typed (the test ties them). */
  quotes: hours(24),
  /** « … au plus tard » (the contact page and acknowledgement; the page also names an aim: contactAim). */
  contacts: hours(24),
  /** The demo's dialogs, success message and acknowledgement. */
  demos: hours(24),
  support: supportPromises,
  consultations: consultationPromises,
} as const;

/**
 * What the contact page says the team answers in on average, in office hours (« en moins de … »): an aim that the
 * median shows, not a promise the back-office counts (that one is responsePromises.contacts).
 */
export const contactAim: ResponsePromise = hours(2, 'office');

/**
 * How a text writes a delay: « 24h » (compact, as SPEC writes its messages and the urgencies), « 24 h » (spaced, a
 * plain space), « 24\u00a0h » (nbsp, a space that never breaks a line), « 2 heures » (words). Under an hour every
 * style writes « 15 minutes »; past the hour, its minutes follow (« 1\u00a0h\u00a030 », « 1h30 »). Whether the time
 * runs in office hours is the sentence's to say (« ouvrées », « pendant les heures d’ouverture »).
 * Not lib/dates.ts' formatDuration, which writes an elapsed span for the back-office (« 3 h 05 », « 2 j »).
 */
export type DurationStyle = 'compact' | 'spaced' | 'nbsp' | 'words';

const count = new Intl.NumberFormat('fr-FR');
const space: Record<Exclude<DurationStyle, 'words'>, string> = { compact: '', spaced: ' ', nbsp: '\u00a0' };

/** A promise's delay (or a number of minutes) in French words, in the style the text writes it. */
export function formatDelay(duration: ResponsePromise | number, style: DurationStyle): string {
  const minutes = typeof duration === 'object' ? duration.minutes : duration;
  if (minutes < 60) return `${count.format(minutes)} minute${minutes > 1 ? 's' : ''}`;
  const whole = Math.floor(minutes / 60);
  const rest = minutes % 60 ? String(minutes % 60).padStart(2, '0') : '';
  if (style === 'words') return `${whole} heure${whole > 1 ? 's' : ''}${rest && ` ${rest}`}`;
  return `${whole}${space[style]}h${rest && space[style] + rest}`;
}
