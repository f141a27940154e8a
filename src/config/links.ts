/** Links to the company's phones and mailboxes. Here, beside the numbers, so that content/ and components/ share them. */
import { company, type Phone } from './company';

export const telHref = (phone: Phone) => `tel:${phone.e164}`;
export const mailtoHref = (email: string) => `mailto:${email}`;

/**
 * A WhatsApp conversation opened with `message` already typed: a plain wa.me link (no script, no cookie), to the
 * company's WhatsApp number by default, or to another E.164 number (a visitor's, from the back-office).
 */
export const whatsappHref = (message: string, e164: string = company.whatsapp.e164) =>
  `https://wa.me/${e164.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`;
