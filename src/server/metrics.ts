/**
 * What Prometheus scrapes at /metrics (prom-client): requests by route family and status class with their latency,
 * leads stored by kind, mails sent, failed, waiting and the oldest wait, sign-in failures and lockouts, the database
 * pool, and the process's own figures (event-loop lag, memory, CPU). Read by the machine itself or with OPS_TOKEN
 * (health.ts's mayReadDetail), like the readiness detail. No label ever carries a path, an address or an email: the
 * families are a fixed list, so the series stay few.
 *
 * One registry per process, kept on globalThis: the server's entry (main.ts, which times every request) and the
 * bundled app (which stores leads and sends mails) each evaluate this module. What is read from the database at each
 * scrape is in metrics-scrape.ts, which the entry does not load.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** The families a request's path falls in, in the order they are tried (the first prefix that matches). */
const FAMILIES = [
  ['/_next/static/', 'static'],
  ['/api/auth/', 'auth-api'],
  ['/api/requests/', 'request-api'],
  ['/api/admin/', 'admin-api'],
  ['/api/', 'api'],
  ['/admin', 'back-office'],
  ['/auth', 'sign-in'],
  ['/demande/', 'request-page'],
  ['/services/', 'service'],
  ['/solutions/', 'solution'],
  ['/blog', 'blog'],
  ['/legal/', 'legal'],
  ['/contact', 'contact'],
  ['/metrics', 'metrics'],
  ['/media/', 'media'],
] as const;

export function routeFamily(path: string): string {
  if (path === '/') return 'home';
  return FAMILIES.find(([prefix]) => path.startsWith(prefix))?.[1] ?? 'other';
}

function create() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    requests: new Counter({
      name: 'site_http_requests_total',
      help: 'HTTP requests answered, by route family and status class',
      labelNames: ['family', 'status'],
      registers,
    }),
    duration: new Histogram({
      name: 'site_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route family',
      labelNames: ['family'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    leads: new Counter({
      name: 'site_leads_stored_total',
      help: 'Visitor requests stored, by kind',
      labelNames: ['kind'],
      registers,
    }),
    photoDecodes: new Counter({
      name: 'site_visitor_photo_decodes_total',
      help: 'Visitor photos decoded and re-encoded (each one whose header passed)',
      registers,
    }),
    photosRefused: new Counter({
      name: 'site_visitor_photos_refused_total',
      help: 'Visitor photo sets refused, by stage: header (before any decoding), decode, busy (the queue full, answered 503)',
      labelNames: ['stage'],
      registers,
    }),
    mailsSent: new Counter({
      name: 'site_mails_sent_total',
      help: 'Mails delivered (SMTP, or written to files)',
      registers,
    }),
    mailAttemptsFailed: new Counter({
      name: 'site_mail_attempts_failed_total',
      help: 'Mail delivery attempts that failed (retried or given up)',
      registers,
    }),
    signInFailures: new Counter({
      name: 'site_sign_in_failures_total',
      help: 'Sign-ins refused for a wrong password or code',
      registers,
    }),
    lockouts: new Counter({
      name: 'site_sign_in_lockouts_total',
      help: 'Sign-in lockouts started (an address on a network)',
      registers,
    }),
    outbox: new Gauge({ name: 'site_mails_waiting', help: 'Mails waiting to be sent (not given up)', registers }),
    outboxOldest: new Gauge({
      name: 'site_mails_oldest_waiting_seconds',
      help: 'How long the oldest waiting mail has waited (0 when none)',
      registers,
    }),
    outboxFailed: new Gauge({
      name: 'site_mails_given_up',
      help: 'Mails given up and still kept (FAILED_MAIL_RETENTION_DAYS)',
      registers,
    }),
    backupFailures: new Counter({
      name: 'site_backup_failures_total',
      help: 'Scheduled backups that failed',
      registers,
    }),
    backupCopyFailures: new Counter({
      name: 'site_backup_copy_failures_total',
      help: 'Runs of BACKUP_COMMAND that failed',
      registers,
    }),
    backupAge: new Gauge({
      name: 'site_backup_age_seconds',
      help: 'Age of the newest backup in BACKUP_DIR (absent without BACKUP_DIR; -1 when none yet)',
      registers,
    }),
    pool: new Gauge({
      name: 'site_database_pool_connections',
      help: 'PostgreSQL pool connections, by state',
      labelNames: ['state'],
      registers,
    }),
  };
}

type Metrics = ReturnType<typeof create>;
const holder = (globalThis as { __siteMetrics?: Metrics }).__siteMetrics ?? create();
(globalThis as { __siteMetrics?: Metrics }).__siteMetrics = holder;

/** The process's metrics, to count with. */
export const metrics = (): Metrics => holder;

/** One answered request (main.ts). */
export function countRequest(path: string, status: number, seconds: number) {
  const family = routeFamily(path);
  holder.requests.inc({ family, status: `${Math.floor(status / 100)}xx` });
  holder.duration.observe({ family }, seconds);
}
