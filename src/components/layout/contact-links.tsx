import { Mail, Phone } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { company } from '@/config/company';
import { mailtoHref, telHref } from '@/config/links';
import { cn } from '@/lib/utils';
import { siteWhatsappHref, whatsappText } from '@/content/whatsapp';
import { WhatsApp } from '@/components/ui/whatsapp-icon';

/**
 * The main phone number, the contact address and WhatsApp as links behind their icons: in the footer and the mobile
 * menu.
 */
export function ContactLinks({ className }: { className: string }) {
  return (
    <>
      <a href={telHref(company.phones.main)} className={cn('inline-flex items-center gap-2', className)}>
        <Icon icon={Phone} className="size-4" />
        {company.phones.main.display}
      </a>
      <a
        href={mailtoHref(company.emails.contact)}
        className={cn('inline-flex items-center gap-2 break-all', className)}
      >
        <Icon icon={Mail} className="size-4" />
        {company.emails.contact}
      </a>
      <a href={siteWhatsappHref} className={cn('inline-flex items-center gap-2', className)}>
        <Icon icon={WhatsApp} className="size-4" />
        {whatsappText.label}
      </a>
    </>
  );
}
