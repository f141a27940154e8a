import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isMainThread } from 'node:worker_threads';

/**
 * DATA_DIR holds the leads (PGlite's files), the mails and the key that signs sessions: owner-only. From the first
 * call on, what this process creates gets 0700/0600 (umask 077: PGlite creates its files itself, long after this
 * call), and what an older version or another tool left there is tightened. Symbolic links are left alone.
 */
export function secureDataDir(directory: string) {
  // process.umask cannot be set from a worker thread; the server and the CLIs run on the main one.
  if (isMainThread) process.umask(0o077);
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  tighten(directory, 0);
}

function tighten(path: string, depth: number) {
  const stat = lstatSync(path);
  if (stat.isSymbolicLink()) return;
  const mode = stat.isDirectory() ? 0o700 : 0o600;
  if ((stat.mode & 0o777) !== mode) chmodSync(path, mode);
  if (stat.isDirectory() && depth < 8) for (const entry of readdirSync(path)) tighten(join(path, entry), depth + 1);
}
