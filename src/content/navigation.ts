/** Header and footer navigation, derived from the content lists. */
import { company } from '@/config/company';
import { pages } from './pages';
import { services, serviceHref } from './services';
import { solutionPages, solutionHref } from './solutions';
import { legalPages, legalHref } from './legal';

export type NavLink = {
  label: string;
  href: string;
  description?: string;
  /** Opens in a new tab with rel="noopener noreferrer". */
  external?: boolean;
};

export type NavItem = NavLink & { children?: readonly NavLink[] };

export const serviceLinks: readonly NavLink[] = services.map((service) => ({
  label: service.title,
  href: serviceHref(service.id),
  description: service.subtitle,
}));

export const solutionLinks: readonly NavLink[] = [
  ...solutionPages.map((page) => ({ label: page.title, href: solutionHref(page.id), description: page.subtitle })),
  { label: 'loori', href: company.externalLinks.loori, description: 'Plateforme IoT (site externe)', external: true },
];

export const legalLinks: readonly NavLink[] = legalPages.map((page) => ({ label: page.title, href: legalHref(page.id) }));

export const mainNav: readonly NavItem[] = [
  { label: pages.home.title, href: pages.home.path },
  { label: 'Services', href: '/#services', children: serviceLinks },
  { label: 'Solutions', href: '/#solutions', children: solutionLinks },
  { label: pages.partners.title, href: pages.partners.path },
  { label: pages.about.title, href: pages.about.path },
  { label: pages.blog.title, href: pages.blog.path },
  { label: pages.references.title, href: pages.references.path },
  { label: pages.contact.title, href: pages.contact.path },
];
