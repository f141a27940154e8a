/**
 * Sign-in lockout (OWASP ASVS 5.0, 6.3.1), per address and client network (server/auth/lockout.ts): after `failures`
 * failed sign-ins within `windowMinutes`, that address waits on that network `firstWaitMinutes`, twice as long at each
 * further lockout the same day, at most `maxWaitMinutes`. Past `addressFailures` failures of the address within the
 * window, across networks, each network is locked at its first failure. better-auth's own limit per IP (3 tries in
 * 10 s) still applies on top.
 */
export const SIGN_IN_LOCKOUT = {
  failures: 5,
  windowMinutes: 15,
  firstWaitMinutes: 5,
  maxWaitMinutes: 60,
  addressFailures: 10,
} as const;

/**
 * A staff session ends 12 hours after sign-in whatever happens, and after 30 minutes without a back-office request
 * (OWASP ASVS 5.0, 7.3). STAFF_SESSION_HOURS and STAFF_IDLE_MINUTES change them (decimals allowed, for tests; read by
 * server/settings.ts as `staffSession`).
 */
export const STAFF_SESSION_DEFAULTS = { hours: 12, idleMinutes: 30 } as const;

/**
 * Two-factor sign-in for staff (OWASP ASVS 5.0, 6.3.3): `required` (the default) opens no back-office screen to a
 * staff member until their authenticator is enrolled; `optional` (STAFF_2FA), for a first install only, lets them in
 * without it. An enrolled account is always asked for a code.
 */
export type StaffTwoFactor = 'required' | 'optional';

export { TWO_FACTOR } from './two-factor';

/** An invitation to join the staff is valid 7 days, and once. */
export const STAFF_INVITATION_DAYS = 7;

/** A staff password's least length (server/auth/staff-password.ts adds the common-password check). */
export const STAFF_PASSWORD_MIN = 12;
