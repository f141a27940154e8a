import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backupText } from '@/content/operator';
import { BACKUP_KEY_MIN_LENGTH, BackupError, backupKey, backupKeyId, backupKeyPath } from './backup-key';

const root = mkdtempSync(join(tmpdir(), 'site-backup-key-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the backup key', () => {
  it('is made once in DATA_DIR/backup-key (owner-only) by a backup, and read again after', () => {
    const directory = join(root, 'data');
    const made = backupKey({ create: true, directory, key: '' });
    expect(made.length).toBeGreaterThanOrEqual(BACKUP_KEY_MIN_LENGTH);
    expect(readFileSync(backupKeyPath(directory), 'utf8')).toBe(made);
    expect(statSync(backupKeyPath(directory)).mode & 0o777).toBe(0o600);
    expect(backupKey({ create: true, directory, key: '' })).toBe(made);
    expect(backupKey({ create: false, directory, key: '' })).toBe(made);
  });

  it('is never made by a restore, which says how to bring the original one', () => {
    const directory = join(root, 'elsewhere');
    const refusal = (() => {
      try {
        return backupKey({ create: false, directory, key: '' });
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(BackupError);
    expect((refusal as Error).message).toBe(backupText.noKey(backupKeyPath(directory)));
  });

  it('comes from BACKUP_KEY first, which must be long enough to resist a guess', () => {
    const directory = join(root, 'data');
    const key = 'k'.repeat(BACKUP_KEY_MIN_LENGTH);
    expect(backupKey({ create: false, directory, key: `${key}\n` })).toBe(key);
    expect(() => backupKey({ create: true, directory, key: 'court' })).toThrow(
      backupText.keyTooShort('BACKUP_KEY', BACKUP_KEY_MIN_LENGTH),
    );
  });

  it('has a short name that tells keys apart and gives nothing of the key away', () => {
    const [a, b] = ['a'.repeat(40), 'b'.repeat(40)];
    expect(backupKeyId(a)).toMatch(/^[0-9a-f]{12}$/);
    expect(backupKeyId(a)).toBe(backupKeyId(a));
    expect(backupKeyId(a)).not.toBe(backupKeyId(b));
    expect(a).not.toContain(backupKeyId(a));
  });
});
