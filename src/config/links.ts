/** Links to the company's phones and mailboxes. Here, beside the numbers, so that content/ and components/ share them. */
import type { Phone } from './company';

export const telHref = (phone: Phone) => `tel:${phone.e164}`;
export const mailtoHref = (email: string) => `mailto:${email}`;
