import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { dataDirLockedText } from '@/content/operator';
import { secureDataDir } from './data-dir';

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `${dataDirLockedText(dataDir, pid)} The embedded database in ${dataDir} is already open by process ${pid}: stop it, or set another DATA_DIR.`,
    );
    this.name = 'DataDirLockedError';
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Takes the data directory for this process. PGlite has no lock of its own, and a second process that opens the same
 * directory silently loses writes, so a second opener must fail at once. A lock left by a dead process is taken over.
 * Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  secureDataDir(dataDir);
  const path = join(dataDir, 'db.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (readFileSync(path, 'utf8') === String(process.pid)) unlinkSync(path);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
      if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid)) throw new DataDirLockedError(dataDir, pid);
      unlinkSync(path);
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
