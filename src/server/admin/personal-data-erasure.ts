/**
 * A person erased (issues 15 and 29), for the data-protection requests the privacy and RGPD pages promise: admins
 * only; each erasure leaves an audit line and a line in each request's history, with who and when, and without the data.
 */
import { and, eq, getTableColumns, getTableName, inArray, or, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { personalDataText } from '@/content/personal-data';
import { canonicalAddress } from '@/lib/canonical-address';
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
  verification,
  workflowKinds,
  type WorkflowKind,
} from '@/server/db/schema';
import { logError } from '@/server/log';
import { requireStaff, type AdminCaller } from './access';
import { AdminRefusal } from './errors';
import { ERASED, KEPT, storedKindSpecs } from '@/server/request-kinds';
import { kinds } from './kinds';
import { eraseMailFiles, holdsMailFiles, outboxDirectory } from './personal-data-files';
import {
  accountOf,
  emailOf,
  fileNeedles,
  historyOf,
  mailsOf,
  recordLines,
  requestsOf,
  sameAddress,
  summaryOf,
  type Person,
} from './personal-data-rows';

/**
 * What an erased request keeps, as each kind declares it (server/request-kinds/): its kind, dates, status, service and
 * choices, its outcome and history's who and when; nothing of who asked, nor what they wrote. Every column of each table
 * is declared there (a column added without saying what an erasure does with it does not compile), and
 * personal-data.test.ts compares these keys with the tables' columns. ERASED is '' in a required column, null in another.
 */
export const erasureOf = Object.fromEntries(
  workflowKinds.map((kind) => {
    const spec = storedKindSpecs[kind];
    const columns = getTableColumns(spec.table as PgTable);
    const erasure = Object.entries(spec.columns as Record<string, { erase: unknown }>).map(([key, { erase }]) => [
      key,
      erase === ERASED ? (columns[key]?.notNull ? '' : null) : erase,
    ]);
    return [kind, Object.fromEntries(erasure)];
  }),
) as Record<WorkflowKind, Record<string, unknown>>;

/** The columns an erasure writes, and what. */
const erasedValues = (kind: WorkflowKind) =>
  Object.fromEntries(Object.entries(erasureOf[kind]).filter(([, value]) => value !== KEPT));

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
export async function erasePersonalData(
  caller: AdminCaller,
  person: Person,
  { directory = outboxDirectory() } = {},
): Promise<Erased> {
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
    early = await eraseMailFiles(directory, {
      ids: beforeMails.map((mail) => mail.id),
      needles: fileNeedles(person, before),
    });
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
        .set(erasedValues(workflow))
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
        .where(
          and(
            eq(requestPhotos.kind, workflow),
            inArray(
              requestPhotos.requestId,
              rows.map((row) => row.id),
            ),
          ),
        )
        .returning({ id: requestPhotos.id });
      if (photos.length) touched.push(requestPhotos);
    }
    if (requests.length) {
      await tx.update(requestEvents).set({ subject: null, body: null }).where(historyOf(requests));
      touched.push(requestEvents);
    }
    const newsletter = email
      ? await tx
          .delete(newsletterSubscribers)
          .where(sameAddress(newsletterSubscribers.email, email))
          .returning({ channel: newsletterSubscribers.channel })
      : [];
    for (const row of newsletter) if (row.channel) channels.add(row.channel);
    // A channel only this person came from (a utm_source, a referring host) leaves the desk's counters with its count.
    if (channels.size) {
      await tx
        .delete(requestFacetCounts)
        .where(
          and(
            eq(requestFacetCounts.facet, 'channel'),
            inArray(requestFacetCounts.value, [...channels]),
            eq(requestFacetCounts.n, 0),
          ),
        );
      await tx
        .delete(requestChannelDays)
        .where(and(inArray(requestChannelDays.channel, [...channels]), eq(requestChannelDays.n, 0)));
      await tx
        .delete(outcomeCounts)
        .where(
          and(
            eq(outcomeCounts.dimension, 'channel'),
            inArray(outcomeCounts.value, [...channels]),
            eq(outcomeCounts.n, 0),
            eq(outcomeCounts.amount, 0),
          ),
        );
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
      await tx
        .delete(verification)
        .where(
          or(
            ...forms.flatMap((form) => [
              sameAddress(verification.value, form),
              sameAddress(verification.identifier, form),
            ]),
          ),
        );
      await tx.delete(signInLockouts).where(or(...forms.map((form) => sameAddress(signInLockouts.email, form))));
      await tx.delete(staffInvitations).where(sameAddress(staffInvitations.email, email));
      // Every per-address counter (`ack:<address>`, and any other `<purpose>:<address>`), of either form of the address.
      await tx
        .delete(rateLimits)
        .where(or(...forms.map((form) => sql`lower(right(${rateLimits.key}, ${form.length + 1})) = ${`:${form}`}`)));
    }
    touched.push(
      newsletterSubscribers,
      outbox,
      user,
      account,
      session,
      twoFactor,
      verification,
      signInLockouts,
      staffInvitations,
      rateLimits,
    );
    const erased = {
      requests: requests.length,
      newsletter: newsletter.length,
      account: member ? 1 : 0,
      mails: mails.length,
    };
    await recordLines(tx, staff, requests, 'erasure');
    await recordAudit(tx, {
      action: 'personal-data-erasure',
      actor: staff.email,
      target: summaryOf(erased),
      ip: caller.ip,
    });
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
