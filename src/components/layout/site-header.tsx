import { Link } from '@/components/ui/link';
import { Clock, Mail, Phone } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { company } from '@/config/company';
import { mainNav } from '@/content/navigation';
import { mailtoHref, telHref } from '@/config/links';
import { RequestButton } from '@/components/forms/request-button';
import { ContactLinks } from './contact-links';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { NavDropdown } from './nav-dropdown';
import { authMessages, userMenuText } from '@/content/auth';
import { headerText as text } from '@/content/layout';
import { UserMenu } from './user-menu';
import { siteWhatsappHref, whatsappText } from '@/content/whatsapp';
import { WhatsApp } from '@/components/ui/whatsapp-icon';

const { confirmedTitle, confirmed, linkInvalidTitle, linkInvalid, signOutFailed, signedOutTitle } = authMessages;
const userMenuMessages = {
  confirmedTitle,
  confirmed,
  linkInvalidTitle,
  linkInvalid,
  signOutFailed,
  signedOutTitle,
  ...userMenuText,
};

function ConsultationButton({ className }: { className?: string }) {
  return (
    <RequestButton
      dialog="consultation"
      source={text.consultationSource}
      variant="accent"
      size="md"
      className={className}
    >
      {text.consultation}
    </RequestButton>
  );
}

export function SiteHeader() {
  return (
    <header className="sticky -top-9 z-40 border-b border-line bg-white">
      <div className="bg-brand-950 text-brand-50">
        <div className="container-page flex h-9 items-center justify-between gap-4 text-xs sm:text-sm">
          <div className="flex items-center gap-4">
            <a
              href={telHref(company.phones.main)}
              className="inline-flex items-center gap-1.5 hover:text-white hover:underline"
            >
              <Icon icon={Phone} className="size-3.5" />
              <span className="sr-only">{text.phone}</span>
              {company.phones.main.display}
            </a>
            <a
              href={mailtoHref(company.emails.contact)}
              className="hidden items-center gap-1.5 hover:text-white hover:underline sm:inline-flex"
            >
              <Icon icon={Mail} className="size-3.5" />
              <span className="sr-only">{text.email}</span>
              {company.emails.contact}
            </a>
            <a href={siteWhatsappHref} className="inline-flex items-center gap-1.5 hover:text-white hover:underline">
              <Icon icon={WhatsApp} className="size-3.5" />
              {whatsappText.label}
            </a>
          </div>
          <p className="hidden items-center gap-1.5 lg:inline-flex">
            <Icon icon={Clock} className="size-3.5" />
            {company.openingHours.label}
          </p>
        </div>
      </div>
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Logo />
        <nav aria-label={text.navLabel} className="hidden xl:block">
          <ul className="flex items-center gap-1 xl:gap-2">
            {mainNav.map((item) =>
              item.children ? (
                <NavDropdown key={item.href} label={item.label} href={item.href} items={item.children} />
              ) : (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    className="rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-ink hover:text-brand-700"
                  >
                    {item.label}
                  </Link>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <UserMenu messages={userMenuMessages} />
          <ConsultationButton className="hidden sm:inline-flex" />
          <MobileMenu
            items={mainNav}
            footer={
              <div className="flex flex-col gap-3 text-sm">
                <ConsultationButton className="w-full" />
                <ContactLinks className="text-brand-800" />
              </div>
            }
          />
        </div>
      </div>
    </header>
  );
}
