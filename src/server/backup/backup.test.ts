import { describe, expect, it } from 'vitest';
import { PHOTOS } from '@/config/photos';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { writeBackup } from './backup';
import { restoreBackup } from './restore';
import { backupKeyId } from './backup-key';
import { shippedMigrations } from '@/server/db/client';
import { key, nextFile, contents, seed, asBackedUp } from '../../../tests/support/backup';

// A backup restores whole, from each kind of database into each. What a restore refuses: backup-restore.test.ts; the
// command as a process: backup-cli.test.ts (three files, so that they run side by side).
const pairs = testDatabases.flatMap((source) => testDatabases.map((target) => ({ source, target })));

describe.each(pairs)('a backup from $source.name', { timeout: 60_000 }, ({ source, target }) => {
  it(`restores into an empty ${target.name} database with every table equal`, async () => {
    const from = await source.open();
    let to: TestDatabase | undefined;
    try {
      await seed(from.db);
      const file = nextFile();
      const written = await writeBackup(from, file, { key });
      expect(written.migrations).toBe(shippedMigrations());
      expect(written.key).toBe(backupKeyId(key));
      expect(written.tables.quotes).toBe(1);
      expect(written.tables.request_photos).toBe(PHOTOS.perRequest + 9);
      expect(written.tables).not.toHaveProperty('request_counts');
      expect(written.tables).toMatchObject({
        articles: 9,
        media: 2,
        media_files: 9 + 4,
        article_slugs: 9,
        showcase_items: 31,
      });

      to = await target.open({ migrate: false });
      // Inserted by size as well as by count: a pending batch goes once it holds 200 KB (8 MB by default).
      const restored = await restoreBackup(to, file, { key, batchBytes: 200 * 1024 });
      expect(restored.tables).toEqual(Object.fromEntries(Object.entries(written.tables).filter(([, n]) => n > 0)));
      // The staff roles it brought in, for the operator to read.
      expect(restored.staff).toEqual([{ email: 'chef@example.ci', role: 'admin' }]);
      await asBackedUp(from.db, file);
      expect(await contents(to.db)).toEqual(await contents(from.db));
    } finally {
      await from.destroy();
      await to?.destroy();
    }
  });
});
