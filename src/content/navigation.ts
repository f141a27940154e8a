/** Header and footer navigation, derived from the content lists. */
import { company } from '@/config/company';
import { pages } from './pages';
import { services, serviceHref } from './services';
import { solutionPages, solutionHref, type SolutionPageId } from './solutions';
import { legalPages, legalHref, legalTitle } from './legal';

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

export const legalLinks: readonly NavLink[] = legalPages.map((page) => ({
  label: page.title,
  href: legalHref(page.id),
}));

/** The home page's two catalogues: the header's dropdowns, and the detail pages' breadcrumb and way back. */
export const catalogues = {
  services: { label: 'Services', href: '/#services', back: 'Retour aux services' },
  solutions: { label: 'Solutions', href: '/#solutions', back: 'Retour aux solutions' },
} as const;

export const mainNav: readonly NavItem[] = [
  { label: pages.home.title, href: pages.home.path },
  { label: catalogues.services.label, href: catalogues.services.href, children: serviceLinks },
  { label: catalogues.solutions.label, href: catalogues.solutions.href, children: solutionLinks },
  { label: pages.partners.title, href: pages.partners.path },
  { label: pages.about.title, href: pages.about.path },
  { label: pages.blog.title, href: pages.blog.path },
  { label: pages.references.title, href: pages.references.path },
  { label: pages.contact.title, href: pages.contact.path },
];

/** The way back to the home page, from the legal pages, the newsletter pages and the 404 page. */
export const backHome: NavLink = { label: 'Retour à l’accueil', href: pages.home.path };

/**
 * A solution page's way back. iRequest and iSmart, the platforms the home page presents, go home (SPEC §2: iRequest's
 * "back link home"; issue 17 asks the same of iSmart); the other solutions go back to the home page's solutions section.
 */
export function solutionBack(id: SolutionPageId): NavLink {
  return id === 'irequest' || id === 'ismart'
    ? backHome
    : { label: catalogues.solutions.back, href: catalogues.solutions.href };
}

/** The footer's own words (its lists are above, its figures in figures.ts, the company's facts in config/). */
export const footerText = {
  newsletterTitle: 'Restez informé',
  newsletterText: 'Conseils techniques, nouveautés et retours d’expérience\u202f: une lettre par mois, sans publicité.',
  newsletterPlacement: 'Newsletter du pied de page',
  figuresLabel: 'Chiffres clés',
  servicesTitle: 'Services',
  solutionsTitle: 'Solutions',
  legalTitle,
  emergencyTitle: 'Urgence technique 24 h/24, 7 j/7',
  emergencyText: 'Une panne\u202f? Notre équipe d’astreinte décroche jour et nuit.',
  emergencyButton: 'Appeler le support d’urgence',
  rights: 'Tous droits réservés.',
  siteMap: 'Plan du site',
} as const;
