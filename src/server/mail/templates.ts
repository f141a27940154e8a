import {
  deskMailText,
  digestMailText,
  escalationMailText,
  mailText,
  newsletterMailText,
  requestListText,
  staffMailText,
} from '@/content/mails';
import { siteUrl } from '@/server/site-url';
import type { Mail } from './outbox';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

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
    .map((part) =>
      typeof part === 'string' ? escapeHtml(part) : `<a href="${escapeHtml(part.href)}">${escapeHtml(part.href)}</a>`,
    )
    .join('')
    .replace(/\n/g, '<br>');
  return {
    text,
    html: `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;line-height:1.5;color:#0f172a">${html}</body></html>`,
  };
}

/**
 * True when a name carries what a mail client may turn into a link: a scheme, `www.`, an address, or a dot followed
 * by letters as in a domain ("evil.example", "bit.ly"). "J. Kouassi" has a space after its dot and passes. Written
 * without repeated groups so that it runs in linear time on any input.
 */
export const looksLikeLink = (name: string): boolean =>
  /:\/\/|www\.|[@\uff20]|[.\u3002\uff0e\uff61]\p{L}{2}/iu.test(name);

export type Field = [label: string, value: string | null | undefined];

/**
 * Every field of a request, for the team. An urgent one (a critical support request) says so in its subject and
 * heading, with the delay promised (`urgent`).
 */
export function staffNotification({
  to,
  kindLabel,
  fields,
  replyTo,
  link,
  urgent,
}: {
  to: string;
  kindLabel: string;
  fields: Field[];
  replyTo?: string;
  link: string;
  urgent?: { promised: string };
}): Mail {
  const name = fields.find(([label]) => label === staffMailText.fields.name)?.[1] ?? '';
  const lines = fields.map(([label, value]) =>
    staffMailText.line(label, value === null || value === undefined || value === '' ? staffMailText.empty : value),
  );
  const heading = urgent
    ? `${staffMailText.heading(kindLabel, true)}\n${staffMailText.urgentNote(urgent.promised)}`
    : staffMailText.heading(kindLabel);
  return {
    to,
    replyTo,
    subject: staffMailText.subject(kindLabel, name, Boolean(urgent)),
    ...render([`${heading}\n\n${lines.join('\n')}\n\n${staffMailText.openInBackOffice}\n`, ourLink(link), '\n']),
  };
}

/** A request in a list of the team's mails: what it is, the visitor's name, where it stands, and its page. */
export type ListedRequest = { label: string; name: string; state: string; url: string };
/** The first requests of a list, how many it holds (`capped`: at least that many), and where to see them all. */
export type RequestList = { requests: ListedRequest[]; total: number; capped: boolean; moreUrl: string };

/** A list's lines, each request's link under it; the visitor's name stays plain text, on one line. */
const listParts = ({ requests, total, capped, moreUrl }: RequestList): (string | OurLink)[] => [
  ...requests.flatMap((request) => [
    `${requestListText.line(request.label, request.name.replace(/\s+/g, ' ').trim(), request.state)}\n  `,
    ourLink(request.url),
    '\n',
  ]),
  ...(total > requests.length
    ? [`${requestListText.more(total - requests.length, capped)} `, ourLink(moreUrl), '\n']
    : []),
];

/** The requests that just went past their promise, to the urgent address: one mail a run, however many there are. */
export function escalationMail({ to, list }: { to: string; list: RequestList }): Mail {
  const [first] = list.requests;
  return {
    to,
    subject: escalationMailText.subject(list.total, {
      label: first?.label ?? '',
      name: first?.name.replace(/\s+/g, ' ').trim() ?? '',
    }),
    ...render([`${escalationMailText.lead(list.total)}\n\n`, ...listParts(list), `\n${escalationMailText.closing}\n`]),
  };
}

/** A staff member's morning digest: the lists that hold something, in this order. */
export function digestMail({
  to,
  name,
  at,
  followUps,
  late,
  unassigned,
}: {
  to: string;
  name: string;
  at: string;
  followUps: RequestList;
  late: RequestList;
  unassigned: RequestList;
}): Mail {
  const section = (title: string, list: RequestList) => (list.total ? [`${title}\n`, ...listParts(list), '\n'] : []);
  return {
    to,
    subject: digestMailText.subject({ followUps: followUps.total, late: late.total, unassigned: unassigned.total }),
    ...render([
      `${mailText.greeting(name.replace(/\s+/g, ' ').trim() || undefined)}\n\n`,
      ...section(digestMailText.followUps(followUps.total), followUps),
      ...section(digestMailText.late(late.total), late),
      ...section(digestMailText.unassigned(unassigned.total), unassigned),
      `${digestMailText.closing(at)}\n`,
    ]),
  };
}

/**
 * The visitor's acknowledgement. It goes from our sender to any address typed in a form, so a name that could become
 * a link is left out rather than relayed: the greeting is then the plain one.
 */
export function acknowledgement({
  to,
  name,
  subject,
  body,
}: {
  to: string;
  name: string;
  subject: string;
  body: string;
}): Mail {
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
    // Its links confirm or end the subscription.
    secret: true,
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

/** Several requests assigned at once (a bulk action, issue 32): one mail, with the list of the assignee's requests. */
export function bulkAssignmentMail({
  to,
  by,
  count,
  url,
}: {
  to: string;
  by: string;
  count: number;
  url: string;
}): Mail {
  const { subject, lead } = deskMailText.bulkAssignment(by, count);
  return { to, subject, ...render([`${mailText.greeting()}\n\n${lead}\n`, ourLink(url), '\n']) };
}

/** A staff member's reply to a visitor, from the site's sender: the visitor's answer goes to the staff member. */
export function replyMail({
  to,
  replyTo,
  subject,
  text,
  by,
}: {
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  by: string;
}): Mail {
  return { to, replyTo, subject, ...render([`${text}\n\n${deskMailText.replySignature(by)}\n`]) };
}
