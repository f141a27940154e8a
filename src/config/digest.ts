/**
 * The morning digest of each staff member (server/admin/digest.ts): at `at` in Abidjan's time on the offices' open
 * days (company.openingHours), or, when the server was down then, as soon as it starts again until `until`: past it,
 * that day's digest is skipped (the back-office's views say the same, and the next digest comes the next open day).
 * The first `listed` requests of each list are named, and the others counted up to `countCap`.
 */
import { company } from './company';

export const digestSchedule = {
  at: '07:30',
  until: '12:00',
  days: company.openingHours.days,
  listed: 20,
  countCap: 1_000,
} as const;
