import { TWO_FACTOR } from '@/config/two-factor';
/**
 * The cookie categories and the cookies this site really sets. The cookies page, the banner and the preferences
 * dialog all read these lists. A new cookie or storage is added here first, and gated in lib/consent-store.ts.
 * Durations of the categories are SPEC §9's; those of the cookies are what the site really sets.
 */
import { company } from '@/config/company';
import { CONSENT_COOKIE, SIGNED_IN_HINT } from '@/config/cookies';
import type { CookieCategory } from '@/lib/consent';
import type { CookieEntry, CookieType } from './legal/types';

const firstParty = `${company.name} (cookie propriétaire)`;

/** A cookie the site sets, with the category it belongs to. */
export type SiteCookie = CookieEntry & { category: CookieCategory };

export const siteCookies: readonly SiteCookie[] = [
  {
    name: CONSENT_COOKIE,
    purpose: 'Garde vos choix sur les cookies, pour ne pas vous les redemander à chaque page.',
    duration: '1 an',
    type: 'Strictement nécessaire',
    category: 'necessary',
    provider: firstParty,
  },
  {
    name: 'better-auth.session_token',
    purpose:
      'Session de connexion de l’espace réservé à notre équipe. Déposé seulement après une connexion, illisible par les scripts de la page. Sur une connexion sécurisée (HTTPS), son nom commence par «\u202f__Host-\u202f» (il ne vaut alors que pour ce site, et seulement en HTTPS).',
    duration: '7 jours',
    type: 'Strictement nécessaire',
    category: 'necessary',
    provider: firstParty,
  },
  {
    name: 'better-auth.two_factor',
    purpose:
      'Relie les deux étapes d’une connexion avec double authentification (mot de passe, puis code). Illisible par les scripts de la page, effacé dès que le code est vérifié.',
    duration: `${TWO_FACTOR.challengeMinutes} minutes`,
    type: 'Strictement nécessaire',
    category: 'necessary',
    provider: firstParty,
  },
  {
    name: SIGNED_IN_HINT,
    purpose:
      'Indique qu’une session peut exister, pour afficher le menu du compte. Ne contient aucune donnée personnelle.',
    duration: '7 jours',
    type: 'Strictement nécessaire',
    category: 'necessary',
    provider: firstParty,
  },
];

export const cookieTypes: readonly (CookieType & { id: CookieCategory })[] = [
  {
    id: 'necessary',
    name: 'Cookies strictement nécessaires',
    description:
      'Indispensables au fonctionnement du site\u202f: ils gardent votre choix sur les cookies et la session de l’espace réservé à notre équipe. Ils ne peuvent pas être désactivés.',
    required: true,
    examples: 'Choix sur les cookies, session de connexion',
    duration: 'Session\u202f; 1 an pour votre choix sur les cookies, 7 jours pour une connexion',
  },
  {
    id: 'performance',
    name: 'Cookies de performance et de mesure d’audience',
    description:
      'Ils nous aideraient à savoir quelles pages sont lues et à améliorer le site, à partir de statistiques anonymes. Le site n’en dépose aucun aujourd’hui.',
    required: false,
    examples: 'Statistiques de visite anonymes',
    duration: '13 mois\u202f; 2 ans pour les identifiants de mesure d’audience',
  },
  {
    id: 'functional',
    name: 'Cookies fonctionnels',
    description:
      'Ils retiendraient des préférences de confort, comme vos choix d’affichage, d’une visite à l’autre. Le site n’en dépose aucun aujourd’hui.',
    required: false,
    examples: 'Préférences d’affichage, comme le thème',
    duration: '12 mois\u202f; 6 mois pour le thème d’affichage',
  },
  {
    id: 'marketing',
    name: 'Cookies marketing',
    description:
      'Ils permettraient de mesurer l’efficacité de nos campagnes et de vous proposer des contenus adaptés. Le site n’en dépose aucun aujourd’hui.',
    required: false,
    examples: 'Mesure des campagnes',
    duration: '24 mois',
  },
];

/** The words of the banner and of the preferences dialog. */
export const cookieText = {
  bannerTitle: 'Vos choix sur les cookies',
  bannerText:
    'Ce site ne dépose que les cookies nécessaires à son fonctionnement. Avec votre accord, il pourrait aussi mesurer son audience et retenir vos préférences. Vous pouvez changer d’avis à tout moment.',
  policyLink: 'En savoir plus',
  acceptAll: 'Tout accepter',
  refuseAll: 'Tout refuser',
  customise: 'Personnaliser',
  manage: 'Gérer mes préférences cookies',
  footerLink: 'Gérer les cookies',
  dialogTitle: 'Préférences cookies',
  dialogDescription:
    'Choisissez les cookies que vous acceptez. Les cookies strictement nécessaires sont toujours actifs\u202f; les autres restent désactivés tant que vous ne les acceptez pas.',
  alwaysOn: 'Toujours actifs',
  duration: 'Durée',
  /** The cookies page's line, under each type, that says what the site sets of it today. */
  setToday: 'Sur ce site',
  save: 'Enregistrer mes choix',
  saved: 'Vos préférences cookies sont enregistrées.',
  /** A post of the choices without JavaScript that cannot be read, or that comes from another site. */
  refused: 'Votre choix sur les cookies n’a pas pu être enregistré. Revenez sur la page et choisissez à nouveau.',
} as const;
