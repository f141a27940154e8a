/**
 * Each person's whole story (issue 32): the requests of every kind with the same address (whatever its case) or the
 * same phone number once normalised (E.164, lib/phone.ts), newest first; on a request, the others, with « Doublon ? »
 * for one that came within 30 days of it; and a page per person. Agents and admins.
 */
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { toE164 } from '@/lib/phone';
import { emailPattern } from '@/lib/schemas/patterns';
import { workflowKinds, type WorkflowKind } from '@/server/db/schema';
import { currentCaller, requireStaff, type AdminCaller } from './access';
import { adminPageFailure } from './errors';
import { kinds, type ShownRequest } from './kinds';

/** How a person is known: their address (lower case) and their phone in E.164, either or both. */
export type PersonKey = { email: string | null; phone: string | null };

export type PersonRequest = ShownRequest & { kind: WorkflowKind };

/** A request within this many days of another of the same person may be the same one sent twice. */
export const DUPLICATE_DAYS = 30;
/** At most this many requests of each kind on a person's page (newest first). */
export const PERSON_LIMIT = 50;

/** The person a request names: its address when it has one, its phone when it could be read as a number. */
export const personOf = (row: Pick<ShownRequest, 'email' | 'phoneE164'>): PersonKey => ({
  email: row.email ? row.email.toLowerCase() : null,
  phone: row.phoneE164,
});

/**
 * The person of the address (`/admin/personne?email=…` or `?tel=…`), or null when neither is one: an address as the
 * forms take them, a phone that reads as a number (any way it was typed).
 */
export function parsePerson(params: Record<string, string | string[] | undefined>): PersonKey | null {
  const first = (name: string) => {
    const value = params[name];
    return (Array.isArray(value) ? value[0] : value)?.slice(0, 254).trim() ?? '';
  };
  const email = first('email').toLowerCase();
  const phone = first('tel') ? toE164(first('tel').slice(0, 30)) : null;
  const key = { email: email && emailPattern.test(email) ? email : null, phone };
  return key.email || key.phone ? key : null;
}

/** The address of a person's page: their address and their phone, either or both. */
export const personPath = (key: PersonKey) =>
  `/admin/personne?${new URLSearchParams([...(key.email ? [['email', key.email]] : []), ...(key.phone ? [['tel', key.phone]] : [])])}`;

function samePerson(kind: WorkflowKind, key: PersonKey): SQL | undefined {
  const { table } = kinds[kind];
  return or(
    key.email ? and(sql`${table.email} <> ''`, sql`lower(${table.email}) = ${key.email}`) : undefined,
    key.phone ? eq(table.phoneE164, key.phone) : undefined,
  );
}

/** Every kind's requests of a person, newest first, at most PERSON_LIMIT of each, each through its index. */
export async function requestsOfPerson(caller: AdminCaller, key: PersonKey): Promise<PersonRequest[]> {
  await requireStaff(caller);
  if (!key.email && !key.phone) return [];
  const found = await Promise.all(
    workflowKinds.map(async (kind) =>
      (await kinds[kind].read(caller.db, { where: samePerson(kind, key), limit: PERSON_LIMIT, offset: 0 })).map(
        (row) => ({ ...row, kind }),
      ),
    ),
  );
  return found.flat().sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

export type OtherRequest = PersonRequest & { duplicate: boolean };

/** A request's other requests by the same person, each marked « Doublon ? » when it came within DUPLICATE_DAYS of it. */
export async function otherRequests(
  caller: AdminCaller,
  kind: WorkflowKind,
  row: Pick<ShownRequest, 'id' | 'createdAt' | 'email' | 'phoneE164'>,
): Promise<OtherRequest[]> {
  const all = await requestsOfPerson(caller, personOf(row));
  return all
    .filter((other) => !(other.kind === kind && other.id === row.id))
    .map((other) => ({
      ...other,
      duplicate: Math.abs(other.createdAt.getTime() - row.createdAt.getTime()) <= DUPLICATE_DAYS * 86_400_000,
    }));
}

export type PersonPage =
  | { state: 'redirect'; to: string }
  | { state: 'failed' }
  | { state: 'not-found' }
  | { state: 'ready'; key: PersonKey; requests: PersonRequest[] };

/** What /admin/personne shows: a person's requests, a redirect, SPEC's load failure, or nobody to show. */
export async function loadPersonPage(
  params: Record<string, string | string[] | undefined>,
  caller: () => Promise<AdminCaller> = currentCaller,
): Promise<PersonPage> {
  const key = parsePerson(params);
  try {
    const resolved = await caller();
    await requireStaff(resolved);
    if (!key) return { state: 'not-found' };
    return { state: 'ready', key, requests: await requestsOfPerson(resolved, key) };
  } catch (error) {
    return adminPageFailure(error, '/admin/personne');
  }
}
