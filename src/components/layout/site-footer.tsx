import { Link } from '@/components/ui/link';
import { MapPin, PhoneCall } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { company, headOffice } from '@/config/company';
import { legalHref } from '@/content/legal';
import { footerText as text, legalLinks, serviceLinks, solutionLinks, type NavLink } from '@/content/navigation';
import { telHref } from '@/config/links';
import { Button } from '@/components/ui/button';
import { NewsletterForm, type NewsletterAction } from '@/components/forms/newsletter-form';
import { KeyFigures } from '@/components/sections/key-figures';
import { CertificationBadges } from './certification-badge';
import { ContactLinks } from './contact-links';
import { LogoMark } from './logo';
import { NavAnchor } from './nav-anchor';
import { cookieText } from '@/content/cookies';
import { footerAnchor } from '@/content/layout';
import { CookiePreferencesTrigger } from '@/components/cookies/cookie-preferences-trigger';

function LinkColumn({ title, links }: { title: string; links: readonly NavLink[] }) {
  return (
    <div>
      <h2 className="text-sm font-bold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 flex flex-col gap-2 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            <NavAnchor link={link} prefetch={false} className="text-brand-100 hover:text-white hover:underline" />
          </li>
        ))}
      </ul>
    </div>
  );
}

function NewsletterSignup({ subscribe }: { subscribe: NewsletterAction }) {
  return (
    <div className="grid gap-6 rounded-2xl bg-brand-900 p-6 md:grid-cols-2 md:items-center md:p-8">
      <div>
        <h2 className="text-xl font-bold text-white">{text.newsletterTitle}</h2>
        <p className="mt-2 text-sm text-brand-100">{text.newsletterText}</p>
      </div>
      <NewsletterForm action={subscribe} placement={text.newsletterPlacement} />
    </div>
  );
}

/** `subscribe`: the newsletter form's server action, which the root layout passes (components never import app/). */
export function SiteFooter({ subscribe }: { subscribe: NewsletterAction }) {
  return (
    <footer
      id={footerAnchor}
      className="bg-brand-950 text-brand-100 [content-visibility:auto] [contain-intrinsic-size:auto_60rem]"
    >
      <div className="container-page flex flex-col gap-12 py-12">
        <NewsletterSignup subscribe={subscribe} />

        <KeyFigures
          look="band"
          className="grid grid-cols-2 gap-6 border-y border-white/10 py-8 md:grid-cols-4"
          label={text.figuresLabel}
        />

        <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
          <div className="flex flex-col gap-4">
            <div className="flex items-center gap-3">
              <LogoMark />
              <p className="text-lg font-extrabold text-white">{company.name}</p>
            </div>
            <p className="text-sm">{company.description}</p>
            <address className="flex flex-col gap-2 text-sm not-italic">
              <span className="inline-flex items-start gap-2">
                <Icon icon={MapPin} className="mt-0.5 size-4 shrink-0" />
                {headOffice.address}
              </span>
              <ContactLinks className="hover:text-white hover:underline" />
            </address>
            <p className="text-sm">{company.openingHours.label}</p>
          </div>
          <LinkColumn title={text.servicesTitle} links={serviceLinks} />
          <LinkColumn title={text.solutionsTitle} links={solutionLinks} />
          <LinkColumn title={text.legalTitle} links={legalLinks} />
        </div>

        <div className="flex flex-col gap-6 rounded-2xl border border-white/10 p-6 lg:flex-row lg:items-center lg:justify-between">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <div>
              <p className="font-bold text-white">{text.emergencyTitle}</p>
              <p className="text-sm">{text.emergencyText}</p>
            </div>
            <Button asChild variant="accent" size="lg" className="sm:ml-4">
              <a href={telHref(company.phones.hotline)}>
                <Icon icon={PhoneCall} />
                {text.emergencyButton}
              </a>
            </Button>
          </div>
          <CertificationBadges />
        </div>

        <div className="flex flex-col gap-2 border-t border-white/10 pt-6 text-sm sm:flex-row sm:justify-between">
          <p>
            © {new Date().getFullYear()} {company.legalName}. {text.rights}
          </p>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <CookiePreferencesTrigger className="text-left hover:text-white hover:underline">
              {cookieText.footerLink}
            </CookiePreferencesTrigger>
            <Link href={legalHref('plan-du-site')} className="hover:text-white hover:underline">
              {text.siteMap}
            </Link>
          </div>
        </div>
      </div>
    </footer>
  );
}
