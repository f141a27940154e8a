/**
 * The embedded database is sized for this site (issue 45): its page cache is PGLITE_SHARED_BUFFERS_MB (16 MB unless
 * said), not PGlite's own 128 MB, which cost about 165 MB of resident memory more (npm run bench:memory).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseSettings } from '@/server/settings';
import { openDatabase, selectArrays } from './client';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function sharedBuffers(options: { sharedBuffersMb?: number }) {
  const dir = mkdtempSync(join(tmpdir(), 'site-pglite-memory-'));
  dirs.push(dir);
  const database = await openDatabase({ dataDir: dir, migrate: false, ...options });
  try {
    const rows = await selectArrays(database.db, { sql: 'show shared_buffers', params: [] });
    return rows[0]?.[0];
  } finally {
    await database.close();
  }
}

describe('the embedded database’s memory', () => {
  it('has a 16 MB page cache by default, and the one PGLITE_SHARED_BUFFERS_MB says', async () => {
    expect(parseSettings({}).pgliteSharedBuffersMb).toBe(16);
    expect(parseSettings({ PGLITE_SHARED_BUFFERS_MB: '48' }).pgliteSharedBuffersMb).toBe(48);
    expect(await sharedBuffers({})).toBe('16MB');
    expect(await sharedBuffers({ sharedBuffersMb: 48 })).toBe('48MB');
  }, 60_000);

  it('refuses a page cache that is not a whole number of MB from 1 to 1024', () => {
    for (const value of ['0', '2048', '16MB', '-1'])
      expect(() => parseSettings({ PGLITE_SHARED_BUFFERS_MB: value })).toThrow();
  });
});
