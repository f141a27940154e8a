// The requests bench:admin seeds, of every kind and status, with the lead desk's load, and one admin account.
import { readFileSync } from 'node:fs';
import { eq, sql, type SQL } from 'drizzle-orm';
import { runAdminCommand } from '../src/server/operator/commands';
import { user } from '../src/server/db/schema';
import { authenticatorOf } from './staff-sign-in';
import type { Db } from '../src/server/db/client';

export const ADMIN = { email: 'bench-admin@example.ci', password: 'bench-secret' };

/** Quotes named "Awa Koné …" at every size: a search that finds a full page of 20 and more, whatever the total. */
export const NAMESAKES = 25;

/** The campaigns the seeded visits came from; the other requests came direct. */
export const CHANNELS = ['facebook', 'google.com', 'linkedin'];

/** Rows per statement: large enough for bulk speed, small enough to keep PGlite's memory and each transaction modest. */
const BATCH = 50_000;

/** The tables seeded, whose secondary indexes are built once after the load rather than row by row. */
const SEEDED = ['contacts', 'quotes', 'consultations', 'demo_requests', 'newsletter_subscribers', 'request_events'];

type Kind = {
  table: string;
  /** The request_events kind, for the workflow kinds (which get the desk's load). */
  kind?: string;
  share: number;
  /** The kind's own columns and their values for row n, after id, status, created_at and the desk's columns. */
  columns: string;
  values: (share: number) => string;
  /** Whether its requests have an outcome (quotes, consultations, demos): one « Traité » in three each is won, lost or went nowhere. */
  outcomes?: true;
};

/**
 * Row n's phone, a ten-digit Ivorian number of the network `prefix`, and its E.164, as the site stores them: the
 * server's start then has no older row to give its E.164 (requests/phone-backfill.ts) while it is timed.
 */
const phone = (prefix: string) => `'${prefix} ' || lpad(n::text, 8, '0'), '+225${prefix}' || lpad(n::text, 8, '0')`;

const kinds: Kind[] = [
  {
    table: 'contacts',
    kind: 'contacts',
    share: 0.3,
    columns: 'name, email, phone, phone_e164, company, service, message, source',
    values: () =>
      `'Contact ' || n, 'contact' || n || '@example.ci', ${phone('07')}, 'Société ' || (n % 500), 'Climatisation', 'Message numéro ' || n, '/contact · bench'`,
  },
  {
    table: 'quotes',
    kind: 'quotes',
    outcomes: true,
    share: 0.3,
    columns: 'name, email, phone, phone_e164, company, service, budget, description, source',
    values: (share) =>
      `case when n % ${Math.max(1, Math.floor(share / NAMESAKES))} = 0 then 'Awa Koné ' else 'Client ' end || n, 'client' || n || '@example.ci', ${phone('05')}, 'Entreprise ' || (n % 700), 'Domotique', '500 000 - 1 000 000', 'Projet ' || n, '/ · bench'`,
  },
  {
    table: 'consultations',
    kind: 'consultations',
    outcomes: true,
    share: 0.15,
    columns:
      'name, email, phone, phone_e164, consultation_type, consultation_mode, preferred_date, preferred_time, urgency, source',
    values: () =>
      `'Consultant ' || n, 'consult' || n || '@example.ci', ${phone('01')}, 'tech', 'phone', current_date + 7, '08:00-09:00', 'low', '/ · bench'`,
  },
  {
    table: 'demo_requests',
    kind: 'demos',
    outcomes: true,
    share: 0.1,
    columns: 'name, email, solution, request_type, source',
    values: () => `'Démo ' || n, 'demo' || n || '@example.ci', 'iSmart', 'demo', '/ · bench'`,
  },
];

/**
 * One statement per batch of rows n = first…last of a workflow kind: the requests with the desk's columns, and their
 * history (a note on one in 5, the status line of every request not 'nouveau', a reply on one in 50). One request in
 * 20 is assigned to the admin, one in 100 has a follow-up (from 30 days ago to 30 days ahead), one in 5 came from a
 * campaign. Each kind has at least 40 assigned requests and 40 follow-ups, so that "Mes demandes" and "À relancer"
 * show a full page at every size, as the search does.
 */
// (Each request not 'nouveau' had its first response 2 hours after it came: its status line's time.)
function workflowBatch(
  spec: Kind,
  share: number,
  first: number,
  last: number,
  adminId: string,
  created: (n: string) => SQL,
): SQL {
  const every = (step: number) => Math.max(1, Math.min(step, Math.floor(share / 40)));
  const channel = `(array[${CHANNELS.map((name) => `'${name}'`).join(',')}])[1 + (n / 5) % ${CHANNELS.length}]`;
  return sql`with rows as materialized (
      select n, gen_random_uuid() as id, (array['nouveau','en_cours','traite'])[1 + n % 3]::request_status as status, ${created('n')} as created_at
      from generate_series(${sql.raw(String(first))}, ${sql.raw(String(last))}) as n
    ), inserted as (
      insert into ${sql.raw(spec.table)} (id, status, created_at, first_response_at, assigned_to, follow_up_on, channel, attribution, ${sql.raw(spec.outcomes ? 'outcome, outcome_amount, ' : '')}${sql.raw(spec.columns)})
      select id, status, created_at, case when status <> 'nouveau' then created_at + interval '2 hours' end,
        case when n % ${sql.raw(String(every(20)))} = 0 then ${adminId}::text end,
        case when n % ${sql.raw(String(every(100)))} = 0 then current_date + ((n / ${sql.raw(String(every(100)))}) % 61 - 30)::int end,
        case when n % 5 = 0 then ${sql.raw(channel)} end,
        case when n % 5 = 0 then jsonb_build_object('utmSource', ${sql.raw(channel)}, 'utmCampaign', 'bench') end,
        ${sql.raw(spec.outcomes ? "case when status = 'traite' then (array['gagne','perdu','sans_suite'])[1 + (n / 3) % 3] end, case when status = 'traite' and (n / 3) % 3 = 0 then 100000 * (1 + n % 50) end, " : '')}
        ${sql.raw(spec.values(share))}
      from rows
    )
    insert into request_events (request_kind, request_id, type, actor, at, from_status, to_status, subject, body)
    select ${spec.kind}::text, id, 'note', ${ADMIN.email}::text, created_at + interval '1 hour', null::request_status, null::request_status, null::text, 'Note de suivi ' || n from rows where n % 5 = 0
    union all
    select ${spec.kind}::text, id, 'status', ${ADMIN.email}::text, created_at + interval '2 hours', 'nouveau'::request_status, status, null, null from rows where status <> 'nouveau'
    union all
    select ${spec.kind}::text, id, 'reply', ${ADMIN.email}::text, created_at + interval '3 hours', null, null, 'Votre demande', 'Bonjour, voici notre réponse ' || n from rows where n % 50 = 0`;
}

type Rows<T> = { rows: T[] };

/**
 * 30 % contacts, 30 % quotes, 15 % consultations, 10 % demos, 15 % newsletter, every status. Row n of each kind is
 * n × (one year / total) old: the more requests, the more per day, as on a busier site. Bulk SQL in batches of
 * BATCH rows, with the tables' secondary indexes dropped during the load and built again after it (their definitions
 * read from the catalog, so that they are exactly the migrations'): a million requests in about a minute.
 */
export async function seed(db: Db, total: number, { tables = SEEDED }: { tables?: string[] } = {}) {
  const result = await runAdminCommand(db, { command: 'create', ...ADMIN });
  if (!result.ok) throw new Error(result.message);
  const [admin] = await db.select({ id: user.id }).from(user).where(eq(user.email, ADMIN.email));
  if (!admin) throw new Error('the bench admin was not created');

  const { rows: indexes } = (await db.execute(sql`
    select i.relname as name, pg_get_indexdef(x.indexrelid) as definition
    from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
    where t.relname in (${sql.join(
      SEEDED.map((table) => sql`${table}`),
      sql`, `,
    )}) and not x.indisprimary and not x.indisunique
      and t.relnamespace = 'public'::regnamespace`)) as Rows<{ name: string; definition: string }>;
  for (const { name } of indexes) await db.execute(sql.raw(`drop index "${name}"`));

  // One instant for every batch: row n's age does not depend on when its batch ran.
  const anchor = new Date().toISOString();
  const created = (n: string) =>
    sql.raw(`'${anchor}'::timestamptz - (${n} * interval '1 second') * (31536000.0 / ${total})`);
  const batches = (count: number) =>
    Array.from(
      { length: Math.ceil(count / BATCH) },
      (_, index) => [index * BATCH + 1, Math.min(count, (index + 1) * BATCH)] as const,
    );
  let seeded = 0;
  for (const spec of kinds) {
    const share = Math.round(total * spec.share);
    seeded += share;
    if (!tables.includes(spec.table)) continue;
    for (const [first, last] of batches(share))
      await db.execute(workflowBatch(spec, share, first, last, admin.id, created));
  }
  for (const [first, last] of tables.includes('newsletter_subscribers') ? batches(total - seeded) : []) {
    await db.execute(sql`insert into newsletter_subscribers (email, status, token_hash, source, created_at)
      select 'lecteur' || n || '@example.ci', (array['pending','confirmed','unsubscribed'])[1 + n % 3]::newsletter_status, encode(sha256(convert_to('bench-token-' || n, 'UTF8')), 'hex'), '/ · bench', ${created('n')}
      from generate_series(${sql.raw(String(first))}, ${sql.raw(String(last))}) as n`);
  }

  for (const { definition } of indexes) await db.execute(sql.raw(definition));
  // The histogram of response times of those first responses, as migration 0016 fills it in for older requests.
  const histogram = readFileSync('src/server/db/migrations/0016_response_times.sql', 'utf8')
    .split('--> statement-breakpoint')
    .find((part) => part.includes('INSERT INTO "response_times"'));
  if (!histogram) throw new Error('migration 0016 has no INSERT INTO "response_times"');
  await db.execute(sql.raw(histogram));
  // A live database has vacuumed and analysed its tables long since (visibility map, planner statistics).
  await db.execute(sql`vacuum analyze`);
  return authenticatorOf(result.message);
}
