/**
 * Per-address sign-in lockout (OWASP ASVS 5.0, 6.3.1): after `failures` failed sign-ins on one address within
 * `windowMinutes`, that address waits `firstWaitMinutes`, twice as long at each further lockout the same day, at most
 * `maxWaitMinutes`, whatever the IP. better-auth's own limit per IP (3 tries in 10 s) still applies on top.
 */
export const SIGN_IN_LOCKOUT = { failures: 5, windowMinutes: 15, firstWaitMinutes: 5, maxWaitMinutes: 60 } as const;
