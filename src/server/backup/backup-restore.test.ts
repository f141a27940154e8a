import { readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAuth } from '@/server/auth/auth';
import { linkRemovedText } from '@/content/mails';
import { createRequest } from '@/server/requests';
import { validRequest } from '../../../tests/support/hostile';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { backupText } from '@/content/operator';
import { BackupError, writeBackup } from './backup';
import { restoreBackup } from './restore';
import { backupKeyId } from './backup-key';
import { outbox, quotes, user, verification } from '@/server/db/schema';
import { shippedMigrations } from '@/server/db/client';
import {
  key,
  otherKey,
  nextFile,
  contents,
  seed,
  asBackedUp,
  linesOf,
  signed,
  readSignature,
} from '../../../tests/support/backup';

// What a restore refuses, and what it brings through (src/server/backup/backup.test.ts restores whole).

describe.each(testDatabases)('a restore into $name', { timeout: 60_000 }, (target) => {
  /** A seeded database, its backup, and a second database of the same kind, already migrated and empty. */
  async function backupAndTarget(check: (file: string, from: TestDatabase, to: TestDatabase) => Promise<void>) {
    const from = await target.open();
    const to = await target.open();
    try {
      await seed(from.db);
      const file = nextFile();
      await writeBackup(from, file, { key });
      await asBackedUp(from.db, file);
      await check(file, from, to);
    } finally {
      await from.destroy();
      await to.destroy();
    }
  }

  it('refuses a database that holds rows, and changes nothing in it', () =>
    backupAndTarget(async (file, _from, to) => {
      await createRequest('contact', validRequest('contact', 'already-here'), { db: to.db, ip: '10.9.9.9' });
      const before = await contents(to.db);
      const refusal = await restoreBackup(to, file, { key }).catch((error: Error) => error);
      expect(refusal).toBeInstanceOf(BackupError);
      // The first table found holding rows names itself.
      expect(Object.keys(before).map((name) => backupText.notEmpty(name.split('.')[1]!))).toContain(
        (refusal as Error).message,
      );
      expect(await contents(to.db)).toEqual(before);
    }));

  it('accepts an empty database already at the backup’s schema (a server started on it first)', () =>
    backupAndTarget(async (file, from, to) => {
      await restoreBackup(to, file, { key });
      expect(await contents(to.db)).toEqual(await contents(from.db));
    }));

  it(
    'refuses a backup from a newer schema, a file of another kind, an unsigned, cut, altered or wrongly signed file, and an unknown table, restoring nothing',
    { timeout: 180_000 },
    async () => {
      const from = await target.open();
      const blank = await target.open({ migrate: false });
      try {
        await seed(from.db);
        const file = nextFile();
        await writeBackup(from, file, { key });
        const lines = linesOf(file);
        const header = JSON.parse(lines[0]!) as Record<string, unknown>;
        const write = (content: Buffer | string) => {
          const path = nextFile();
          writeFileSync(path, content);
          return path;
        };
        const rowLine = lines.findIndex((line) => line.startsWith('["quotes"'));
        expect(rowLine).toBeGreaterThan(0);

        const newer = write(
          signed([JSON.stringify({ ...header, migrations: shippedMigrations() + 1 }), ...lines.slice(1)]),
        );
        const notBackup = write('name,email\nAwa,awa@example.ci\n');
        // Signed files only: one from before signatures (version 1), one whose signature line is gone, one cut short.
        const unsignedV1 = write(
          gzipSync([JSON.stringify({ ...header, version: 1, key: undefined }), ...lines.slice(1)].join('\n')),
        );
        const withoutSignature = write(gzipSync(lines.join('\n')));
        const cut = write(gzipSync(lines.slice(0, -1).join('\n')));
        // One character of one row changed (an address), the signature kept: the file was altered.
        const alteredLine = lines[rowLine]!.replace('@example.ci', '@exbmple.ci');
        expect(alteredLine).not.toBe(lines[rowLine]);
        const alteredByte = write(
          gzipSync(
            [...lines.slice(0, rowLine), alteredLine, ...lines.slice(rowLine + 1), readSignature(file)].join('\n'),
          ),
        );
        // One byte of the compressed file flipped.
        const flipped = Buffer.from(readFileSync(file));
        flipped[Math.floor(flipped.length / 2)]! ^= 0x01;
        const flippedByte = write(flipped);
        // Signed with the key, yet wrong inside: a row missing (the counts catch it) and tables no backup holds.
        const missingRow = write(signed([...lines.slice(0, rowLine), ...lines.slice(rowLine + 1)]));
        const counter = write(
          signed([
            ...lines.slice(0, -1),
            JSON.stringify(['request_counts', { kind: 'quotes', status: 'nouveau', n: 1000 }]),
            lines.at(-1)!,
          ]),
        );
        const ghost = write(signed([...lines.slice(0, -1), JSON.stringify(['ghost', { id: 1 }]), lines.at(-1)!]));

        for (const [path, message, options, untouched] of [
          [newer, backupText.newerSchema(shippedMigrations() + 1, shippedMigrations()), { key }, true],
          [notBackup, backupText.notABackup(notBackup), { key }, true],
          [unsignedV1, backupText.unsigned(unsignedV1), { key }, true],
          [withoutSignature, backupText.unsigned(withoutSignature), { key }, true],
          [cut, backupText.unsigned(cut), { key }, true],
          [alteredByte, backupText.altered(alteredByte), { key }, true],
          [flippedByte, undefined, { key }, true],
          [file, backupText.wrongKey(file, backupKeyId(key), backupKeyId(otherKey)), { key: otherKey }, true],
          [missingRow, backupText.damaged(missingRow), { key }, false],
          [counter, backupText.unknownTable('request_counts'), { key }, false],
          [ghost, backupText.unknownTable('ghost'), { key }, false],
        ] as const) {
          // Refused before the database is touched: one target serves every such file, and must stay blank.
          const to = untouched ? blank : await target.open({ migrate: false });
          try {
            const refusal = await restoreBackup(to, path, options).catch((error: Error) => error);
            expect(refusal, path).toBeInstanceOf(BackupError);
            if (message) expect((refusal as Error).message).toBe(message);
            const { rows } = (await to.db.execute(
              sql`select to_regclass('public.quotes') is not null as found, to_regclass('drizzle.__drizzle_migrations') is not null as migrated`,
            )) as unknown as { rows: { found: boolean; migrated: boolean }[] };
            if (untouched) expect(rows[0], path).toEqual({ found: false, migrated: false });
            if (rows[0]?.found) expect(await to.db.select().from(quotes)).toEqual([]);
          } finally {
            if (to !== blank) await to.destroy();
          }
        }
      } finally {
        await from.destroy();
        await blank.destroy();
      }
    },
  );

  it('holds no link that works: pending invitation, confirmation and reset links, and a reset token kept in clear', async () => {
    const from = await target.open();
    const to = await target.open({ migrate: false });
    try {
      const { db } = from;
      await seed(db);
      const auth = createAuth(db);
      await auth.api.signUpEmail({ body: { email: 'nouveau@example.ci', password: 'nouveau-123', name: 'nouveau' } });
      await auth.api.requestPasswordReset({
        body: { email: 'chef@example.ci', redirectTo: '/auth/nouveau-mot-de-passe' },
      });
      const [chef] = await db.select().from(user).where(eq(user.email, 'chef@example.ci'));
      // A reset token an older version kept in clear, still valid.
      await db.insert(verification).values({
        id: 'ancien-jeton',
        identifier: 'reset-password:jeton-en-clair-123',
        value: chef!.id,
        expiresAt: new Date(Date.now() + 3_600_000),
      });

      const texts = (await db.select({ text: outbox.text }).from(outbox)).map((row) => row.text).join('\n');
      const secrets = {
        invitation: /invitation\?token=([\w-]+)/.exec(texts)?.[1],
        verification: /verify-email\?token=([^&\s]+)/.exec(texts)?.[1],
        reset: /reset-password\/([^?\s]+)/.exec(texts)?.[1],
        newsletterMail: /confirmation\?jeton=([^&\s]+)/.exec(texts)?.[1],
        legacyReset: 'jeton-en-clair-123',
      };
      for (const [name, secret] of Object.entries(secrets)) expect(secret, name).toBeTruthy();
      // The current version keeps the reset token hashed: the live table does not hold it either.
      const identifiers = (await db.select({ identifier: verification.identifier }).from(verification))
        .map((row) => row.identifier)
        .join('\n');
      expect(identifiers).not.toContain(secrets.reset);

      const file = nextFile();
      await writeBackup(from, file, { key });
      const content = gunzipSync(readFileSync(file)).toString('utf8');
      for (const [name, secret] of Object.entries(secrets)) {
        // The newsletter's token stays on its subscriber's row (every mail's unsubscribe link needs it), not in a mail.
        const where =
          name === 'newsletterMail'
            ? content
                .split('\n')
                .filter((line) => line.startsWith('["outbox"'))
                .join('\n')
            : content;
        expect(where.includes(secret!), name).toBe(false);
      }

      await restoreBackup(to, file, { key });
      const mails = await to.db.select().from(outbox);
      const withLinks = mails.filter((mail) => mail.text === linkRemovedText);
      // The invitation, the confirmation, the reset and the newsletter's confirmation: each held as given up.
      expect(withLinks).toHaveLength(4);
      for (const mail of withLinks) {
        expect(mail).toMatchObject({ html: null, sentAt: null, lastError: backupText.linkRemoved });
        expect(mail.failedAt).toBeInstanceOf(Date);
      }
      expect(mails.filter((mail) => mail.failedAt === null)).toHaveLength(mails.length - 4);
      expect((await to.db.select().from(verification)).map((row) => row.identifier)).not.toContain(
        'reset-password:jeton-en-clair-123',
      );
    } finally {
      await from.destroy();
      await to.destroy();
    }
  });

  it('brings a backup from an older schema through the migrations that came after it', async () => {
    const from = await target.open({ migrate: false });
    const to = await target.open({ migrate: false });
    try {
      await from.migrate(shippedMigrations() - 1);
      await from.db.execute(
        sql`insert into quotes (id, name, email, phone, service, source) values ('00000000-0000-4000-8000-000000000001', 'Awa Koné', 'awa@example.ci', '0700000001', 'Domotique', '/')`,
      );
      const file = nextFile();
      expect((await writeBackup(from, file, { key })).migrations).toBe(shippedMigrations() - 1);
      await restoreBackup(to, file, { key });
      expect(await to.db.select({ id: quotes.id, name: quotes.name }).from(quotes)).toEqual([
        { id: '00000000-0000-4000-8000-000000000001', name: 'Awa Koné' },
      ]);
      const { rows } = (await to.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { n: number }[] };
      expect(rows[0]?.n).toBe(shippedMigrations());
    } finally {
      await from.destroy();
      await to.destroy();
    }
  });
});
