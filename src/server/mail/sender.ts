import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '@/server/db/client';
import { dataDir } from '@/server/db/client';
import { outbox } from '@/server/db/schema';
import { mailFrom } from './outbox';

type OutboxRow = typeof outbox.$inferSelect;

/** Delivers one mail; throws when it could not. */
export type Deliver = (row: OutboxRow) => Promise<void>;

/** Over SMTP when SMTP_URL is set; otherwise each mail becomes an .eml file under DATA_DIR/outbox. */
export function createDeliver(smtpUrl = process.env.SMTP_URL, directory = join(dataDir(), 'outbox')): Deliver {
  const message = (row: OutboxRow) => ({
    from: mailFrom(),
    to: row.to,
    replyTo: row.replyTo ?? undefined,
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
    await mkdir(directory, { recursive: true });
    const path = join(directory, `${row.createdAt.toISOString().replace(/[:.]/g, '-')}-${row.id}.eml`);
    await writeFile(path, info.message as Buffer);
    const links = row.text.match(/https?:\/\/\S+/g) ?? [];
    console.log(`[mail] ${row.subject} → ${path}${links.length ? ` (liens : ${links.join(' ')})` : ''}`);
  };
}

/** 30 s, 1 min, 2 min… capped at 1 h. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(attempts - 1, 0), 3_600_000);

const LEASE_MS = 5 * 60_000;

/**
 * Sends what is due. Rows are first leased (next attempt pushed back) with SKIP LOCKED, so that several app instances
 * never send the same mail twice; a success marks the row sent, a failure schedules a retry with backoff.
 */
export async function deliverDue(db: Db, deliver: Deliver, { now = new Date(), batch = 20 } = {}): Promise<{ sent: number; failed: number }> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(isNull(outbox.sentAt), lte(outbox.nextAttemptAt, now)))
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(batch)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(outbox)
    .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
    .where(sql`${outbox.id} in ${due}`)
    .returning();

  const sentIds: string[] = [];
  let failed = 0;
  for (const row of rows) {
    try {
      await deliver(row);
      sentIds.push(row.id);
    } catch (error) {
      const attempts = row.attempts + 1;
      await db
        .update(outbox)
        .set({ attempts, lastError: String((error as Error).message ?? error).slice(0, 1000), nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)) })
        .where(eq(outbox.id, row.id));
      failed += 1;
    }
  }
  // One statement marks the whole batch sent. A crash before it re-sends these mails after the lease: at least once.
  if (sentIds.length) await db.update(outbox).set({ sentAt: new Date(), lastError: null }).where(inArray(outbox.id, sentIds));
  const sent = sentIds.length;
  if (failed) console.error(`[mail] ${failed} mail(s) not delivered, will retry`);
  return { sent, failed };
}

type MailerState = { timer?: ReturnType<typeof setTimeout>; running?: boolean; again?: boolean; wake?: () => void };
const state = ((globalThis as { __siteMailer?: MailerState }).__siteMailer ??= {});

/** Runs the sender in this process: every 15 s, and at once after a request is saved. */
export function startMailer(db: Db, deliver: Deliver = createDeliver(), intervalMs = 15_000) {
  if (state.wake) return;
  const run = async () => {
    if (state.running) {
      state.again = true;
      return;
    }
    state.running = true;
    try {
      do {
        state.again = false;
        const { sent } = await deliverDue(db, deliver);
        if (sent === 20) state.again = true;
      } while (state.again);
    } catch (error) {
      console.error('[mail] outbox could not be read', error);
    } finally {
      state.running = false;
    }
  };
  state.wake = () => void run();
  const tick = () => {
    state.timer = setTimeout(async () => {
      await run();
      tick();
    }, intervalMs);
    state.timer.unref?.();
  };
  tick();
  state.wake();
}

/** Wakes the sender without waiting for it: a request never waits for a mail. */
export function notifyMailer() {
  state.wake?.();
}
