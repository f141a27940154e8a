/**
 * A job the server runs by itself on a timer (the desk's alerts, the media sweep): a first turn `firstMs` after start,
 * then one every `everyMs`; a turn that outlasts the interval is not doubled (the next is skipped); a failure is
 * logged. Returns what stops it, once the turn under way is over (boot.ts registers it for a graceful stop).
 */
export function startPeriodic(
  run: () => Promise<unknown>,
  { firstMs, everyMs, failed }: { firstMs: number; everyMs: number; failed: (error: unknown) => void },
): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const turn = () => {
    if (stopped || running) return;
    running = run()
      .catch(failed)
      .finally(() => (running = undefined));
  };
  const first = setTimeout(turn, firstMs);
  const every = setInterval(turn, everyMs);
  first.unref();
  every.unref();
  return async () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(every);
    await running;
  };
}
