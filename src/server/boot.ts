import { DataDirLockedError } from './db/lock';
import { getDatabase } from './db/client';
import { startMailer } from './mail/sender';

export async function startServer() {
  try {
    const database = await getDatabase();
    startMailer(database.db);
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
