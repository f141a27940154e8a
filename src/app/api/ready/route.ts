import { getDb } from '@/server/db/client';
import { mayReadDetail, readiness } from '@/server/health';
import { settings, settingsNotices } from '@/server/settings';
import { lastBackup } from '@/server/backup/scheduled-backups';

/**
 * Readiness: the database answers and is migrated; 503 otherwise, so that a proxy sends no traffic here yet. The detail
 * (migrations, mail backlog, the newest backup's age, the settings worth a look) goes to the machine itself or the operator's token only (server/health.ts).
 */
export async function GET(request: Request) {
  const state = await readiness(getDb);
  return Response.json(
    mayReadDetail(request.headers)
      ? { ...state, backup: lastBackup(), notices: settingsNotices(settings()) }
      : { ready: state.ready },
    { status: state.ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}
