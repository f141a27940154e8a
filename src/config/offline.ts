/**
 * Forms that survive bad networks (issue 30): how long a draft stays on the visitor's device, how long the server
 * remembers a submission's idempotency key, and how the page retries a request it could not send. Free of the rest of
 * src/ so that the privacy page states the same figures the code applies.
 */

/** A draft (what a visitor typed in a form, and a request waiting for the network) is deleted from the device after this. */
export const DRAFT_RETENTION_DAYS = 7;

/** The server keeps each submission's idempotency key and first answer this long (a draft's life: no replay comes later). */
export const IDEMPOTENCY_KEY_RETENTION_DAYS = DRAFT_RETENTION_DAYS;

/**
 * A form posted without JavaScript carries no key: one is derived from the kind, the validated fields and the visitor's
 * address, and a second identical post within this window (at least; at most twice it) is the same submission.
 */
export const NO_SCRIPT_KEY_WINDOW_SECONDS = 10 * 60;

/** The page's own retry of a queued request: first after this, doubling each time, never more than the cap. */
export const RETRY_FIRST_MS = 5_000;
export const RETRY_MAX_MS = 5 * 60_000;
