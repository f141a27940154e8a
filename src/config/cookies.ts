/**
 * The names of the cookies the site sets itself. Dependency-free, so that the code that sets them (lib/consent.ts,
 * server/auth/hint.ts) and the cookies page that lists them (content/cookies.ts) read the same names.
 */

/** The visitor's choices on optional cookies (lib/consent.ts). */
export const CONSENT_COOKIE = 'mt_consentement';

/** The readable hint that a session may exist (server/auth/hint.ts). */
export const SIGNED_IN_HINT = 'mt_connecte';

/** Where the cookie choices are posted without JavaScript (app/api/cookies/route.ts); with it, the page stores them. */
export const CONSENT_ROUTE = '/api/cookies';

/** The fields of that form: which button (`choix`), and one checkbox per optional category, named after it. */
export const CONSENT_CHOICE_FIELD = 'choix';
export const consentChoices = ['accept', 'refuse', 'custom'] as const;
export type ConsentChoice = (typeof consentChoices)[number];

/** The id of the cookie preferences panel, which every button that opens it names (popovertarget). */
export const COOKIE_PREFERENCES_ID = 'preferences-cookies';
