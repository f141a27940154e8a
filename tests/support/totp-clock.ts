import { afterAll, beforeAll, vi } from 'vitest';

/**
 * In a unit test better-auth checks authenticator codes in the test's own process, so the test need not sit out a
 * 30-second step when freshTotpCode runs out of codes: only Date is faked (timers stay real, and the fake clock runs
 * with them), and the wait jumps the clock to the next step. Pass the result to freshTotpCode: `freshTotpCode(secret, clock)`.
 */
export function useTotpClock() {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  });
  afterAll(() => {
    vi.useRealTimers();
  });
  return {
    wait: async (ms: number) => {
      vi.setSystemTime(Date.now() + ms);
    },
  };
}
