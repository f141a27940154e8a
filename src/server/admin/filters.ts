/**
 * The back-office's URL (`onglet`, `q`, `statut`, `page`), for the page and the CSV export alike. It is read
 * leniently, as a link someone typed or kept: anything unknown falls back to its default instead of being refused.
 */
import * as z from 'zod/mini';
import { deskParams } from '@/content/desk';
import { ATTRIBUTION_MAX } from '@/lib/attribution';
import { kindOfTabSlug, tabSlug } from '@/server/admin-paths';
import {
  newsletterStatuses,
  requestStatuses,
  type NewsletterStatus,
  type RequestStatus,
  type StoredKind,
} from '@/server/db/schema';

export type AdminFilters = {
  kind: StoredKind;
  q: string;
  status: RequestStatus | NewsletterStatus | null;
  /** The requests assigned to the caller, to no one, or to one staff member (a user id); null for all. */
  assignee: 'mine' | 'none' | { userId: string } | null;
  /** "À relancer": the requests with a follow-up date, not yet handled, the oldest date first. */
  followUps: boolean;
  /** « En retard »: the requests still without a first response past their promise (issue 32). */
  late: boolean;
  /** Where the visits came from (a request's `channel`), or null for all. */
  channel: string | null;
  page: number;
};

type Params = Record<string, string | string[] | undefined> | URLSearchParams;

export const DEFAULT_KIND: StoredKind = 'contacts';
export const MAX_PAGE = 100_000;

export const statusesOf = (kind: StoredKind): readonly (RequestStatus | NewsletterStatus)[] =>
  kind === 'newsletter' ? newsletterStatuses : requestStatuses;

const lenient = <T>(schema: z.ZodMiniType<T, string>, fallback: T) => z.catch(schema, fallback);

const filtersSchema = z.pipe(
  z.object({
    onglet: lenient(
      z.pipe(
        z.string(),
        z.transform((slug) => kindOfTabSlug(slug) ?? DEFAULT_KIND),
      ),
      DEFAULT_KIND,
    ),
    // Control characters never belong in a search (PostgreSQL refuses NUL): dropped. Long input is cut before the
    // pattern runs, so that no length costs more than 1,000 characters.
    q: lenient(
      z.pipe(
        z.string(),
        z.transform((q) =>
          q
            .slice(0, 1000)
            .replace(/\p{Cc}/gu, '')
            .trim()
            .slice(0, 100),
        ),
      ),
      '',
    ),
    statut: lenient(z.string(), ''),
    [deskParams.assignee]: lenient(
      z.pipe(
        z.string().check(z.maxLength(64, { abort: true }), z.regex(/^[\w-]+$/)),
        z.transform((value): AdminFilters['assignee'] =>
          value === deskParams.mine ? 'mine' : value === deskParams.nobody ? 'none' : { userId: value },
        ),
      ),
      null,
    ),
    [deskParams.followUps]: lenient(
      z.pipe(
        z.literal('1'),
        z.transform(() => true),
      ),
      false,
    ),
    [deskParams.late]: lenient(
      z.pipe(
        z.literal('1'),
        z.transform(() => true),
      ),
      false,
    ),
    [deskParams.channel]: lenient(
      z.pipe(
        z.string(),
        z.transform(
          (value) =>
            value
              .slice(0, 200)
              .replace(/\p{Cc}/gu, '')
              .trim()
              .slice(0, ATTRIBUTION_MAX) || null,
        ),
      ),
      null,
    ),
    page: lenient(
      z.pipe(
        z.string().check(z.maxLength(6), z.regex(/^[1-9]\d*$/)),
        z.transform((page) => Number(page)),
      ),
      1,
    ),
  }),
  z.transform(({ onglet: kind, q, statut, page, ...desk }): AdminFilters => ({
    kind,
    q,
    status: statusesOf(kind).find((status) => status === statut) ?? null,
    // The newsletter's subscribers are nobody's to follow up.
    assignee: kind === 'newsletter' ? null : desk[deskParams.assignee],
    followUps: kind !== 'newsletter' && desk[deskParams.followUps],
    late: kind !== 'newsletter' && desk[deskParams.late],
    channel: desk[deskParams.channel],
    page: Math.min(page, MAX_PAGE),
  })),
);

const first = (params: Params, name: string): string => {
  const value = params instanceof URLSearchParams ? params.get(name) : params[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};

export function parseFilters(params: Params): AdminFilters {
  return filtersSchema.parse({
    onglet: first(params, 'onglet'),
    q: first(params, 'q'),
    statut: first(params, 'statut'),
    [deskParams.assignee]: first(params, deskParams.assignee),
    [deskParams.followUps]: first(params, deskParams.followUps),
    [deskParams.late]: first(params, deskParams.late),
    [deskParams.channel]: first(params, deskParams.channel),
    page: first(params, 'page'),
  });
}

/** The query string of a filtered list, without the defaults. */
export function filtersQuery(filters: Partial<AdminFilters>): string {
  const params = new URLSearchParams();
  if (filters.kind && filters.kind !== DEFAULT_KIND) params.set('onglet', tabSlug(filters.kind));
  if (filters.q) params.set('q', filters.q);
  if (filters.status) params.set('statut', filters.status);
  if (filters.assignee)
    params.set(
      deskParams.assignee,
      filters.assignee === 'mine'
        ? deskParams.mine
        : filters.assignee === 'none'
          ? deskParams.nobody
          : filters.assignee.userId,
    );
  if (filters.followUps) params.set(deskParams.followUps, '1');
  if (filters.late) params.set(deskParams.late, '1');
  if (filters.channel) params.set(deskParams.channel, filters.channel);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * The desk's views of a kind (the side list of /admin): every request, the caller's, nobody's, the late ones, the
 * follow-ups. Each is a filter of the list, so that its link, its count and the list it opens say the same thing.
 */
export const deskViews = ['all', 'mine', 'unassigned', 'late', 'followUps'] as const;
export type DeskView = (typeof deskViews)[number];

export const viewFilters = (kind: StoredKind, view: DeskView): AdminFilters => ({
  kind,
  q: '',
  status: null,
  assignee: view === 'mine' ? 'mine' : view === 'unassigned' ? 'none' : null,
  followUps: view === 'followUps',
  late: view === 'late',
  channel: null,
  page: 1,
});

/** The view a list's filters are exactly, or null for a search or any other combination. */
export const viewOf = (filters: AdminFilters): DeskView | null =>
  deskViews.find((view) => filtersQuery(viewFilters(filters.kind, view)) === filtersQuery({ ...filters, page: 1 })) ??
  null;

/** A follow-up is due on its day and after, until the request is handled: what "À relancer" puts first. */
export const isOverdue = (row: { followUpOn: string | null; status: string }, today: string) =>
  row.followUpOn !== null && row.followUpOn <= today && row.status !== 'traite';
