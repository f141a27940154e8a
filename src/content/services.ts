/** The seven activity poles. Routes, menus, footer links and counts are all derived from this list. */

export type ServiceIcon = 'snowflake' | 'zap' | 'network' | 'monitor' | 'cog' | 'sun' | 'home';

export type Service = {
  id: 'climatisation' | 'courant-fort' | 'courant-faible' | 'informatique' | 'automatisme' | 'energie' | 'domotique';
  title: string;
  subtitle: string;
  /** Card text on the home page. */
  description: string;
  features: readonly [string, string, string, string];
  icon: ServiceIcon;
  /** The service name used by the quote form (SPEC §9). */
  quoteService: string;
  /** Meta description of the service page. */
  metaDescription: string;
  /** Introduction under the page heading. */
  intro: string;
};

export const services: readonly Service[] = [
  {
    id: 'climatisation',
    title: 'Climatisation',
    subtitle: 'Chauffage, ventilation et désenfumage',
    description:
      'Étude, installation et maintenance de systèmes de climatisation, de ventilation et de désenfumage pour bureaux, industries et résidences.',
    features: [
      'Climatisation centralisée et VRV',
      'Ventilation mécanique contrôlée',
      'Désenfumage réglementaire',
      'Contrats de maintenance',
    ],
    icon: 'snowflake',
    quoteService: 'Climatisation (Chauffage, Ventilation, Désenfumage)',
    metaDescription:
      'Climatisation, ventilation et désenfumage en Côte d’Ivoire : étude thermique, installation de systèmes split, VRV et centrales, maintenance préventive.',
    intro:
      'Du bureau climatisé à l’entrepôt ventilé, nous dimensionnons, installons et entretenons des systèmes de traitement d’air fiables, économes et adaptés au climat ivoirien.',
  },
  {
    id: 'courant-fort',
    title: 'Courant fort',
    subtitle: 'Distribution électrique et puissance',
    description:
      'Installations électriques basse et moyenne tension conformes aux normes, du tableau général au poste de transformation.',
    features: [
      'Postes de transformation HTA/BT',
      'Tableaux et armoires électriques',
      'Groupes électrogènes et inverseurs',
      'Mise en conformité NF C 15-100',
    ],
    icon: 'zap',
    quoteService: 'Courant fort',
    metaDescription:
      'Courant fort en Côte d’Ivoire : postes HTA/BT, tableaux électriques, groupes électrogènes, mise en conformité NF C 15-100 et CEI 60364.',
    intro:
      'Nous concevons et réalisons des installations électriques sûres et durables, conformes aux normes NF C 15-100 et CEI 60364, du raccordement au réseau jusqu’au dernier circuit.',
  },
  {
    id: 'courant-faible',
    title: 'Courant faible',
    subtitle: 'Réseaux, sûreté et communication',
    description:
      'Câblage structuré, vidéosurveillance, contrôle d’accès, détection incendie et téléphonie pour des bâtiments sûrs et connectés.',
    features: [
      'Câblage structuré cuivre et fibre',
      'Vidéosurveillance IP',
      'Contrôle d’accès et interphonie',
      'Détection et alarme incendie',
    ],
    icon: 'network',
    quoteService: 'Courant faible',
    metaDescription:
      'Courant faible en Côte d’Ivoire : câblage structuré, fibre optique, vidéosurveillance, contrôle d’accès, détection incendie et téléphonie IP.',
    intro:
      'Réseaux, sûreté, sécurité incendie et communication : nous équipons vos bâtiments des systèmes courant faible qui les rendent sûrs, connectés et faciles à exploiter.',
  },
  {
    id: 'informatique',
    title: 'Informatique',
    subtitle: 'Infrastructure, réseaux et cybersécurité',
    description:
      'Conception et exploitation d’infrastructures informatiques : serveurs, réseaux, sauvegarde, cybersécurité et assistance aux utilisateurs.',
    features: [
      'Serveurs et virtualisation',
      'Réseaux LAN, Wi-Fi et VPN',
      'Sauvegarde et reprise d’activité',
      'Cybersécurité et supervision',
    ],
    icon: 'monitor',
    quoteService: 'Informatique',
    metaDescription:
      'Informatique d’entreprise en Côte d’Ivoire : serveurs, virtualisation, réseaux, sauvegarde, cybersécurité, infogérance et assistance aux utilisateurs.',
    intro:
      'Nous bâtissons et maintenons des systèmes d’information disponibles et protégés, des serveurs aux postes de travail, pour que vos équipes travaillent sans interruption.',
  },
  {
    id: 'automatisme',
    title: 'Automatisme',
    subtitle: 'Automatisation industrielle et supervision',
    description:
      'Automates programmables, supervision SCADA et armoires de commande pour des lignes de production plus sûres et plus productives.',
    features: [
      'Programmation d’automates (API)',
      'Supervision SCADA et IHM',
      'Armoires de commande et variateurs',
      'Rétrofit de lignes existantes',
    ],
    icon: 'cog',
    quoteService: 'Automatisme',
    metaDescription:
      'Automatisme industriel en Côte d’Ivoire : automates programmables, supervision SCADA, IHM, armoires de commande et modernisation de lignes de production.',
    intro:
      'De l’analyse fonctionnelle à la mise en service, nous automatisons vos procédés pour gagner en productivité, en qualité et en sécurité, avec jusqu’à 40 % de productivité en plus.',
  },
  {
    id: 'energie',
    title: 'Énergie',
    subtitle: 'Solaire photovoltaïque et efficacité énergétique',
    description:
      'Centrales solaires, stockage et efficacité énergétique pour réduire jusqu’à 80 % votre facture d’électricité.',
    features: [
      'Centrales photovoltaïques',
      'Stockage par batteries',
      'Systèmes hybrides solaire-groupe',
      'Suivi de production à distance',
    ],
    icon: 'sun',
    quoteService: 'Energie renouvelable',
    metaDescription:
      'Énergie solaire en Côte d’Ivoire : centrales photovoltaïques, stockage, systèmes hybrides et efficacité énergétique, jusqu’à 80 % d’économies sur la facture.',
    intro:
      'Produisez votre propre électricité : nous étudions, finançons, installons et suivons des installations solaires qui réduisent jusqu’à 80 % votre facture, garanties 25 ans.',
  },
  {
    id: 'domotique',
    title: 'Domotique',
    subtitle: 'Maison et bâtiment intelligents',
    description:
      'Éclairage, volets, climatisation et sécurité pilotés depuis un smartphone, avec des scénarios qui s’adaptent à votre quotidien.',
    features: ['Pilotage depuis smartphone', 'Scénarios personnalisés', 'Gestion de l’énergie', 'Sécurité et alertes'],
    icon: 'home',
    quoteService: 'Domotique',
    metaDescription:
      'Domotique en Côte d’Ivoire : maison et bâtiment intelligents, KNX, Zigbee, Matter, scénarios, gestion de l’énergie et sécurité pilotés depuis un smartphone.',
    intro:
      'Votre maison ou vos bureaux obéissent à un geste : éclairage, climatisation, volets et sécurité travaillent ensemble, jusqu’à 30 % d’énergie économisée.',
  },
];

export type ServiceId = Service['id'];

export const serviceHref = (id: ServiceId) => `/services/${id}`;
