/** The audit log as admins read it: newest first, filtered by action and by address, 50 lines a page. */
import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import * as z from 'zod/mini';
import { auditActionLabels } from '@/content/admin';
import { auditActions, auditEvents, type AuditAction } from '@/server/db/schema';
import { currentCaller, requireStaff, type AdminCaller } from './access';
import { AdminError, adminPageFailure } from './errors';

auditActionLabels satisfies Record<AuditAction, string>;

export const AUDIT_PAGE_SIZE = 50;

export type AuditFilters = { action: AuditAction | null; q: string; before: { at: string; id: string } | null };
export type AuditLine = typeof auditEvents.$inferSelect;
export type AuditPage = { lines: AuditLine[]; next: string | null };

type Params = Record<string, string | string[] | undefined>;
const first = (params: Params, key: string) => {
  const value = params[key];
  return Array.isArray(value) ? value[0] : value;
};

const cursorPattern = /^(\d{4}-\d{2}-\d{2}T[\d:.]+Z)_([0-9a-f-]{36})$/;

/** `?action=…&q=…&avant=…`, read leniently like the back-office's URL: anything off is dropped. */
export function parseAuditFilters(params: Params): AuditFilters {
  const action = z.safeParse(z.enum(auditActions), first(params, 'action'));
  const q = (first(params, 'q') ?? '')
    .slice(0, 100)
    .replace(/\p{Cc}/gu, '')
    .trim();
  const cursor = cursorPattern.exec((first(params, 'avant') ?? '').slice(0, 80));
  return { action: action.success ? action.data : null, q, before: cursor ? { at: cursor[1]!, id: cursor[2]! } : null };
}

/** The link to the page after `line` with the same filters. */
export function auditQuery(filters: AuditFilters, after?: AuditLine): string {
  const params = new URLSearchParams();
  if (filters.action) params.set('action', filters.action);
  if (filters.q) params.set('q', filters.q);
  if (after) params.set('avant', `${after.at.toISOString()}_${after.id}`);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** A page of the log. Admins only: an agent is refused like a stranger to the back-office. */
export async function listAuditEvents(caller: AdminCaller, filters: AuditFilters): Promise<AuditPage> {
  await requireStaff(caller, 'administration');
  const conditions: SQL[] = [];
  if (filters.action) conditions.push(eq(auditEvents.action, filters.action));
  // The address as typed, matched anywhere: `%` and `_` are literal.
  if (filters.q) {
    // An address finds what it did and what was done to it (an invitation, a role, a revocation).
    const pattern = `%${filters.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(auditEvents.actor, pattern), ilike(auditEvents.target, pattern))!);
  }
  if (filters.before)
    conditions.push(
      sql`(${auditEvents.at}, ${auditEvents.id}) < (${filters.before.at}::timestamptz, ${filters.before.id}::uuid)`,
    );
  const rows = await caller.db
    .select()
    .from(auditEvents)
    .where(and(...conditions))
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  const lines = rows.slice(0, AUDIT_PAGE_SIZE);
  return { lines, next: rows.length > AUDIT_PAGE_SIZE ? auditQuery(filters, lines.at(-1)) : null };
}

export type AuditOffice =
  | { state: 'redirect'; to: string }
  | { state: 'admins-only' }
  | { state: 'failed' }
  | { state: 'ready'; filters: AuditFilters; page: AuditPage };

/** What /admin/journal shows: like the back-office, the signed-out sign in, an outage is an outage; agents are told it is for admins. */
export async function loadAuditLog(
  params: Params,
  caller: () => Promise<AdminCaller> = currentCaller,
): Promise<AuditOffice> {
  const filters = parseAuditFilters(params);
  try {
    return { state: 'ready', filters, page: await listAuditEvents(await caller(), filters) };
  } catch (error) {
    // Signed in without the admin role: told what the page is for, rather than sent away.
    if (error instanceof AdminError && error.kind === 'forbidden') return { state: 'admins-only' };
    return adminPageFailure(error, '/admin/journal');
  }
}
