/**
 * Technology partners (SPEC §2 "Partners"): a cybersecurity vendor, a backup and recovery vendor, and a critical power
 * and cooling vendor. The spec names none, so these names are illustrations, drawn as monograms, and the page says so.
 */

export type Partner = {
  name: string;
  domain: string;
  description: string;
  offerings: readonly string[];
  /** The year our partnership began. */
  since: number;
};

export const partners: readonly Partner[] = [
  {
    name: 'Sentinelle Cyber',
    domain: 'Cybersécurité',
    description:
      'Éditeur de solutions de sécurité réseau et de protection des postes\u202f: pare-feu de nouvelle génération, détection des intrusions et console de supervision unifiée.',
    offerings: ['Pare-feu de nouvelle génération', 'Protection des postes et des serveurs', 'Segmentation des réseaux de bâtiment'],
    since: 2016,
  },
  {
    name: 'Archivia',
    domain: 'Sauvegarde et reprise d’activité',
    description:
      'Spécialiste de la sauvegarde et de la restauration\u202f: copies chiffrées, sites de secours et plans de reprise testés pour redémarrer en quelques heures.',
    offerings: ['Sauvegarde chiffrée sur site et hors site', 'Copies immuables contre les rançongiciels', 'Plans de reprise d’activité testés'],
    since: 2018,
  },
  {
    name: 'Voltaïa Power & Cooling',
    domain: 'Énergie critique et refroidissement',
    description:
      'Constructeur d’onduleurs, de distributions électriques et de climatisation de précision pour les salles serveurs et les sites industriels sensibles.',
    offerings: ['Onduleurs modulaires et batteries lithium', 'Climatisation de précision', 'Supervision énergétique des salles'],
    since: 2014,
  },
];

export type PartnerAdvantage = { title: string; description: string; icon: 'cpu' | 'headset' | 'badge-check' };

export const partnerAdvantages: readonly PartnerAdvantage[] = [
  {
    title: 'Technologie de pointe',
    description: 'Des équipements récents, choisis pour le climat ivoirien et mis à jour tout au long de leur vie.',
    icon: 'cpu',
  },
  {
    title: 'Support technique expert',
    description: 'Nos techniciens sont formés et certifiés par nos partenaires, avec un accès direct à leurs ingénieurs.',
    icon: 'headset',
  },
  {
    title: 'Garantie de qualité',
    description: 'Garanties constructeur honorées sur place, pièces d’origine et procédures validées par chaque partenaire.',
    icon: 'badge-check',
  },
];

export const partnersText = {
  listTitle: 'Nos partenaires',
  listIntro: 'Trois constructeurs et éditeurs avec qui nous concevons, installons et maintenons les systèmes critiques de nos clients.',
  illustrationNote: 'Noms et logos présentés à titre d’illustration.',
  advantagesTitle: 'Ce que nos partenariats vous apportent',
  ctaTitle: 'Un projet avec l’un de nos partenaires\u202f?',
  ctaText: 'Nos ingénieurs certifiés vous conseillent sur le bon équipement et le bon dimensionnement.',
  ctaLabel: 'Parler à un expert',
  since: (year: number) => `Partenaire depuis ${year}`,
};
