/**
 * The names of the cookies the site sets itself. Dependency-free, so that the code that sets them (lib/consent.ts,
 * server/auth/hint.ts) and the cookies page that lists them (content/cookies.ts) read the same names.
 */

/** The visitor's choices on optional cookies (lib/consent.ts). */
export const CONSENT_COOKIE = 'mt_consentement';

/** The readable hint that a session may exist (server/auth/hint.ts). */
export const SIGNED_IN_HINT = 'mt_connecte';
