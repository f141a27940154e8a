/**
 * « Écrire sur WhatsApp » (issue 30): the link's words and the first message of the conversation it opens, which names
 * the page the visitor wrote from; and the back-office's link to a visitor, whose greeting names their request.
 */
import { company } from '@/config/company';
import { whatsappHref } from '@/config/links';

export const whatsappText = {
  label: 'Écrire sur WhatsApp',
  /** Named before the link in a list of contact details. */
  channel: 'WhatsApp',
  /** The header's strip, the menu and the footer are the same on every page: they name the site. */
  siteMessage: `Bonjour ${company.name}, je vous écris depuis votre site.`,
  pageMessage: (page: string) => `Bonjour ${company.name}, je vous écris depuis la page ${page} de votre site.`,
} as const;

/** The link of a page's « Écrire sur WhatsApp », its message naming the page ("Climatisation", "Support 24/7"). */
export const pageWhatsappHref = (page: string) => whatsappHref(whatsappText.pageMessage(page));

/** The link from the header's strip, the menu and the footer. */
export const siteWhatsappHref = whatsappHref(whatsappText.siteMessage);
