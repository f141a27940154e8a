import type { Phone } from '@/config/company';

export const telHref = (phone: Phone) => `tel:${phone.e164}`;
export const mailtoHref = (email: string) => `mailto:${email}`;
