/**
 * Mails that carry a live secret: a link whose token grants something (an account's confirmation, a new password, a
 * staff invitation, a newsletter subscription's confirmation or removal). Such a mail is worth its link only to its
 * recipient: once delivered (or given up) the outbox keeps its metadata only, and a backup never holds its link.
 *
 * No column says which mails these are: the link does. Every token link we send has `token=` or `jeton=` in its query
 * (verify-email, /auth/invitation, the newsletter's pages) or is better-auth's `/reset-password/<token>`
 * (secrets.test.ts checks each template against this). A visitor's text quoted in a team notification may match too:
 * that mail is then blanked once delivered, which loses nothing (the request keeps every field).
 */
import { linkRemovedText } from '@/content/mails';

/** Literals only, no quantifier: linear on any text. */
const tokenLink = /[?&](?:token|jeton)=|\/reset-password\//i;

/** The same test for PostgreSQL's `~*` (an ARE), for rows the outbox already holds. */
export const TOKEN_LINK_SQL = '[?&](token|jeton)=|/reset-password/';

/** Whether a mail's text or HTML carries a link with a token. */
export const carriesToken = (mail: { text: string; html?: string | null }) => tokenLink.test(mail.text) || (!!mail.html && tokenLink.test(mail.html));

/** What such a mail keeps of its body once it has served: a note instead of its text, no HTML. */
export const withoutLink = { text: linkRemovedText, html: null } as const;
