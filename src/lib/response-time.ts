/**
 * The arithmetic of response promises (config/response-promises.ts): when a request's first response is due, how long
 * one took, and from what creation time a request still waiting is late. A promise counted in office hours runs only
 * while the offices are open (company.openingHours: the days and hours, in Abidjan's time, a fixed offset from UTC);
 * one counted around the clock runs all the time. All instants are epoch milliseconds or Dates, in UTC.
 */
import { company } from '@/config/company';
import type { ResponsePromise } from '@/config/response-promises';

export type OfficeHours = { days: readonly number[]; opens: string; closes: string; utcOffsetMinutes: number };

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** A promise longer than this many days of walking finds no open window: the hours are misconfigured. */
const MAX_DAYS = 3660;

const minutesOf = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return h! * 60 + m!;
};

/** The UTC instant of the local midnight that starts the local day holding `at`. */
const localDayStart = (at: number, hours: OfficeHours) => {
  const offset = hours.utcOffsetMinutes * MINUTE;
  return Math.floor((at + offset) / DAY) * DAY - offset;
};

/** The open window of the local day starting at `dayStart`, as UTC instants, or null on a closed day. */
function openWindow(dayStart: number, hours: OfficeHours): [number, number] | null {
  const weekday = new Date(dayStart + hours.utcOffsetMinutes * MINUTE).getUTCDay() || 7;
  if (!hours.days.includes(weekday)) return null;
  return [dayStart + minutesOf(hours.opens) * MINUTE, dayStart + minutesOf(hours.closes) * MINUTE];
}

const ms = (promise: ResponsePromise) => promise.minutes * MINUTE;
const time = (at: Date | number) => (typeof at === 'number' ? at : at.getTime());

/** Office time between two instants, in milliseconds (0 when `to` is not after `from`). */
export function officeTimeBetween(from: Date | number, to: Date | number, hours: OfficeHours = company.openingHours): number {
  const [start, end] = [time(from), time(to)];
  let total = 0;
  for (let day = localDayStart(start, hours); day < end; day += DAY) {
    const open = openWindow(day, hours);
    if (open) total += Math.max(0, Math.min(end, open[1]) - Math.max(start, open[0]));
  }
  return total;
}

/** How long a response took, counted as its promise counts: office time, or all of it. */
export function responseTime(createdAt: Date | number, respondedAt: Date | number, promise: ResponsePromise, hours: OfficeHours = company.openingHours): number {
  return promise.clock === 'always' ? Math.max(0, time(respondedAt) - time(createdAt)) : officeTimeBetween(createdAt, respondedAt, hours);
}

/** When the first response to a request created at `createdAt` is due. */
export function dueAt(createdAt: Date | number, promise: ResponsePromise, hours: OfficeHours = company.openingHours): Date {
  const created = time(createdAt);
  if (promise.clock === 'always') return new Date(created + ms(promise));
  let remaining = ms(promise);
  let from = created;
  for (let day = localDayStart(created, hours), n = 0; n < MAX_DAYS; day += DAY, n += 1) {
    const open = openWindow(day, hours);
    if (!open) continue;
    const start = Math.max(from, open[0]);
    if (start >= open[1]) continue;
    if (remaining <= open[1] - start) return new Date(start + remaining);
    remaining -= open[1] - start;
    from = open[1];
  }
  throw new Error('office hours without an open day');
}

/**
 * The creation time before which a request not yet answered is late at `now` (due before now): the back-office's
 * « En retard » reads `created_at < lateBefore(now)`, an index range, instead of computing each due time.
 */
export function lateBefore(now: Date | number, promise: ResponsePromise, hours: OfficeHours = company.openingHours): Date {
  const at = time(now);
  if (promise.clock === 'always') return new Date(at - ms(promise));
  // The creation time c whose office time up to now is the promise, walking back through the open windows. When the
  // offices are open now, c is due exactly now (not late: late is due before now), and so is a request made in the
  // closed hours just before c's window: the walk goes on to the end of the window before. When they are closed, c
  // was due at the last closing, before now: c itself is late.
  const today = openWindow(localDayStart(at, hours), hours);
  const openNow = today !== null && at > today[0] && at <= today[1];
  let remaining = ms(promise);
  for (let day = localDayStart(at, hours), n = 0; n < MAX_DAYS; day -= DAY, n += 1) {
    const open = openWindow(day, hours);
    if (!open) continue;
    const end = Math.min(at, open[1]);
    if (end <= open[0]) continue;
    const available = end - open[0];
    if (remaining < available || (!openNow && remaining === available)) return new Date(end - remaining + (openNow ? 0 : 1));
    remaining -= available;
  }
  throw new Error('office hours without an open day');
}
