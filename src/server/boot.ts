import { DataDirLockedError } from './db/lock';
import { dataDir, getDatabase } from './db/client';
import { secureDataDir } from './db/data-dir';
import { startMailer } from './mail/sender';
import { logError } from './log';

export async function startServer() {
  // Owner-only from the first file on, whichever database is used (mails and the auth secret live there too).
  secureDataDir(dataDir());
  try {
    const database = await getDatabase();
    startMailer(database.db);
    if (database.kind === 'pglite') {
      // `npm run admin` cannot open the directory this process holds: it asks this process instead.
      const { serveAdminCommands } = await import('./auth/admin-commands');
      serveAdminCommands(database.db, dataDir());
    }
    console.log(`[boot] ${database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} ready, migrations applied, mail sender started`);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      // A second server on the same PGlite directory would lose writes: stop now, and say why.
      console.error(`[boot] ${error.message}`);
      process.exit(1);
    }
    logError('boot', 'database unavailable at start; requests will retry it', error);
  }
}
