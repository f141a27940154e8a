import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { newsletterSubscribers } from '@/server/db/schema';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { confirmNewsletter, newsletterTokenHash, unsubscribeNewsletter } from './newsletter';

describe.each(testDatabases)('migration 0012 on $name', { timeout: 60_000 }, (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.open({ migrate: false });
  }, 60_000);
  afterAll(async () => database?.destroy());

  it('keeps only the hash of the secrets already mailed, and their links keep working', async () => {
    const { db } = database;
    await database.migrate(12);
    const mailed = 'jeton-deja-envoye-par-mail-0000';
    await db.execute(
      sql`insert into newsletter_subscribers (email, token, source) values ('ancienne@example.ci', ${mailed}, '/ · test')`,
    );
    await database.migrate();

    const [row] = await db.select().from(newsletterSubscribers);
    expect(row?.tokenHash).toBe(newsletterTokenHash(mailed));
    expect(JSON.stringify(row)).not.toContain(mailed);
    expect(await confirmNewsletter(db, mailed)).toBe(true);
    expect(await confirmNewsletter(db, row!.tokenHash)).toBe(false);
    expect(await unsubscribeNewsletter(db, mailed)).toBe(true);
  });
});
