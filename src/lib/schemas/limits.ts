// Kept apart from the schemas: forms read these on first load, and must not pull the validator in with them.

/** Longest accepted value of each kind of field. */
export const limits = { name: 100, email: 254, phone: 30, company: 100, short: 200, text: 5000, source: 300 } as const;

/** The hidden honeypot field: people leave it empty, bots fill it. */
export const HONEYPOT_FIELD = 'website';

/** Password length bounds of accounts (SPEC §5: at least 6). */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
