/**
 * The line-by-line comparison of two texts of an article, bounded (issue 42): two texts that differ too much, or that
 * are longer than an article may be (an old revision), are shown whole instead, so that no comparison holds the
 * event loop. Pure, so that benchmarks time it as the page runs it.
 */
import { diffLines } from 'diff';
import { REVISION_COMPARISON } from '@/config/revisions';
import { ARTICLE_LIMITS, lineCount } from '@/lib/schemas/article';

export type DiffPart = { value: string; added?: boolean; removed?: boolean };

export type TextComparison = { kind: 'lines'; parts: DiffPart[] } | { kind: 'whole'; before: string; after: string };

/** The changed lines from `before` to `after`, or both texts whole past the bounds. */
export function compareTexts(before: string, after: string): TextComparison {
  const whole = { kind: 'whole', before, after } as const;
  // Counted before diffing: on 50,000 lines the diff holds the event loop 80 ms even stopped at its bounds.
  if (lineCount(before) > ARTICLE_LIMITS.lines || lineCount(after) > ARTICLE_LIMITS.lines) return whole;
  const parts = diffLines(before, after, {
    maxEditLength: REVISION_COMPARISON.maxChangedLines,
    timeout: REVISION_COMPARISON.timeoutMs,
  });
  return parts ? { kind: 'lines', parts } : whole;
}
