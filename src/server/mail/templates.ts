import { company } from '@/config/company';
import { siteUrl } from '@/lib/metadata';
import type { Mail } from './outbox';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

const signature = `${company.name}\n${company.phones.main.display} · ${company.emails.contact}\nUrgences 24/7 : ${company.phones.hotline.display}`;

function html(text: string) {
  const body = escapeHtml(text)
    .replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')
    .replace(/\n/g, '<br>');
  return `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;line-height:1.5;color:#0f172a">${body}</body></html>`;
}

export type Field = [label: string, value: string | null | undefined];

/** Every field of a request, for the team. */
export function staffNotification({ to, kindLabel, fields, replyTo }: { to: string; kindLabel: string; fields: Field[]; replyTo?: string }): Mail {
  const name = fields.find(([label]) => label === 'Nom')?.[1] ?? '';
  const lines = fields.map(([label, value]) => `${label} : ${value === null || value === undefined || value === '' ? '—' : value}`);
  const text = `Nouvelle demande : ${kindLabel}\n\n${lines.join('\n')}\n`;
  return { to, replyTo, subject: `[Site] ${kindLabel}${name ? ` — ${name}` : ''}`, text, html: html(text) };
}

/** The visitor's acknowledgement. */
export function acknowledgement({ to, name, subject, body }: { to: string; name: string; subject: string; body: string }): Mail {
  const text = `Bonjour ${name},\n\n${body}\n\nCordialement,\n${signature}\n`;
  return { to, subject, text, html: html(text) };
}

export const newsletterLinks = (token: string) => ({
  confirm: new URL(`/newsletter/confirmation?jeton=${encodeURIComponent(token)}`, siteUrl).toString(),
  unsubscribe: new URL(`/newsletter/desinscription?jeton=${encodeURIComponent(token)}`, siteUrl).toString(),
});

export function newsletterConfirmation(to: string, token: string): Mail {
  const links = newsletterLinks(token);
  const text =
    `Bonjour,\n\nVous avez demandé à recevoir la newsletter technique de ${company.name}.\n` +
    `Confirmez votre inscription en ouvrant ce lien :\n${links.confirm}\n\n` +
    `Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : vous ne recevrez rien.\n\n` +
    `Se désinscrire à tout moment : ${links.unsubscribe}\n\n${signature}\n`;
  return { to, subject: `Confirmez votre inscription à la newsletter ${company.name}`, text, html: html(text) };
}
