/**
 * Logical backups that restore into either database: a gzip file of JSON lines.
 *   line 1     {"format":"multitech-backup","version":1,"migrations":6,"createdAt":"…","source":"pglite"}
 *   then       ["table", {row as PostgreSQL's to_jsonb gives it}]   table after table, parents before children
 *   last line  {"end":true,"tables":{"quotes":120,…}}
 * Rows are read in one repeatable-read transaction (a consistent snapshot, while the server runs) and written back by
 * PostgreSQL itself (json_populate_recordset), so that every type (timestamps, enums, json) comes back as it was,
 * from PGlite into PostgreSQL and the reverse. The counters the triggers keep are not copied: restoring the requests
 * recounts them. A restore runs in one transaction: a truncated or damaged file restores nothing.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { getTableName, sql } from 'drizzle-orm';
import { backupText } from '@/content/operator';
import type { Database, Db } from './client';
import { shippedMigrations } from './client';
import { requestChannelDays, requestCounts, requestDays, requestFacetCounts } from './schema';

export const BACKUP_FORMAT = 'multitech-backup';
const BACKUP_VERSION = 1;

type Header = { format: string; version: number; migrations: number; createdAt: string; source: Database['kind'] };
type Trailer = { end: true; tables: Record<string, number> };
export type BackupSummary = { migrations: number; tables: Record<string, number> };

/** Kept by triggers from the request tables: recomputed by a restore, never copied. */
const derivedTables = new Set<string>([requestCounts, requestDays, requestFacetCounts, requestChannelDays].map((table) => getTableName(table)));

/** A refusal the operator can act on, in French then English (content/operator.ts). */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/** The application's tables, parents before the tables whose foreign keys point at them. */
async function tablesInOrder(db: Db): Promise<string[]> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
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
  const [exists] = rowsOf<{ found: boolean }>(await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`));
  if (!exists?.found) return 0;
  const [row] = rowsOf<{ n: number | string }>(await db.execute(sql`select count(*) as n from drizzle.__drizzle_migrations`));
  return Number(row?.n ?? 0);
}

const write = async (stream: NodeJS.WritableStream, line: unknown) => {
  if (!stream.write(`${JSON.stringify(line)}\n`)) await once(stream, 'drain');
};

/** Writes a backup of `database` to `file` (which must not exist yet: a backup never overwrites one). */
export async function writeBackup(database: Database, file: string, batch = 1000): Promise<BackupSummary> {
  const gzip = createGzip();
  const output = createWriteStream(file, { flags: 'wx', mode: 0o600 });
  gzip.pipe(output);
  const summary = await database.db.transaction(
    async (tx) => {
      const migrations = await appliedMigrations(tx as unknown as Db);
      const header: Header = { format: BACKUP_FORMAT, version: BACKUP_VERSION, migrations, createdAt: new Date().toISOString(), source: database.kind };
      await write(gzip, header);
      const tables: Record<string, number> = {};
      for (const table of await tablesInOrder(tx as unknown as Db)) {
        tables[table] = 0;
        await tx.execute(sql`declare backup_rows no scroll cursor for select to_jsonb(t) as row from ${sql.identifier(table)} t`);
        for (;;) {
          const rows = rowsOf<{ row: unknown }>(await tx.execute(sql.raw(`fetch forward ${batch} from backup_rows`)));
          for (const { row } of rows) await write(gzip, [table, typeof row === 'string' ? JSON.parse(row) : row]);
          tables[table] += rows.length;
          if (rows.length < batch) break;
        }
        await tx.execute(sql`close backup_rows`);
      }
      const trailer: Trailer = { end: true, tables };
      await write(gzip, trailer);
      return { migrations, tables };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  gzip.end();
  await finished(output);
  return summary;
}

async function* lines(file: string): AsyncGenerator<unknown> {
  const input = createReadStream(file).pipe(createGunzip());
  for await (const line of createInterface({ input, crlfDelay: Infinity })) {
    if (line) yield JSON.parse(line) as unknown;
  }
}

/** The backup's first line, checked: a file of another kind, or from a newer schema, is refused. */
export async function readBackupHeader(file: string): Promise<Header> {
  let header: Header | undefined;
  try {
    for await (const line of lines(file)) {
      header = line as Header;
      break;
    }
  } catch {
    throw new BackupError(backupText.notABackup(file));
  }
  if (header?.format !== BACKUP_FORMAT || header.version !== BACKUP_VERSION || !Number.isInteger(header.migrations)) {
    throw new BackupError(backupText.notABackup(file));
  }
  if (header.migrations > shippedMigrations()) throw new BackupError(backupText.newerSchema(header.migrations, shippedMigrations()));
  return header;
}

/**
 * Restores `file` into `database`, opened without migrations. The database must be empty: either new, or at the
 * backup's schema with no row in any table. It is brought to the backup's schema, filled in one transaction, then
 * migrated to the code's schema, so that a backup from an older version goes through the same migrations as live data.
 */
export async function restoreBackup(database: Database, file: string, batch = 500): Promise<BackupSummary> {
  const header = await readBackupHeader(file);
  const { db } = database;
  const applied = await appliedMigrations(db);
  if (applied > 0) {
    for (const table of await tablesInOrder(db)) {
      const [row] = rowsOf<{ found: boolean }>(await db.execute(sql`select exists (select 1 from ${sql.identifier(table)}) as found`));
      if (row?.found) throw new BackupError(backupText.notEmpty(table));
    }
    if (applied !== header.migrations) throw new BackupError(backupText.otherSchema(applied, header.migrations));
  }
  await database.migrate(header.migrations);

  const tables: Record<string, number> = {};
  await db.transaction(async (tx) => {
    const columns = new Map<string, string[]>();
    const insert = async (table: string, rows: unknown[]) => {
      if (!rows.length) return;
      if (!columns.has(table)) {
        // Every column the table can take: generated ones are computed again.
        const found = rowsOf<{ name: string }>(
          await tx.execute(sql`select column_name as name from information_schema.columns where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER' order by ordinal_position`),
        ).map(({ name }) => name);
        if (!found.length) throw new BackupError(backupText.unknownTable(table));
        columns.set(table, found);
      }
      const list = sql.join(
        columns.get(table)!.map((column) => sql.identifier(column)),
        sql`, `,
      );
      await tx.execute(
        sql`insert into ${sql.identifier(table)} (${list}) select ${list} from json_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(rows)}::json)`,
      );
      tables[table] = (tables[table] ?? 0) + rows.length;
    };

    let pending: { table: string; rows: unknown[] } | undefined;
    let trailer: Trailer | undefined;
    let first = true;
    for await (const line of lines(file)) {
      if (first) {
        first = false;
        continue;
      }
      if (trailer) throw new BackupError(backupText.damaged(file));
      if (Array.isArray(line) && typeof line[0] === 'string' && line[1] && typeof line[1] === 'object') {
        const [table, row] = line as [string, unknown];
        if (pending && (pending.table !== table || pending.rows.length >= batch)) {
          await insert(pending.table, pending.rows);
          pending = undefined;
        }
        pending ??= { table, rows: [] };
        pending.rows.push(row);
      } else if ((line as Trailer | null)?.end === true) {
        trailer = line as Trailer;
      } else {
        throw new BackupError(backupText.damaged(file));
      }
    }
    if (pending) await insert(pending.table, pending.rows);
    // The last line counts the rows of each table: without it, or with other counts, the file was cut or altered.
    const expected = Object.entries(trailer?.tables ?? {}).filter(([, n]) => n > 0);
    const matches = expected.length === Object.keys(tables).length && expected.every(([table, n]) => tables[table] === n);
    if (!trailer || !matches) throw new BackupError(backupText.damaged(file));
  });
  await database.migrate();
  return { migrations: header.migrations, tables };
}
