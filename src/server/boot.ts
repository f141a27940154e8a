import { DataDirLockedError } from './db/lock';
import { dataDir, getDatabase } from './db/client';
import { startMailer } from './mail/sender';

export async function startServer() {
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
    console.error('[boot] database unavailable at start; requests will retry it', error);
  }
}
