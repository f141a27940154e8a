/** The site map's own words. Its lists and counts are computed from content/ (components/legal/site-map.tsx). */
import { pages } from '@/content/pages';
import { legalTitle } from '@/content/legal';

export const planDuSite = {
  countsTitle: 'Le site en chiffres',
  countLabels: { services: 'Services', solutions: 'Solutions', legal: 'Pages légales', total: 'Pages au total' },
  mainTitle: 'Pages principales',
  mainPages: [
    {
      page: pages.home,
      description: 'Nos sept pôles d’expertise, nos plateformes, nos chiffres clés et les moyens de nous joindre.',
    },
    {
      page: pages.about,
      description:
        'Notre histoire depuis 2009, nos valeurs, notre équipe dirigeante, nos certifications et nos implantations.',
    },
    {
      page: pages.blog,
      description: 'Nos articles techniques sur l’énergie, l’automatisme, la domotique, la maintenance et la sécurité.',
    },
  ],
  servicesTitle: 'Nos services',
  solutionsTitle: 'Nos solutions',
  legalTitle,
  contactTitle: 'Contact et support',
  hotlineLabel: 'Support 24/7\u202f:',
  featuresTitle: 'Ce que vous pouvez faire sur ce site',
  features: [
    'Demander un devis gratuit, avec le service qui vous intéresse déjà choisi',
    'Réserver une consultation avec un expert, au téléphone, en visio ou sur site',
    'Être rappelé au créneau qui vous convient',
    'Signaler une panne au support technique, 24 h/24 et 7 j/7',
    'Demander une démonstration, un essai ou une documentation de nos plateformes',
    'Recevoir notre newsletter, avec une confirmation par e-mail et une désinscription en un clic',
    'Gérer à tout moment vos préférences cookies',
  ],
} as const;
