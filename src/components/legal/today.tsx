import { connection } from 'next/server';
import { formatLongDate, todayIso } from '@/lib/dates';

/**
 * Today's date in Abidjan, "22 novembre 2026", computed when the page is served: `connection()` keeps the page
 * from being prerendered, so a build never freezes its date.
 */
export async function Today() {
  await connection();
  const now = new Date();
  return <time dateTime={todayIso(now)}>{formatLongDate(now)}</time>;
}
