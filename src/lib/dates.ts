export const TIME_ZONE = 'Africa/Abidjan';

// Built once: an Intl.DateTimeFormat costs far more to make than to use (a CSV export formats thousands of dates).
const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const longDate = new Intl.DateTimeFormat('fr-FR', { timeZone: TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' });
const dateTime = new Intl.DateTimeFormat('fr-FR', { timeZone: TIME_ZONE, dateStyle: 'long', timeStyle: 'short' });
const shortDateTime = new Intl.DateTimeFormat('fr-FR', { timeZone: TIME_ZONE, dateStyle: 'short', timeStyle: 'short' });

/** A date's day in Abidjan as YYYY-MM-DD; today's by default. */
export function todayIso(now: Date = new Date()): string {
  return isoDay.format(now);
}

/** "1 mars 2024" */
export function formatLongDate(isoOrDate: string | Date): string {
  return longDate.format(typeof isoOrDate === 'string' ? new Date(`${isoOrDate}T12:00:00Z`) : isoOrDate);
}

/** "22 novembre 2026 à 14:05", in Abidjan: how the back-office dates a request. */
export function formatDateTime(date: Date): string {
  return dateTime.format(date);
}

/** "22/11/2026 14:05": the CSV's dates, which spreadsheets in French read as dates. */
export function formatShortDateTime(date: Date): string {
  return shortDateTime.format(date).replace(',', '');
}
