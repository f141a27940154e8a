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
