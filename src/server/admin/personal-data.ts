/**
 * The data-protection requests the privacy and RGPD pages promise (issue 15): from an email address, every row that
 * carries it (each kind of request with its history, the newsletter, the account, the mails), exported as one JSON
 * file, or erased. Admins only; each export and erasure leaves an audit line and a line in each request's history,
 * with who and when, and without the data.
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import { personalDataText } from '@/content/personal-data';
import { emailPattern } from '@/lib/schemas/patterns';
import { recordAudit } from '@/server/audit';
import { staffRoleOf } from '@/server/auth/roles';
import type { Db, Tx } from '@/server/db/client';
import {
  account,
  newsletterSubscribers,
  outbox,
  rateLimits,
  requestEvents,
  session,
  signInLockouts,
  staffInvitations,
  user,
  workflowKinds,
  type WorkflowKind,
} from '@/server/db/schema';
import { currentCaller, requireStaff, type AdminCaller, type StaffMember } from './access';
import { AdminError, AdminRefusal, adminPageFailure } from './errors';
import { requestPath } from './filters';
import { kinds } from './kinds';

const emailField = z.string().check(z.maxLength(254, { abort: true }), z.trim(), z.toLowerCase(), z.regex(emailPattern));

/** The body of `/api/admin/personal-data`: what to do for which address. */
export const personalDataSchema = z.object({ action: z.enum(['find', 'export', 'erase']), email: emailField });

type Found = {
  requests: { kind: WorkflowKind; id: string; name: string; createdAt: Date; path: string }[];
  newsletter: boolean;
  account: boolean;
  mails: number;
};

const sameAddress = (column: Parameters<typeof sql>[1], email: string) => sql`lower(${column}) = ${email}`;

/** The requests of every kind whose address is `email`, oldest first. */
async function requestsOf(db: Db | Tx, email: string) {
  const found = await Promise.all(
    workflowKinds.map(async (kind) => {
      const { table } = kinds[kind];
      const rows = await db.select().from(table).where(sameAddress(table.email, email)).orderBy(table.createdAt);
      return rows.map((row) => ({ kind, row }));
    }),
  );
  return found.flat();
}

const mailsOf = (email: string) => or(sameAddress(outbox.to, email), sameAddress(outbox.replyTo, email));

/** What the screen shows of an address: how many rows of each sort carry it, with a link to each request. */
export async function findPersonalData(caller: AdminCaller, email: string): Promise<Found> {
  await requireStaff(caller, 'admin');
  const { db } = caller;
  const [requests, [subscriber], [member], mails] = await Promise.all([
    requestsOf(db, email),
    db.select({ id: newsletterSubscribers.id }).from(newsletterSubscribers).where(sameAddress(newsletterSubscribers.email, email)),
    db.select({ id: user.id }).from(user).where(sameAddress(user.email, email)),
    db.select({ id: outbox.id }).from(outbox).where(mailsOf(email)),
  ]);
  return {
    requests: requests.map(({ kind, row }) => ({ kind, id: row.id, name: row.name, createdAt: row.createdAt, path: requestPath(kind, row.id) })),
    newsletter: Boolean(subscriber),
    account: Boolean(member),
    mails: mails.length,
  };
}

/** Where an address's requests are in request_events. */
const historyOf = (requests: { kind: WorkflowKind; row: { id: string } }[]) =>
  or(...requests.map(({ kind, row }) => and(eq(requestEvents.requestKind, kind), eq(requestEvents.requestId, row.id))));

/**
 * Everything stored under an address, as one JSON document: each request with its history, the newsletter row (without
 * its link token), the account (without its password) and its sessions, and the mails still kept. The export is
 * recorded in the audit log and in each request's history.
 */
export async function exportPersonalData(caller: AdminCaller, email: string, now = new Date()) {
  const staff = await requireStaff(caller, 'admin');
  return caller.db.transaction(async (tx) => {
    const requests = await requestsOf(tx, email);
    const history = requests.length ? await tx.select().from(requestEvents).where(historyOf(requests)).orderBy(requestEvents.at) : [];
    const subscribers = await tx
      .select({ email: newsletterSubscribers.email, status: newsletterSubscribers.status, source: newsletterSubscribers.source, createdAt: newsletterSubscribers.createdAt, confirmedAt: newsletterSubscribers.confirmedAt })
      .from(newsletterSubscribers)
      .where(sameAddress(newsletterSubscribers.email, email));
    const [member] = await tx
      .select({ id: user.id, name: user.name, email: user.email, emailVerified: user.emailVerified, createdAt: user.createdAt })
      .from(user)
      .where(sameAddress(user.email, email));
    const sessions = member
      ? await tx.select({ createdAt: session.createdAt, expiresAt: session.expiresAt, ipAddress: session.ipAddress, userAgent: session.userAgent }).from(session).where(eq(session.userId, member.id))
      : [];
    const mails = await tx
      .select({ to: outbox.to, replyTo: outbox.replyTo, subject: outbox.subject, text: outbox.text, createdAt: outbox.createdAt, sentAt: outbox.sentAt })
      .from(outbox)
      .where(mailsOf(email));
    const file = {
      email,
      exportedAt: now.toISOString(),
      exportedBy: staff.email,
      requests: requests.map(({ kind, row }) => ({
        kind,
        ...row,
        history: history
          .filter((line) => line.requestKind === kind && line.requestId === row.id)
          .map(({ requestKind, requestId, ...line }) => line),
      })),
      newsletter: subscribers,
      account: member ? { ...member, sessions } : null,
      mails,
    };
    await recordLines(tx, staff, requests, 'export');
    await recordAudit(tx, { action: 'personal-data-export', actor: staff.email, target: summaryOf(requests.length, subscribers.length, member ? 1 : 0, mails.length), ip: caller.ip });
    return file;
  });
}

async function recordLines(tx: Tx, staff: StaffMember, requests: { kind: WorkflowKind; row: { id: string } }[], type: 'export' | 'erasure') {
  if (requests.length === 0) return;
  await tx.insert(requestEvents).values(requests.map(({ kind, row }) => ({ requestKind: kind, requestId: row.id, type, actor: staff.email })));
}

/** What an audit line says of an export or an erasure: counts, never the address or the data. */
const summaryOf = (requests: number, newsletter: number, accounts: number, mails: number) => `requests=${requests} newsletter=${newsletter} account=${accounts} mails=${mails}`;

/** What an erased request keeps: its kind, dates, status, service and history's who and when; nothing of who asked. */
const erasedFields = {
  contacts: { phone: null, message: '' },
  quotes: { phone: '', description: '' },
  consultations: { phone: '', subject: null, message: null, specificNeeds: null },
  demos: { phone: null, message: null },
} as const satisfies Record<WorkflowKind, object>;

/**
 * Erases an address: its requests anonymised (name, address, phone, company, free text, attribution; the text of their
 * notes and replies), its newsletter row, its mails and its account deleted, with the counters and limits keyed by it.
 * Refused for a member of the staff, who must be removed from the team first. One transaction: all or nothing.
 */
export async function erasePersonalData(caller: AdminCaller, email: string): Promise<{ requests: number; newsletter: number; account: number; mails: number }> {
  const staff = await requireStaff(caller, 'admin');
  return caller.db.transaction(async (tx) => {
    const [member] = await tx.select({ id: user.id }).from(user).where(sameAddress(user.email, email));
    if (member && (await staffRoleOf(tx, member.id))) throw new AdminRefusal(personalDataText.staffAccount);
    const requests = await requestsOf(tx, email);
    for (const workflow of workflowKinds) {
      const ids = requests.filter(({ kind }) => kind === workflow).map(({ row }) => row.id);
      if (ids.length === 0) continue;
      const { table } = kinds[workflow];
      await tx
        .update(table)
        .set({ name: personalDataText.erasedName, email: '', company: null, attribution: null, ...erasedFields[workflow] })
        .where(inArray(table.id, ids));
    }
    if (requests.length) await tx.update(requestEvents).set({ subject: null, body: null }).where(historyOf(requests));
    await recordLines(tx, staff, requests, 'erasure');
    const newsletter = await tx.delete(newsletterSubscribers).where(sameAddress(newsletterSubscribers.email, email)).returning({ id: newsletterSubscribers.id });
    const mails = await tx.delete(outbox).where(mailsOf(email)).returning({ id: outbox.id });
    if (member) {
      // Its sessions, sign-in methods and second factor go with it (ON DELETE CASCADE).
      await tx.delete(account).where(eq(account.userId, member.id));
      await tx.delete(user).where(eq(user.id, member.id));
    }
    await tx.delete(signInLockouts).where(eq(signInLockouts.email, email));
    await tx.delete(staffInvitations).where(sameAddress(staffInvitations.email, email));
    await tx.delete(rateLimits).where(eq(rateLimits.key, `ack:${email}`));
    const erased = { requests: requests.length, newsletter: newsletter.length, account: member ? 1 : 0, mails: mails.length };
    await recordAudit(tx, { action: 'personal-data-erasure', actor: staff.email, target: summaryOf(erased.requests, erased.newsletter, erased.account, erased.mails), ip: caller.ip });
    return erased;
  });
}

/** The one entry of `/api/admin/personal-data`. */
export async function personalDataRequest(caller: AdminCaller, input: unknown): Promise<Record<string, unknown>> {
  await requireStaff(caller, 'admin');
  const parsed = personalDataSchema.safeParse(input);
  if (!parsed.success) throw new AdminError('invalid');
  const { action, email } = parsed.data;
  if (action === 'find') return { found: await findPersonalData(caller, email) };
  if (action === 'export') return { file: await exportPersonalData(caller, email) };
  return { erased: await erasePersonalData(caller, email) };
}

export type PersonalDataPage = { state: 'redirect'; to: string } | { state: 'failed' } | { state: 'admins-only' } | { state: 'ready' };

/** The screen (/admin/donnees-personnelles): for admins; an agent is told so. */
export async function loadPersonalDataPage(caller: () => Promise<AdminCaller> = currentCaller): Promise<PersonalDataPage> {
  try {
    await requireStaff(await caller(), 'admin');
    return { state: 'ready' };
  } catch (error) {
    if (error instanceof AdminError && error.kind === 'forbidden') return { state: 'admins-only' };
    return adminPageFailure(error, personalDataText.path);
  }
}
