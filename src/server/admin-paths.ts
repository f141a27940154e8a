/**
 * The back-office's addresses of requests: read by the back-office's pages and by the team's mails
 * (requests/writers.ts), so they live apart from both.
 */
import { adminTabs } from '@/content/admin';
import { storedKinds, type StoredKind } from '@/server/db/schema';

/** The URL's word for a kind and back (`devis` ↔ quotes): the one place they meet. */
export const tabSlug = (kind: StoredKind): string => adminTabs[kind].slug;
const kindOfSlug = new Map<string, StoredKind>(storedKinds.map((kind) => [tabSlug(kind), kind]));
/** The kind a URL word names, or null. */
export const kindOfTabSlug = (slug: string): StoredKind | null => kindOfSlug.get(slug) ?? null;

/** A request's own page (`/admin/demandes/devis/<id>`): what the list links to, and what mails will point at. */
export const requestPath = (kind: StoredKind, id: string) => `/admin/demandes/${tabSlug(kind)}/${id}`;
