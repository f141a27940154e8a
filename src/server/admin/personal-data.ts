/**
 * The data-protection requests the privacy and RGPD pages promise (issues 15 and 29): from an email address, or from a
 * phone number (a call-back leaves no address), every row that carries it (each kind of request with its history, the
 * newsletter, the account, the mails and their `.eml` files), exported as one JSON file, or erased. Admins only; each
 * export and erasure leaves an audit line and a line in each request's history, with who and when, and without the data.
 * Here: the screen, what it finds of a person and the route's one entry; the rows that carry a person are found by
 * personal-data-rows.ts, exported by personal-data-export.ts, erased by personal-data-erasure.ts.
 */
import * as z from 'zod/mini';
import { personalDataText } from '@/content/personal-data';
import { isSearchablePhone } from '@/lib/phone-digits';
import { emailPattern } from '@/lib/schemas/patterns';
import { outbox, type WorkflowKind } from '@/server/db/schema';
import { currentCaller, requireStaff, type AdminCaller } from './access';
import { AdminError, adminPageFailure } from './errors';
import { requestPath } from '@/server/admin-paths';
import { erasePersonalData } from './personal-data-erasure';
import { exportPersonalData } from './personal-data-export';
import { accountOf, mailsOf, requestsOf, subscriberOf, type Person } from './personal-data-rows';

const emailField = z
  .string()
  .check(z.maxLength(254, { abort: true }), z.trim(), z.toLowerCase(), z.regex(emailPattern));
const phoneField = z.string().check(z.maxLength(30, { abort: true }), z.trim(), z.refine(isSearchablePhone));
const action = z.enum(['find', 'export', 'erase']);

/** The body of `/api/admin/personal-data`: what to do for which person, named by their address or their phone. */
export const personalDataSchema = z.union([
  z.object({ action, email: emailField }),
  z.object({ action, phone: phoneField }),
]);

type Found = {
  requests: { kind: WorkflowKind; id: string; name: string; createdAt: Date; path: string }[];
  newsletter: boolean;
  account: boolean;
  mails: number;
};

/** What the screen shows of a person: how many rows of each sort carry them, with a link to each request. */
export async function findPersonalData(caller: AdminCaller, person: Person): Promise<Found> {
  await requireStaff(caller, 'administration');
  const { db } = caller;
  const [requests, subscribers, member] = await Promise.all([
    requestsOf(db, person),
    subscriberOf(db, person),
    accountOf(db, person),
  ]);
  const mails = await db.select({ id: outbox.id }).from(outbox).where(mailsOf(person, requests));
  return {
    requests: requests.map(({ kind, row }) => ({
      kind,
      id: row.id,
      name: row.name,
      createdAt: row.createdAt,
      path: requestPath(kind, row.id),
    })),
    newsletter: subscribers.length > 0,
    account: Boolean(member),
    mails: mails.length,
  };
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

export type PersonalDataPage =
  { state: 'redirect'; to: string } | { state: 'failed' } | { state: 'admins-only' } | { state: 'ready' };

/** The screen (/admin/donnees-personnelles): for admins; an agent is told so. */
export async function loadPersonalDataPage(
  caller: () => Promise<AdminCaller> = currentCaller,
): Promise<PersonalDataPage> {
  try {
    await requireStaff(await caller(), 'administration');
    return { state: 'ready' };
  } catch (error) {
    if (error instanceof AdminError && error.kind === 'forbidden') return { state: 'admins-only' };
    return adminPageFailure(error, personalDataText.path);
  }
}
