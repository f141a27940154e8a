/**
 * The About page (SPEC §2 "About", §3 static content, §9 figures). Text only: the page renders it. Its leaders are the
 * database's, written in the back-office's « Vitrine » (migration 0022 seeds SPEC's four).
 */
import { company, totalStaff } from '@/config/company';

export type AboutFigure = { value: string; label: string };
export type Value = {
  title: string;
  description: string;
  icon: 'shield' | 'lightbulb' | 'handshake' | 'leaf' | 'target' | 'users';
};
export type TimelineEntry = {
  year: number;
  title: string;
  description: string;
  milestone: string;
  achievements: readonly string[];
};
export type Sector = {
  title: 'Tertiaire' | 'Industriel' | 'Public' | 'Résidentiel';
  description: string;
  projects: string;
};
export type Certification = { title: string; description: string; year: number; organism: string };
/** One per entry of company.sites, in the same order (city, address, type and staff come from config). */
export type LocationServices = { siteId: (typeof company.sites)[number]['id']; services: readonly string[] };

export type About = {
  badge: string;
  figures: readonly AboutFigure[];
  mission: { title: string; text: string };
  vision: { title: string; text: string };
  values: readonly Value[];
  timeline: readonly TimelineEntry[];
  sectors: readonly Sector[];
  certifications: readonly Certification[];
  locations: readonly LocationServices[];
  cta: { title: string; text: string };
};

/** The headings of the About page's sections, in reading order. */
export const aboutSections = {
  mission: { eyebrow: 'Qui sommes-nous', title: 'Ce qui nous anime' },
  values: { title: 'Nos valeurs' },
  history: {
    eyebrow: 'Notre histoire',
    title: (from: number, to: number) => `De ${from} à ${to}`,
    intro: 'Les étapes qui ont fait de nous l’entreprise multitechnique que vous connaissez.',
  },
  team: { eyebrow: 'Notre équipe', title: 'L’équipe dirigeante' },
  sectors: { eyebrow: 'Nos secteurs', title: 'Là où nous intervenons', projects: 'projets' },
  certifications: {
    eyebrow: 'Nos certifications',
    title: 'Une qualité vérifiée par des organismes indépendants',
    obtained: 'Obtenue en',
  },
  sites: {
    eyebrow: 'Nos implantations',
    title: (count: number) => `${count} sites pour vous servir`,
    staff: 'collaborateurs',
  },
  join: 'Nous rejoindre',
  contact: 'Nous contacter',
} as const;

export const about: About = {
  badge: 'Depuis 2009',
  figures: [
    { value: '15', label: 'Années d’expérience' },
    { value: `${totalStaff}+`, label: 'Collaborateurs' },
    { value: '500+', label: 'Projets réalisés' },
    { value: '4,9/5', label: 'Satisfaction client' },
  ],
  mission: {
    title: 'Notre mission',
    text: 'Concevoir, installer et maintenir des installations techniques fiables, sûres et économes en énergie pour les entreprises, les industries, les administrations et les particuliers de Côte d’Ivoire. Climatisation, électricité, réseaux, informatique, automatisme, solaire et domotique\u202f: une seule équipe vous accompagne, de l’étude au contrat de maintenance. Vous avez ainsi un interlocuteur unique, responsable du résultat.',
  },
  vision: {
    title: 'Notre vision',
    text: 'Nous voulons que chaque bâtiment que nous équipons soit connecté, supervisé et sobre en énergie. Grâce à nos plateformes iRequest et iSmart, nous passons de la réparation à la maintenance prédictive, pour intervenir avant la panne plutôt qu’après. Depuis nos trois sites d’Abidjan, de Bouaké et de San Pedro, nous ambitionnons de servir nos clients dans tout le pays avec la même qualité qu’au siège.',
  },
  values: [
    {
      title: 'Fiabilité',
      description:
        'Des installations conformes aux normes, des interventions documentées et des engagements tenus\u202f: la sécurité des personnes et la continuité de votre activité passent avant tout.',
      icon: 'shield',
    },
    {
      title: 'Innovation',
      description:
        'Supervision à distance, énergie solaire, bâtiment intelligent\u202f: nous intégrons les technologies qui ont fait leurs preuves pour vous faire gagner en efficacité.',
      icon: 'lightbulb',
    },
    {
      title: 'Proximité',
      description:
        'Des équipes implantées à Abidjan, Bouaké et San Pedro, un interlocuteur dédié pour chaque client et une assistance joignable 24\u00a0h/24, 7\u00a0j/7.',
      icon: 'handshake',
    },
    {
      title: 'Responsabilité',
      description:
        'Nous dimensionnons au plus juste, réduisons les consommations de vos équipements et recyclons les matériels déposés, pour limiter l’empreinte de vos bâtiments.',
      icon: 'leaf',
    },
  ],
  timeline: [
    {
      year: 2009,
      title: 'Création à Abidjan',
      description:
        'Kouassi Yao fonde Multitech Ivoire à Abidjan avec cinq techniciens spécialisés en climatisation et en électricité. Les premiers clients sont des bureaux et des commerces du Plateau et de Marcory.',
      milestone: 'Création de l’entreprise',
      achievements: [
        'Cinq techniciens au démarrage',
        'Premiers chantiers de climatisation',
        'Premiers contrats de maintenance électrique',
      ],
    },
    {
      year: 2011,
      title: 'Courant faible et informatique',
      description:
        'Pour répondre aux demandes de nos clients tertiaires, nous ouvrons deux nouveaux pôles\u202f: courant faible et informatique. Nous pouvons désormais livrer des bureaux climatisés, alimentés et connectés.',
      milestone: 'Deux nouveaux pôles d’activité',
      achievements: [
        'Premiers réseaux en câblage structuré',
        'Installation de systèmes de vidéosurveillance',
        'Création d’un service d’assistance informatique',
      ],
    },
    {
      year: 2016,
      title: 'Certification ISO\u00a09001',
      description:
        'Après les qualifications Qualifelec en 2012 et Qualibat en 2013, notre système de management de la qualité est certifié ISO\u00a09001, dans sa version 2015. Chaque intervention suit désormais une procédure écrite et tracée.',
      milestone: 'Qualité certifiée',
      achievements: [
        'Certification ISO\u00a09001:2015',
        'Procédures d’intervention formalisées',
        'Plus de 150 projets livrés',
      ],
    },
    {
      year: 2017,
      title: 'Ouverture de l’agence de Bouaké',
      description:
        'Nous ouvrons une agence régionale à Bouaké pour servir nos clients du centre et du nord du pays. Une équipe locale assure les chantiers et la maintenance sans attendre les techniciens d’Abidjan.',
      milestone: 'Première implantation régionale',
      achievements: [
        'Agence installée dans le quartier Commerce',
        'Recrutement d’une équipe locale',
        'Maintenance assurée dans le centre et le nord',
      ],
    },
    {
      year: 2018,
      title: 'Automatisme et industrie',
      description:
        'Le pôle automatisme voit le jour et nous entrons dans l’industrie\u202f: automatisation de lignes de production, supervision et sécurité incendie des sites.',
      milestone: 'Entrée dans l’industrie',
      achievements: [
        'Premières lignes de production automatisées',
        'Supervision de sites industriels',
        'Certification APSAD en détection incendie',
      ],
    },
    {
      year: 2019,
      title: 'Énergie solaire',
      description:
        'Nous créons le pôle énergie pour aider nos clients à réduire leur facture et leur dépendance au réseau. Audits énergétiques et centrales photovoltaïques complètent notre offre.',
      milestone: 'Lancement du pôle énergie',
      achievements: [
        'Qualification RGE obtenue',
        'Premières centrales photovoltaïques en toiture',
        'Premiers audits énergétiques tertiaires',
      ],
    },
    {
      year: 2020,
      title: 'Antenne technique de San Pedro',
      description:
        'Une antenne technique s’installe dans la zone portuaire de San Pedro, au plus près des sites portuaires et agro-industriels du sud-ouest.',
      milestone: 'Présence dans le sud-ouest',
      achievements: [
        'Antenne ouverte en zone portuaire',
        'Maintenance industrielle et portuaire',
        'Astreinte locale pour les dépannages',
      ],
    },
    {
      year: 2022,
      title: 'Domotique et plateforme iRequest',
      description:
        'Nous lançons le pôle domotique pour les maisons et les bâtiments intelligents, ainsi que la plateforme iRequest, qui permet à nos clients de suivre chaque demande d’intervention en temps réel.',
      milestone: 'Lancement d’iRequest',
      achievements: [
        'Création du pôle domotique',
        'Mise en service de la plateforme iRequest',
        'Premières villas connectées à Abidjan',
      ],
    },
    {
      year: 2024,
      title: 'iSmart et 500 projets',
      description:
        'La plateforme iSmart apporte la supervision à distance et la maintenance prédictive à nos clients. Nous franchissons le cap des 500 projets réalisés, avec 65 collaborateurs répartis sur trois sites.',
      milestone: '500 projets réalisés',
      achievements: [
        'Lancement de la plateforme iSmart',
        'Plus de 500 projets réalisés',
        '65 collaborateurs sur trois sites',
      ],
    },
  ],
  sectors: [
    {
      title: 'Tertiaire',
      description:
        'Bureaux, banques, hôtels et commerces\u202f: nous installons et entretenons climatisation, électricité, réseaux et sûreté, le plus souvent sous contrat de maintenance multitechnique.',
      projects: '200+',
    },
    {
      title: 'Industriel',
      description:
        'Usines, agro-industries et sites portuaires\u202f: nous réalisons la distribution électrique, les automatismes, la supervision et la maintenance des équipements de production.',
      projects: '150+',
    },
    {
      title: 'Public',
      description:
        'Administrations, hôpitaux et établissements scolaires\u202f: nous assurons la mise en conformité électrique, la sécurité incendie, les réseaux et la climatisation des bâtiments publics.',
      projects: '100+',
    },
    {
      title: 'Résidentiel',
      description:
        'Villas et résidences\u202f: nous équipons les logements en climatisation, en énergie solaire et en domotique, avec un entretien régulier.',
      projects: '50+',
    },
  ],
  certifications: [
    {
      title: 'ISO 9001:2015',
      description:
        'Système de management de la qualité\u202f: procédures maîtrisées, satisfaction client mesurée et amélioration continue.',
      year: 2016,
      organism: 'AFNOR Certification',
    },
    {
      title: 'Qualibat',
      description:
        'Qualification des entreprises du bâtiment pour nos travaux de génie climatique et d’équipement technique.',
      year: 2013,
      organism: 'Qualibat',
    },
    {
      title: 'Qualifelec',
      description:
        'Qualification des entreprises de l’électricité pour les installations de courant fort et de courant faible.',
      year: 2012,
      organism: 'Qualifelec',
    },
    {
      title: 'RGE',
      description:
        'Reconnu garant de l’environnement pour les travaux d’efficacité énergétique et les installations photovoltaïques.',
      year: 2019,
      organism: 'Qualibat / Qualifelec',
    },
    {
      title: 'APSAD',
      description: 'Installation et maintenance des systèmes de détection incendie selon les référentiels APSAD.',
      year: 2018,
      organism: 'CNPP',
    },
    {
      title: 'HQE',
      description:
        'Démarche haute qualité environnementale\u202f: confort, santé et maîtrise des consommations dans les bâtiments que nous équipons.',
      year: 2023,
      organism: 'Cerway',
    },
  ],
  locations: [
    {
      siteId: 'abidjan',
      services: [
        'Bureau d’études et direction de projets',
        'Les sept pôles techniques',
        'Centre de support 24/7',
        'Supervision iSmart et suivi iRequest',
        'Formation des techniciens',
      ],
    },
    {
      siteId: 'bouake',
      services: [
        'Climatisation et ventilation',
        'Courant fort et groupes électrogènes',
        'Énergie solaire',
        'Maintenance préventive',
      ],
    },
    {
      siteId: 'san-pedro',
      services: [
        'Maintenance industrielle et portuaire',
        'Automatismes et supervision',
        'Distribution électrique',
        'Dépannage d’urgence',
      ],
    },
  ],
  cta: {
    title: 'Écrivons la suite ensemble',
    text: 'Vous êtes technicien, ingénieur ou chef de projet et vous souhaitez progresser dans une équipe exigeante et solidaire\u202f? Vous préparez un projet d’installation ou cherchez un partenaire de maintenance\u202f? Rejoignez-nous ou contactez nos équipes\u202f: nous vous répondrons rapidement.',
  },
};
