/**
 * A person's data exported as one JSON file (issues 15 and 29), for the data-protection requests the privacy and RGPD
 * pages promise: admins only; each export leaves an audit line and a line in each request's history, with who and
 * when, and without the data.
 */
import { settings } from '@/server/settings';
import { and, eq, or } from 'drizzle-orm';
import { personalDataText } from '@/content/personal-data';
import { recordAudit } from '@/server/audit';
import { outbox, requestEvents, requestPhotos, session, user, userRoles } from '@/server/db/schema';
import { requireStaff, type AdminCaller } from './access';
import {
  accountOf,
  emailOf,
  historyOf,
  recordLines,
  requestsOf,
  sameAddress,
  subscriberOf,
  summaryOf,
  type Person,
} from './personal-data-rows';

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
  const unique = [
    ...new Set(identities.map((identity) => identity.trim()).filter((identity) => identity.length >= 3)),
  ].sort((a, b) => b.length - a.length);
  if (unique.length === 0) return value;
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}._%+-])(?:${unique.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`,
    'giu',
  );
  const walk = (item: unknown): unknown => {
    if (typeof item === 'string') return item.replace(pattern, personalDataText.staffPlaceholder);
    if (Array.isArray(item)) return item.map(walk);
    if (item && typeof item === 'object' && !(item instanceof Date))
      return Object.fromEntries(Object.entries(item).map(([key, entry]) => [key, walk(entry)]));
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
    const history = requests.length
      ? await tx.select().from(requestEvents).where(historyOf(requests)).orderBy(requestEvents.at)
      : [];
    const subscribers = (await subscriberOf(tx, person)).map(({ id, ...subscriber }) => subscriber);
    // The photos they joined, as data URLs (the stored image, re-encoded by the server, without metadata).
    const photos = requests.length
      ? await tx
          .select({
            kind: requestPhotos.kind,
            requestId: requestPhotos.requestId,
            contentType: requestPhotos.contentType,
            image: requestPhotos.image,
          })
          .from(requestPhotos)
          .where(
            or(
              ...requests.map(({ kind, row }) =>
                and(eq(requestPhotos.kind, kind), eq(requestPhotos.requestId, row.id)),
              ),
            ),
          )
          .orderBy(requestPhotos.position)
      : [];
    const member = await accountOf(tx, person);
    const sessions = member
      ? await tx
          .select({
            createdAt: session.createdAt,
            expiresAt: session.expiresAt,
            ipAddress: session.ipAddress,
            userAgent: session.userAgent,
          })
          .from(session)
          .where(eq(session.userId, member.id))
      : [];
    const email = emailOf(person);
    // The mails the person was sent. The team's notifications and assignment mails repeat the request's own fields,
    // exported above, beside staff addresses: they stay out.
    const mails = email
      ? await tx
          .select({
            to: outbox.to,
            subject: outbox.subject,
            text: outbox.text,
            createdAt: outbox.createdAt,
            sentAt: outbox.sentAt,
            replyTo: outbox.replyTo,
          })
          .from(outbox)
          .where(sameAddress(outbox.to, email))
      : [];
    // Who the staff are: today's team, and whoever wrote in these histories or answered these mails (a former member).
    const staffMembers = await tx
      .selectDistinct({ email: user.email, name: user.name })
      .from(user)
      .innerJoin(userRoles, eq(userRoles.userId, user.id));
    const addresses = [
      ...staffMembers.map((member) => member.email),
      ...history.flatMap((line) => [line.actor, line.assignee ?? '']),
      ...mails.map((mail) => mail.replyTo ?? ''),
      ...Object.values(settings().notify),
      staff.email,
    ].filter((address) => address.toLowerCase() !== email);
    // Their names are replaced where staff wrote (a reply's text, its signature), never in what the person wrote.
    const ownNames = new Set(
      [...requests.map(({ row }) => row.name), member?.name ?? ''].map((name) => name.trim().toLowerCase()),
    );
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
    await recordAudit(tx, {
      action: 'personal-data-export',
      actor: staff.email,
      target: summaryOf({
        requests: requests.length,
        newsletter: subscribers.length,
        account: member ? 1 : 0,
        mails: mails.length,
      }),
      ip: caller.ip,
    });
    return file;
  });
}
