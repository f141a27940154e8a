/**
 * How far a comparison of two article revisions goes before it shows both texts whole (issue 42): its cost grows with
 * the square of the changed lines. Measured on these machines, 500 changed lines take 15 to 20 ms whatever the texts'
 * lengths, 1,000 take 60 to 70 ms; the time limit stops what the line count does not foresee (very long lines that
 * differ only at their end), within the 50 ms a request may hold the event loop.
 */
export const REVISION_COMPARISON = { maxChangedLines: 500, timeoutMs: 40 } as const;
