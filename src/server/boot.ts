import { DataDirLockedError } from './db/lock';
import { closeDatabase, dataDir, getDatabase } from './db/client';
import { secureDataDir } from './db/data-dir';
import { startMailer, stopMailer } from './mail/sender';
import { onShutdown } from './lifecycle';
import { logError, logInfo } from './log';

export async function startServer() {
  // Owner-only from the first file on, whichever database is used (mails and the auth secret live there too).
  secureDataDir(dataDir());
  // Registered first, so run last: whatever else stops uses the database until then. PGlite flushes and frees its lock.
  onShutdown('database', closeDatabase);
  try {
    const database = await getDatabase();
    startMailer(database.db);
    onShutdown('mail sender', stopMailer);
    if (database.kind === 'pglite') {
      // `npm run admin` cannot open the directory this process holds: it asks this process instead.
      const { serveAdminCommands } = await import('./auth/admin-commands');
      const socket = serveAdminCommands(database, dataDir());
      onShutdown('admin socket', () => new Promise<void>((resolve) => socket.close(() => resolve())));
    }
    logInfo('boot', 'database ready, migrations applied, mail sender started', { database: database.kind });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      // A second server on the same PGlite directory would lose writes: stop now, and say why.
      logError('boot', error.message);
      process.exit(1);
    }
    logError('boot', 'database unavailable at start; requests will retry it', error);
  }
}
