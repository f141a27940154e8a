import { DataDirLockedError } from './db/lock';
import { closeDatabase, dataDir, getDatabase } from './db/client';
import { secureDataDir } from './db/data-dir';
import { startMailer, stopMailer } from './mail/sender';
import { startPhoneBackfill } from './requests/phone-backfill';
import { onShutdown } from './lifecycle';
import { startBackupSchedule } from './backup/scheduled-backups';
import { startDeskAlerts } from './admin/desk-alerts';
import { startContentRefresh } from './content/refresh';
import { startContentSchedule } from './content/schedule';
import { startMediaSweep } from './content/media-sweep';
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
    // Backups the server writes by itself, with BACKUP_DIR (backup/scheduled-backups.ts).
    onShutdown('scheduled backups', startBackupSchedule(database));
    // Every minute: the requests past their promise escalated, and the morning digests (admin/desk-alerts.ts).
    onShutdown('desk alerts', startDeskAlerts(database));
    // The blog's cached pages follow every instance's writes, and scheduled articles appear at their time (content/).
    onShutdown('content refresh', await startContentRefresh(database));
    onShutdown('content schedule', startContentSchedule(database));
    // Hourly: the content images nothing uses any more deleted after their grace period (content/media-sweep.ts).
    onShutdown('media sweep', startMediaSweep(database));
    // Rows stored before migration 0013 get their phone's E.164, in the background (requests/phone-backfill.ts).
    onShutdown('phone backfill', startPhoneBackfill(database.db));
    if (database.kind === 'pglite') {
      // `npm run admin` cannot open the directory this process holds: it asks this process instead.
      const { serveAdminCommands } = await import('./operator/commands');
      const socket = serveAdminCommands(database, dataDir());
      onShutdown('admin socket', () => new Promise<void>((resolve) => socket.close(() => resolve())));
    }
    logInfo('boot', 'database ready, migrations applied, mail sender started', { database: database.kind });
    // sharp loads libvips in tens of milliseconds, every one of them on the event loop: here at start, not in the
    // first request that stores a visitor's request (server/requests/photos.ts).
    await import('sharp');
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      // A second server on the same PGlite directory would lose writes: stop now, and say why.
      logError('boot', error.message);
      process.exit(1);
    }
    logError('boot', 'database unavailable at start; requests will retry it', error);
  }
}
