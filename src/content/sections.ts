/**
 * The words the page sections add around their content: card links, plan badges, step numbers, and the energy audit's
 * savings estimator. Dependency-free: the estimator, a client component, imports its own export.
 */

export const sectionText = {
  learnMore: 'En savoir plus',
  /** Read after "En savoir plus", so that every card's link has its own name. */
  learnMoreAbout: (title: string) => `sur ${title}`,
  discover: (title: string) => `Découvrir ${title}`,
  platformFeatures: 'Fonctionnalités',
  platformBenefits: 'Bénéfices',
  recommended: 'Recommandé',
  /** Read before a step's number. */
  step: 'Étape',
} as const;

export const savingsEstimatorText = {
  billLabel: 'Votre facture d’électricité annuelle (FCFA)',
  billPlaceholder: 'Par exemple 24 000 000',
  sectorLabel: 'Votre secteur',
  /** A sector's option: its name and its range of savings, already formatted. */
  sectorOption: (sector: string, min: string, max: string) => `${sector} (${min} à ${max})`,
  resultTitle: 'Estimation indicative',
  amounts: (min: string, max: string) => `${min} à ${max}`,
  amountsDetail: (min: string, max: string) => `d’économies par an, soit ${min} à ${max} de votre facture.`,
  empty: 'Indiquez votre facture annuelle pour voir la fourchette d’économies de votre secteur.',
} as const;
