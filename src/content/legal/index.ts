/** The legal pages. Routes, the footer list and the site-map counts are derived from this list. */

export type LegalPage = {
  id:
    | 'mentions-legales'
    | 'politique-confidentialite'
    | 'conditions-generales'
    | 'politique-rgpd'
    | 'plan-du-site'
    | 'politique-cookies';
  title: string;
  metaDescription: string;
  intro: string;
};

export const legalPages: readonly LegalPage[] = [
  {
    id: 'mentions-legales',
    title: 'Mentions légales',
    metaDescription:
      'Mentions légales du site : éditeur, directeur de la publication, hébergeur, propriété intellectuelle et contact.',
    intro: 'Les informations légales sur l’éditeur de ce site, son hébergement et les conditions de son utilisation.',
  },
  {
    id: 'politique-confidentialite',
    title: 'Politique de confidentialité',
    metaDescription:
      'Comment nous collectons, utilisons et protégeons vos données personnelles, et comment exercer vos droits.',
    intro:
      'Vos données vous appartiennent. Nous ne les vendons, ne les louons et ne les partageons jamais à des fins commerciales.',
  },
  {
    id: 'conditions-generales',
    title: 'Conditions générales',
    metaDescription:
      'Conditions générales de vente et de prestation : devis, commandes, prix, garanties, responsabilité et litiges.',
    intro:
      'Les règles qui encadrent nos devis, nos commandes et nos prestations, pour une relation claire dès le premier jour.',
  },
  {
    id: 'politique-rgpd',
    title: 'Politique RGPD',
    metaDescription:
      'Notre adhésion volontaire au RGPD : principes, registre des traitements, droits, sécurité et procédure en cas de violation.',
    intro:
      'Nous appliquons volontairement les principes du Règlement général sur la protection des données à tous nos traitements.',
  },
  {
    id: 'plan-du-site',
    title: 'Plan du site',
    metaDescription:
      'Le plan du site : toutes nos pages de services, de solutions et d’informations légales en un coup d’œil.',
    intro:
      'Toutes les pages du site en un coup d’œil, pour trouver rapidement le service ou l’information qu’il vous faut.',
  },
  {
    id: 'politique-cookies',
    title: 'Politique cookies',
    metaDescription:
      'Les cookies utilisés sur ce site, leur finalité, leur durée et la manière de gérer vos préférences.',
    intro:
      'Ce que sont les cookies, ceux que nous utilisons, pourquoi, et comment vous gardez la main sur vos préférences.',
  },
];

/** The legal pages' group name: the footer column, the legal heroes' eyebrow, the site map's group. */
export const legalTitle = 'Informations légales';

export type LegalPageId = LegalPage['id'];

export const legalHref = (id: LegalPageId) => `/legal/${id}`;

/** The words a legal page's blocks add around their content: table names and columns, card labels, the contents list. */
export const legalDocumentText = {
  contents: 'Sommaire',
  dataCategories: {
    label: 'Catégories de données traitées',
    columns: ['Catégorie', 'Exemples', 'Base légale', 'Conservation'],
  },
  rights: { label: 'Vos droits et leurs délais', columns: ['Droit', 'Description', 'Délai de réponse'] },
  cookies: { label: 'Cookies déposés par ce site', columns: ['Nom', 'Finalité', 'Durée', 'Type', 'Fournisseur'] },
  cookieTypes: { required: 'Obligatoires', optional: 'Optionnels', examples: 'Exemples', duration: 'Durée' },
  thirdParty: {
    cookies: (list: string) => `Cookies\u202f: ${list}`,
    privacyPolicy: (service: string) => `Politique de confidentialité de ${service}`,
  },
} as const;
