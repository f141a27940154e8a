import { TIME_ZONE } from '@/config/time-zone';

export { TIME_ZONE };

// Built once: an Intl.DateTimeFormat costs far more to make than to use (a CSV export formats thousands of dates).
const isoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const longDate = new Intl.DateTimeFormat('fr-FR', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
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

/**
 * A span of time as the back-office says it: "12 min", "3 h 05", "24 h", "2 j 4 h" (whole minutes, rounded up: "1 min" for
 * a few seconds, so that a late request never reads as late by nothing).
 */
export function formatDuration(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  // Up to two days in hours, as promises are said ("sous 24 h", "48h"); then days and hours.
  if (hours < 48) return minutes % 60 ? `${hours} h ${String(minutes % 60).padStart(2, '0')}` : `${hours} h`;
  return hours % 24 ? `${Math.floor(hours / 24)} j ${hours % 24} h` : `${Math.floor(hours / 24)} j`;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** "02/12/2026" for 2026-12-02: how a day is typed in French, whatever the browser's language. */
export function frenchDay(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

/**
 * A day typed the French way, day first ("2/12/2026", "02-12-2026", "02.12.2026", "2 12 2026"), as YYYY-MM-DD; null
 * when it is not one (31/11, 29/02 of a common year, a two-digit year, the month first in a way no day allows).
 */
export function parseFrenchDay(text: string): string | null {
  const match = /^\s*(\d{1,2})\s*[/.\- ]\s*(\d{1,2})\s*[/.\- ]\s*(\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The day `days` after an ISO day, as an ISO day. */
export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
