/** What the /admin page shows, decided once: a redirect, SPEC §8's load failure, or the summary and a list. */
import { can, type StaffRole } from '@/config/staff';
import { currentCaller, requireStaff, type AdminCaller } from './access';
import { followUpRange, staffDirectory, type StaffDirectory } from './desk';
import { AdminError, adminPageFailure } from './errors';
import { parseFilters, type AdminFilters, type DeskView } from './filters';
import { getOverview, listRequests, viewCounts, type AdminList, type Overview } from './queries';
import { settings, settingsNotices } from '@/server/settings';
import { contentAreaPath } from '@/content/editorial';

export type BackOffice =
  | { state: 'redirect'; to: string }
  | { state: 'failed' }
  | {
      state: 'ready';
      /** The caller's user id (the bulk actions' « attribuer à » starts on it). */
      me: string;
      /** The days a follow-up may be set on (the bulk actions'). */
      followUps: { first: string; last: string };
      filters: AdminFilters;
      overview: Overview;
      list: AdminList;
      /** The counts of the open kind's views (the side list). */
      views: Partial<Record<DeskView, number>>;
      staff: StaffDirectory;
      /** The settings worth a look (mails written to files, say): server/settings.ts. */
      notices: string[];
    };

/**
 * SPEC §6: signed out, /auth (and back here after signing in); signed in without the admin role, /auth, which sends
 * a signed-in user on to the home page. When the session, the role or the data could not be read (the database is
 * down), SPEC §8's 'Impossible de charger les données': an admin is never sent to sign in again for an outage.
 */
export async function loadBackOffice(
  params: Parameters<typeof parseFilters>[0],
  caller: () => Promise<AdminCaller> = currentCaller,
): Promise<BackOffice> {
  const filters = parseFilters(params);
  try {
    const resolved = await caller();
    const admin = await requireStaff(resolved).catch(async (error: unknown) => {
      // A role without the requests (an editor: issue 33) never sees one, and lands on the content.
      if (
        error instanceof AdminError &&
        error.kind === 'forbidden' &&
        can((await requireStaff(resolved, 'staff').catch(() => null))?.role, 'content')
      )
        return null;
      throw error;
    });
    if (!admin) return { state: 'redirect', to: contentAreaPath };
    // Each function checks the role again; within this render the role is read once (access.ts).
    const [overview, list, views, staff] = await Promise.all([
      getOverview(resolved),
      listRequests(resolved, filters),
      viewCounts(resolved, filters.kind),
      staffDirectory(resolved),
    ]);
    return {
      state: 'ready',
      me: admin.id,
      followUps: followUpRange(),
      filters,
      overview,
      list,
      views,
      staff,
      notices: settingsNotices(settings()),
    };
  } catch (error) {
    return adminPageFailure(error, '/admin');
  }
}

/** Who the back-office's frame names, with the pages their role opens; null when no staff member could be read (the page says why). */
export async function staffFrame(
  caller: () => Promise<AdminCaller> = currentCaller,
): Promise<{ email: string; role: StaffRole } | null> {
  try {
    const staff = await requireStaff(await caller(), 'staff');
    return { email: staff.email, role: staff.role };
  } catch {
    return null;
  }
}
