/**
 * Bulk actions on the requests selected in a list (issue 32): assign them, set their status or their follow-up day.
 * One transaction for the lot: the requests are locked in one order, each one that changes gets its own history
 * line, and either all of them change or none does. (Their export is a CSV of the same list: export.ts.)
 */
import { asc, inArray } from 'drizzle-orm';
import * as z from 'zod/mini';
import { bulkText, deskMessages } from '@/content/desk';
import { absoluteUrl } from '@/server/site-url';
import { uuidPattern } from '@/lib/schemas/patterns';
import { requestEvents, settableStatuses, workflowKinds } from '@/server/db/schema';
import { recordAudit } from '@/server/audit';
import { queueMails } from '@/server/mail/outbox';
import { notifyMailer } from '@/server/mail/sender';
import { assignmentMail, bulkAssignmentMail } from '@/server/mail/templates';
import { requireStaff, type AdminCaller } from './access';
import { followUpRange, leadAssignee } from './desk';
import { AdminError, AdminRefusal } from './errors';
import { filtersQuery } from './filters';
import { requestPath } from '@/server/admin-paths';
import { markFirstResponse } from './first-response';
import { kinds } from './kinds';

/** The most requests one bulk action takes: a few pages of the list. */
export const BULK_MAX = 100;

const uuidField = z.string().check(z.maxLength(36, { abort: true }), z.regex(uuidPattern));
const selection = {
  kind: z.enum(workflowKinds),
  ids: z.array(uuidField).check(z.minLength(1), z.maxLength(BULK_MAX)),
};
const isoDate = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/),
  z.refine((value) => new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)),
);

/**
 * The requests selected for an export (`/api/admin/export?onglet=devis&ids=…&ids=…`): their ids, at most BULK_MAX;
 * null when none is named, and AdminError 'invalid' for anything that is not a list of request ids.
 */
export function parseSelection(params: URLSearchParams): string[] | null {
  const ids = params.getAll('ids');
  if (ids.length === 0) return null;
  const parsed = selection.ids.safeParse(ids);
  if (!parsed.success) throw new AdminError('invalid');
  return [...new Set(parsed.data)];
}

/** The body of `/api/admin/bulk`: one action on the selected requests of one kind. */
export const bulkChangeSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('assign'),
    ...selection,
    assignee: z.nullable(z.string().check(z.maxLength(64, { abort: true }), z.regex(/^[\w-]+$/))),
  }),
  z.object({ action: z.literal('status'), ...selection, status: z.enum(settableStatuses) }),
  z.object({ action: z.literal('follow-up'), ...selection, on: z.nullable(isoDate) }),
]);
export type BulkChange = z.output<typeof bulkChangeSchema>;

/** Applies one bulk action; resolves to how many of the requests it changed (those already so are left as they are). */
export async function bulkChange(caller: AdminCaller, input: unknown, now = new Date()): Promise<{ changed: number }> {
  const staff = await requireStaff(caller);
  const parsed = bulkChangeSchema.safeParse(input);
  // A large array is refused whole before anything else looks at it.
  if (!parsed.success) throw new AdminError('invalid');
  const change = parsed.data;
  const ids = [...new Set(change.ids)];
  if (change.action === 'follow-up' && change.on !== null) {
    const range = followUpRange(now);
    if (change.on < range.first || change.on > range.last) throw new AdminRefusal(deskMessages.followUpRange);
  }
  const { table } = kinds[change.kind];
  let mailed = false;
  const changed = await caller.db.transaction(async (tx) => {
    // In the order of their ids: two bulk actions on overlapping selections wait for each other, never deadlock.
    const rows = await tx
      .select({
        id: table.id,
        name: table.name,
        status: table.status,
        assignedTo: table.assignedTo,
        followUpOn: table.followUpOn,
      })
      .from(table)
      .where(inArray(table.id, ids))
      .orderBy(asc(table.id))
      .for('update');
    if (rows.length !== ids.length) throw new AdminRefusal(bulkText.gone);
    const line = (id: string) => ({ requestKind: change.kind, requestId: id, actor: staff.email });

    if (change.action === 'assign') {
      const assignee = change.assignee ? await leadAssignee(tx, change.assignee) : null;
      const moving = rows.filter((row) => row.assignedTo !== change.assignee);
      if (moving.length === 0) return 0;
      await tx
        .update(table)
        .set({ assignedTo: change.assignee })
        .where(
          inArray(
            table.id,
            moving.map((row) => row.id),
          ),
        );
      await tx
        .insert(requestEvents)
        .values(
          moving.map((row) => ({ ...line(row.id), type: 'assignment' as const, assignee: assignee?.email ?? '' })),
        );
      // One mail for the lot, with the list of their requests in that kind (one request: its own mail and link).
      if (assignee && change.assignee !== staff.id) {
        const [only] = moving;
        const mail =
          moving.length === 1 && only
            ? assignmentMail({
                to: assignee.email,
                by: staff.email,
                name: only.name,
                url: absoluteUrl(requestPath(change.kind, only.id)),
              })
            : bulkAssignmentMail({
                to: assignee.email,
                by: staff.email,
                count: moving.length,
                url: absoluteUrl(`/admin${filtersQuery({ kind: change.kind, assignee: { userId: assignee.id } })}`),
              });
        await queueMails(tx, [mail]);
        mailed = true;
      }
      return moving.length;
    }

    if (change.action === 'status') {
      const moving = rows.filter((row) => row.status !== change.status);
      if (moving.length === 0) return 0;
      await tx
        .update(table)
        .set({ status: change.status })
        .where(
          inArray(
            table.id,
            moving.map((row) => row.id),
          ),
        );
      for (const row of moving)
        if (change.status === 'en_cours') await markFirstResponse(tx, { kind: change.kind, id: row.id });
      await tx.insert(requestEvents).values(
        moving.map((row) => ({
          ...line(row.id),
          type: 'status' as const,
          fromStatus: row.status,
          toStatus: change.status,
        })),
      );
      await recordAudit(tx, {
        action: 'status-change',
        actor: staff.email,
        target: `${change.kind}: ${moving.length} → ${change.status}`,
        ip: caller.ip,
      });
      return moving.length;
    }

    const moving = rows.filter((row) => row.followUpOn !== change.on).map((row) => row.id);
    if (moving.length === 0) return 0;
    await tx.update(table).set({ followUpOn: change.on }).where(inArray(table.id, moving));
    await tx
      .insert(requestEvents)
      .values(moving.map((id) => ({ ...line(id), type: 'follow-up' as const, followUpOn: change.on })));
    return moving.length;
  });
  if (mailed) notifyMailer();
  return { changed };
}
