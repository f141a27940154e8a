/** What a request's own page (/admin/demandes/<onglet>/<id>) shows: the request and its desk, or why not. */
import type { StoredKind, WorkflowKind } from '@/server/db/schema';
import { currentCaller, requireStaff, type AdminCaller, type StaffMember } from './access';
import { followUpRange, staffDirectory, type StaffDirectory } from './desk';
import { AdminError, adminPageFailure } from './errors';
import { filtersQuery, parseFilters, type AdminFilters } from './filters';
import { kindOfTabSlug, requestPath } from '@/server/admin-paths';
import { kinds } from './kinds';
import { getRequest, listRequests, type AdminList, type AdminRow } from './queries';
import { otherRequests, type OtherRequest } from './person';
import { replyTemplatesFor, type FilledTemplate } from './reply-templates';
import { photosOf, type PhotoSummary } from '@/server/requests/photos';

export type RequestPage =
  | { state: 'redirect'; to: string }
  | { state: 'failed' }
  | { state: 'not-found' }
  | {
      state: 'ready';
      kind: StoredKind;
      workflow: WorkflowKind | null;
      row: AdminRow;
      me: Pick<StaffMember, 'id' | 'email'>;
      staff: StaffDirectory;
      /** Today and the last day a follow-up may be set on. */
      followUps: { first: string; last: string };
      /** The photos the visitor joined (quotes and support requests), without their bytes. */
      photos: PhotoSummary[];
      /** The list it was opened from (its filters in the address), shown beside it on a desktop, and its query. */
      list: AdminList;
      listQuery: string;
      /** The same person's other requests, of every kind (person.ts). */
      others: OtherRequest[];
      /** The reply templates of its kind, filled from it (« Répondre »'s « Modèle »). */
      templates: FilledTemplate[];
    };

export async function loadRequestPage(
  slug: string,
  id: string,
  params: Parameters<typeof parseFilters>[0] = {},
  caller: () => Promise<AdminCaller> = currentCaller,
): Promise<RequestPage> {
  const kind = kindOfTabSlug(slug);
  try {
    const resolved = await caller();
    const me = await requireStaff(resolved);
    // An unknown word in the URL is a request that does not exist, once the caller is known to be staff.
    if (!kind) return { state: 'not-found' };
    const workflow = kinds[kind].workflow;
    // The address's filters are of this kind, whatever its `onglet` says.
    const filters: AdminFilters = { ...parseFilters(params), kind };
    const [row, staff, list] = await Promise.all([
      getRequest(resolved, kind, id),
      staffDirectory(resolved),
      listRequests(resolved, filters),
    ]);
    const [photos, others, templates] = workflow
      ? await Promise.all([
          photosOf(resolved.db, workflow, row.id),
          otherRequests(resolved, workflow, row),
          replyTemplatesFor(resolved, workflow, row),
        ])
      : [[], [], []];
    const listQuery = filtersQuery(filters);
    return {
      state: 'ready',
      kind,
      workflow,
      row,
      me: { id: me.id, email: me.email },
      staff,
      followUps: followUpRange(),
      photos,
      list,
      listQuery,
      others,
      templates,
    };
  } catch (error) {
    if (error instanceof AdminError && error.kind === 'not-found') return { state: 'not-found' };
    return adminPageFailure(error, kind ? requestPath(kind, id) : '/admin');
  }
}
