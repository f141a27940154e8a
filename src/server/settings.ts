/**
 * The server's settings: one Zod schema over the environment, with the defaults docs/settings.md documents, read once per
 * process by the server and by every script (`settings()`), from the environment and the `.env` files `next build`
 * reads too (@next/env: `.env.production.local`, `.env.local`, `.env.production`, `.env`; the environment wins).
 * Nothing else reads `process.env` (settings.test.ts holds it).
 *
 * A value that does not parse stops the start, naming the variable in French then English, in every mode. With
 * NODE_ENV=production, as the deploy kit sets it, a missing public URL, mail transport or team address stops it too
 * (`productionProblems`): a forgotten setting must not lose leads silently.
 */
import { resolve } from 'node:path';
// @next/env is CommonJS whose named exports Node's ESM loader cannot see: its default export is the module.
import nextEnv from '@next/env';
import { z } from 'zod';
import { company } from '@/config/company';
import { SERVER_LIMITS, type ServerLimits } from '@/config/server';
import { STAFF_SESSION_DEFAULTS, type StaffTwoFactor } from '@/config/security';
import { settingsText, type Bilingual } from '@/content/settings';
import { trustProxy } from './client-address';

type Env = Record<string, string | undefined>;

/** A refusal: the field's French message, its English one in `params`. */
const refuse = (ctx: z.RefinementCtx, message: Bilingual) =>
  ctx.addIssue({ code: 'custom', message: message.fr, params: { en: message.en } });

const text = z.string().optional();
const wholeNumber = (fallback: number, min: number, max?: number) =>
  text.transform((value, ctx) => {
    if (value === undefined) return fallback;
    const parsed = Number(value);
    if (!/^\d+$/.test(value) || parsed < min || (max !== undefined && parsed > max))
      return (refuse(ctx, settingsText.wholeNumber(min, max)), z.NEVER);
    return parsed;
  });
const positiveNumber = (fallback: number) =>
  text.transform((value, ctx) => {
    if (value === undefined) return fallback;
    const parsed = Number(value);
    if (!/^\d+(\.\d+)?$/.test(value) || !(parsed > 0)) return (refuse(ctx, settingsText.positiveNumber), z.NEVER);
    return parsed;
  });
const oneOf = <const T extends readonly [string, ...string[]]>(choices: T) =>
  text.transform((value, ctx): T[number] | undefined => {
    if (value === undefined || choices.includes(value)) return value as T[number] | undefined;
    return (refuse(ctx, settingsText.oneOf(choices)), z.NEVER);
  });
const flag = text.transform((value, ctx) => {
  if (value === undefined || value === '0') return false;
  if (value === '1') return true;
  return (refuse(ctx, settingsText.flag), z.NEVER);
});
const url = (protocols: string[], message: Bilingual) =>
  text.transform((value, ctx) => {
    if (value === undefined) return undefined;
    if (URL.canParse(value) && protocols.includes(new URL(value).protocol)) return value;
    return (refuse(ctx, message), z.NEVER);
  });
const EMAIL = /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/;
const address = text.refine((value) => value === undefined || EMAIL.test(value), {
  error: settingsText.email.fr,
  params: { en: settingsText.email.en },
});
const secret = (min: number) =>
  text.refine((value) => value === undefined || value.length >= min, {
    error: settingsText.secret(min).fr,
    params: { en: settingsText.secret(min).en },
  });

const schema = z.object({
  NODE_ENV: text,
  PORT: wholeNumber(3000, 0, 65_535),
  HOST: text,
  SHUTDOWN_GRACE_MS: wholeNumber(10_000, 0),
  DEFER_SCRIPTS: text.transform((value, ctx) =>
    value === undefined || value === '1' ? true : value === '0' ? false : (refuse(ctx, settingsText.flag), z.NEVER),
  ),
  LOG_LEVEL: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
  LOG_FORMAT: oneOf(['json', 'pretty']),
  SITE_URL: text.transform((value, ctx) => {
    if (value === undefined) return undefined;
    if (!URL.canParse(value) || !['http:', 'https:'].includes(new URL(value).protocol))
      return (refuse(ctx, settingsText.url), z.NEVER);
    const parsed = new URL(value);
    if ((parsed.pathname !== '/' && parsed.pathname !== '') || parsed.search || parsed.hash || parsed.username)
      return (refuse(ctx, settingsText.siteUrlPath), z.NEVER);
    return parsed;
  }),
  ALLOW_HTTP_SITE_URL: flag,
  BETTER_AUTH_SECRET: secret(32),
  BACKUP_KEY: text,
  BACKUP_DIR: text,
  BACKUP_EVERY_HOURS: positiveNumber(24),
  BACKUP_KEEP: wholeNumber(14, 1, 10_000),
  BACKUP_COMMAND: text,
  DATA_DIR: text,
  DATABASE_URL: url(['postgres:', 'postgresql:'], settingsText.postgresUrl),
  DATABASE_POOL_SIZE: wholeNumber(10, 1, 1_000),
  PGLITE_SHARED_BUFFERS_MB: wholeNumber(16, 1, 1_024),
  SMTP_URL: url(['smtp:', 'smtps:'], settingsText.smtpUrl),
  MAIL_TRANSPORT: oneOf(['smtp', 'files']),
  NOTIFY_TO: address,
  NOTIFY_SALES_TO: address,
  NOTIFY_SUPPORT_TO: address,
  NOTIFY_URGENT_TO: address,
  MAIL_FROM: text.refine(
    (value) => value === undefined || EMAIL.test(value) || /^"[^"]*" <[^\s@<>]+@[^\s@<>]+>$/.test(value),
    {
      error: settingsText.mailbox.fr,
      params: { en: settingsText.mailbox.en },
    },
  ),
  REQUEST_RATE_LIMIT: text.transform((value, ctx) => {
    const match = /^(\d+)\/(\d+)$/.exec(value ?? '5/600');
    if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) return (refuse(ctx, settingsText.rate), z.NEVER);
    return { max: Number(match[1]), windowSeconds: Number(match[2]) };
  }),
  STAFF_SESSION_HOURS: positiveNumber(STAFF_SESSION_DEFAULTS.hours),
  STAFF_IDLE_MINUTES: positiveNumber(STAFF_SESSION_DEFAULTS.idleMinutes),
  STAFF_2FA: oneOf(['required', 'optional']),
  TRUST_PROXY: text.transform((value, ctx) => {
    try {
      trustProxy(value);
      return value ?? '0';
    } catch {
      return (refuse(ctx, settingsText.trustProxy), z.NEVER);
    }
  }),
  OPS_TOKEN: secret(16),
  ERROR_REPORT_DSN: text.transform((value, ctx) => {
    if (value === undefined) return undefined;
    const parsed = URL.canParse(value) ? new URL(value) : null;
    if (parsed && ['https:', 'http:'].includes(parsed.protocol) && parsed.username && /\/\d+\/?$/.test(parsed.pathname))
      return value;
    return (refuse(ctx, settingsText.dsn), z.NEVER);
  }),
  HEADERS_TIMEOUT_MS: wholeNumber(SERVER_LIMITS.headersMs, 1),
  REQUEST_TIMEOUT_MS: wholeNumber(SERVER_LIMITS.requestMs, 1),
  KEEP_ALIVE_TIMEOUT_MS: wholeNumber(SERVER_LIMITS.keepAliveMs, 1),
  MAX_CONNECTIONS: wholeNumber(SERVER_LIMITS.maxConnections, 1),
  MAX_CONNECTIONS_PER_ADDRESS: wholeNumber(SERVER_LIMITS.connectionsPerAddress, 1),
  ALLOW_FAULT_INJECTION: flag,
  ALLOW_BENCH_CEILING: flag,
});

/** Every variable the server reads: docs/settings.md's table and `.env.example` list these, no more (settings.test.ts). */
export const settingNames = Object.keys(schema.shape) as (keyof typeof schema.shape)[];

/** The settings, typed, with their defaults. */
export type Settings = ReturnType<typeof toSettings>;

function toSettings(env: z.output<typeof schema>) {
  const smtpUrl = env.SMTP_URL;
  const notifyTo = env.NOTIFY_TO ?? company.emails.contact;
  return {
    production: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    deferScripts: env.DEFER_SCRIPTS,
    log: {
      level: env.LOG_LEVEL ?? 'info',
      format: env.LOG_FORMAT ?? (env.NODE_ENV === 'development' ? 'pretty' : 'json'),
    },
    /** SITE_URL, or http://localhost:3000 (which production refuses). */
    siteUrl: env.SITE_URL ?? new URL('http://localhost:3000'),
    siteUrlSet: env.SITE_URL !== undefined,
    allowHttpSiteUrl: env.ALLOW_HTTP_SITE_URL,
    authSecret: env.BETTER_AUTH_SECRET,
    backupKey: env.BACKUP_KEY,
    /** Backups the server writes by itself (scheduled-backups.ts): where, how often, how many kept, and the off-site copy's command. */
    backups: env.BACKUP_DIR
      ? {
          dir: resolve(/*turbopackIgnore: true*/ env.BACKUP_DIR),
          everyMs: env.BACKUP_EVERY_HOURS * 3_600_000,
          keep: env.BACKUP_KEEP,
          command: env.BACKUP_COMMAND,
        }
      : undefined,
    dataDir: resolve(/*turbopackIgnore: true*/ env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    /** The embedded database's page cache (PostgreSQL's shared_buffers), in MB: its biggest share of the memory. */
    pgliteSharedBuffersMb: env.PGLITE_SHARED_BUFFERS_MB,
    /** SMTP when SMTP_URL is set (MAIL_TRANSPORT=smtp needs it); otherwise each mail becomes a file (MAIL_TRANSPORT=files, or nothing said). */
    mail: {
      transport: smtpUrl && env.MAIL_TRANSPORT !== 'files' ? ('smtp' as const) : ('files' as const),
      smtpUrl,
      chosen: Boolean(smtpUrl || env.MAIL_TRANSPORT),
    },
    notifyTo,
    notifyToSet: env.NOTIFY_TO !== undefined,
    /**
     * Where the team's mails go (teamRecipients in server/mail/outbox.ts): quotes, consultations and demos to sales,
     * support requests to support, critical support and the requests past their promise to urgent; contact messages
     * and call-backs to NOTIFY_TO. Each address unset is NOTIFY_TO's.
     */
    notify: {
      team: notifyTo,
      sales: env.NOTIFY_SALES_TO ?? notifyTo,
      support: env.NOTIFY_SUPPORT_TO ?? notifyTo,
      urgent: env.NOTIFY_URGENT_TO ?? notifyTo,
    },
    mailFrom: env.MAIL_FROM ?? `"${company.name}" <${company.emails.noreply}>`,
    requestRateLimit: env.REQUEST_RATE_LIMIT,
    staffSession: { maxMs: env.STAFF_SESSION_HOURS * 3_600_000, idleMs: env.STAFF_IDLE_MINUTES * 60_000 },
    staffTwoFactor: (env.STAFF_2FA ?? 'required') as StaffTwoFactor,
    trustProxy: env.TRUST_PROXY,
    opsToken: env.OPS_TOKEN,
    /** A Sentry-compatible DSN (Sentry, GlitchTip) that unexpected errors are sent to: error-report.ts. */
    errorReportDsn: env.ERROR_REPORT_DSN,
    serverLimits: {
      headersMs: env.HEADERS_TIMEOUT_MS,
      requestMs: env.REQUEST_TIMEOUT_MS,
      keepAliveMs: env.KEEP_ALIVE_TIMEOUT_MS,
      maxConnections: env.MAX_CONNECTIONS,
      connectionsPerAddress: env.MAX_CONNECTIONS_PER_ADDRESS,
    } satisfies ServerLimits,
    allowFaultInjection: env.ALLOW_FAULT_INJECTION,
    allowBenchCeiling: env.ALLOW_BENCH_CEILING,
  };
}

/** Settings that cannot be used: each line names its variable, in French then English. */
export class SettingsError extends Error {
  constructor(
    readonly problems: string[],
    title: Bilingual = settingsText.title,
  ) {
    super([`${title.fr}\n${title.en}`, ...problems.map((problem) => `  - ${problem}`)].join('\n'));
    this.name = 'SettingsError';
  }
}

const line = (name: string, message: Bilingual) => `${name} : ${message.fr} / ${name}: ${message.en}`;

/** Reads `env` (blank values count as unset). Throws a SettingsError listing every value that does not parse. */
export function parseSettings(env: Env): Settings {
  const given = Object.fromEntries(settingNames.map((name) => [name, env[name]?.trim() || undefined]));
  const result = schema.safeParse(given);
  if (!result.success) {
    throw new SettingsError(
      result.error.issues.map((issue) =>
        line(String(issue.path[0]), {
          fr: issue.message,
          en: String((issue as { params?: { en?: string } }).params?.en ?? issue.message),
        }),
      ),
    );
  }
  const settings = toSettings(result.data);
  if (settings.mail.transport === 'files' && given.MAIL_TRANSPORT === 'smtp')
    throw new SettingsError([line('SMTP_URL', settingsText.smtpMissing)]);
  return settings;
}

const LOCAL_HOSTS = /^(localhost|127(\.\d+){3}|\[::1\]|0\.0\.0\.0|.*\.localhost)$/;

/** What NODE_ENV=production refuses: a start that would lose leads or links silently. */
export function productionProblems(settings: Settings): string[] {
  if (!settings.production) return [];
  const problems: string[] = [];
  const { production: text } = settingsText;
  if (!settings.siteUrlSet) problems.push(line('SITE_URL', text.siteUrlMissing));
  else if (
    !settings.allowHttpSiteUrl &&
    (settings.siteUrl.protocol !== 'https:' || LOCAL_HOSTS.test(settings.siteUrl.hostname))
  )
    problems.push(line('SITE_URL', text.siteUrlLocal));
  if (!settings.mail.chosen) problems.push(line('SMTP_URL', text.mailMissing));
  if (!settings.notifyToSet) problems.push(line('NOTIFY_TO', text.notifyMissing));
  if (settings.allowFaultInjection) problems.push(line('ALLOW_FAULT_INJECTION', text.testOnly));
  if (settings.allowBenchCeiling) problems.push(line('ALLOW_BENCH_CEILING', text.testOnly));
  return problems;
}

/**
 * What a production build refuses (NODE_ENV=production in the shell that runs `npm run build`): the static pages carry
 * SITE_URL in their HTML (canonical links, Open Graph, JSON-LD, the sitemap), so it must be the public one already.
 */
export const buildProblems = (settings: Settings) =>
  productionProblems(settings).filter((problem) => problem.startsWith('SITE_URL '));

/** The server's SITE_URL against the one its build was made with: a line to show when they differ, or null. */
export function builtForAnotherSite(settings: Settings, builtSiteUrl: string | undefined): string | null {
  if (!builtSiteUrl || new URL(builtSiteUrl).origin === settings.siteUrl.origin) return null;
  return line('SITE_URL', settingsText.production.builtFor(new URL(builtSiteUrl).origin));
}

/** What the back-office overview and the readiness detail show while a setting deserves a look (French, for staff). */
export function settingsNotices(settings: Settings): string[] {
  return [
    ...(settings.mail.transport === 'files' ? [settingsText.notices.mailFiles] : []),
    ...(settings.staffTwoFactor === 'optional' ? [settingsText.notices.twoFactorOptional] : []),
  ];
}

/** The exit code of a start the settings stop (EX_CONFIG of sysexits.h), which the service unit does not restart. */
export const EXIT_BAD_SETTINGS = 78;

let loaded: Settings | undefined;

/**
 * This process's settings, read once: the `.env` files first (never over the environment), then the schema. The
 * server's entry calls it before anything else, with `checkProduction`, so that a bad setting stops the start.
 */
export function settings({ checkProduction = false } = {}): Settings {
  if (!loaded) {
    nextEnv.loadEnvConfig(process.cwd(), false, {
      info: () => {},
      error: (...args: unknown[]) => console.error(...args),
    });
    loaded = parseSettings(process.env);
  }
  if (checkProduction) {
    const problems = productionProblems(loaded);
    if (problems.length) throw new SettingsError(problems);
  }
  return loaded;
}

/**
 * `settings()` for an entry point (the server, a script): a SettingsError is printed on standard error, every variable
 * to fix named, and the process ends with EXIT_BAD_SETTINGS.
 */
export function settingsOrExit(options?: { checkProduction?: boolean }): Settings {
  try {
    return settings(options);
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return process.exit(EXIT_BAD_SETTINGS);
  }
}
