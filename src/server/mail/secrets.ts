/**
 * Mails that carry a live secret: a link whose token grants something (an account's confirmation, a new password, a
 * staff invitation, a newsletter subscription's confirmation or removal). Such a mail is worth its link only to its
 * recipient: once delivered (or given up) the outbox keeps its metadata only, and a backup never holds its link.
 *
 * Which mails these are is declared, not guessed from their text: the template that puts such a link in a mail says so
 * (`secret: true` on the Mail it returns; secrets.test.ts renders every template and fails on one whose link carries a
 * token without saying so), and queueMails keeps it in the row's `secret` column.
 */
import { eq } from 'drizzle-orm';
import { linkRemovedText } from '@/content/mails';
import { outbox } from '@/server/db/schema';

/** Whether an outbox row (as drizzle reads it, or a backup's raw row) is a mail that carried a secret. */
export const isSecretMail = (row: { secret?: unknown }): boolean => row.secret === true;

/** The same test in SQL, on the outbox's rows. */
export const secretMailCondition = eq(outbox.secret, true);

/** What such a mail keeps of its body once it has served: a note instead of its text, no HTML. */
export const withoutLink = { text: linkRemovedText, html: null } as const;
