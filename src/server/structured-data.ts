/** schema.org JSON-LD for search engines: the company, its services, articles and breadcrumbs. */
import { company, headOffice } from '@/config/company';
import { pages } from '@/content/pages';
import { absoluteUrl } from './site-url';

type Thing = Record<string, unknown>;

const organizationId = absoluteUrl('/#organisation');

const postalAddress = (site: (typeof company.sites)[number]) => ({
  '@type': 'PostalAddress',
  streetAddress: site.address,
  postOfficeBoxNumber: site.postalAddress,
  addressLocality: site.city,
  addressCountry: 'CI',
});

/** The company, its head office and its three sites. */
export function organizationLd(): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': organizationId,
    name: company.name,
    legalName: company.legalName,
    description: company.description,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icon.svg'),
    telephone: company.phones.main.e164,
    email: company.emails.contact,
    foundingDate: String(company.foundedYear),
    address: postalAddress(headOffice),
    openingHours: company.openingHours.schema,
    areaServed: { '@type': 'Country', name: company.country },
    department: company.sites.map((site) => ({
      '@type': 'LocalBusiness',
      name: `${company.name} ${site.city}`,
      description: site.type,
      address: postalAddress(site),
      telephone: company.phones.main.e164,
      numberOfEmployees: { '@type': 'QuantitativeValue', value: site.staff },
    })),
  };
}

/** A service or solution page, offered by the company. */
export function serviceLd({ name, description, path }: { name: string; description: string; path: string }): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name,
    description,
    url: absoluteUrl(path),
    provider: { '@id': organizationId, '@type': 'LocalBusiness', name: company.name },
    areaServed: { '@type': 'Country', name: company.country },
  };
}

/** The trail from the home page to this one; the home page itself is implied. */
export function breadcrumbLd(...trail: { name: string; path: string }[]): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: pages.home.title, path: pages.home.path }, ...trail].map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absoluteUrl(step.path),
    })),
  };
}
