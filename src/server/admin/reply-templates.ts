/**
 * Reply templates (issue 32, point 6): admins keep them per kind of request, staff start a reply from one. Writes
 * (admins only) validate with the form's own schema (lib/schemas/reply-template.ts) and check the caller inside; a
 * request's page reads its kind's templates with their placeholders filled from the request.
 */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import { adminTabs } from '@/content/admin';
import { replyTemplateMessages as messages, replyTemplateText, replyValuesText } from '@/content/reply-templates';
import { uuidPattern } from '@/lib/schemas/patterns';
import { fillPlaceholders, replyTemplateFields, type PlaceholderValues } from '@/lib/schemas/reply-template';
import type { Tx } from '@/server/db/client';
import { replyTemplates, workflowKinds, type WorkflowKind } from '@/server/db/schema';
import { currentCaller, requireStaff, type AdminCaller } from './access';
import { AdminError, AdminRefusal, adminPageFailure } from './errors';
import type { ShownRequest } from './kinds';

const idField = z.string().check(z.maxLength(36, { abort: true }), z.regex(uuidPattern));

/** The body of `/api/admin/reply-templates`: one write per action. */
export const replyTemplateChangeSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('create'), kind: z.enum(workflowKinds), ...replyTemplateFields }),
  z.object({ action: z.literal('update'), id: idField, ...replyTemplateFields }),
  z.object({ action: z.literal('remove'), id: idField }),
]);
export type ReplyTemplateChange = z.output<typeof replyTemplateChangeSchema>;

const fieldNames: PropertyKey[] = Object.keys(replyTemplateFields);

/**
 * The change, or a refusal: a field's own French message when only the fields staff type are wrong, « Demande
 * invalide » for anything else (an action, a kind or an id no form sends).
 */
function parse<A extends ReplyTemplateChange['action']>(
  action: A,
  input: unknown,
): Extract<ReplyTemplateChange, { action: A }> {
  const parsed = replyTemplateChangeSchema.safeParse(
    typeof input === 'object' && input !== null ? { ...input, action } : input,
  );
  if (parsed.success && parsed.data.action === action)
    return parsed.data as Extract<ReplyTemplateChange, { action: A }>;
  const issues = parsed.error?.issues ?? [];
  if (issues.length && issues.every((issue) => fieldNames.includes(issue.path[0]!)))
    throw new AdminRefusal(issues[0]!.message);
  throw new AdminError('invalid');
}

/** Refuses a title another template of the kind already has, whatever its case. */
async function refuseDuplicate(tx: Tx, kind: WorkflowKind, title: string, id?: string) {
  const [same] = await tx
    .select({ id: replyTemplates.id })
    .from(replyTemplates)
    .where(
      and(
        eq(replyTemplates.kind, kind),
        sql`lower(${replyTemplates.title}) = lower(${title})`,
        id ? ne(replyTemplates.id, id) : undefined,
      ),
    );
  if (same) throw new AdminRefusal(messages.duplicateTitle(title, adminTabs[kind].label));
}

/** Adds a template to a kind. */
export async function createReplyTemplate(caller: AdminCaller, input: unknown): Promise<{ id: string }> {
  const admin = await requireStaff(caller, 'administration');
  const { kind, title, subject, body } = parse('create', input);
  return caller.db.transaction(async (tx) => {
    await refuseDuplicate(tx, kind, title);
    const [created] = await tx
      .insert(replyTemplates)
      .values({ kind, title, subject, body, updatedBy: admin.email })
      .returning({ id: replyTemplates.id });
    return { id: created!.id };
  });
}

/** Rewrites a template's title, subject and text; its kind stays. */
export async function updateReplyTemplate(caller: AdminCaller, input: unknown): Promise<void> {
  const admin = await requireStaff(caller, 'administration');
  const { id, title, subject, body } = parse('update', input);
  await caller.db.transaction(async (tx) => {
    const [template] = await tx
      .select({ kind: replyTemplates.kind })
      .from(replyTemplates)
      .where(eq(replyTemplates.id, id))
      .for('update');
    if (!template) throw new AdminRefusal(messages.notFound);
    await refuseDuplicate(tx, template.kind, title, id);
    await tx
      .update(replyTemplates)
      .set({ title, subject, body, updatedBy: admin.email, updatedAt: new Date() })
      .where(eq(replyTemplates.id, id));
  });
}

/** Deletes a template: replies already sent from it are kept in their requests' history. */
export async function removeReplyTemplate(caller: AdminCaller, input: unknown): Promise<void> {
  await requireStaff(caller, 'administration');
  const { id } = parse('remove', input);
  const removed = await caller.db
    .delete(replyTemplates)
    .where(eq(replyTemplates.id, id))
    .returning({ id: replyTemplates.id });
  if (!removed.length) throw new AdminRefusal(messages.notFound);
}

/** The one entry of `/api/admin/reply-templates`: the action's own function, which checks the caller. */
export async function changeReplyTemplates(caller: AdminCaller, input: unknown): Promise<{ id: string } | void> {
  const action = typeof input === 'object' && input !== null && 'action' in input ? input.action : null;
  if (action === 'create') return createReplyTemplate(caller, input);
  if (action === 'update') return updateReplyTemplate(caller, input);
  if (action === 'remove') return removeReplyTemplate(caller, input);
  await requireStaff(caller, 'administration');
  throw new AdminError('invalid');
}

export type ReplyTemplate = {
  id: string;
  kind: WorkflowKind;
  title: string;
  subject: string;
  body: string;
  updatedAt: Date;
  updatedBy: string;
};

/** Every template, by kind, each kind's by title. */
export async function listReplyTemplates(caller: AdminCaller): Promise<Record<WorkflowKind, ReplyTemplate[]>> {
  await requireStaff(caller, 'administration');
  const rows = await caller.db
    .select()
    .from(replyTemplates)
    .orderBy(asc(sql`lower(${replyTemplates.title})`), asc(replyTemplates.id));
  return Object.fromEntries(workflowKinds.map((kind) => [kind, rows.filter((row) => row.kind === kind)])) as Record<
    WorkflowKind,
    ReplyTemplate[]
  >;
}

export type ReplyTemplatesPage =
  | { state: 'redirect'; to: string }
  | { state: 'admins-only' }
  | { state: 'failed' }
  | { state: 'ready'; templates: Record<WorkflowKind, ReplyTemplate[]> };

/** What /admin/modeles shows: the templates of every kind, to admins; agents are told where templates are used. */
export async function loadReplyTemplatesPage(
  caller: () => Promise<AdminCaller> = currentCaller,
): Promise<ReplyTemplatesPage> {
  try {
    return { state: 'ready', templates: await listReplyTemplates(await caller()) };
  } catch (error) {
    // Signed in without the admin role: told what the page is for, rather than sent away (as /admin/equipe).
    if (error instanceof AdminError && error.kind === 'forbidden') return { state: 'admins-only' };
    return adminPageFailure(error, replyTemplateText.path);
  }
}

/** What a request puts in a template's placeholders. */
export type RequestForTemplates = Pick<ShownRequest, 'id' | 'name' | 'topic' | 'response'>;

/**
 * The placeholders' values for a request: the first word of the name, the service (the card's line under the name),
 * the reference (its id's first 8 characters, in capitals: the site gives visitors no other) and the delay its
 * promise gives.
 */
export function placeholderValues(request: RequestForTemplates): PlaceholderValues {
  const promise = request.response?.promise;
  return {
    firstName: request.name.trim().split(/\s+/, 1)[0] ?? '',
    service: request.topic?.trim() || replyValuesText.noService,
    reference: request.id.slice(0, 8).toUpperCase(),
    delay: promise ? replyValuesText.delay(promise.minutes, promise.clock) : '',
  };
}

/** A template as « Répondre » offers it: its subject and text filled from the request. */
export type FilledTemplate = { id: string; title: string; subject: string; body: string };

/** The templates of a request's kind, filled from it, by title: agents and admins. */
export async function replyTemplatesFor(
  caller: AdminCaller,
  kind: WorkflowKind,
  request: RequestForTemplates,
): Promise<FilledTemplate[]> {
  await requireStaff(caller);
  const rows = await caller.db
    .select({
      id: replyTemplates.id,
      title: replyTemplates.title,
      subject: replyTemplates.subject,
      body: replyTemplates.body,
    })
    .from(replyTemplates)
    .where(eq(replyTemplates.kind, kind))
    .orderBy(asc(sql`lower(${replyTemplates.title})`), asc(replyTemplates.id));
  const values = placeholderValues(request);
  return rows.map((row) => ({
    ...row,
    subject: fillPlaceholders(row.subject, values),
    body: fillPlaceholders(row.body, values),
  }));
}
