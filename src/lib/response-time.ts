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
export function officeTimeBetween(
  from: Date | number,
  to: Date | number,
  hours: OfficeHours = company.openingHours,
): number {
  const [start, end] = [time(from), time(to)];
  let total = 0;
  for (let day = localDayStart(start, hours); day < end; day += DAY) {
    const open = openWindow(day, hours);
    if (open) total += Math.max(0, Math.min(end, open[1]) - Math.max(start, open[0]));
  }
  return total;
}

/** How long a response took, counted as its promise counts: office time, or all of it. */
export function responseTime(
  createdAt: Date | number,
  respondedAt: Date | number,
  promise: ResponsePromise,
  hours: OfficeHours = company.openingHours,
): number {
  return promise.clock === 'always'
    ? Math.max(0, time(respondedAt) - time(createdAt))
    : officeTimeBetween(createdAt, respondedAt, hours);
}

/** When the first response to a request created at `createdAt` is due. */
export function dueAt(
  createdAt: Date | number,
  promise: ResponsePromise,
  hours: OfficeHours = company.openingHours,
): Date {
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
export function lateBefore(
  now: Date | number,
  promise: ResponsePromise,
  hours: OfficeHours = company.openingHours,
): Date {
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
    if (remaining < available || (!openNow && remaining === available))
      return new Date(end - remaining + (openNow ? 0 : 1));
    remaining -= available;
  }
  throw new Error('office hours without an open day');
}

/**
 * The buckets of the response-time histogram (schema/counters.ts' response_times): upper edges in minutes of the promise's
 * clock: each about a tenth wider than the one before (a minute wide up to 10 min), up to a month; a longer response
 * goes in the last one. A quantile read from them is within about 10 % of the true one.
 * Migration 0016 writes the same edges for the responses made before it.
 */
export const RESPONSE_BUCKETS = [
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 14, 16, 18, 20, 22, 25, 28, 30, 33, 36, 40, 45, 50, 55, 60, 66, 72, 80, 90, 100,
  110, 120, 135, 150, 165, 180, 200, 220, 240, 270, 300, 330, 360, 400, 450, 500, 540, 600, 660, 720, 800, 900, 960,
  1080, 1200, 1320, 1440, 1560, 1680, 1800, 1920, 2160, 2400, 2640, 2880, 3240, 3600, 4320, 5040, 5760, 7200, 8640,
  10080, 14400, 20160, 30240, 43200,
] as const;

/** The bucket of a response time in milliseconds: the first edge at or above its whole minutes, rounded up. */
export function bucketOf(took: number): number {
  const minutes = Math.max(1, Math.ceil(took / MINUTE));
  return RESPONSE_BUCKETS.find((edge) => edge >= minutes) ?? RESPONSE_BUCKETS.at(-1)!;
}

/**
 * The q-quantile (0.5 for the median, 0.9) of a histogram, in minutes, interpolated within its bucket as Prometheus'
 * histogram_quantile does: to the minute up to 10 min, within its bucket's width (about 10 %) beyond. Null when it is empty.
 */
export function quantileOf(histogram: ReadonlyMap<number, number>, q: number): number | null {
  const total = [...histogram.values()].reduce((sum, n) => sum + n, 0);
  if (total === 0) return null;
  const rank = q * total;
  let below = 0;
  let lower = 0;
  for (const edge of RESPONSE_BUCKETS) {
    const n = histogram.get(edge) ?? 0;
    if (n > 0 && below + n >= rank) return lower + ((edge - lower) * (rank - below)) / n;
    below += n;
    lower = edge;
  }
  return RESPONSE_BUCKETS.at(-1)!;
}
