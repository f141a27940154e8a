/** Headings and descriptions of the top-level pages. */
// Relative: next.config.ts loads this module (through lib/query-routes.ts), and its loader misreads `@/`.
import { contactAim, formatDelay, responsePromises } from '../config/response-promises';
import { SIGN_IN_PATH } from './auth';

export type PageIntro = {
  path: string;
  /** Used in the <title> template and in navigation. */
  title: string;
  heading: string;
  metaDescription: string;
  intro: string;
};

export const pages = {
  home: {
    path: '/',
    title: 'Accueil',
    heading: 'Vos installations techniques entre de bonnes mains',
    metaDescription:
      'Climatisation, courant fort et faible, informatique, automatisme, énergie solaire et domotique en Côte d’Ivoire : études, travaux, maintenance et support 24/7.',
    intro:
      'Depuis 2009, nous concevons, installons et maintenons les équipements techniques des entreprises, des industries et des particuliers en Côte d’Ivoire, avec une seule équipe pour tous vos métiers.',
  },
  about: {
    path: '/about',
    title: 'À propos',
    heading: 'Une entreprise ivoirienne au service de vos installations',
    metaDescription:
      'Notre histoire depuis 2009, notre mission, nos valeurs, notre équipe dirigeante, nos certifications et nos implantations à Abidjan, Bouaké et San Pedro.',
    intro:
      'Fondée à Abidjan en 2009, notre entreprise réunit aujourd’hui plus de 65 collaborateurs et a mené plus de 500 projets dans tout le pays.',
  },
  blog: {
    path: '/blog',
    title: 'Blog',
    heading: 'Le blog technique',
    metaDescription:
      'Conseils et analyses de nos experts : énergie, maintenance, automatisme, domotique, cybersécurité et protection des données.',
    intro:
      'Guides pratiques, retours d’expérience et tendances : nos ingénieurs partagent ce qu’ils apprennent sur le terrain.',
  },
  references: {
    path: '/references',
    title: 'Références',
    heading: 'Ils nous font confiance',
    metaDescription:
      'Nos références clients : télécoms, banques, industrie et mines, hôtellerie, distribution, santé. Plus de 200 entreprises accompagnées.',
    intro:
      'Plus de 200 entreprises de tous les secteurs nous confient leurs installations techniques, de la conception à la maintenance.',
  },
  partners: {
    path: '/partenaires',
    title: 'Partenaires',
    heading: 'Nos partenaires technologiques',
    metaDescription:
      'Nos partenaires en cybersécurité, sauvegarde et continuité électrique : des technologies de pointe et un support expert pour vos projets.',
    intro:
      'Nous travaillons avec des constructeurs reconnus pour vous garantir des équipements fiables, un support expert et des garanties solides.',
  },
  contact: {
    path: '/contact',
    title: 'Contact',
    heading: 'Parlons de votre projet',
    metaDescription: `Contactez-nous pour un devis, une consultation ou une assistance technique : réponse sous ${formatDelay(responsePromises.contacts, 'spaced')}, support d’urgence 24/7.`,
    intro: `Un devis, une question technique ou une urgence : écrivez-nous ou appelez-nous, nous répondons en moyenne en moins de ${formatDelay(contactAim, 'words')}.`,
  },
  auth: {
    path: SIGN_IN_PATH,
    title: 'Connexion',
    heading: 'Espace client',
    metaDescription: 'Connectez-vous ou créez votre compte pour accéder à votre espace.',
    intro: 'Connectez-vous à votre compte, ou créez-en un en quelques secondes.',
  },
  admin: {
    path: '/admin',
    title: 'Administration',
    heading: 'Administration',
    metaDescription: 'Espace d’administration réservé à l’équipe : demandes de devis, contacts et consultations.',
    intro: 'Cet espace est réservé aux administrateurs.',
  },
} as const satisfies Record<string, PageIntro>;

/** The 404 page. Its heading is the spec's, in English (SPEC §2), hence its own `lang`. */
export const notFoundPage = {
  metaTitle: 'Page introuvable',
  heading: 'Oops! Page not found',
  text: 'La page que vous cherchez n’existe pas ou a été déplacée.',
} as const;
