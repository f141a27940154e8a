import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { Clock, Mail, Phone, PhoneCall, type IconNode } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { company } from '@/config/company';
import { legalHref, legalPages } from '@/content/legal';
import { planDuSite as text } from '@/content/legal/pages/plan-du-site';
import { services, serviceHref } from '@/content/services';
import { solutionHref, solutionPages } from '@/content/solutions';
import type { SiteMapItem } from '@/content/legal/types';
import { mailtoHref, telHref } from '@/config/links';
import { cardGridClass } from '@/lib/card-grid';
import { CheckList } from '@/components/sections/check-list';
import { LinkedText } from '@/components/sections/linked-text';

// The spec's site map leaves out the cookies page (and /partenaires, /references, /contact, which are not listed).
const listedLegalPages = legalPages.filter((page) => page.id !== 'politique-cookies');

const groups: { id: string; title: string; items: SiteMapItem[] }[] = [
  {
    id: 'pages-principales',
    title: text.mainTitle,
    items: text.mainPages.map(({ page, description }) => ({ title: page.title, url: page.path, description })),
  },
  {
    id: 'services',
    title: text.servicesTitle,
    items: services.map((service) => ({
      title: service.title,
      url: serviceHref(service.id),
      description: service.subtitle,
    })),
  },
  {
    id: 'solutions',
    title: text.solutionsTitle,
    items: solutionPages.map((solution) => ({
      title: solution.title,
      url: solutionHref(solution.id),
      description: solution.subtitle,
    })),
  },
  {
    id: 'legal',
    title: text.legalTitle,
    items: listedLegalPages.map((page) => ({ title: page.title, url: legalHref(page.id), description: page.intro })),
  },
];

const contactLines: { icon: IconNode; label?: string; href?: string; value: string }[] = [
  { icon: Phone, href: telHref(company.phones.main), value: company.phones.main.display },
  {
    icon: PhoneCall,
    label: text.hotlineLabel,
    href: telHref(company.phones.hotline),
    value: company.phones.hotline.display,
  },
  { icon: Mail, href: mailtoHref(company.emails.contact), value: company.emails.contact },
  { icon: Mail, href: mailtoHref(company.emails.support), value: company.emails.support },
  { icon: Clock, value: company.openingHours.label },
];

export const siteMapCounts = {
  services: services.length,
  solutions: solutionPages.length,
  legal: listedLegalPages.length,
  total: groups.reduce((sum, group) => sum + group.items.length, 0),
};

/** One part of the site map, under its <h2> (whose id is `${id}-titre`). */
function MapSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-titre`}>
      <h2 id={`${id}-titre`} className="text-2xl font-extrabold text-brand-950">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The site map: counts, the pages by group, contact and support, and what a visitor can do here. */
export function SiteMap() {
  return (
    <div className="container-page flex flex-col gap-14 py-12 sm:py-16">
      <MapSection id="chiffres" title={text.countsTitle}>
        <dl className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {(Object.keys(siteMapCounts) as (keyof typeof siteMapCounts)[]).map((key) => (
            <div key={key} className="flex flex-col-reverse rounded-2xl border border-line bg-surface p-5 text-center">
              <dt className="text-sm text-muted">{text.countLabels[key]}</dt>
              <dd className="text-4xl font-extrabold text-brand-800">{siteMapCounts[key]}</dd>
            </div>
          ))}
        </dl>
      </MapSection>

      {groups.map((group) => (
        <MapSection
          key={group.id}
          id={group.id}
          title={
            <>
              {group.title} <span className="text-base font-semibold text-muted">({group.items.length})</span>
            </>
          }
        >
          <ul className={`mt-6 grid gap-4 ${cardGridClass(group.items.length)}`}>
            {group.items.map((item) => (
              <li
                key={item.url}
                className="relative rounded-xl border border-line bg-white p-5 shadow-sm hover:border-brand-300"
              >
                <Link href={item.url} className="font-bold text-brand-800 after:absolute after:inset-0 hover:underline">
                  {item.title}
                </Link>
                <p className="mt-1 text-sm text-muted">{item.description}</p>
              </li>
            ))}
          </ul>
        </MapSection>
      ))}

      <div className="grid gap-10 lg:grid-cols-2">
        <MapSection id="contact-support" title={text.contactTitle}>
          <ul className="mt-6 flex flex-col gap-3 text-sm">
            {contactLines.map(({ icon, label, href, value }) => (
              <li key={value} className="flex items-center gap-3">
                <Icon icon={icon} className="size-4 shrink-0 text-brand-700" />
                <span>
                  {label ? `${label} ` : null}
                  <LinkedText href={href} className="font-semibold wrap-anywhere text-brand-800 hover:underline">
                    {value}
                  </LinkedText>
                </span>
              </li>
            ))}
          </ul>
        </MapSection>
        <MapSection id="fonctionnalites" title={text.featuresTitle}>
          <CheckList points={text.features} className="mt-6 text-base" />
        </MapSection>
      </div>
    </div>
  );
}
