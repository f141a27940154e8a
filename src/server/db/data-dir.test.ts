import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { secureDataDir } from './data-dir';

const mode = (path: string) => statSync(path).mode & 0o777;
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the data directory', () => {
  it('is created 0700, tightens what was left open, and makes what comes after owner-only', () => {
    const parent = mkdtempSync(join(tmpdir(), 'site-data-'));
    dirs.push(parent);
    const previous = process.umask(0o022);
    try {
      // What an older version left: the process umask's 0755 and 0644.
      const old = join(parent, 'old');
      mkdirSync(join(old, 'pglite', 'base'), { recursive: true, mode: 0o755 });
      writeFileSync(join(old, 'pglite', 'base', 'PG_VERSION'), '17', { mode: 0o644 });
      writeFileSync(join(old, 'auth-secret'), 'k', { mode: 0o644 });
      secureDataDir(old);
      expect([mode(old), mode(join(old, 'pglite')), mode(join(old, 'pglite', 'base'))]).toEqual([0o700, 0o700, 0o700]);
      expect([mode(join(old, 'pglite', 'base', 'PG_VERSION')), mode(join(old, 'auth-secret'))]).toEqual([0o600, 0o600]);

      // A new directory, and a file created afterwards with no mode given (as PGlite and nodemailer do).
      const fresh = join(parent, 'new', 'data');
      secureDataDir(fresh);
      expect(mode(fresh)).toBe(0o700);
      writeFileSync(join(fresh, 'later.eml'), 'x');
      mkdirSync(join(fresh, 'outbox'));
      expect([mode(join(fresh, 'later.eml')), mode(join(fresh, 'outbox'))]).toEqual([0o600, 0o700]);
    } finally {
      process.umask(previous);
    }
  });
});
