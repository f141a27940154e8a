/** The words of each page family’s Open Graph card, drawn by the opengraph-image files under app/(site). */
import { company } from '@/config/company';
import { pages } from './pages';
import { services } from './services';
import { solutionPages } from './solutions';

export type OgCard = { family: string; headline: string; alt: string };

/** The size social networks and messaging apps expect of a shared link's card. */
export const ogSize = { width: 1200, height: 630 };

export const ogCards = {
  home: { family: company.tagline, headline: pages.home.heading, alt: `${company.name}\u202f: ${pages.home.heading}` },
  services: {
    family: 'Nos services',
    headline: `${services.length} métiers techniques, une seule équipe`,
    alt: `Les ${services.length} services de ${company.name}`,
  },
  solutions: {
    family: 'Nos solutions',
    headline: 'Plateformes, maintenance, audit, conseil et support 24/7',
    alt: `Les ${solutionPages.length} solutions de ${company.name}`,
  },
  blog: { family: pages.blog.title, headline: pages.blog.heading, alt: `${pages.blog.heading} de ${company.name}` },
  legal: {
    family: 'Informations légales',
    headline: 'Mentions, confidentialité, conditions générales et cookies',
    alt: `Les informations légales de ${company.name}`,
  },
} as const satisfies Record<string, OgCard>;
