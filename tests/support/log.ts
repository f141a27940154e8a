import { vi } from 'vitest';

export type LogLine = Record<string, unknown>;

/** Collects the JSON lines the server's logger writes (server/log.ts writes to standard output) until restored. */
export function captureLog() {
  const lines: LogLine[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    for (const line of String(chunk).split('\n')) if (line.startsWith('{')) lines.push(JSON.parse(line) as LogLine);
    return true;
  });
  return {
    lines,
    errors: () => lines.filter((line) => line.level === 'error').map(lineText),
    restore: () => spy.mockRestore(),
  };
}

/** A line as a person reads it: `[scope] message: error`. */
export const lineText = (line: LogLine) =>
  `[${String(line.scope)}] ${String(line.msg)}${line.error === undefined ? '' : `: ${String(line.error)}`}`;
