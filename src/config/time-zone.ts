/**
 * The company's time: Abidjan's (Africa/Abidjan), UTC+0 all year with no summer time. Dates are shown in it
 * (lib/dates.ts) and office hours counted in it (company.openingHours, lib/response-time.ts), whatever the browser's
 * or the server's own zone. Its own module: client components format dates without the company's other facts.
 */
export const TIME_ZONE = 'Africa/Abidjan';
/** Its offset from UTC, in minutes (lib/response-time.test.ts checks it against the zone's rules). */
export const UTC_OFFSET_MINUTES = 0;
