/**
 * Restoring a backup (backup.ts writes them): into an empty database, or, for the drill, into a throw-away one whose
 * counts are compared with the backup's.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { backupText } from '@/content/operator';
import type { Database, Db } from '@/server/db/client';
import { openDatabase } from '@/server/db/client';
import { user, userRoles } from '@/server/db/schema';
import { BackupError, backupKey } from './backup-key';
import {
  RESTORE_BATCH_BYTES,
  appliedMigrations,
  rawLines,
  readBackupHeader,
  rowsOf,
  sameSignature,
  seededTables,
  signatureOf,
  tablesInOrder,
  verifySignature,
  type BackupSummary,
  type StaffRoleRow,
  type Trailer,
} from './backup';

/**
 * Restores `file` into `database`, opened without migrations. The file's signature is checked first, with `key` (by
 * default BACKUP_KEY or DATA_DIR/backup-key, never made here). The database must be empty: either new, or at the
 * backup's schema with no row in any table. It is brought to the backup's schema, filled in one transaction, then
 * migrated to the code's schema, so that a backup from an older version goes through the same migrations as live data.
 * The answer names the staff roles the restore brought in, for the operator to check.
 */
export async function restoreBackup(
  database: Database,
  file: string,
  { batch = 500, batchBytes = RESTORE_BATCH_BYTES, key }: { batch?: number; batchBytes?: number; key?: string } = {},
): Promise<BackupSummary & { staff: StaffRoleRow[] }> {
  const header = await readBackupHeader(file);
  const signingKey = key ?? backupKey({ create: false });
  await verifySignature(file, header, signingKey);
  const { db } = database;
  const applied = await appliedMigrations(db);
  if (applied > 0) {
    for (const table of await tablesInOrder(db)) {
      if (seededTables.has(table)) continue;
      const [row] = rowsOf<{ found: boolean }>(
        await db.execute(sql`select exists (select 1 from ${sql.identifier(table)}) as found`),
      );
      if (row?.found) throw new BackupError(backupText.notEmpty(table));
    }
    if (applied !== header.migrations) throw new BackupError(backupText.otherSchema(applied, header.migrations));
  }
  await database.migrate(header.migrations);

  const tables: Record<string, number> = {};
  await db.transaction(async (tx) => {
    // The tables a backup at this schema holds: any other (a counter the triggers keep, a table of no schema) is refused.
    const ordered = await tablesInOrder(tx as unknown as Db);
    const known = new Set(ordered);
    // What the migrations wrote gives way to the backup's content (children first, for their foreign keys).
    for (const table of ordered.toReversed())
      if (seededTables.has(table)) await tx.execute(sql`delete from ${sql.identifier(table)}`);
    const columns = new Map<string, string[]>();
    const insert = async (table: string, rows: unknown[]) => {
      if (!rows.length) return;
      if (!columns.has(table)) {
        // Every column the table can take: generated ones are computed again.
        const found = rowsOf<{ name: string }>(
          await tx.execute(
            sql`select column_name as name from information_schema.columns where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER' order by ordinal_position`,
          ),
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

    // The signature is computed again over what is restored: a file changed since it was checked is refused too.
    const hmac = createHmac('sha256', signingKey);
    let pending: { table: string; rows: unknown[]; bytes: number } | undefined;
    let trailer: Trailer | undefined;
    let signature: unknown;
    let first = true;
    for await (const raw of rawLines(file)) {
      if (signature !== undefined) throw new BackupError(backupText.damaged(file));
      let line: unknown;
      try {
        line = raw ? (JSON.parse(raw) as unknown) : undefined;
      } catch {
        throw new BackupError(backupText.damaged(file));
      }
      if (trailer && (line as { signature?: unknown } | undefined)?.signature !== undefined) {
        signature = (line as { signature: unknown }).signature;
        continue;
      }
      hmac.update(`${raw}\n`);
      if (first) {
        first = false;
        continue;
      }
      if (line === undefined) continue;
      if (trailer) throw new BackupError(backupText.damaged(file));
      if (Array.isArray(line) && typeof line[0] === 'string' && line[1] && typeof line[1] === 'object') {
        const [table, row] = line as [string, unknown];
        if (!known.has(table)) throw new BackupError(backupText.unknownTable(table));
        if (pending && (pending.table !== table || pending.rows.length >= batch || pending.bytes >= batchBytes)) {
          await insert(pending.table, pending.rows);
          pending = undefined;
        }
        pending ??= { table, rows: [], bytes: 0 };
        pending.rows.push(row);
        pending.bytes += raw.length;
      } else if ((line as Trailer | null)?.end === true) {
        trailer = line as Trailer;
      } else {
        throw new BackupError(backupText.damaged(file));
      }
    }
    if (pending) await insert(pending.table, pending.rows);
    if (!sameSignature(signatureOf(hmac), signature)) throw new BackupError(backupText.altered(file));
    // The last line counts the rows of each table: without it, or with other counts, the file was cut or altered.
    const expected = Object.entries(trailer?.tables ?? {}).filter(([, n]) => n > 0);
    const matches =
      expected.length === Object.keys(tables).length && expected.every(([table, n]) => tables[table] === n);
    if (!trailer || !matches) throw new BackupError(backupText.damaged(file));
  });
  await database.migrate();
  const staff = await db
    .select({ email: user.email, role: userRoles.role })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .orderBy(userRoles.role, user.email);
  return { migrations: header.migrations, tables, staff };
}

export type DrillCount = { table: string; inBackup: number; restored: number };
export type DrillReport = { file: string; createdAt: string; migrations: number; counts: DrillCount[]; ok: boolean };

/**
 * `npm run restore -- --drill`: restores `file` into a throw-away embedded database (a new folder under the system's
 * temporary directory, deleted afterwards), then counts the rows of every table there and compares each with the count
 * the backup's last line gives. It reads nothing of the live database and can run beside the server: the proof that
 * the latest backup restores, with its key, on this version of the code. A refusal of the restore (key, signature,
 * damage) is thrown as it is; a count that differs makes `ok` false.
 */
export async function restoreDrill(file: string, { key }: { key?: string } = {}): Promise<DrillReport> {
  const header = await readBackupHeader(file);
  const scratch = mkdtempSync(join(tmpdir(), 'multitech-drill-'));
  try {
    const database = await openDatabase({ dataDir: scratch, migrate: false });
    try {
      const { tables } = await restoreBackup(database, file, { key });
      const counts: DrillCount[] = [];
      for (const table of await tablesInOrder(database.db)) {
        const [row] = rowsOf<{ n: number | string }>(
          await database.db.execute(sql`select count(*) as n from ${sql.identifier(table)}`),
        );
        counts.push({ table, inBackup: tables[table] ?? 0, restored: Number(row?.n ?? 0) });
      }
      // A table of the backup that the restored schema no longer has would be a loss too.
      for (const [table, n] of Object.entries(tables))
        if (!counts.some((count) => count.table === table)) counts.push({ table, inBackup: n, restored: 0 });
      return {
        file,
        createdAt: header.createdAt,
        migrations: header.migrations,
        counts,
        ok: counts.every(({ inBackup, restored }) => inBackup === restored),
      };
    } finally {
      await database.close();
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
