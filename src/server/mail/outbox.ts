import type { Tx } from '@/server/db/client';
import { outbox } from '@/server/db/schema';
import { settings } from '@/server/settings';

export type Mail = { to: string; subject: string; text: string; html?: string; replyTo?: string };

/** Where staff notifications go. */
export const notifyTo = () => settings().notifyTo;

export const mailFrom = () => settings().mailFrom;

/** Queues mails in the caller's transaction: they exist if and only if the request they describe was saved. */
export async function queueMails(tx: Tx, mails: Mail[]) {
  if (mails.length === 0) return;
  await tx.insert(outbox).values(mails.map((mail) => ({ ...mail, html: mail.html ?? null, replyTo: mail.replyTo ?? null })));
}
