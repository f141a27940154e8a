// The requests bench:admin seeds, of every kind and status, and one admin account.
import { count, sql } from 'drizzle-orm';
import { runAdminCommand } from '../src/server/auth/admin-commands';
import { authenticatorOf } from './staff-sign-in';
import type { Db } from '../src/server/db/client';

export const ADMIN = { email: 'bench-admin@example.ci', password: 'bench-secret' };

/** Quotes named "Awa Koné …" at every size: a search that finds a full page of 20 and more, whatever the total. */
export const NAMESAKES = 25;

/** The campaigns the seeded visits came from; the other requests came direct. */
export const CHANNELS = ['facebook', 'google.com', 'linkedin'];

/**
 * The lead desk's load on the workflow kinds: one request in 20 assigned to the admin, one in 100 with a follow-up
 * (from 30 days ago to 30 days ahead), one in 5 from a campaign; a note on one in 5, the status history of every
 * request not 'nouveau', and a reply on one in 50. Each kind has at least 40 assigned requests and 40 follow-ups, so
 * that "Mes demandes" and "À relancer" show a full page at every size, as the search does.
 */
async function seedDesk(db: Db) {
  const channel = sql.raw(`(array[${CHANNELS.map((name) => `'${name}'`).join(',')}])[1 + (n / 5) % ${CHANNELS.length}]`);
  for (const [table, kind] of [['contacts', 'contacts'], ['quotes', 'quotes'], ['consultations', 'consultations'], ['demo_requests', 'demos']] as const) {
    const rows = sql.raw(`(select id, status, created_at, row_number() over (order by created_at desc, id desc) as n from ${table})`);
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(sql.raw(table));
    const every = (step: number) => Math.max(1, Math.min(step, Math.floor(total / 40)));
    await db.execute(sql`update ${sql.raw(table)} as t set
        assigned_to = case when r.n % ${every(20)} = 0 then (select id from "user" where email = ${ADMIN.email}) end,
        follow_up_on = case when r.n % ${every(100)} = 0 then current_date + ((r.n / ${every(100)}) % 61 - 30)::int end,
        channel = case when r.n % 5 = 0 then ${channel} end,
        attribution = case when r.n % 5 = 0 then jsonb_build_object('utmSource', ${channel}, 'utmCampaign', 'bench') end
      from ${rows} as r(id, status, created_at, n) where t.id = r.id`);
    await db.execute(sql`insert into request_events (request_kind, request_id, type, actor, at, body)
      select ${kind}, id, 'note', ${ADMIN.email}, created_at + interval '1 hour', 'Note de suivi ' || n from ${rows} as r(id, status, created_at, n) where n % 5 = 0`);
    await db.execute(sql`insert into request_events (request_kind, request_id, type, actor, at, from_status, to_status)
      select ${kind}, id, 'status', ${ADMIN.email}, created_at + interval '2 hours', 'nouveau', status from ${rows} as r(id, status, created_at, n) where status <> 'nouveau'`);
    await db.execute(sql`insert into request_events (request_kind, request_id, type, actor, at, subject, body)
      select ${kind}, id, 'reply', ${ADMIN.email}, created_at + interval '3 hours', 'Votre demande', 'Bonjour, voici notre réponse ' || n from ${rows} as r(id, status, created_at, n) where n % 50 = 0`);
  }
}

/**
 * 30 % contacts, 30 % quotes, 15 % consultations, 10 % demos, 15 % newsletter, every status. Row n of each kind is
 * n × (one year / total) old: the more requests, the more per day, as on a busier site.
 */
export async function seed(db: Db, total: number) {
  const share = (ratio: number) => Math.round(total * ratio);
  const spread = (n: string) => sql.raw(`now() - (${n} * interval '1 second') * (31536000.0 / ${total})`);
  const status = sql.raw(`(array['nouveau','en_cours','traite'])[1 + n % 3]::request_status`);
  await db.execute(sql`insert into contacts (name, email, phone, company, service, message, status, source, created_at)
    select 'Contact ' || n, 'contact' || n || '@example.ci', '07 ' || n, 'Société ' || (n % 500), 'Climatisation', 'Message numéro ' || n, ${status}, '/contact · bench', ${spread('n')}
    from generate_series(1, ${share(0.3)}) as n`);
  await db.execute(sql`insert into quotes (name, email, phone, company, service, budget, description, status, source, created_at)
    select case when n % ${Math.floor(share(0.3) / NAMESAKES)} = 0 then 'Awa Koné ' else 'Client ' end || n, 'client' || n || '@example.ci', '05 ' || n, 'Entreprise ' || (n % 700), 'Domotique', '500 000 - 1 000 000', 'Projet ' || n, ${status}, '/ · bench', ${spread('n')}
    from generate_series(1, ${share(0.3)}) as n`);
  await db.execute(sql`insert into consultations (name, email, phone, consultation_type, consultation_mode, preferred_date, preferred_time, urgency, status, source, created_at)
    select 'Consultant ' || n, 'consult' || n || '@example.ci', '01 ' || n, 'tech', 'phone', current_date + 7, '08:00-09:00', 'low', ${status}, '/ · bench', ${spread('n')}
    from generate_series(1, ${share(0.15)}) as n`);
  await db.execute(sql`insert into demo_requests (name, email, solution, request_type, status, source, created_at)
    select 'Démo ' || n, 'demo' || n || '@example.ci', 'iSmart', 'demo', ${status}, '/ · bench', ${spread('n')}
    from generate_series(1, ${share(0.1)}) as n`);
  await db.execute(sql`insert into newsletter_subscribers (email, status, token, source, created_at)
    select 'lecteur' || n || '@example.ci', (array['pending','confirmed','unsubscribed'])[1 + n % 3]::newsletter_status, 'bench-token-' || n, '/ · bench', ${spread('n')}
    from generate_series(1, ${total - share(0.3) * 2 - share(0.15) - share(0.1)}) as n`);
  await db.execute(sql`analyze`);
  const result = await runAdminCommand(db, { command: 'create', ...ADMIN });
  if (!result.ok) throw new Error(result.message);
  await seedDesk(db);
  // The desk's update rewrote every row: a live database has vacuumed its dead ones long since.
  await db.execute(sql`vacuum analyze`);
  return authenticatorOf(result.message);
}
