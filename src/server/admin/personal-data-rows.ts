/**
 * The rows that carry a person, for a data-protection request (issues 15 and 29): their requests of every kind, by
 * address or by phone however it was typed, the outbox's mails about them, their account and newsletter row, and the
 * lines an export or an erasure leaves. Read by the screen (personal-data.ts), the export (personal-data-export.ts)
 * and the erasure (personal-data-erasure.ts), each of which checks the caller.
 */
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { phoneDigits, PHONE_SEARCH_MIN_DIGITS } from '@/lib/phone-digits';
import { toE164 } from '@/lib/phone';
import type { Db, Tx } from '@/server/db/client';
import {
  newsletterSubscribers,
  outbox,
  requestEvents,
  user,
  workflowKinds,
  type WorkflowKind,
} from '@/server/db/schema';
import type { StaffMember } from './access';
import { requestPath } from '@/server/admin-paths';
import { kinds } from './kinds';

/** Whom a data-protection request is about. */
export type Person = { email: string } | { phone: string };

type Matched = { kind: WorkflowKind; row: (typeof kinds)[WorkflowKind]['table']['$inferSelect'] };

/** An address column equal to the (lower-case) address, whatever case it was stored in. */
export const sameAddress = (column: Parameters<typeof sql>[1], email: string) => sql`lower(${column}) = ${email}`;
/** The person's address, or null when they are named by their phone. */
export const emailOf = (person: Person) => ('email' in person ? person.email : null);

/**
 * The requests of every kind whose address is the person's, or whose phone is theirs however either was typed: the
 * same E.164 (lib/phone.ts, through the phone_e164 index), or the same digits (lib/phone-digits.ts), which also finds
 * what is not a valid number today (an eight-digit number from before 2021) and rows not yet given their E.164. Oldest
 * first. The digits are first narrowed in SQL by their last eight, then compared whole.
 */
export async function requestsOf(db: Db | Tx, person: Person): Promise<Matched[]> {
  const digits = 'phone' in person ? phoneDigits(person.phone) : '';
  const e164 = 'phone' in person ? toE164(person.phone) : null;
  const found = await Promise.all(
    workflowKinds.map(async (kind) => {
      const { table } = kinds[kind];
      const sameDigits = sql`right(regexp_replace(coalesce(${table.phone}, ''), '[^0-9]', '', 'g'), ${PHONE_SEARCH_MIN_DIGITS}) = ${digits.slice(-PHONE_SEARCH_MIN_DIGITS)}`;
      const where =
        'email' in person
          ? sameAddress(table.email, person.email)
          : or(e164 ? eq(table.phoneE164, e164) : undefined, sameDigits);
      const rows = await db.select().from(table).where(where).orderBy(table.createdAt);
      return rows
        .filter(
          (row) =>
            'email' in person || (e164 !== null && row.phoneE164 === e164) || phoneDigits(row.phone ?? '') === digits,
        )
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
export function mailsOf(person: Person, requests: Matched[]): SQL {
  const email = emailOf(person);
  const conditions = [
    ...(email ? [sameAddress(outbox.to, email), sameAddress(outbox.replyTo, email)] : []),
    ...requests.map(({ kind, row }) => sql`strpos(${outbox.text}, ${requestPath(kind, row.id)}) > 0`),
  ];
  return or(...conditions) ?? sql`false`;
}

/** What an `.eml` file of the person contains: their address, or the back-office link of one of their requests. */
export const fileNeedles = (person: Person, requests: Matched[]) => [
  ...(emailOf(person) ? [emailOf(person)!] : []),
  ...requests.map(({ kind, row }) => requestPath(kind, row.id)),
];

/** The person's account (a visitor's, or a staff member's), when they are named by an address. */
export async function accountOf(db: Db | Tx, person: Person) {
  const email = emailOf(person);
  if (!email) return undefined;
  const [member] = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt,
    })
    .from(user)
    .where(sameAddress(user.email, email));
  return member;
}

/** The person's newsletter row (without its link token), when they are named by an address. */
export const subscriberOf = (db: Db | Tx, person: Person) => {
  const email = emailOf(person);
  return email
    ? db
        .select({
          id: newsletterSubscribers.id,
          email: newsletterSubscribers.email,
          status: newsletterSubscribers.status,
          source: newsletterSubscribers.source,
          createdAt: newsletterSubscribers.createdAt,
          confirmedAt: newsletterSubscribers.confirmedAt,
          channel: newsletterSubscribers.channel,
          attribution: newsletterSubscribers.attribution,
        })
        .from(newsletterSubscribers)
        .where(sameAddress(newsletterSubscribers.email, email))
    : Promise.resolve([]);
};

/** Where the person's requests are in request_events. */
export const historyOf = (requests: { kind: WorkflowKind; row: { id: string } }[]) =>
  or(...requests.map(({ kind, row }) => and(eq(requestEvents.requestKind, kind), eq(requestEvents.requestId, row.id))));

/** A line in each of the person's requests' history: that it was exported or erased, by whom, and when. */
export async function recordLines(
  tx: Tx,
  staff: StaffMember,
  requests: { kind: WorkflowKind; row: { id: string } }[],
  type: 'export' | 'erasure',
) {
  if (requests.length === 0) return;
  await tx
    .insert(requestEvents)
    .values(requests.map(({ kind, row }) => ({ requestKind: kind, requestId: row.id, type, actor: staff.email })));
}

/** What an audit line says of an export or an erasure: counts, never the address or the data. */
export const summaryOf = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([key, count]) => `${key}=${count}`)
    .join(' ');
