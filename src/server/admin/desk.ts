/**
 * The lead desk's writes on one request (issue 15): a note and its removal, an assignment, a reply by mail, a contact
 * made outside the site (issue 32), a follow-up date. Each checks the caller inside, validates its input with the schema `/api/admin/requests` reads, and
 * writes its change with its history line in one transaction; mails go through the outbox in the same transaction.
 */
import { and, eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import { deskMessages } from '@/content/desk';
import { todayIso } from '@/lib/dates';
import { absoluteUrl } from '@/server/site-url';
import { forbiddenInLine, forbiddenInParagraph, uuidPattern } from '@/lib/schemas/patterns';
import type { Tx } from '@/server/db/client';
import {
  contactChannels,
  lostReasons,
  outcomeKinds,
  outcomes,
  requestEvents,
  user,
  workflowKinds,
  type WorkflowKind,
} from '@/server/db/schema';
import { queueMails } from '@/server/mail/outbox';
import { assignmentMail, replyMail } from '@/server/mail/templates';
import { notifyMailer } from '@/server/mail/sender';
import { holdsRight, staffRoleOf } from '@/server/auth/roles';
import { requireStaff, type AdminCaller, type StaffMember } from './access';
import { AdminError, AdminRefusal } from './errors';
import { requestPath } from '@/server/admin-paths';
import { storedKindSpecs } from '@/server/request-kinds';
import { kinds } from './kinds';
import { markFirstResponse } from './first-response';

/** The longest note and reply staff may write, a reply's subject, and the largest amount won (FCFA). */
export const DESK_LIMITS = {
  note: 4000,
  reply: 10_000,
  subject: 200,
  followUpDays: 366,
  amount: 100_000_000_000,
} as const;

// The length first: past it, no pattern runs.
const uuidField = z.string().check(z.maxLength(36, { abort: true }), z.regex(uuidPattern));
const target = { kind: z.enum(workflowKinds), id: uuidField };
const paragraph = (max: number) =>
  z.string().check(
    z.maxLength(max, { abort: true }),
    z.trim(),
    z.minLength(1),
    z.refine((value) => !forbiddenInParagraph.test(value)),
  );
const line = (max: number) =>
  z.string().check(
    z.maxLength(max, { abort: true }),
    z.trim(),
    z.minLength(1),
    z.refine((value) => !forbiddenInLine.test(value)),
  );
/** better-auth's user ids: letters, digits, `-` and `_`. */
const userIdField = z.string().check(z.maxLength(64, { abort: true }), z.regex(/^[\w-]+$/));
const isoDate = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/),
  z.refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
  ),
);

/** The body of `/api/admin/requests`: one write per action, on one request. */
export const deskChangeSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('note'), ...target, text: paragraph(DESK_LIMITS.note) }),
  z.object({ action: z.literal('remove-note'), ...target, noteId: uuidField }),
  z.object({ action: z.literal('assign'), ...target, assignee: z.nullable(userIdField) }),
  z.object({
    action: z.literal('reply'),
    ...target,
    subject: line(DESK_LIMITS.subject),
    text: paragraph(DESK_LIMITS.reply),
  }),
  z.object({
    action: z.literal('contact'),
    ...target,
    channel: z.enum(contactChannels),
    note: z.nullable(paragraph(DESK_LIMITS.note)),
  }),
  z.object({ action: z.literal('follow-up'), ...target, on: z.nullable(isoDate) }),
  z.object({
    action: z.literal('outcome'),
    kind: z.enum(outcomeKinds),
    id: uuidField,
    outcome: z.nullable(z.enum(outcomes)),
    amount: z.nullable(z.int().check(z.minimum(1), z.maximum(DESK_LIMITS.amount))),
    reason: z.nullable(z.enum(lostReasons)),
  }),
]);
export type DeskChange = z.output<typeof deskChangeSchema>;
type Target = { kind: WorkflowKind; id: string };

function parse<A extends DeskChange['action']>(action: A, input: unknown): Extract<DeskChange, { action: A }> {
  const parsed = deskChangeSchema.safeParse(typeof input === 'object' && input !== null ? { ...input, action } : input);
  if (!parsed.success || parsed.data.action !== action) throw new AdminError('invalid');
  return parsed.data as Extract<DeskChange, { action: A }>;
}

/** The request, locked for the rest of the transaction; not found when it does not exist (or was never one). */
async function lockRequest(tx: Tx, { kind, id }: Target) {
  const { table } = kinds[kind];
  const [row] = await tx
    .select({
      status: table.status,
      email: table.email,
      name: table.name,
      assignedTo: table.assignedTo,
      followUpOn: table.followUpOn,
    })
    .from(table)
    .where(eq(table.id, id))
    .for('update');
  if (!row) throw new AdminError('not-found');
  return row;
}

const event = (staff: StaffMember, { kind, id }: Target) => ({ requestKind: kind, requestId: id, actor: staff.email });

/** A note on the request, by its author; shown in its history, newest last. */
export async function addNote(caller: AdminCaller, input: unknown): Promise<void> {
  const staff = await requireStaff(caller);
  const change = parse('note', input);
  await caller.db.transaction(async (tx) => {
    await lockRequest(tx, change);
    await tx.insert(requestEvents).values({ ...event(staff, change), type: 'note', body: change.text });
  });
}

/**
 * Removes a note, which only its author may do: its text goes, its line stays ("note supprimée"), and the removal has
 * a line of its own.
 */
export async function removeNote(caller: AdminCaller, input: unknown): Promise<void> {
  const staff = await requireStaff(caller);
  const change = parse('remove-note', input);
  await caller.db.transaction(async (tx) => {
    await lockRequest(tx, change);
    const [note] = await tx
      .select({ actor: requestEvents.actor, body: requestEvents.body })
      .from(requestEvents)
      .where(
        and(
          eq(requestEvents.id, change.noteId),
          eq(requestEvents.requestKind, change.kind),
          eq(requestEvents.requestId, change.id),
          eq(requestEvents.type, 'note'),
        ),
      )
      .for('update');
    if (!note) throw new AdminError('not-found');
    if (note.actor !== staff.email) throw new AdminRefusal(deskMessages.notYourNote);
    if (note.body === null) return;
    await tx.update(requestEvents).set({ body: null }).where(eq(requestEvents.id, change.noteId));
    await tx.insert(requestEvents).values({ ...event(staff, change), type: 'note-removed', noteId: change.noteId });
  });
}

/** The staff members a request can be assigned to, as the desk names them: whoever holds the requests today. */
export type StaffDirectory = { id: string; label: string }[];
export async function staffDirectory(caller: AdminCaller): Promise<StaffDirectory> {
  await requireStaff(caller);
  const members = await caller.db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(holdsRight(caller.db, user.id, 'leads'))
    .orderBy(user.email);
  // Their name, and their address when it differs.
  return members.map(({ id, name, email }) => ({ id, label: name && name !== email ? `${name} (${email})` : email }));
}

/**
 * The staff member a request may be assigned to: one who has the requests (config/staff.ts). Anyone else is refused
 * in French, an editor as someone who does not work the requests.
 */
export async function leadAssignee(tx: Tx, userId: string): Promise<{ id: string; email: string; name: string }> {
  const [found] = await tx
    .select({ id: user.id, email: user.email, name: user.name })
    .from(user)
    .where(and(eq(user.id, userId), holdsRight(tx, user.id, 'leads')));
  if (found) return found;
  throw new AdminRefusal((await staffRoleOf(tx, userId)) ? deskMessages.notLeadStaff : deskMessages.notStaff);
}

/**
 * Assigns the request to a staff member, or to no one. The assignee, unless it is the caller, gets a mail with the
 * request's link. Assigning it to whom it already has changes nothing.
 */
export async function assignRequest(caller: AdminCaller, input: unknown): Promise<{ changed: boolean }> {
  const staff = await requireStaff(caller);
  const change = parse('assign', input);
  const changed = await caller.db.transaction(async (tx) => {
    const request = await lockRequest(tx, change);
    if (request.assignedTo === change.assignee) return false;
    const assignee = change.assignee ? await leadAssignee(tx, change.assignee) : null;
    const { table } = kinds[change.kind];
    await tx.update(table).set({ assignedTo: change.assignee }).where(eq(table.id, change.id));
    await tx
      .insert(requestEvents)
      .values({ ...event(staff, change), type: 'assignment', assignee: assignee?.email ?? '' });
    if (assignee && change.assignee !== staff.id) {
      await queueMails(tx, [
        assignmentMail({
          to: assignee.email,
          by: staff.email,
          name: request.name,
          url: absoluteUrl(requestPath(change.kind, change.id)),
        }),
      ]);
    }
    return true;
  });
  if (changed) notifyMailer();
  return { changed };
}

/**
 * Answers the visitor by mail: to the request's address only, from MAIL_FROM with Reply-To the staff member, through
 * the outbox. The text is kept in the history; a request still 'nouveau' becomes 'en_cours', with its own line.
 */
export async function replyToRequest(caller: AdminCaller, input: unknown): Promise<{ status: 'en_cours' | null }> {
  const staff = await requireStaff(caller);
  const change = parse('reply', input);
  const moved = await caller.db.transaction(async (tx) => {
    const request = await lockRequest(tx, change);
    // A call-back leaves a phone number only: there is no one to mail.
    if (!request.email) throw new AdminRefusal(deskMessages.noEmail);
    const [author] = await tx.select({ name: user.name }).from(user).where(eq(user.id, staff.id));
    await queueMails(tx, [
      replyMail({
        to: request.email,
        replyTo: staff.email,
        subject: change.subject,
        text: change.text,
        by: author?.name || staff.email,
      }),
    ]);
    await tx
      .insert(requestEvents)
      .values({ ...event(staff, change), type: 'reply', subject: change.subject, body: change.text });
    return responded(tx, staff, change, request.status);
  });
  notifyMailer();
  return { status: moved ? 'en_cours' : null };
}

/**
 * A response to the visitor was just written: the request's first response if it had none, and a request still
 * « Nouveau » moves to « En cours », with its own line. True when it moved.
 */
async function responded(tx: Tx, staff: StaffMember, change: Target, status: string): Promise<boolean> {
  await markFirstResponse(tx, change);
  if (status !== 'nouveau') return false;
  const { table } = kinds[change.kind];
  await tx.update(table).set({ status: 'en_cours' }).where(eq(table.id, change.id));
  await tx
    .insert(requestEvents)
    .values({ ...event(staff, change), type: 'status', fromStatus: 'nouveau', toStatus: 'en_cours' });
  return true;
}

/**
 * A contact made outside the site (issue 32): a call, a WhatsApp message or a visit planned, with an optional note.
 * It is a response, as a reply is: it counts for the promise, and a request still « Nouveau » moves to « En cours ».
 */
export async function logContact(caller: AdminCaller, input: unknown): Promise<{ status: 'en_cours' | null }> {
  const staff = await requireStaff(caller);
  const change = parse('contact', input);
  const moved = await caller.db.transaction(async (tx) => {
    const request = await lockRequest(tx, change);
    await tx
      .insert(requestEvents)
      .values({ ...event(staff, change), type: 'contact', contactChannel: change.channel, body: change.note });
    return responded(tx, staff, change, request.status);
  });
  return { status: moved ? 'en_cours' : null };
}

/** The days a follow-up may be set on, as ISO dates: today to a year ahead. */
export const followUpRange = (now = new Date()) => ({
  first: todayIso(now),
  last: todayIso(new Date(now.getTime() + DESK_LIMITS.followUpDays * 86_400_000)),
});

/** Sets the day to call the visitor back ("Relancer le…"), today to a year ahead, or clears it. */
export async function setFollowUp(
  caller: AdminCaller,
  input: unknown,
  now = new Date(),
): Promise<{ changed: boolean }> {
  const staff = await requireStaff(caller);
  const change = parse('follow-up', input);
  const range = followUpRange(now);
  if (change.on !== null && (change.on < range.first || change.on > range.last))
    throw new AdminRefusal(deskMessages.followUpRange);
  return caller.db.transaction(async (tx) => {
    const request = await lockRequest(tx, change);
    if (request.followUpOn === change.on) return { changed: false };
    const { table } = kinds[change.kind];
    await tx.update(table).set({ followUpOn: change.on }).where(eq(table.id, change.id));
    await tx.insert(requestEvents).values({ ...event(staff, change), type: 'follow-up', followUpOn: change.on });
    return { changed: true };
  });
}

/**
 * The outcome of a quote, a consultation or a demo (issue 32): « Gagné » with an optional amount in FCFA, « Perdu »
 * with its reason, « Sans suite », or none (to undo a mistake). A request given an outcome is done: one still open
 * becomes « Traité », with its own line. Giving the outcome it already has changes nothing.
 */
export async function setOutcome(
  caller: AdminCaller,
  input: unknown,
  now = new Date(),
): Promise<{ changed: boolean; status: 'traite' | null }> {
  const staff = await requireStaff(caller);
  const change = parse('outcome', input);
  if (change.outcome === 'perdu' && !change.reason) throw new AdminRefusal(deskMessages.lostReason);
  // An amount is a sale's, a reason a loss's: neither goes with another outcome.
  const amount = change.outcome === 'gagne' ? change.amount : null;
  const reason = change.outcome === 'perdu' ? change.reason : null;
  return caller.db.transaction(async (tx) => {
    const request = await lockRequest(tx, change);
    const { table } = storedKindSpecs[change.kind];
    const [current] = await tx
      .select({ outcome: table.outcome, amount: table.outcomeAmount, reason: table.outcomeReason })
      .from(table)
      .where(eq(table.id, change.id));
    if (current && current.outcome === change.outcome && current.amount === amount && current.reason === reason)
      return { changed: false, status: null };
    const closes = change.outcome !== null && request.status !== 'traite';
    await tx
      .update(table)
      .set({
        outcome: change.outcome,
        outcomeAmount: amount,
        outcomeReason: reason,
        outcomeAt: change.outcome ? now : null,
        ...(closes ? { status: 'traite' as const } : {}),
      })
      .where(eq(table.id, change.id));
    await tx.insert(requestEvents).values({
      ...event(staff, change),
      type: 'outcome',
      outcome: change.outcome,
      outcomeAmount: amount,
      outcomeReason: reason,
    });
    if (closes)
      await tx
        .insert(requestEvents)
        .values({ ...event(staff, change), type: 'status', fromStatus: request.status, toStatus: 'traite' });
    return { changed: true, status: closes ? 'traite' : null };
  });
}

/** The one entry of `/api/admin/requests`: the action's own function, which checks the caller. */
export async function changeRequest(caller: AdminCaller, input: unknown): Promise<Record<string, unknown> | void> {
  const action = typeof input === 'object' && input !== null && 'action' in input ? input.action : null;
  switch (action) {
    case 'note':
      return addNote(caller, input);
    case 'remove-note':
      return removeNote(caller, input);
    case 'assign':
      return assignRequest(caller, input);
    case 'reply':
      return replyToRequest(caller, input);
    case 'contact':
      return logContact(caller, input);
    case 'follow-up':
      return setFollowUp(caller, input);
    case 'outcome':
      return setOutcome(caller, input);
    default:
      await requireStaff(caller);
      throw new AdminError('invalid');
  }
}
