/**
 * The lists of requests the team's mails carry (issue 32): the escalation of the requests past their promise and each
 * staff member's digest. A list is read per kind, through the index its condition names (the waiting index for the
 * late ones, the follow-up index for the follow-ups), a few rows each: its first requests, and how many there are,
 * counted up to a cap only when the first ones fill it.
 */
import { count, sql, type SQL } from 'drizzle-orm';
import { consultationTypes, demoRequestTypes, supportPriorities } from '@/content/requests';
import { CALLBACK_SERVICE } from '@/content/requests';
import { staffMailText } from '@/content/mails';
import { absoluteUrl } from '@/server/site-url';
import { dueAt } from '@/lib/response-time';
import type { ResponsePromise } from '@/config/response-promises';
import type { Db, Tx } from '@/server/db/client';
import {
  consultations,
  contacts,
  demoRequests,
  quotes,
  workflowKinds,
  workflowTables,
  type WorkflowKind,
} from '@/server/db/schema';
import type { ListedRequest, RequestList } from '@/server/mail/templates';
import { filtersQuery, type AdminFilters } from './filters';
import { requestPath } from '@/server/admin-paths';
import { promiseOf } from './response-promise';

const tables = workflowTables;

/**
 * What names a request in a list besides its visitor: `topic` and `detail` per kind (a contact's service and support
 * priority, a quote's service, a consultation's type and urgency, a demo's type and solution).
 */
const described = {
  contacts: { topic: contacts.service, detail: contacts.priority },
  quotes: { topic: quotes.service, detail: sql<string | null>`null` },
  consultations: { topic: consultations.consultationType, detail: consultations.urgency },
  demos: { topic: demoRequests.requestType, detail: demoRequests.solution },
} as const;

const labelIn = (list: readonly { id: string; label: string }[], id: string | null) =>
  list.find((item) => item.id === id)?.label ?? id ?? '';

/** A request as a list shows it. */
export type RequestBrief = {
  kind: WorkflowKind;
  id: string;
  name: string;
  /** What it is, as the team's notification of it said (« Support technique · Critique - Panne totale »). */
  label: string;
  createdAt: Date;
  followUpOn: string | null;
  promise: ResponsePromise;
  dueAt: Date;
  url: string;
};

function labelOf(kind: WorkflowKind, topic: string | null, detail: string | null): string {
  const { kinds } = staffMailText;
  switch (kind) {
    case 'contacts':
      if (detail && supportPriorities.some((priority) => priority.id === detail))
        return kinds.support(labelIn(supportPriorities, detail));
      return topic === CALLBACK_SERVICE ? kinds.callbackInList : kinds.contact(topic);
    case 'quotes':
      return kinds.quote(topic ?? '');
    case 'consultations':
      return kinds.consultation(labelIn(consultationTypes, topic));
    case 'demos':
      return kinds.demo(labelIn(demoRequestTypes, topic), detail ?? '');
  }
}

/** A kind's requests matching `where`, in `order`, at most `limit`. */
export async function readBriefs(
  db: Db | Tx,
  kind: WorkflowKind,
  where: SQL | undefined,
  order: 'oldest' | 'newest' | 'follow-up',
  limit: number,
): Promise<RequestBrief[]> {
  const table = tables[kind];
  const { topic, detail } = described[kind];
  // The follow-ups by their day alone, the order of their index, which is then read no further than `limit` rows.
  const orderBy =
    order === 'follow-up'
      ? [sql`${table.followUpOn} asc`]
      : order === 'oldest'
        ? [sql`${table.createdAt} asc`, sql`${table.id} asc`]
        : [sql`${table.createdAt} desc`, sql`${table.id} desc`];
  const rows = await (db as Db)
    .select({
      id: table.id,
      name: table.name,
      createdAt: table.createdAt,
      followUpOn: table.followUpOn,
      topic: sql<string | null>`${topic}`,
      detail: sql<string | null>`${detail}`,
    })
    .from(table as typeof quotes)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit);
  return rows.map((row) => {
    const promise = promiseOf(kind, { priority: row.detail, urgency: row.detail ?? undefined });
    return {
      kind,
      id: row.id,
      name: row.name,
      label: labelOf(kind, row.topic, row.detail),
      createdAt: row.createdAt,
      followUpOn: row.followUpOn,
      promise,
      dueAt: dueAt(row.createdAt, promise),
      url: absoluteUrl(requestPath(kind, row.id)),
    };
  });
}

/** How many of a kind's requests match `where`, counting no further than `cap` (then `capped`). */
async function countUpTo(
  db: Db | Tx,
  kind: WorkflowKind,
  where: SQL | undefined,
  cap: number,
): Promise<{ total: number; capped: boolean }> {
  const table = tables[kind] as typeof quotes;
  const limited = (db as Db)
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as('limited');
  const [{ total } = { total: 0 }] = await (db as Db).select({ total: count() }).from(limited);
  return total > cap ? { total: cap, capped: true } : { total, capped: false };
}

/**
 * A list across the kinds: each kind's first `listed` requests matching `where(kind)` in `order`, merged and sorted by
 * `sortKey`, the first `listed` of them kept; the total counted per kind only where its first ones were all taken.
 */
export async function requestsAcrossKinds(
  db: Db | Tx,
  {
    where,
    order,
    sortKey,
    listed,
    cap,
  }: {
    where: (kind: WorkflowKind) => SQL | undefined;
    order: 'oldest' | 'follow-up';
    sortKey: (brief: RequestBrief) => string | number;
    listed: number;
    cap: number;
  },
): Promise<{ briefs: RequestBrief[]; total: number; capped: boolean; kinds: WorkflowKind[] }> {
  const perKind = await Promise.all(
    workflowKinds.map(async (kind) => {
      const briefs = await readBriefs(db, kind, where(kind), order, listed);
      return {
        briefs,
        ...(briefs.length < listed
          ? { total: briefs.length, capped: false }
          : await countUpTo(db, kind, where(kind), cap)),
      };
    }),
  );
  const briefs = perKind
    .flatMap((list) => list.briefs)
    .sort((a, b) => {
      const [x, y] = [sortKey(a), sortKey(b)];
      return x < y ? -1 : x > y ? 1 : a.createdAt.getTime() - b.createdAt.getTime();
    })
    .slice(0, listed);
  return {
    briefs,
    total: perKind.reduce((sum, list) => sum + list.total, 0),
    capped: perKind.some((list) => list.capped),
    kinds: workflowKinds.filter((_, index) => perKind[index]!.total > 0),
  };
}

/**
 * Where a list's requests are all seen: the back-office's view of their kind with `filters` when they are of one kind,
 * else the overview, which counts each kind's.
 */
export const viewPath = (kinds: readonly WorkflowKind[], filters: Omit<Partial<AdminFilters>, 'kind'>) =>
  kinds.length === 1 ? `/admin${filtersQuery({ ...filters, kind: kinds[0] })}` : '/admin';

/** A list for a mail: each request with where it stands (`state`), and the page that shows them all. */
export const toRequestList = (
  { briefs, total, capped }: { briefs: RequestBrief[]; total: number; capped: boolean },
  state: (brief: RequestBrief) => string,
  morePath = '/admin',
): RequestList => ({
  requests: briefs.map((brief): ListedRequest => ({
    label: brief.label,
    name: brief.name,
    state: state(brief),
    url: brief.url,
  })),
  total,
  capped,
  moreUrl: absoluteUrl(morePath),
});
