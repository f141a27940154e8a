/** What a request's own page (/admin/demandes/<onglet>/<id>) shows: the request, or why not. */
import { currentCaller, requireStaff, type AdminCaller } from './access';
import { AdminError, adminPageFailure } from './errors';
import { kindOfTabSlug, requestPath } from './filters';
import { kinds } from './kinds';
import { getRequest, type AdminRow } from './queries';
import type { StoredKind, WorkflowKind } from '@/server/db/schema';

export type RequestPage =
  | { state: 'redirect'; to: string }
  | { state: 'failed' }
  | { state: 'not-found' }
  | { state: 'ready'; kind: StoredKind; workflow: WorkflowKind | null; row: AdminRow };

export async function loadRequestPage(slug: string, id: string, caller: () => Promise<AdminCaller> = currentCaller): Promise<RequestPage> {
  const kind = kindOfTabSlug(slug);
  try {
    const resolved = await caller();
    // An unknown word in the URL is a request that does not exist, once the caller is known to be staff.
    if (!kind) {
      await requireStaff(resolved);
      return { state: 'not-found' };
    }
    return { state: 'ready', kind, workflow: kinds[kind].workflow, row: await getRequest(resolved, kind, id) };
  } catch (error) {
    if (error instanceof AdminError && error.kind === 'not-found') return { state: 'not-found' };
    return adminPageFailure(error, kind ? requestPath(kind, id) : '/admin');
  }
}
