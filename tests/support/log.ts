import { vi } from 'vitest';

/** Collects the JSON lines the server's logger writes (server/log.ts writes to standard output) until restored. */
export function captureLog() {
  const lines: Record<string, unknown>[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
    return true;
  });
  return { lines, restore: () => spy.mockRestore() };
}
