// Apart from security.ts: the cookies page, on every page's banner, reads its challenge length.

/**
 * The second factor's limits: after the password, the code is asked within `challengeMinutes` (a challenge takes 5
 * codes, better-auth's fixed figure); `failures` wrong codes in a row on one account, across challenges, lock its second
 * factor for `lockMinutes`. `recoveryCodes` recovery codes, each usable once.
 */
export const TWO_FACTOR = { challengeMinutes: 10, failures: 5, lockMinutes: 15, recoveryCodes: 10 } as const;
