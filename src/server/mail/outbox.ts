import type { Tx } from '@/server/db/client';
import { outbox } from '@/server/db/schema';
import { settings, type Settings } from '@/server/settings';

/**
 * A mail to queue. `secret`: it carries a one-use link (a token that grants something), which the outbox keeps only
 * until it has served (server/mail/secrets.ts). Every template that writes such a link says so.
 */
export type Mail = { to: string; subject: string; text: string; html?: string; replyTo?: string; secret?: true };

/** Where staff notifications go when nothing routes them elsewhere (NOTIFY_TO). */
export const notifyTo = () => settings().notifyTo;

/** The team's addresses by what they receive (NOTIFY_TO, NOTIFY_SALES_TO, NOTIFY_SUPPORT_TO, NOTIFY_URGENT_TO). */
export type TeamAddresses = Settings['notify'];
/** Who receives a new request's notification: sales, support, or the team's general address. */
export type TeamDesk = Exclude<keyof TeamAddresses, 'urgent'>;

/**
 * The addresses a new request's notification goes to: its desk's, and the urgent one too when it is urgent (a critical
 * support request), so that the on-call inbox has it at once and the desk's inbox keeps every request of its kind. An
 * address named twice (an unset one falls back to NOTIFY_TO) gets the mail once.
 */
export function teamRecipients(
  desk: TeamDesk,
  { urgent = false } = {},
  addresses: TeamAddresses = settings().notify,
): string[] {
  const all = urgent ? [addresses.urgent, addresses[desk]] : [addresses[desk]];
  return all.filter(
    (address, index) => all.findIndex((other) => other.toLowerCase() === address.toLowerCase()) === index,
  );
}

/** Where the requests past their promise are escalated (NOTIFY_URGENT_TO, else NOTIFY_TO). */
export const urgentTo = () => settings().notify.urgent;

export const mailFrom = () => settings().mailFrom;

/**
 * Queues mails in the caller's transaction: they exist if and only if the request they describe was saved. A secret
 * mail's row says so (secrets.ts).
 */
export async function queueMails(tx: Tx, mails: Mail[]) {
  if (mails.length === 0) return;
  await tx.insert(outbox).values(
    mails.map((mail) => ({
      ...mail,
      html: mail.html ?? null,
      replyTo: mail.replyTo ?? null,
      secret: mail.secret ?? false,
    })),
  );
}
