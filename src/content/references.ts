/**
 * Client references (SPEC §2 "References"): clients in six sectors. The sectors' and clients' own words live in the
 * database, written in the back-office's « Vitrine » (migration 0022 seeds SPEC's 18 clients, whose names are
 * illustrations, drawn as monograms until a logo is uploaded; the page says so while one is shown). Here: what the
 * page says around them.
 */

/** The six sectors (SPEC): their ids, as clients name them, and their icons. Their words are the database's (vitrine). */
export const referenceSectorIds = ['telecoms', 'banque', 'industrie', 'hotellerie', 'distribution', 'sante'] as const;
export type ReferenceSectorId = (typeof referenceSectorIds)[number];

export const referenceSectorIcons = {
  telecoms: 'radio-tower',
  banque: 'landmark',
  industrie: 'factory',
  hotellerie: 'hotel',
  distribution: 'shopping-cart',
  sante: 'heart-pulse',
} as const satisfies Record<ReferenceSectorId, string>;

export const referencesText = {
  clientsTitle: 'Quelques-uns de nos clients',
  clientsIntro:
    'Des opérateurs, des banques, des industriels, des hôtels, des enseignes et des établissements de santé.',
  illustrationNote:
    'Noms et logos présentés à titre d’illustration. Nos références détaillées, avec contacts, sont communiquées sur demande.',
  sectorsTitle: 'Les secteurs que nous servons',
  sectorsIntro: 'Chaque secteur a ses contraintes. Nos équipes les connaissent, et nos méthodes s’y adaptent.',
  ctaTitle: 'Votre entreprise pourrait être la prochaine',
  ctaText:
    'Parlez-nous de votre site et de vos contraintes\u202f: nous vous mettons en relation avec un client de votre secteur.',
  ctaContact: 'Nous contacter',
  ctaConsultation: 'Réserver une consultation technique',
  /** Under a sector's card: how many of the clients above belong to it. */
  clientsShown: (count: number) => `${count} client${count > 1 ? 's' : ''} présenté${count > 1 ? 's' : ''} ci-dessus`,
};
