/**
 * Backups the server writes by itself when BACKUP_DIR is set: one when the newest there is older than
 * BACKUP_EVERY_HOURS (checked 60 s after start, then every few minutes), the oldest beyond BACKUP_KEEP deleted, and
 * each new file given to BACKUP_COMMAND (`sh -c`, `{file}` replaced by its quoted path) for a copy off the machine.
 * `{file}` rather than `$1`: the .env loader (the one `next build` uses) expands `$…` in values, and `$1` with it. Several instances on
 * one PostgreSQL database take turns under an advisory lock, and the second finds the first's fresh file and skips.
 * A backup is the one `npm run backup` writes (backup.ts): signed, without live links, refused on an empty database.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { logError, logInfo } from '@/server/log';
import { metrics } from '@/server/metrics';
import { settings, type Settings } from '@/server/settings';
import { writeBackup } from './backup';
import type { Database } from '@/server/db/client';

type Schedule = NonNullable<Settings['backups']>;

const FILE = /^multitech-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.jsonl\.gz$/;
/** The advisory lock instances take turns under ("mtbk"). */
const BACKUP_LOCK = 0x6d74_626b;
const COMMAND_TIMEOUT_MS = 30 * 60_000;
const FIRST_CHECK_MS = 60_000;
const CHECK_EVERY_MS = 5 * 60_000;

/** The scheduled backups in `dir`, newest first. */
export function backupFiles(dir: string): { path: string; writtenAt: Date }[] {
  let names: string[];
  try {
    names = readdirSync(/*turbopackIgnore: true*/ dir);
  } catch {
    return [];
  }
  return names
    .filter((name) => FILE.test(name))
    .map((name) => ({ path: join(dir, name), writtenAt: statSync(join(dir, name)).mtime }))
    .sort((a, b) => b.writtenAt.getTime() - a.writtenAt.getTime());
}

/** The newest scheduled backup's age, for the readiness detail and the metrics; undefined without BACKUP_DIR. */
export function lastBackup(
  schedule = settings().backups,
  now = new Date(),
): { at: string | null; ageSeconds: number | null } | undefined {
  if (!schedule) return undefined;
  const [newest] = backupFiles(schedule.dir);
  return newest
    ? {
        at: newest.writtenAt.toISOString(),
        ageSeconds: Math.round((now.getTime() - newest.writtenAt.getTime()) / 1000),
      }
    : { at: null, ageSeconds: null };
}

/** Runs `command` with `{file}` as the file's quoted path; resolves with its exit code (null when it could not run or was cut). */
function copyOffSite(command: string, file: string): Promise<number | null> {
  const quoted = `'${file.replaceAll("'", "'\\''")}'`;
  return new Promise((resolve) => {
    execFile('sh', ['-c', command.replaceAll('{file}', quoted)], { timeout: COMMAND_TIMEOUT_MS }, (error) => {
      resolve(error ? (typeof error.code === 'number' ? error.code : null) : 0);
    });
  });
}

/** One turn: a backup when due, the rotation, the copy. `written`: the new file; `skipped`: why none was written. */
export async function backupIfDue(
  database: Database,
  schedule: Schedule,
  now = new Date(),
): Promise<{ written: string } | { skipped: 'recent' | 'busy' }> {
  const withLock = database.withLock ?? (<T>(_key: number, run: () => Promise<T>): Promise<T | undefined> => run());
  return withLock(BACKUP_LOCK, async () => {
    const [newest] = backupFiles(schedule.dir);
    if (newest && now.getTime() - newest.writtenAt.getTime() < schedule.everyMs) return { skipped: 'recent' as const };
    mkdirSync(schedule.dir, { recursive: true, mode: 0o700 });
    const file = join(schedule.dir, `multitech-${now.toISOString().replace(/[:.]/g, '-')}.jsonl.gz`);
    const { tables } = await writeBackup(database, file);
    logInfo('backup', 'scheduled backup written', { file, rows: Object.values(tables).reduce((sum, n) => sum + n, 0) });
    for (const old of backupFiles(schedule.dir).slice(schedule.keep)) rmSync(old.path, { force: true });
    if (schedule.command) {
      const code = await copyOffSite(schedule.command, file);
      if (code === 0) logInfo('backup', 'backup copied off the machine', { file });
      else {
        metrics().backupCopyFailures.inc();
        logError('backup', 'the backup command failed', undefined, { file, exitCode: code ?? 'none' });
      }
    }
    return { written: file };
  }).then((result) => result ?? { skipped: 'busy' as const });
}

/** Starts the schedule (boot.ts); returns what stops it. Nothing without BACKUP_DIR. */
export function startBackupSchedule(database: Database, schedule = settings().backups): () => Promise<void> {
  if (!schedule) return async () => {};
  let running: Promise<unknown> = Promise.resolve();
  const turn = () => {
    running = backupIfDue(database, schedule).catch((error: unknown) => {
      metrics().backupFailures.inc();
      logError('backup', 'scheduled backup failed', error);
    });
  };
  const first = setTimeout(turn, FIRST_CHECK_MS);
  const every = setInterval(turn, CHECK_EVERY_MS);
  first.unref();
  every.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(every);
    await running;
  };
}
