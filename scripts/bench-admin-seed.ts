// The requests bench:admin seeds, of every kind and status, and one admin account.
import { sql } from 'drizzle-orm';
import { runAdminCommand } from '../src/server/auth/admin-commands';
import { authenticatorOf } from './staff-sign-in';
import type { Db } from '../src/server/db/client';

export const ADMIN = { email: 'bench-admin@example.ci', password: 'bench-secret' };

/** Quotes named "Awa Koné …" at every size: a search that finds a full page of 20 and more, whatever the total. */
export const NAMESAKES = 25;

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
  return authenticatorOf(result.message);
}
