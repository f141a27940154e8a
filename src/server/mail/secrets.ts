/**
 * Mails that carry a live secret: a link whose token grants something (an account's confirmation, a new password, a
 * staff invitation, a newsletter subscription's confirmation or removal). Such a mail is worth its link only to its
 * recipient: once delivered (or given up) the outbox keeps its metadata only, and a backup never holds its link.
 *
 * Which mails these are is declared, not guessed from their text: the template that puts such a link in a mail says so
 * (`secret: true` on the Mail it returns; secrets.test.ts renders every template and fails on one whose link carries a
 * token without saying so). queueMails keeps the declaration in the row's id, so that no column is needed: a secret
 * mail's id is a UUID of version 8 (RFC 9562's version for an application's own layout), every other one a random v4.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { linkRemovedText } from '@/content/mails';
import { outbox } from '@/server/db/schema';

/** The version digit of a secret mail's id (the 15th character of a UUID's text). */
const SECRET_VERSION = '8';

/** A random id for a mail that carries a secret: 122 random bits, like a v4, with version 8 and the RFC's variant. */
export function secretMailId(): string {
  const bytes = randomBytes(16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Whether an outbox row (as drizzle reads it, or a backup's raw row) is a mail that carried a secret. */
export const isSecretMail = (row: { id?: unknown }): boolean => typeof row.id === 'string' && row.id.charAt(14) === SECRET_VERSION;

/** The same test in SQL, on the outbox's rows. */
export const secretMailCondition = sql`substr(${outbox.id}::text, 15, 1) = ${SECRET_VERSION}`;

/** What such a mail keeps of its body once it has served: a note instead of its text, no HTML. */
export const withoutLink = { text: linkRemovedText, html: null } as const;
