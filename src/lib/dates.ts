export const TIME_ZONE = 'Africa/Abidjan';

/** Today's date in Abidjan as YYYY-MM-DD. */
export function todayIso(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** "1 mars 2024" */
export function formatLongDate(isoOrDate: string | Date): string {
  const date = typeof isoOrDate === 'string' ? new Date(`${isoOrDate}T12:00:00Z`) : isoOrDate;
  return new Intl.DateTimeFormat('fr-FR', { timeZone: TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}

/** "22 novembre 2026 à 14:05", in Abidjan: how the back-office dates a request. */
export function formatDateTime(date: Date): string {
  return new Intl.DateTimeFormat('fr-FR', { timeZone: TIME_ZONE, dateStyle: 'long', timeStyle: 'short' }).format(date);
}

/** "22/11/2026 14:05": the CSV's dates, which spreadsheets in French read as dates. */
export function formatShortDateTime(date: Date): string {
  return new Intl.DateTimeFormat('fr-FR', { timeZone: TIME_ZONE, dateStyle: 'short', timeStyle: 'short' }).format(date).replace(',', '');
}
