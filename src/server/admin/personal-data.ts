/**
 * The data-protection requests the privacy and RGPD pages promise (issues 15 and 29): from an email address, or from a
 * phone number (a call-back leaves no address), every row that carries it (each kind of request with its history, the
 * newsletter, the account, the mails and their `.eml` files), exported as one JSON file, or erased. Admins only; each
 * export and erasure leaves an audit line and a line in each request's history, with who and when, and without the data.
 */
import { settings } from '@/server/settings';
import { and, eq, getTableName, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import * as z from 'zod/mini';
import { personalDataText } from '@/content/personal-data';
import { isSearchablePhone, phoneDigits, PHONE_SEARCH_MIN_DIGITS } from '@/lib/phone-digits';
import { toE164 } from '@/lib/phone';
import { canonicalAddress } from '@/lib/canonical-address';
import { emailPattern } from '@/lib/schemas/patterns';
import { recordAudit } from '@/server/audit';
import { staffRoleOf } from '@/server/auth/roles';
import { isEmbedded, type Db, type Tx } from '@/server/db/client';
import {
  account,
  newsletterSubscribers,
  outbox,
  rateLimits,
  outcomeCounts,
  requestChannelDays,
  requestEvents,
  requestPhotos,
  requestFacetCounts,
  session,
  signInLockouts,
  staffInvitations,
  twoFactor,
  user,
  userRoles,
  verification,
  workflowKinds,
  type WorkflowKind,
} from '@/server/db/schema';
import { logError } from '@/server/log';
import { currentCaller, requireStaff, type AdminCaller, type StaffMember } from './access';
import { AdminError, AdminRefusal, adminPageFailure } from './errors';
import { requestPath } from '@/server/admin-paths';
import { kinds } from './kinds';
import { eraseMailFiles, holdsMailFiles, outboxDirectory } from './personal-data-files';

const emailField = z.string().check(z.maxLength(254, { abort: true }), z.trim(), z.toLowerCase(), z.regex(emailPattern));
const phoneField = z.string().check(z.maxLength(30, { abort: true }), z.trim(), z.refine(isSearchablePhone));
const action = z.enum(['find', 'export', 'erase']);

/** The body of `/api/admin/personal-data`: what to do for which person, named by their address or their phone. */
export const personalDataSchema = z.union([z.object({ action, email: emailField }), z.object({ action, phone: phoneField })]);

/** Whom a data-protection request is about. */
export type Person = { email: string } | { phone: string };

type Found = {
  requests: { kind: WorkflowKind; id: string; name: string; createdAt: Date; path: string }[];
  newsletter: boolean;
  account: boolean;
  mails: number;
};

type Matched = { kind: WorkflowKind; row: (typeof kinds)[WorkflowKind]['table']['$inferSelect'] };

const sameAddress = (column: Parameters<typeof sql>[1], email: string) => sql`lower(${column}) = ${email}`;
const emailOf = (person: Person) => ('email' in person ? person.email : null);

/**
 * The requests of every kind whose address is the person's, or whose phone is theirs however either was typed: the
 * same E.164 (lib/phone.ts, through the phone_e164 index), or the same digits (lib/phone-digits.ts), which also finds
 * what is not a valid number today (an eight-digit number from before 2021) and rows not yet given their E.164. Oldest
 * first. The digits are first narrowed in SQL by their last eight, then compared whole.
 */
async function requestsOf(db: Db | Tx, person: Person): Promise<Matched[]> {
  const digits = 'phone' in person ? phoneDigits(person.phone) : '';
  const e164 = 'phone' in person ? toE164(person.phone) : null;
  const found = await Promise.all(
    workflowKinds.map(async (kind) => {
      const { table } = kinds[kind];
      const sameDigits = sql`right(regexp_replace(coalesce(${table.phone}, ''), '[^0-9]', '', 'g'), ${PHONE_SEARCH_MIN_DIGITS}) = ${digits.slice(-PHONE_SEARCH_MIN_DIGITS)}`;
      const where = 'email' in person ? sameAddress(table.email, person.email) : or(e164 ? eq(table.phoneE164, e164) : undefined, sameDigits);
      const rows = await db.select().from(table).where(where).orderBy(table.createdAt);
      return rows
        .filter((row) => 'email' in person || (e164 !== null && row.phoneE164 === e164) || phoneDigits(row.phone ?? '') === digits)
        .map((row) => ({ kind, row }) as Matched);
    }),
  );
  return found.flat();
}

/**
 * The outbox's mails about a person: those sent to their address or answering to it, and every mail that links to one
 * of their requests in the back-office, which is how a team notification (to the team, naming the visitor; a
 * call-back's has no Reply-To) and an assignment mail (to the assignee, naming the visitor) are known.
 */
function mailsOf(person: Person, requests: Matched[]): SQL {
  const email = emailOf(person);
  const conditions = [
    ...(email ? [sameAddress(outbox.to, email), sameAddress(outbox.replyTo, email)] : []),
    ...requests.map(({ kind, row }) => sql`strpos(${outbox.text}, ${requestPath(kind, row.id)}) > 0`),
  ];
  return or(...conditions) ?? sql`false`;
}

/** What an `.eml` file of the person contains: their address, or the back-office link of one of their requests. */
const fileNeedles = (person: Person, requests: Matched[]) => [...(emailOf(person) ? [emailOf(person)!] : []), ...requests.map(({ kind, row }) => requestPath(kind, row.id))];

/** The person's account (a visitor's, or a staff member's), when they are named by an address. */
async function accountOf(db: Db | Tx, person: Person) {
  const email = emailOf(person);
  if (!email) return undefined;
  const [member] = await db.select({ id: user.id, name: user.name, email: user.email, emailVerified: user.emailVerified, createdAt: user.createdAt }).from(user).where(sameAddress(user.email, email));
  return member;
}

const subscriberOf = (db: Db | Tx, person: Person) => {
  const email = emailOf(person);
  return email
    ? db
        .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email, status: newsletterSubscribers.status, source: newsletterSubscribers.source, createdAt: newsletterSubscribers.createdAt, confirmedAt: newsletterSubscribers.confirmedAt, channel: newsletterSubscribers.channel, attribution: newsletterSubscribers.attribution })
        .from(newsletterSubscribers)
        .where(sameAddress(newsletterSubscribers.email, email))
    : Promise.resolve([]);
};

/** What the screen shows of a person: how many rows of each sort carry them, with a link to each request. */
export async function findPersonalData(caller: AdminCaller, person: Person): Promise<Found> {
  await requireStaff(caller, 'administration');
  const { db } = caller;
  const [requests, subscribers, member] = await Promise.all([requestsOf(db, person), subscriberOf(db, person), accountOf(db, person)]);
  const mails = await db.select({ id: outbox.id }).from(outbox).where(mailsOf(person, requests));
  return {
    requests: requests.map(({ kind, row }) => ({ kind, id: row.id, name: row.name, createdAt: row.createdAt, path: requestPath(kind, row.id) })),
    newsletter: subscribers.length > 0,
    account: Boolean(member),
    mails: mails.length,
  };
}

/** Where the person's requests are in request_events. */
const historyOf = (requests: { kind: WorkflowKind; row: { id: string } }[]) =>
  or(...requests.map(({ kind, row }) => and(eq(requestEvents.requestKind, kind), eq(requestEvents.requestId, row.id))));

type HistoryLine = typeof requestEvents.$inferSelect;

/**
 * What the person is owed of a request's history: what happened to it and when (its statuses, the replies they were
 * sent, the contacts made with them, earlier exports), without who did it. Notes, assignments and follow-up dates are the staff's own work on the
 * request, not the person's data, and are left out with every staff address.
 */
function historyForExport(line: HistoryLine) {
  switch (line.type) {
    case 'status':
      return { type: line.type, at: line.at, fromStatus: line.fromStatus, toStatus: line.toStatus };
    case 'reply':
      return { type: line.type, at: line.at, subject: line.subject, body: line.body };
    case 'contact':
      // That the person was called, written to on WhatsApp or visited, and when; the staff's note stays theirs.
      return { type: line.type, at: line.at, contactChannel: line.contactChannel };
    case 'export':
    case 'erasure':
      return { type: line.type, at: line.at };
    default:
      return null;
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Replaces the staff's identities in the strings of `value` with the export's placeholder: each address anywhere, and
 * each name (three letters or more, as a whole word) where `names` apply. Dates and other values stay as they are.
 */
function withoutStaff<T>(value: T, identities: string[]): T {
  const unique = [...new Set(identities.map((identity) => identity.trim()).filter((identity) => identity.length >= 3))].sort((a, b) => b.length - a.length);
  if (unique.length === 0) return value;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}._%+-])(?:${unique.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  const walk = (item: unknown): unknown => {
    if (typeof item === 'string') return item.replace(pattern, personalDataText.staffPlaceholder);
    if (Array.isArray(item)) return item.map(walk);
    if (item && typeof item === 'object' && !(item instanceof Date)) return Object.fromEntries(Object.entries(item).map(([key, entry]) => [key, walk(entry)]));
    return item;
  };
  return walk(value) as T;
}

/**
 * Everything stored about a person, as one JSON document: each request (without the desk's assignee and follow-up date)
 * with what happened to it, the newsletter row (without its link token), the account (without its password) and its
 * sessions, and the mails they were sent. No staff address, staff name or internal note. The export is recorded in the
 * audit log and in each request's history.
 */
export async function exportPersonalData(caller: AdminCaller, person: Person, now = new Date()) {
  const staff = await requireStaff(caller, 'administration');
  return caller.db.transaction(async (tx) => {
    const requests = await requestsOf(tx, person);
    const history = requests.length ? await tx.select().from(requestEvents).where(historyOf(requests)).orderBy(requestEvents.at) : [];
    const subscribers = (await subscriberOf(tx, person)).map(({ id, ...subscriber }) => subscriber);
    // The photos they joined, as data URLs (the stored image, re-encoded by the server, without metadata).
    const photos = requests.length
      ? await tx
          .select({ kind: requestPhotos.kind, requestId: requestPhotos.requestId, contentType: requestPhotos.contentType, image: requestPhotos.image })
          .from(requestPhotos)
          .where(or(...requests.map(({ kind, row }) => and(eq(requestPhotos.kind, kind), eq(requestPhotos.requestId, row.id)))))
          .orderBy(requestPhotos.position)
      : [];
    const member = await accountOf(tx, person);
    const sessions = member
      ? await tx.select({ createdAt: session.createdAt, expiresAt: session.expiresAt, ipAddress: session.ipAddress, userAgent: session.userAgent }).from(session).where(eq(session.userId, member.id))
      : [];
    const email = emailOf(person);
    // The mails the person was sent. The team's notifications and assignment mails repeat the request's own fields,
    // exported above, beside staff addresses: they stay out.
    const mails = email
      ? await tx.select({ to: outbox.to, subject: outbox.subject, text: outbox.text, createdAt: outbox.createdAt, sentAt: outbox.sentAt, replyTo: outbox.replyTo }).from(outbox).where(sameAddress(outbox.to, email))
      : [];
    // Who the staff are: today's team, and whoever wrote in these histories or answered these mails (a former member).
    const staffMembers = await tx.selectDistinct({ email: user.email, name: user.name }).from(user).innerJoin(userRoles, eq(userRoles.userId, user.id));
    const addresses = [
      ...staffMembers.map((member) => member.email),
      ...history.flatMap((line) => [line.actor, line.assignee ?? '']),
      ...mails.map((mail) => mail.replyTo ?? ''),
      ...Object.values(settings().notify),
      staff.email,
    ].filter((address) => address.toLowerCase() !== email);
    // Their names are replaced where staff wrote (a reply's text, its signature), never in what the person wrote.
    const ownNames = new Set([...requests.map(({ row }) => row.name), member?.name ?? ''].map((name) => name.trim().toLowerCase()));
    const names = staffMembers.map((member) => member.name).filter((name) => !ownNames.has(name.trim().toLowerCase()));
    const file = withoutStaff(
      {
        ...person,
        exportedAt: now.toISOString(),
        requests: requests.map(({ kind, row }) => {
          const { assignedTo, followUpOn, ...fields } = row;
          return {
            kind,
            ...fields,
            photos: photos
              .filter((photo) => photo.kind === kind && photo.requestId === row.id)
              .map((photo) => `data:${photo.contentType};base64,${photo.image.toString('base64')}`),
            history: withoutStaff(
              history
                .filter((line) => line.requestKind === kind && line.requestId === row.id)
                .map(historyForExport)
                .filter((line) => line !== null),
              names,
            ),
          };
        }),
        newsletter: subscribers,
        account: member ? { ...member, sessions } : null,
        mails: withoutStaff(
          mails.map(({ replyTo, ...mail }) => mail),
          names,
        ),
      },
      addresses,
    );
    await recordLines(tx, staff, requests, 'export');
    await recordAudit(tx, { action: 'personal-data-export', actor: staff.email, target: summaryOf({ requests: requests.length, newsletter: subscribers.length, account: member ? 1 : 0, mails: mails.length }), ip: caller.ip });
    return file;
  });
}

async function recordLines(tx: Tx, staff: StaffMember, requests: { kind: WorkflowKind; row: { id: string } }[], type: 'export' | 'erasure') {
  if (requests.length === 0) return;
  await tx.insert(requestEvents).values(requests.map(({ kind, row }) => ({ requestKind: kind, requestId: row.id, type, actor: staff.email })));
}

/** What an audit line says of an export or an erasure: counts, never the address or the data. */
const summaryOf = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([key, count]) => `${key}=${count}`)
    .join(' ');

/** What an erased request keeps: its kind, dates, status, service and history's who and when; nothing of who asked. */
const erasedFields = {
  contacts: { phone: null, phoneE164: null, message: '' },
  quotes: { phone: '', phoneE164: null, description: '' },
  consultations: { phone: '', phoneE164: null, subject: null, message: null, specificNeeds: null },
  demos: { phone: null, phoneE164: null, message: null },
} as const satisfies Record<WorkflowKind, object>;

/**
 * An address as the per-address limits may count it: as typed in lower case, and in its canonical form (the `+tag`
 * removed, and a Gmail address's dots), so that an erasure finds the counters of either.
 */
const addressForms = (email: string): string[] => [...new Set([email, canonicalAddress(email)])];

export type Erased = { requests: number; newsletter: number; account: number; mails: number; files: number };

/**
 * Erases a person: their requests anonymised (name, address, phone, company, free text, the page they came from and
 * their attribution; the text of their notes and replies), with the desk's counters of their channel that fall to
 * zero; their newsletter row, mails (sent to them, answering to them, or linking to their requests) with their `.eml`
 * files, and account deleted, with the counters, lockouts and limits keyed by their address. Refused for a member of
 * the staff, who must be removed from the team first. One transaction: all or nothing. Then, once committed, the tables
 * it touched are vacuumed (best effort), so that the erased rows leave the database's live files at once.
 */
export async function erasePersonalData(caller: AdminCaller, person: Person, { directory = outboxDirectory() } = {}): Promise<Erased> {
  const staff = await requireStaff(caller, 'administration');
  const email = emailOf(person);
  const refuseStaff = async (db: Db | Tx) => {
    const member = await accountOf(db, person);
    if (member && (await staffRoleOf(db, member.id))) throw new AdminRefusal(personalDataText.staffAccount);
    return member;
  };
  // The files first, outside the transaction (reading a directory must not hold the database): a failure here stops
  // the erasure before anything is lost, and it can be asked again.
  await refuseStaff(caller.db);
  let early = 0;
  if (await holdsMailFiles(directory)) {
    const before = await requestsOf(caller.db, person);
    const beforeMails = await caller.db.select({ id: outbox.id }).from(outbox).where(mailsOf(person, before));
    early = await eraseMailFiles(directory, { ids: beforeMails.map((mail) => mail.id), needles: fileNeedles(person, before) });
  }
  const { erased, search, touched } = await caller.db.transaction(async (tx) => {
    const member = await refuseStaff(tx);
    const requests = await requestsOf(tx, person);
    const touched: PgTable[] = [];
    const channels = new Set<string>();
    for (const workflow of workflowKinds) {
      const rows = requests.filter(({ kind }) => kind === workflow).map(({ row }) => row);
      if (rows.length === 0) continue;
      for (const row of rows) if (row.channel) channels.add(row.channel);
      const { table } = kinds[workflow];
      await tx
        .update(table)
        .set({ name: personalDataText.erasedName, email: '', company: null, source: '', channel: null, attribution: null, ...erasedFields[workflow] })
        .where(
          inArray(
            table.id,
            rows.map((row) => row.id),
          ),
        );
      touched.push(table);
      // The photos joined to them show the person's place and things: deleted with the request's other words.
      const photos = await tx
        .delete(requestPhotos)
        .where(and(eq(requestPhotos.kind, workflow), inArray(requestPhotos.requestId, rows.map((row) => row.id))))
        .returning({ id: requestPhotos.id });
      if (photos.length) touched.push(requestPhotos);
    }
    if (requests.length) {
      await tx.update(requestEvents).set({ subject: null, body: null }).where(historyOf(requests));
      touched.push(requestEvents);
    }
    const newsletter = email ? await tx.delete(newsletterSubscribers).where(sameAddress(newsletterSubscribers.email, email)).returning({ channel: newsletterSubscribers.channel }) : [];
    for (const row of newsletter) if (row.channel) channels.add(row.channel);
    // A channel only this person came from (a utm_source, a referring host) leaves the desk's counters with its count.
    if (channels.size) {
      await tx.delete(requestFacetCounts).where(and(eq(requestFacetCounts.facet, 'channel'), inArray(requestFacetCounts.value, [...channels]), eq(requestFacetCounts.n, 0)));
      await tx.delete(requestChannelDays).where(and(inArray(requestChannelDays.channel, [...channels]), eq(requestChannelDays.n, 0)));
      await tx
        .delete(outcomeCounts)
        .where(and(eq(outcomeCounts.dimension, 'channel'), inArray(outcomeCounts.value, [...channels]), eq(outcomeCounts.n, 0), eq(outcomeCounts.amount, 0)));
      touched.push(requestFacetCounts, requestChannelDays, outcomeCounts);
    }
    const mails = await tx.delete(outbox).where(mailsOf(person, requests)).returning({ id: outbox.id });
    if (member) {
      // Its sessions, sign-in methods and second factor go with it (ON DELETE CASCADE); a pending reset link too.
      await tx.delete(verification).where(eq(verification.value, member.id));
      await tx.delete(account).where(eq(account.userId, member.id));
      await tx.delete(user).where(eq(user.id, member.id));
    }
    if (email) {
      const forms = addressForms(email);
      await tx.delete(verification).where(or(...forms.flatMap((form) => [sameAddress(verification.value, form), sameAddress(verification.identifier, form)])));
      await tx.delete(signInLockouts).where(or(...forms.map((form) => sameAddress(signInLockouts.email, form))));
      await tx.delete(staffInvitations).where(sameAddress(staffInvitations.email, email));
      // Every per-address counter (`ack:<address>`, and any other `<purpose>:<address>`), of either form of the address.
      await tx.delete(rateLimits).where(or(...forms.map((form) => sql`lower(right(${rateLimits.key}, ${form.length + 1})) = ${`:${form}`}`)));
    }
    touched.push(newsletterSubscribers, outbox, user, account, session, twoFactor, verification, signInLockouts, staffInvitations, rateLimits);
    const erased = { requests: requests.length, newsletter: newsletter.length, account: member ? 1 : 0, mails: mails.length };
    await recordLines(tx, staff, requests, 'erasure');
    await recordAudit(tx, { action: 'personal-data-erasure', actor: staff.email, target: summaryOf(erased), ip: caller.ip });
    return { erased, search: { ids: mails.map((mail) => mail.id), needles: fileNeedles(person, requests) }, touched };
  });
  // Once more after the commit: a mail written meanwhile (a request of the person's that came in, or a mail the sender
  // had already taken when its row went). Best effort, logged.
  const late = await eraseMailFiles(directory, search).catch((error: unknown) => {
    logError('personal-data', 'mail files could not be checked again after an erasure', error);
    return 0;
  });
  await vacuum(caller.db, touched);
  return { ...erased, files: early + late };
}

/**
 * VACUUM of the tables an erasure touched, after it committed (VACUUM cannot run in a transaction): the old versions of
 * the rows it updated or deleted leave the tables and their indexes now rather than whenever autovacuum (PostgreSQL)
 * or nothing (PGlite) gets to them. A plain VACUUM frees their space but does not wipe it: the bytes of an old row
 * stay in its page until something is written over them. The embedded database is rewritten (VACUUM FULL: new files,
 * the old ones deleted), which its size allows; on PostgreSQL that would lock the tables against new requests for as
 * long as the rewrite takes, so it stays a plain VACUUM (docs/back-office.md, « Données personnelles »). Best effort: a failure is logged,
 * the erasure stands.
 */
async function vacuum(db: Db, tables: PgTable[]) {
  const names = [...new Set(tables.map((table) => getTableName(table)))];
  try {
    await db.execute(sql.raw(`VACUUM ${isEmbedded(db) ? 'FULL ' : ''}${names.map((name) => `"${name}"`).join(', ')}`));
  } catch (error) {
    logError('personal-data', 'tables could not be vacuumed after an erasure', error);
  }
}

/** The one entry of `/api/admin/personal-data`. */
export async function personalDataRequest(caller: AdminCaller, input: unknown): Promise<Record<string, unknown>> {
  await requireStaff(caller, 'administration');
  const parsed = personalDataSchema.safeParse(input);
  if (!parsed.success) throw new AdminError('invalid');
  const { action, ...named } = parsed.data;
  const person: Person = 'email' in named ? { email: named.email } : { phone: named.phone };
  if (action === 'find') return { found: await findPersonalData(caller, person) };
  if (action === 'export') return { file: await exportPersonalData(caller, person) };
  return { erased: await erasePersonalData(caller, person) };
}

export type PersonalDataPage = { state: 'redirect'; to: string } | { state: 'failed' } | { state: 'admins-only' } | { state: 'ready' };

/** The screen (/admin/donnees-personnelles): for admins; an agent is told so. */
export async function loadPersonalDataPage(caller: () => Promise<AdminCaller> = currentCaller): Promise<PersonalDataPage> {
  try {
    await requireStaff(await caller(), 'administration');
    return { state: 'ready' };
  } catch (error) {
    if (error instanceof AdminError && error.kind === 'forbidden') return { state: 'admins-only' };
    return adminPageFailure(error, personalDataText.path);
  }
}
