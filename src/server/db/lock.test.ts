import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { DataDirLockedError, lockDataDir } from './lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'site-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the PGlite data-directory lock', () => {
  it('refuses a directory that a live process holds, with a message that says what to do', async () => {
    const dir = tempDir();
    const holder = spawn('sleep', ['30']);
    try {
      writeFileSync(join(dir, 'db.lock'), String(holder.pid));
      const started = Date.now();
      const error = await openDatabase({ dataDir: dir }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(DataDirLockedError);
      expect((error as Error).message).toContain(`déjà ouverte par le processus ${holder.pid}`);
      expect((error as Error).message).toContain('set another DATA_DIR');
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock left by a process that is gone, and releases its own', () => {
    const dir = tempDir();
    const gone = spawnSync('true').pid;
    writeFileSync(join(dir, 'db.lock'), String(gone));
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'db.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(() => readFileSync(join(dir, 'db.lock'))).toThrow();
  });

  it('makes a second process that opens the same directory fail at once', async () => {
    const dir = tempDir();
    const database = await openDatabase({ dataDir: dir });
    try {
      const script = `import { openDatabase } from './src/server/db/client.ts';
        openDatabase({ dataDir: ${JSON.stringify(dir)} }).then(() => process.exit(0), (e) => { console.error(e.message); process.exit(3); });`;
      const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], {
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(child.status).toBe(3);
      expect(child.stderr).toContain('déjà ouverte par le processus');
    } finally {
      await database.close();
    }
  }, 40_000);
});
