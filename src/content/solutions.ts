/**
 * The company's own solutions. Six have a page under /solutions; loori lives on its own site.
 * Routes, menus, footer links and counts are derived from these lists.
 */
import { company } from '@/config/company';

export type SolutionPage = {
  id:
    'irequest' | 'ismart' | 'maintenance-preventive' | 'audit-energetique' | 'consultation-technique' | 'support-24-7';
  title: string;
  subtitle: string;
  /** Name of the service used when a request is made from this page. */
  requestService: string;
  metaDescription: string;
  intro: string;
};

export const solutionPages: readonly SolutionPage[] = [
  {
    id: 'irequest',
    title: 'iRequest',
    subtitle: 'Gestion des demandes techniques et des tickets',
    requestService: 'iRequest',
    metaDescription:
      'iRequest, la plateforme de gestion des demandes techniques et des tickets : maintenance, pannes, demandes et audits suivis de bout en bout.',
    intro:
      'Centralisez vos demandes d’intervention, suivez chaque ticket en temps réel et pilotez vos équipes de maintenance depuis un seul tableau de bord.',
  },
  {
    id: 'ismart',
    title: 'iSmart',
    subtitle: 'Télésurveillance et supervision intelligente',
    requestService: 'iSmart',
    metaDescription:
      'iSmart, la supervision à distance de vos bâtiments et équipements critiques, avec une intelligence artificielle qui anticipe les pannes.',
    intro:
      'Surveillez à distance vos bâtiments, salles techniques et équipements critiques : iSmart collecte, analyse et vous alerte avant que la panne n’arrive.',
  },
  {
    id: 'maintenance-preventive',
    title: 'Maintenance préventive',
    subtitle: 'Des équipements qui durent et ne tombent pas en panne',
    requestService: 'Maintenance préventive',
    metaDescription:
      'Contrats de maintenance préventive multitechnique en Côte d’Ivoire : climatisation, électricité, groupes électrogènes et réseaux, à partir de 275 € par mois.',
    intro:
      'Des visites planifiées, des contrôles rigoureux et un suivi documenté pour prolonger la vie de vos équipements et éviter les arrêts coûteux.',
  },
  {
    id: 'audit-energetique',
    title: 'Audit énergétique',
    subtitle: 'Mesurer pour mieux consommer',
    requestService: 'Audit énergétique',
    metaDescription:
      'Audit énergétique de bâtiments et de sites industriels en Côte d’Ivoire : mesures, analyse, plan d’actions chiffré et suivi des économies.',
    intro:
      'Nous mesurons où part votre énergie, chiffrons chaque piste d’économie et vous remettons un plan d’actions priorisé, avec son retour sur investissement.',
  },
  {
    id: 'consultation-technique',
    title: 'Consultation technique',
    subtitle: 'Un expert à vos côtés pour décider',
    requestService: 'Consultation technique',
    metaDescription:
      'Consultation technique avec nos experts : faisabilité, choix d’équipements, revue de projet, par téléphone, en visio ou sur site.',
    intro:
      'Avant d’investir, parlez à un ingénieur : faisabilité, dimensionnement, choix des équipements ou revue de projet, nous vous aidons à décider en connaissance de cause.',
  },
  {
    id: 'support-24-7',
    title: 'Support 24/7',
    subtitle: 'Une équipe d’astreinte, jour et nuit',
    requestService: 'Support 24/7',
    metaDescription:
      'Support technique 24 h/24 et 7 j/7 : hotline, intervention d’urgence en moins de 2 heures, télésurveillance et astreinte multitechnique.',
    intro:
      'Une panne n’attend pas les heures de bureau : notre hotline répond jour et nuit, et nos techniciens d’astreinte interviennent en moins de 2 heures.',
  },
];

export type SolutionPageId = SolutionPage['id'];

export const solutionHref = (id: SolutionPageId) => `/solutions/${id}`;

/** The three platforms shown on the home page; cards link to /solutions/{lowercased title}. */
export type Platform = {
  title: 'iRequest' | 'iSmart' | 'loori';
  subtitle: string;
  description: string;
  features: readonly string[];
  benefits: readonly string[];
  colour: 'blue' | 'emerald' | 'violet';
  icon: 'ticket' | 'activity' | 'cpu';
  /** Set for a platform hosted outside this site. */
  externalUrl?: string;
};

export const platforms: readonly Platform[] = [
  {
    title: 'iRequest',
    subtitle: 'Gestion des tickets',
    description: 'Toutes vos demandes techniques au même endroit, de la déclaration à la clôture.',
    features: ['Tickets et interventions', 'Planification des équipes', 'Historique par équipement'],
    benefits: ['Temps de résolution réduit', 'Traçabilité complète'],
    colour: 'blue',
    icon: 'ticket',
  },
  {
    title: 'iSmart',
    subtitle: 'Télésurveillance',
    description: 'La supervision à distance de vos équipements, avec une IA qui anticipe les pannes.',
    features: ['Tableaux de bord en temps réel', 'Alertes intelligentes', 'Maintenance prédictive'],
    benefits: ['Moins d’arrêts imprévus', 'Énergie mieux maîtrisée'],
    colour: 'emerald',
    icon: 'activity',
  },
  {
    title: 'loori',
    subtitle: 'Plateforme IoT',
    description: 'Connectez capteurs et objets, collectez leurs données et automatisez vos décisions.',
    features: ['Capteurs connectés', 'Collecte et stockage des données', 'Règles et automatisations'],
    benefits: ['Déploiement rapide', 'Données exploitables'],
    colour: 'violet',
    icon: 'cpu',
    externalUrl: company.externalLinks.loori,
  },
];

export const platformHref = (platform: Platform) =>
  platform.externalUrl ?? `/solutions/${platform.title.toLowerCase()}`;

/** What every platform shares (SPEC §2 "Home"): the four qualities under the cards. */
export const platformQualities = [
  {
    title: 'Sécurité renforcée',
    description: 'Données chiffrées en transit et au repos, accès par rôle et journal de chaque action.',
    icon: 'shield',
  },
  {
    title: 'Performance optimale',
    description: 'Des tableaux de bord qui s’affichent en un instant, même sur une connexion mobile.',
    icon: 'zap',
  },
  {
    title: 'Personnalisation',
    description:
      'Vos sites, vos équipements, vos circuits de validation\u202f: la plateforme s’adapte à votre organisation.',
    icon: 'cog',
  },
  {
    title: 'Analyses avancées',
    description: 'Indicateurs de disponibilité, de coûts et de consommation pour décider sur des faits.',
    icon: 'activity',
  },
] as const satisfies readonly { title: string; description: string; icon: 'shield' | 'zap' | 'cog' | 'activity' }[];
