import { company } from '@/config/company';
import { siteUrl } from '@/lib/metadata';
import type { Mail } from './outbox';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

const signature = `${company.name}\n${company.phones.main.display} · ${company.emails.contact}\nUrgences 24/7 : ${company.phones.hotline.display}`;

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
export function staffNotification({ to, kindLabel, fields, replyTo }: { to: string; kindLabel: string; fields: Field[]; replyTo?: string }): Mail {
  const name = fields.find(([label]) => label === 'Nom')?.[1] ?? '';
  const lines = fields.map(([label, value]) => `${label} : ${value === null || value === undefined || value === '' ? '—' : value}`);
  return { to, replyTo, subject: `[Site] ${kindLabel}${name ? ` — ${name}` : ''}`, ...render([`Nouvelle demande : ${kindLabel}\n\n${lines.join('\n')}\n`]) };
}

/**
 * The visitor's acknowledgement. It goes from our sender to any address typed in a form, so a name that could become
 * a link is left out rather than relayed: the greeting is then the plain one.
 */
export function acknowledgement({ to, name, subject, body }: { to: string; name: string; subject: string; body: string }): Mail {
  const greeting = looksLikeLink(name) ? 'Bonjour,' : `Bonjour ${name},`;
  return { to, subject, ...render([`${greeting}\n\n${body}\n\nCordialement,\n${signature}\n`]) };
}

export const newsletterLinks = (token: string) => ({
  confirm: new URL(`/newsletter/confirmation?jeton=${encodeURIComponent(token)}`, siteUrl).toString(),
  unsubscribe: new URL(`/newsletter/desinscription?jeton=${encodeURIComponent(token)}`, siteUrl).toString(),
});

export function newsletterConfirmation(to: string, token: string): Mail {
  const links = newsletterLinks(token);
  return {
    to,
    subject: `Confirmez votre inscription à la newsletter ${company.name}`,
    ...render([
      `Bonjour,\n\nVous avez demandé à recevoir la newsletter technique de ${company.name}.\nConfirmez votre inscription en ouvrant ce lien :\n`,
      ourLink(links.confirm),
      `\n\nSi vous n’êtes pas à l’origine de cette demande, ignorez ce message : vous ne recevrez rien.\n\nSe désinscrire à tout moment : `,
      ourLink(links.unsubscribe),
      `\n\n${signature}\n`,
    ]),
  };
}
