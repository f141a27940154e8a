import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { backupText } from '@/content/operator';
import { writeBackup } from './backup';
import { restoreDrill } from './restore';
import { key, nextFile, seed } from '../../../tests/support/backup';

// npm run backup and npm run restore as processes: the command's smoke tests.

describe('npm run restore', () => {
  it('prints the staff roles it brought in, and refuses without the key', { timeout: 120_000 }, async () => {
    const from = await testDatabases[0]!.open();
    const root = mkdtempSync(join(tmpdir(), 'site-restore-cli-'));
    try {
      await seed(from.db);
      const file = nextFile();
      await writeBackup(from, file, { key });
      const restore = (env: Record<string, string>) =>
        spawnSync(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', 'restore', file], {
          encoding: 'utf8',
          timeout: 100_000,
          env: { ...process.env, DATABASE_URL: '', BACKUP_KEY: '', ...env },
        });

      const keyless = restore({ DATA_DIR: join(root, 'sans-cle') });
      expect(keyless.status).toBe(1);
      expect(keyless.stderr).toContain(backupText.noKey(join(root, 'sans-cle', 'backup-key')));

      const restored = restore({ DATA_DIR: join(root, 'avec-cle'), BACKUP_KEY: key });
      expect(restored.stderr).toBe('');
      expect(restored.status).toBe(0);
      expect(restored.stdout).toContain(backupText.staffRoles([{ email: 'chef@example.ci', role: 'admin' }]));
      expect(backupText.staffRoles([{ email: 'chef@example.ci', role: 'admin' }])).toContain('admin  chef@example.ci');
    } finally {
      await from.destroy();
      rmSync(root, { recursive: true, force: true });
    }
  });

  it(
    'refuses to back up an empty embedded database (no DATABASE_URL where one was meant), exits 1 and writes no file',
    { timeout: 120_000 },
    () => {
      const root = mkdtempSync(join(tmpdir(), 'site-backup-empty-'));
      try {
        const file = join(root, 'vide.jsonl.gz');
        const backup = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', 'backup', file], {
          encoding: 'utf8',
          timeout: 100_000,
          env: { ...process.env, DATABASE_URL: '', BACKUP_KEY: key, DATA_DIR: join(root, 'data') },
        });
        expect(backup.status).toBe(1);
        expect(backup.stderr).toContain(backupText.emptyDatabase('pglite'));
        expect(existsSync(file)).toBe(false);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  );

  it(
    '--drill restores the newest backup of BACKUP_DIR into a throw-away database and compares every count; a damaged one fails',
    { timeout: 120_000 },
    async () => {
      const from = await testDatabases[0]!.open();
      const root = mkdtempSync(join(tmpdir(), 'site-drill-'));
      try {
        await seed(from.db);
        const backups = join(root, 'sauvegardes');
        mkdirSync(backups);
        const older = join(backups, 'multitech-2026-11-01T02-00-00-000Z.jsonl.gz');
        const newest = join(backups, 'multitech-2026-11-02T02-00-00-000Z.jsonl.gz');
        await writeBackup(from, older, { key });
        await from.db.execute(
          sql`insert into quotes (id, name, email, phone, service, source) values ('00000000-0000-4000-8000-000000000009', 'Yao Kouassi', 'yao@example.ci', '0700000009', 'Domotique', '/')`,
        );
        await writeBackup(from, newest, { key });
        utimesSync(older, new Date('2026-11-01T02:00:00Z'), new Date('2026-11-01T02:00:00Z'));
        const drill = (env: Record<string, string>, ...file: string[]) =>
          spawnSync(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', 'restore', '--drill', ...file], {
            encoding: 'utf8',
            timeout: 100_000,
            env: { ...process.env, DATABASE_URL: '', BACKUP_KEY: key, DATA_DIR: join(root, 'data'), ...env },
          });

        const passed = drill({ BACKUP_DIR: backups });
        expect(passed.stderr).toBe('');
        expect(passed.status).toBe(0);
        expect(passed.stdout).toContain(`Exercice de restauration réussi\u202f: ${newest}`);
        const quotesLine = passed.stdout.split('\n').find((line) => / quotes /.test(line));
        const { rows } = (await from.db.execute(sql`select count(*)::int as n from quotes`)) as unknown as {
          rows: { n: number }[];
        };
        expect(quotesLine?.trim().split(/\s+/)).toEqual(['quotes', String(rows[0]!.n), String(rows[0]!.n)]);
        // The live database was neither read nor written: nothing was made in DATA_DIR.
        expect(existsSync(join(root, 'data', 'pglite'))).toBe(false);

        const report = await restoreDrill(older, { key });
        expect(report.ok).toBe(true);
        expect(report.counts.find(({ table }) => table === 'quotes')).toEqual({
          table: 'quotes',
          inBackup: rows[0]!.n - 1,
          restored: rows[0]!.n - 1,
        });

        const none = drill({ BACKUP_DIR: '' });
        expect(none.status).toBe(1);
        expect(none.stderr).toContain(backupText.drillNoFile);

        const damaged = join(root, 'abimee.jsonl.gz');
        const bytes = readFileSync(newest);
        writeFileSync(damaged, bytes.subarray(0, Math.floor(bytes.length / 2)));
        const failed = drill({}, damaged);
        expect(failed.status).toBe(1);
        expect(failed.stderr).toContain(backupText.damaged(damaged));
      } finally {
        await from.destroy();
        rmSync(root, { recursive: true, force: true });
      }
    },
  );
});
