import { mkdtempSync, readFileSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { captureLog } from '../../../tests/support/log';
import { metrics } from '@/server/metrics';
import { readBackupHeader } from './backup';
import { backupFiles, backupIfDue, lastBackup } from './scheduled-backups';

process.env.BACKUP_KEY ??= 'a-backup-key-of-more-than-32-characters-for-tests';
const HOUR = 3_600_000;

describe.each(testDatabases)('scheduled backups on $name', { timeout: 120_000 }, (target) => {
  let database: TestDatabase;
  let dir: string;
  beforeAll(async () => {
    database = await target.open();
    dir = mkdtempSync(join(tmpdir(), 'site-scheduled-backups-'));
  });
  afterAll(async () => {
    await database?.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('write a signed backup when none is recent, skip while one is, and keep only the newest BACKUP_KEEP', async () => {
    const schedule = { dir, everyMs: 24 * HOUR, keep: 2, command: undefined };
    expect(lastBackup(schedule)).toEqual({ at: null, ageSeconds: null });
    const first = await backupIfDue(database, schedule, new Date('2026-11-20T02:00:00Z'));
    expect(first).toHaveProperty('written');
    const file = (first as { written: string }).written;
    expect(file).toBe(join(dir, 'multitech-2026-11-20T02-00-00-000Z.jsonl.gz'));
    expect((await readBackupHeader(file)).migrations).toBeGreaterThan(0);
    // Written just now: the next turn, within the day, finds it and writes nothing.
    expect(await backupIfDue(database, schedule, new Date())).toEqual({ skipped: 'recent' });

    // Two days later, twice: the oldest goes, two stay.
    utimesSync(file, new Date(Date.now() - 3 * 24 * HOUR), new Date(Date.now() - 3 * 24 * HOUR));
    const second = (await backupIfDue(database, schedule, new Date(Date.now() - 25 * HOUR))) as { written: string };
    utimesSync(second.written, new Date(Date.now() - 25 * HOUR), new Date(Date.now() - 25 * HOUR));
    const third = (await backupIfDue(database, schedule)) as { written: string };
    expect(backupFiles(dir).map((found) => found.path)).toEqual([third.written, second.written]);
    expect(lastBackup(schedule)?.ageSeconds).toBeLessThan(60);
  });

  it('give each new file to BACKUP_COMMAND as {file}, and count and log a command that fails', async () => {
    const copies = join(dir, 'copies.txt');
    const copied = (await backupIfDue(database, {
      dir,
      everyMs: 1,
      keep: 10,
      command: `printf '%s\\n' {file} >> '${copies}'`,
    })) as { written: string };
    expect(readFileSync(copies, 'utf8')).toBe(`${copied.written}\n`);

    const before = (await metrics().backupCopyFailures.get()).values[0]?.value ?? 0;
    const log = captureLog();
    try {
      await backupIfDue(database, { dir, everyMs: 1, keep: 10, command: 'exit 3' });
    } finally {
      log.restore();
    }
    expect((await metrics().backupCopyFailures.get()).values[0]?.value).toBe(before + 1);
    expect(log.lines.find((line) => line.msg === 'the backup command failed')).toMatchObject({
      level: 'error',
      scope: 'backup',
      exitCode: 3,
    });
  });

  it('let one instance at a time write, on PostgreSQL: the other is told it is busy', async () => {
    if (database.kind !== 'postgres') {
      // One process holds an embedded database: there is no other instance to take turns with.
      expect(database.withLock).toBeUndefined();
      return;
    }
    const schedule = {
      dir: mkdtempSync(join(tmpdir(), 'site-backups-turns-')),
      everyMs: 1,
      keep: 10,
      command: undefined,
    };
    try {
      const results = await Promise.all([backupIfDue(database, schedule), backupIfDue(database, schedule)]);
      expect(results.filter((result) => 'written' in result)).toHaveLength(1);
      expect(results.filter((result) => 'skipped' in result)).toEqual([{ skipped: 'busy' }]);
    } finally {
      rmSync(schedule.dir, { recursive: true, force: true });
    }
  });
});

describe('the newest backup in the readiness detail', () => {
  it('is undefined without BACKUP_DIR', () => {
    expect(lastBackup(undefined)).toBeUndefined();
  });
});
