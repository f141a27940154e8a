/**
 * The key that signs backups (HMAC-SHA256, backup.ts): BACKUP_KEY, or one made once and kept in DATA_DIR/backup-key,
 * like the session secret. It is never written into a backup: a file altered by whoever holds the backups, but not the
 * key, is refused. Restoring on another machine takes the same key: BACKUP_KEY set to the original file's content, or
 * that file copied into the new DATA_DIR.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { backupText } from '@/content/operator';
import { settings } from '@/server/settings';

/** A key shorter than this is refused: it would be guessed, and a guessed key signs anything. */
export const BACKUP_KEY_MIN_LENGTH = 32;

export const backupKeyPath = (directory = settings().dataDir) => join(directory, 'backup-key');

/** A refusal the operator can act on, in French then English (content/operator.ts): of a backup, or of its key. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

function checked(key: string, where: string): string {
  if (key.length < BACKUP_KEY_MIN_LENGTH) throw new BackupError(backupText.keyTooShort(where, BACKUP_KEY_MIN_LENGTH));
  return key;
}

/**
 * The key, from BACKUP_KEY or DATA_DIR/backup-key. A backup makes the file when there is none (`create`); a restore
 * never does: a new key could only refuse the file, so it says which key to bring instead.
 */
export function backupKey({
  create,
  directory = settings().dataDir,
  key = settings().backupKey,
}: {
  create: boolean;
  directory?: string;
  key?: string;
}): string {
  if (key) return checked(key.trim(), 'BACKUP_KEY');
  const path = backupKeyPath(directory);
  try {
    return checked(readFileSync(path, 'utf8').trim(), path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    if (!create) throw new BackupError(backupText.noKey(path));
  }
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  try {
    writeFileSync(path, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process made it first: theirs is the key.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return checked(readFileSync(path, 'utf8').trim(), path);
}

/** A short name of a key, written in each backup's header, so that a refusal can tell a wrong key from an altered file. */
export const backupKeyId = (key: string) =>
  createHash('sha256').update(`multitech-backup-key-id:${key}`).digest('hex').slice(0, 12);
