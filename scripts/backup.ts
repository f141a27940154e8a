// Logical backups of either database (src/server/backup/backup.ts), signed with BACKUP_KEY or DATA_DIR/backup-key:
//   npm run backup -- <file.jsonl.gz>    while the site runs; PGlite through the server that holds DATA_DIR
//   npm run restore -- <file.jsonl.gz>   into an empty database (PGlite in DATA_DIR, or DATABASE_URL), server stopped;
//                                        the same key, and prints the staff roles it brought in
//   npm run restore -- --drill [file]    the file (by default the newest in BACKUP_DIR) into a throw-away database,
//                                        every table's count compared with the backup's; the server may run
// A backup of one database restores into the other: that is how a site moves from PGlite to PostgreSQL (docs/operations.md, "Moving to PostgreSQL").
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { runBackup } from '../src/server/operator/commands';
import { adminSocketPath, askServer, type AdminCommandResult } from '../src/server/operator/socket';
import { BackupError } from '../src/server/backup/backup';
import { restoreBackup, restoreDrill } from '../src/server/backup/restore';
import { backupFiles } from '../src/server/backup/scheduled-backups';
import { dataDir, openDatabase } from '../src/server/db/client';
import { DataDirLockedError } from '../src/server/db/lock';
import { backupText } from '../src/content/operator';
import { settingsOrExit } from '../src/server/settings';

const finish = ({ ok, message }: AdminCommandResult): never => {
  (ok ? console.log : console.error)(message);
  process.exit(ok ? 0 : 1);
};

const [command, argument, drilled] = process.argv.slice(2);
const { databaseUrl: url, backups } = settingsOrExit();

if (command === 'restore' && argument === '--drill') {
  const file = drilled ? resolve(drilled) : backups && backupFiles(backups.dir)[0]?.path;
  if (!file) finish({ ok: false, message: backupText.drillNoFile });
  if (!existsSync(file!)) finish({ ok: false, message: backupText.missing(file!) });
  try {
    const report = await restoreDrill(file!);
    finish({ ok: report.ok, message: backupText.drill(report) });
  } catch (error) {
    if (error instanceof BackupError) finish({ ok: false, message: error.message });
    throw error;
  }
}

if ((command !== 'backup' && command !== 'restore') || !argument) finish({ ok: false, message: backupText.usage });
const file = resolve(argument!);

if (command === 'backup') {
  if (existsSync(file)) finish({ ok: false, message: backupText.exists(file) });
  // A backup reads the schema as it is: it never migrates the database it copies.
  try {
    const database = await openDatabase({ url, migrate: false });
    try {
      finish(await runBackup(database, file));
    } finally {
      await database.close();
    }
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    // The running server holds the embedded database: it writes the backup itself.
    const socket = adminSocketPath(dataDir());
    if (existsSync(socket)) finish(await askServer(socket, ['backup', file]));
    finish({ ok: false, message: error.message });
  }
}

if (!existsSync(file)) finish({ ok: false, message: backupText.missing(file) });
let database;
try {
  database = await openDatabase({ url, migrate: false });
} catch (error) {
  if (error instanceof DataDirLockedError)
    finish({ ok: false, message: `${error.message}\n${backupText.serverHoldsDatabase}` });
  throw error;
}
try {
  const { tables, migrations, staff } = await restoreBackup(database, file);
  const rows = Object.values(tables).reduce((sum, n) => sum + n, 0);
  await database.close();
  // Who can now sign in to the back-office: a restore brings accounts and roles in, and the operator checks them.
  finish({ ok: true, message: `${backupText.restored(file, rows, migrations)}\n${backupText.staffRoles(staff)}` });
} catch (error) {
  await database.close();
  if (error instanceof BackupError) finish({ ok: false, message: error.message });
  throw error;
}
