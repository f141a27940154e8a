/**
 * How far a comparison of two article revisions goes before it shows both texts whole (issue 42): its cost grows with
 * the square of the changed lines. Measured here (2 cores), 500 changed lines take 15 to 20 ms, 1,000 take 60 to
 * 70 ms, whatever the texts' lengths; the time limit stops what the line count does not foresee (a busy machine, long
 * lines that differ only at their end), so that a comparison stays within the 50 ms a request may hold the event loop.
 */
export const REVISION_COMPARISON = { maxChangedLines: 400, timeoutMs: 30 } as const;
