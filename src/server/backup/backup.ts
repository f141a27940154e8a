/**
 * Logical backups that restore into either database: a gzip file of JSON lines.
 *   line 1     {"format":"multitech-backup","version":2,"migrations":6,"createdAt":"…","source":"pglite","key":"…"}
 *   then       ["table", {row as PostgreSQL's to_jsonb gives it}]   table after table, parents before children
 *   then       {"end":true,"tables":{"quotes":120,…}}
 *   last line  {"signature":"hmac-sha256:…"}   over every line above, each with its newline
 * Rows are read in one repeatable-read transaction (a consistent snapshot, while the server runs) and written back by
 * PostgreSQL itself (json_populate_recordset), so that every type (timestamps, enums, json) comes back as it was,
 * from PGlite into PostgreSQL and the reverse. The counters the triggers keep are not copied: restoring the requests
 * recounts them. A restore runs in one transaction: a truncated or damaged file restores nothing.
 *
 * The signature's key (backup-key.ts) is kept apart from the backups: a file altered by whoever can write where the
 * backups are kept (a role added to user_roles, a changed password hash) is refused before the database is touched.
 * No backup holds a link that works: a mail carrying a one-use link keeps its metadata only (one not yet sent is held
 * as given up, to be asked for again after a restore), and a forgotten password's token in clear (written by an older
 * version; the current one hashes it) is left out.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { createHmac, timingSafeEqual, type Hmac } from 'node:crypto';
import { once } from 'node:events';
import { pipeline } from 'node:stream';
import { finished } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip, createGzip } from 'node:zlib';
import { getTableName, sql } from 'drizzle-orm';
import { backupText } from '@/content/operator';
import { isSecretMail, withoutLink } from '@/server/mail/secrets';
import { BackupError, backupKey, backupKeyId } from './backup-key';
import type { Database, Db } from '@/server/db/client';
import { shippedMigrations } from '@/server/db/client';
import {
  articleRevisions,
  articles,
  articleSlugs,
  mediaFiles,
  outbox,
  outcomeCounts,
  requestChannelDays,
  requestCounts,
  requestDays,
  requestFacetCounts,
  requestPhotos,
  showcaseItems,
  verification,
  waitingCounts,
} from '@/server/db/schema';

export { BackupError } from './backup-key';

export const BACKUP_FORMAT = 'multitech-backup';
/** 2: signed. A version 1 file (unsigned) is refused. */
const BACKUP_VERSION = 2;
const SIGNATURE_PREFIX = 'hmac-sha256:';

type Header = {
  format: string;
  version: number;
  migrations: number;
  createdAt: string;
  source: Database['kind'];
  key: string;
};
export type Trailer = { end: true; tables: Record<string, number> };
export type BackupSummary = { migrations: number; tables: Record<string, number> };
export type StaffRoleRow = { email: string; role: string };

/** Tables whose rows weigh up to a megabyte (photos, written as hex): read a few at a time, restored by size. */
const largeRowTables = new Set<string>([getTableName(requestPhotos), getTableName(mediaFiles)]);
const LARGE_ROWS_PER_FETCH = 8;
/** A restore inserts what it read once this much is pending, whatever the number of rows. */
export const RESTORE_BATCH_BYTES = 8 * 1024 * 1024;

/** Kept by triggers from the request tables: recomputed by a restore, never copied. */
const derivedTables = new Set<string>(
  [requestCounts, requestDays, requestFacetCounts, requestChannelDays, outcomeCounts, waitingCounts].map((table) =>
    getTableName(table),
  ),
);

/**
 * Filled by a migration with the site's first content (0021: SPEC's nine articles; 0022: its showcase): a restore
 * empties them before loading the backup's, which may have changed or deleted those rows.
 */
export const seededTables = new Set<string>(
  [articles, articleSlugs, articleRevisions, showcaseItems].map((table) => getTableName(table)),
);

type Rows<T> = { rows: T[] };
export const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/** The application's tables, parents before the tables whose foreign keys point at them. */
export async function tablesInOrder(db: Db): Promise<string[]> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  ).map(({ name }) => name);
  const links = rowsOf<{ child: string; parent: string }>(
    await db.execute(sql`
      select child.relname as child, parent.relname as parent
      from pg_constraint c
      join pg_class child on child.oid = c.conrelid
      join pg_class parent on parent.oid = c.confrelid
      join pg_namespace n on n.oid = child.relnamespace
      where c.contype = 'f' and n.nspname = 'public' and c.conrelid <> c.confrelid`),
  );
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const link of links) if (link.child === table) visit(link.parent, path);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered.filter((table) => !derivedTables.has(table));
}

/** How many of the shipped migrations the database has applied (0 on an empty database). */
export async function appliedMigrations(db: Db): Promise<number> {
  const [exists] = rowsOf<{ found: boolean }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`),
  );
  if (!exists?.found) return 0;
  const [row] = rowsOf<{ n: number | string }>(
    await db.execute(sql`select count(*) as n from drizzle.__drizzle_migrations`),
  );
  return Number(row?.n ?? 0);
}

/** A row as the backup holds it, or undefined for a row it leaves out: no link that works goes into a backup. */
function forBackup(table: string, row: Record<string, unknown>, takenAt: string): Record<string, unknown> | undefined {
  if (
    table === getTableName(verification) &&
    typeof row.identifier === 'string' &&
    row.identifier.startsWith('reset-password:')
  )
    return undefined;
  if (table === getTableName(outbox) && isSecretMail(row)) {
    const waiting = row.sent_at == null && row.failed_at == null;
    // Not sent yet: held as given up, so that a restored outbox does not send a mail without its link.
    return { ...row, ...withoutLink, ...(waiting ? { failed_at: takenAt, last_error: backupText.linkRemoved } : {}) };
  }
  return row;
}

export const signatureOf = (hmac: Hmac) => `${SIGNATURE_PREFIX}${hmac.digest('base64url')}`;

/** Compares in constant time: the signature is a secret's work. */
export function sameSignature(expected: string, found: unknown): boolean {
  if (typeof found !== 'string') return false;
  const [a, b] = [Buffer.from(expected), Buffer.from(found)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Writes a backup of `database` to `file` (which must not exist yet: a backup never overwrites one), signed with `key`
 * (by default BACKUP_KEY or DATA_DIR/backup-key, made on the first backup).
 */
export async function writeBackup(
  database: Database,
  file: string,
  { batch = 1000, key }: { batch?: number; key?: string } = {},
): Promise<BackupSummary & { key: string }> {
  // A database no migration ever ran on is not this site's (a forgotten DATABASE_URL opens an empty embedded one):
  // refused before a file is written, so that no one keeps an empty backup for a real one.
  if ((await appliedMigrations(database.db)) === 0) throw new BackupError(backupText.emptyDatabase(database.kind));
  const signingKey = key ?? backupKey({ create: true });
  const hmac = createHmac('sha256', signingKey);
  const gzip = createGzip();
  const output = createWriteStream(file, { flags: 'wx', mode: 0o600 });
  gzip.pipe(output);
  const write = async (line: unknown, signed = true) => {
    const text = `${JSON.stringify(line)}\n`;
    if (signed) hmac.update(text);
    if (!gzip.write(text)) await once(gzip, 'drain');
  };
  const summary = await database.db.transaction(
    async (tx) => {
      const migrations = await appliedMigrations(tx as unknown as Db);
      const createdAt = new Date().toISOString();
      const header: Header = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        migrations,
        createdAt,
        source: database.kind,
        key: backupKeyId(signingKey),
      };
      await write(header);
      const tables: Record<string, number> = {};
      for (const table of await tablesInOrder(tx as unknown as Db)) {
        tables[table] = 0;
        const rowsPerFetch = largeRowTables.has(table) ? LARGE_ROWS_PER_FETCH : batch;
        await tx.execute(
          sql`declare backup_rows no scroll cursor for select to_jsonb(t) as row from ${sql.identifier(table)} t`,
        );
        for (;;) {
          const rows = rowsOf<{ row: unknown }>(
            await tx.execute(sql.raw(`fetch forward ${rowsPerFetch} from backup_rows`)),
          );
          for (const { row } of rows) {
            const kept = forBackup(
              table,
              (typeof row === 'string' ? JSON.parse(row) : row) as Record<string, unknown>,
              createdAt,
            );
            if (!kept) continue;
            await write([table, kept]);
            tables[table] += 1;
          }
          if (rows.length < rowsPerFetch) break;
        }
        await tx.execute(sql`close backup_rows`);
      }
      const trailer: Trailer = { end: true, tables };
      await write(trailer);
      await write({ signature: signatureOf(hmac) }, false);
      return { migrations, tables, key: header.key };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  gzip.end();
  await finished(output);
  return summary;
}

/**
 * Every line of the file as written, split on `\n` only (the empty ones too: they are signed like the others). A read
 * or decompression error ends the iteration with that error (pipeline destroys the streams, which readline would not).
 */
export async function* rawLines(file: string): AsyncGenerator<string> {
  const input = pipeline(createReadStream(file), createGunzip(), () => {});
  const decoder = new StringDecoder('utf8');
  let rest = '';
  for await (const chunk of input) {
    rest += decoder.write(chunk as Buffer);
    let start = 0;
    for (let end = rest.indexOf('\n'); end !== -1; end = rest.indexOf('\n', start)) {
      yield rest.slice(start, end);
      start = end + 1;
    }
    rest = rest.slice(start);
  }
  rest += decoder.end();
  if (rest) yield rest;
}

/** The backup's first line, checked: a file of another kind, an unsigned one, or one from a newer schema, is refused. */
export async function readBackupHeader(file: string): Promise<Header> {
  let header: Header | undefined;
  try {
    for await (const line of rawLines(file)) {
      header = JSON.parse(line) as Header;
      break;
    }
  } catch {
    throw new BackupError(backupText.notABackup(file));
  }
  if (header?.format !== BACKUP_FORMAT || !Number.isInteger(header.migrations))
    throw new BackupError(backupText.notABackup(file));
  if (header.version === 1) throw new BackupError(backupText.unsigned(file));
  if (header.version !== BACKUP_VERSION || typeof header.key !== 'string')
    throw new BackupError(backupText.notABackup(file));
  if (header.migrations > shippedMigrations())
    throw new BackupError(backupText.newerSchema(header.migrations, shippedMigrations()));
  return header;
}

/**
 * Reads the whole file once and checks its signature, before anything is written: a file without one, altered, or
 * signed with another key, is refused with the database untouched.
 */
export async function verifySignature(file: string, header: Header, key: string) {
  const hmac = createHmac('sha256', key);
  let last: string | undefined;
  try {
    for await (const line of rawLines(file)) {
      if (last !== undefined) hmac.update(`${last}\n`);
      last = line;
    }
  } catch {
    throw new BackupError(backupText.damaged(file));
  }
  let signature: unknown;
  try {
    signature = (JSON.parse(last ?? '') as { signature?: unknown }).signature;
  } catch {
    // not a signature line: below
  }
  if (typeof signature !== 'string' || !signature.startsWith(SIGNATURE_PREFIX))
    throw new BackupError(backupText.unsigned(file));
  if (!sameSignature(signatureOf(hmac), signature)) {
    const given = backupKeyId(key);
    throw new BackupError(
      header.key === given ? backupText.altered(file) : backupText.wrongKey(file, header.key, given),
    );
  }
}
