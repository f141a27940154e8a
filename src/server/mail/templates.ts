import { deskMailText, mailText, newsletterMailText, staffMailText } from '@/content/mails';
import { siteUrl } from '@/lib/metadata';
import type { Mail } from './outbox';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** A link we wrote ourselves (never one a visitor typed): the only thing that becomes an `<a>` in a mail's HTML. */
type OurLink = { href: string };
const ourLink = (href: string): OurLink => ({ href });

/**
 * A mail's text and HTML parts, from plain strings and our own links. Strings stay plain text in both parts, so that a
 * URL a visitor typed never turns into a link we sent.
 */
function render(parts: (string | OurLink)[]): Pick<Mail, 'text' | 'html'> {
  const text = parts.map((part) => (typeof part === 'string' ? part : part.href)).join('');
  const html = parts
    .map((part) => (typeof part === 'string' ? escapeHtml(part) : `<a href="${escapeHtml(part.href)}">${escapeHtml(part.href)}</a>`))
    .join('')
    .replace(/\n/g, '<br>');
  return { text, html: `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;line-height:1.5;color:#0f172a">${html}</body></html>` };
}

/**
 * True when a name carries what a mail client may turn into a link: a scheme, `www.`, an address, or a dot followed
 * by letters as in a domain ("evil.example", "bit.ly"). "J. Kouassi" has a space after its dot and passes. Written
 * without repeated groups so that it runs in linear time on any input.
 */
export const looksLikeLink = (name: string): boolean => /:\/\/|www\.|[@\uff20]|[.\u3002\uff0e\uff61]\p{L}{2}/iu.test(name);

export type Field = [label: string, value: string | null | undefined];

/** Every field of a request, for the team. */
export function staffNotification({ to, kindLabel, fields, replyTo, link }: { to: string; kindLabel: string; fields: Field[]; replyTo?: string; link: string }): Mail {
  const name = fields.find(([label]) => label === staffMailText.fields.name)?.[1] ?? '';
  const lines = fields.map(([label, value]) => staffMailText.line(label, value === null || value === undefined || value === '' ? staffMailText.empty : value));
  return {
    to,
    replyTo,
    subject: staffMailText.subject(kindLabel, name),
    ...render([`${staffMailText.heading(kindLabel)}\n\n${lines.join('\n')}\n\n${staffMailText.openInBackOffice}\n`, ourLink(link), '\n']),
  };
}

/**
 * The visitor's acknowledgement. It goes from our sender to any address typed in a form, so a name that could become
 * a link is left out rather than relayed: the greeting is then the plain one.
 */
export function acknowledgement({ to, name, subject, body }: { to: string; name: string; subject: string; body: string }): Mail {
  const greeting = mailText.greeting(looksLikeLink(name) ? undefined : name);
  return { to, subject, ...render([`${greeting}\n\n${body}\n\n${mailText.closing}\n${mailText.signature}\n`]) };
}

export const newsletterLinks = (token: string) => ({
  confirm: new URL(`/newsletter/confirmation?jeton=${encodeURIComponent(token)}`, siteUrl).toString(),
  unsubscribe: new URL(`/newsletter/desinscription?jeton=${encodeURIComponent(token)}`, siteUrl).toString(),
});

export function newsletterConfirmation(to: string, token: string): Mail {
  const links = newsletterLinks(token);
  const text = newsletterMailText;
  return {
    to,
    subject: text.subject,
    ...render([
      `${mailText.greeting()}\n\n${text.request}\n${text.confirm}\n`,
      ourLink(links.confirm),
      `\n\n${text.notYou}\n\n${text.unsubscribe} `,
      ourLink(links.unsubscribe),
      `\n\n${mailText.signature}\n`,
    ]),
  };
}

/** Tells a staff member a request is theirs, with its link in the back-office. The visitor's name stays plain text. */
export function assignmentMail({ to, by, name, url }: { to: string; by: string; name: string; url: string }): Mail {
  const { subject, lead } = deskMailText.assignment(by, name.replace(/\s+/g, ' '));
  return { to, subject, ...render([`${mailText.greeting()}\n\n${lead}\n`, ourLink(url), '\n']) };
}

/** A staff member's reply to a visitor, from the site's sender: the visitor's answer goes to the staff member. */
export function replyMail({ to, replyTo, subject, text, by }: { to: string; replyTo: string; subject: string; text: string; by: string }): Mail {
  return { to, replyTo, subject, ...render([`${text}\n\n${deskMailText.replySignature(by)}\n`]) };
}
