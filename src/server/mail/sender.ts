import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '@/server/db/client';
import { dataDir } from '@/server/db/client';
import { outbox } from '@/server/db/schema';
import { logError, logInfo } from '@/server/log';
import { purgeExpiredRows } from '@/server/retention';
import { mailFrom } from './outbox';
import { isSecretMail, withoutLink } from './secrets';
import { LINK_MAIL_FILE_RETENTION_DAYS, SENT_MAIL_RETENTION_DAYS } from '@/config/retention';
import { settings } from '@/server/settings';
import { metrics } from '@/server/metrics';

type OutboxRow = typeof outbox.$inferSelect;

/** Delivers one mail; throws when it could not. */
export type Deliver = (row: OutboxRow) => Promise<void>;

/** The outbox directory of the file deliverer (no SMTP_URL). */
export const mailFilesDirectory = () => join(/*turbopackIgnore: true*/ dataDir(), 'outbox');

/** SMTP_URL when mails go over SMTP; none when they become files (server/settings.ts). */
const smtpUrlSetting = () => (settings().mail.transport === 'smtp' ? settings().mail.smtpUrl : undefined);

/** A mail file whose mail carries a one-use link ends so, so that the purge finds it without reading it. */
const LINK_FILE_SUFFIX = '.link.eml';

/**
 * Over SMTP when SMTP_URL is set; otherwise each mail becomes an .eml file under DATA_DIR/outbox. That file is the
 * delivery (the development and test mailbox): it keeps its link, and purgeMailFiles deletes it in time.
 */
export function createDeliver(smtpUrl = smtpUrlSetting(), directory = mailFilesDirectory()): Deliver {
  // Each address as one address object: nodemailer never reads a list or a display name out of what a visitor typed.
  const message = (row: OutboxRow) => ({
    from: mailFrom(),
    to: { name: '', address: row.to },
    replyTo: row.replyTo ? { name: '', address: row.replyTo } : undefined,
    subject: row.subject,
    text: row.text,
    html: row.html ?? undefined,
  });
  if (smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(smtpUrl);
    return async (row) => {
      await transport.sendMail(message(row));
    };
  }
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async (row) => {
    const info = await files.sendMail(message(row));
    // Mails hold visitor data and account tokens: owner-only, like the rest of DATA_DIR.
    await mkdir(directory, { recursive: true, mode: 0o700 });
    const name = `${row.createdAt.toISOString().replace(/[:.]/g, '-')}-${row.id}${isSecretMail(row) ? LINK_FILE_SUFFIX : '.eml'}`;
    await writeFile(join(directory, name), info.message as Buffer, { mode: 0o600 });
    // Which file to open, and nothing else: the links carry confirmation and reset tokens, and a team notification's
    // subject carries the visitor's name. Logs travel further than DATA_DIR.
    logInfo('mail', 'written to the outbox directory', { file: `outbox/${name}` });
  };
}

/** 30 s, 1 min, 2 min… capped at 1 h. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(attempts - 1, 0), 3_600_000);

/**
 * Attempts before a mail is given up: with the backoff above, the 19th comes about 12 hours after the first, long
 * enough for an SMTP outage to be fixed, short enough that a mail is not retried forever.
 */
export const MAX_ATTEMPTS = 19;

/**
 * A 5xx answer refuses this mail for good (unknown mailbox, rejected content): retrying cannot help. A refused login
 * (EAUTH) is our own configuration instead: once it is fixed, the waiting mails must still go out.
 */
function isPermanent(error: unknown): boolean {
  const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown };
  return typeof responseCode === 'number' && responseCode >= 500 && responseCode <= 599 && code !== 'EAUTH';
}

const LEASE_MS = 5 * 60_000;

/**
 * Sends what is due. Rows are first leased (next attempt pushed back) with SKIP LOCKED, so that several app instances
 * never send the same mail twice; a success marks the row sent, a failure schedules a retry with backoff, and a
 * permanent refusal or the last attempt marks it failed: it is never picked again.
 */
export async function deliverDue(
  db: Db,
  deliver: Deliver,
  { now = new Date(), batch = 20 } = {},
): Promise<{ sent: number; failed: number }> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(isNull(outbox.sentAt), isNull(outbox.failedAt), lte(outbox.nextAttemptAt, now)))
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(batch)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(outbox)
    .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
    .where(sql`${outbox.id} in ${due}`)
    .returning();

  const sentIds: string[] = [];
  const sentLinkIds: string[] = [];
  let failed = 0;
  for (const row of rows) {
    try {
      await deliver(row);
      (isSecretMail(row) ? sentLinkIds : sentIds).push(row.id);
    } catch (error) {
      const attempts = row.attempts + 1;
      const givenUp = attempts >= MAX_ATTEMPTS || isPermanent(error);
      // The SMTP answer goes to the row (the database), never to the log: it may quote the recipient.
      const lastError = String((error as Error).message ?? error).slice(0, 1000);
      await db
        .update(outbox)
        .set({
          attempts,
          lastError,
          // A link that will never be delivered is asked for again: the row keeps what staff need to see it was lost.
          ...(givenUp
            ? { failedAt: new Date(), ...(isSecretMail(row) ? withoutLink : {}) }
            : { nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)) }),
        })
        .where(eq(outbox.id, row.id));
      logError(
        'mail',
        `mail ${row.id} not delivered (attempt ${attempts}), ${givenUp ? 'given up' : 'will retry'}`,
        error,
      );
      failed += 1;
    }
  }
  // One statement marks the whole batch sent (two when some carried a link: those keep their metadata only). A crash
  // before it re-sends these mails after the lease: at least once.
  const sentAt = new Date();
  if (sentIds.length) await db.update(outbox).set({ sentAt, lastError: null }).where(inArray(outbox.id, sentIds));
  if (sentLinkIds.length)
    await db
      .update(outbox)
      .set({ sentAt, lastError: null, ...withoutLink })
      .where(inArray(outbox.id, sentLinkIds));
  metrics().mailsSent.inc(sentIds.length + sentLinkIds.length);
  metrics().mailAttemptsFailed.inc(failed);
  return { sent: sentIds.length + sentLinkIds.length, failed };
}

const DAY_MS = 86_400_000;

/**
 * Deletes the file deliverer's .eml files as the purge deletes rows: SENT_MAIL_RETENTION_DAYS after they were written,
 * and those that carry a one-use link after LINK_MAIL_FILE_RETENTION_DAYS, when no such link works any more. Files
 * written before the link ones were named apart wait the longer delay. Returns how many went.
 */
export async function purgeMailFiles(directory = mailFilesDirectory(), now = new Date()): Promise<number> {
  let names: string[];
  try {
    names = await readdir(directory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let removed = 0;
  for (const name of names) {
    if (!name.endsWith('.eml')) continue;
    const path = join(directory, name);
    const found = await stat(path).catch(() => undefined);
    if (!found?.isFile()) continue;
    const written = found.mtimeMs;
    const keptDays = name.endsWith(LINK_FILE_SUFFIX) ? LINK_MAIL_FILE_RETENTION_DAYS : SENT_MAIL_RETENTION_DAYS;
    if (now.getTime() - written < keptDays * DAY_MS) continue;
    await rm(path, { force: true });
    removed += 1;
  }
  return removed;
}

const PURGE_EVERY_MS = 3_600_000;

/**
 * While requests keep coming, the sender lets them go first: before each batch it waits for a pause of QUIET_MS in the
 * requests that queue mail, but never longer than BUSY_WAIT_MAX_MS, so that mails still leave during a long burst. A
 * burst of leads is answered at the speed of its database writes; its mails, already safe in the outbox, follow.
 */
const QUIET_MS = 50;
const BUSY_WAIT_MAX_MS = 1_000;

type MailerState = {
  timer?: ReturnType<typeof setTimeout>;
  /** When a request last queued mail (notifyMailer). */
  lastNotifiedAt?: number;
  running?: Promise<void>;
  again?: boolean;
  stopped?: boolean;
  wake?: () => void;
  purgedAt?: number;
};
const state = ((globalThis as { __siteMailer?: MailerState }).__siteMailer ??= {});

/** Resolves at the first pause in the requests (QUIET_MS without a notification), or after BUSY_WAIT_MAX_MS. */
async function quietMoment() {
  const until = Date.now() + BUSY_WAIT_MAX_MS;
  for (;;) {
    const quietFor = Date.now() - (state.lastNotifiedAt ?? 0);
    if (quietFor >= QUIET_MS || Date.now() >= until || state.stopped) return;
    await new Promise((resolve) => setTimeout(resolve, Math.min(QUIET_MS - quietFor, until - Date.now())));
  }
}

/** Runs the sender in this process: every 15 s, and at once after a request is saved; purges once an hour. */
export function startMailer(db: Db, deliver: Deliver = createDeliver(), intervalMs = 15_000) {
  if (state.wake) return;
  state.stopped = false;
  const loop = async () => {
    try {
      // First, so that a wake arriving meanwhile is served by the delivery loop below. Marked before it runs: a purge
      // that fails is tried again in an hour, not at every tick.
      if (Date.now() - (state.purgedAt ?? 0) >= PURGE_EVERY_MS) {
        state.purgedAt = Date.now();
        await purgeExpiredRows(db).catch((error: unknown) => logError('mail', 'outbox could not be purged', error));
        await purgeMailFiles().catch((error: unknown) =>
          logError('mail', 'outbox directory could not be purged', error),
        );
      }
      do {
        state.again = false;
        await quietMoment();
        if (state.stopped) break;
        const { sent } = await deliverDue(db, deliver);
        if (sent === 20) state.again = true;
      } while (state.again && !state.stopped);
    } catch (error) {
      logError('mail', 'outbox could not be read', error);
    } finally {
      state.running = undefined;
    }
  };
  const run = () => {
    if (state.stopped) return;
    if (state.running) {
      state.again = true;
      return;
    }
    state.running = loop();
  };
  state.wake = run;
  const tick = () => {
    state.timer = setTimeout(async () => {
      run();
      await state.running;
      if (!state.stopped) tick();
    }, intervalMs);
    state.timer.unref?.();
  };
  tick();
  run();
}

/**
 * Stops the sender: no new batch starts, and the batch under way is finished (its mails marked sent or rescheduled),
 * so that the database can then be closed under it. A mail left unsent waits in the outbox for the next start.
 */
export async function stopMailer() {
  state.stopped = true;
  clearTimeout(state.timer);
  state.wake = undefined;
  await state.running;
}

/** Wakes the sender without waiting for it: a request never waits for a mail. */
export function notifyMailer() {
  state.lastNotifiedAt = Date.now();
  state.wake?.();
}
