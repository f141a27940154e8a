/**
 * Technology partners (SPEC §2 "Partners"): a cybersecurity vendor, a backup and recovery vendor, and a critical power
 * and cooling vendor. The partners themselves live in the database, written in the back-office's « Vitrine »
 * (migration 0022 seeds SPEC's three, whose names are illustrations; the page says so while one is shown). Here: what
 * the page says around them.
 */

export type PartnerAdvantage = { title: string; description: string; icon: 'cpu' | 'headset' | 'badge-check' };

export const partnerAdvantages: readonly PartnerAdvantage[] = [
  {
    title: 'Technologie de pointe',
    description: 'Des équipements récents, choisis pour le climat ivoirien et mis à jour tout au long de leur vie.',
    icon: 'cpu',
  },
  {
    title: 'Support technique expert',
    description:
      'Nos techniciens sont formés et certifiés par nos partenaires, avec un accès direct à leurs ingénieurs.',
    icon: 'headset',
  },
  {
    title: 'Garantie de qualité',
    description:
      'Garanties constructeur honorées sur place, pièces d’origine et procédures validées par chaque partenaire.',
    icon: 'badge-check',
  },
];

export const partnersText = {
  listTitle: 'Nos partenaires',
  listIntro:
    'Trois constructeurs et éditeurs avec qui nous concevons, installons et maintenons les systèmes critiques de nos clients.',
  illustrationNote: 'Noms et logos présentés à titre d’illustration.',
  advantagesTitle: 'Ce que nos partenariats vous apportent',
  ctaTitle: 'Un projet avec l’un de nos partenaires\u202f?',
  ctaText: 'Nos ingénieurs certifiés vous conseillent sur le bon équipement et le bon dimensionnement.',
  ctaLabel: 'Parler à un expert',
  since: (year: number) => `Partenaire depuis ${year}`,
};
