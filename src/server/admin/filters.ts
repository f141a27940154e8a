import { adminKinds, newsletterStatuses, requestStatuses, type AdminKind } from '@/content/admin';

export type AdminFilters = { kind: AdminKind; q: string; status: string | null; page: number };

type Params = Record<string, string | string[] | undefined> | URLSearchParams;

const read = (params: Params, name: string) => {
  const value = params instanceof URLSearchParams ? params.get(name) : params[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};

export const statusesOf = (kind: AdminKind) => (kind === 'newsletter' ? newsletterStatuses : requestStatuses);

/** The back-office's URL (`onglet`, `q`, `statut`, `page`), read leniently: anything unknown falls back to the default. */
export function parseFilters(params: Params): AdminFilters {
  const tab = read(params, 'onglet');
  const kind = adminKinds.includes(tab as AdminKind) ? (tab as AdminKind) : 'contacts';
  const status = read(params, 'statut');
  const page = Number.parseInt(read(params, 'page'), 10);
  return {
    kind,
    // Control characters never belong in a search (PostgreSQL refuses NUL): dropped, like anything else unknown.
    q: read(params, 'q').slice(0, 1000).replace(/\p{Cc}/gu, '').trim().slice(0, 100),
    status: statusesOf(kind).some((item) => item.id === status) ? status : null,
    page: Number.isInteger(page) && page > 0 && page <= 100_000 ? page : 1,
  };
}

/** The query string of a filtered list, without the defaults. */
export function filtersQuery(filters: Partial<AdminFilters>): string {
  const params = new URLSearchParams();
  if (filters.kind && filters.kind !== 'contacts') params.set('onglet', filters.kind);
  if (filters.q) params.set('q', filters.q);
  if (filters.status) params.set('statut', filters.status);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}
