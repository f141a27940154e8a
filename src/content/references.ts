/**
 * Client references (SPEC §2 "References"): 18 clients in six sectors. The spec names no client, so these names are
 * illustrations, drawn as monograms, and the page says so.
 */

export type ReferenceSector = {
  id: 'telecoms' | 'banque' | 'industrie' | 'hotellerie' | 'distribution' | 'sante';
  title: string;
  description: string;
  /** What we typically install or maintain there. */
  work: readonly string[];
  icon: 'radio-tower' | 'landmark' | 'factory' | 'hotel' | 'shopping-cart' | 'heart-pulse';
};

export const referenceSectors: readonly ReferenceSector[] = [
  {
    id: 'telecoms',
    title: 'Télécommunications',
    description: 'Sites techniques, salles d’équipements et bureaux d’opérateurs qui ne peuvent pas s’arrêter.',
    work: ['Climatisation de précision des salles techniques', 'Énergie secourue et onduleurs', 'Câblage structuré et fibre'],
    icon: 'radio-tower',
  },
  {
    id: 'banque',
    title: 'Banque et assurance',
    description: 'Agences, sièges et salles serveurs où la sûreté et la continuité de service priment.',
    work: ['Contrôle d’accès et vidéosurveillance', 'Salles serveurs et sauvegarde', 'Maintenance multitechnique des agences'],
    icon: 'landmark',
  },
  {
    id: 'industrie',
    title: 'Industrie et mines',
    description: 'Usines de transformation, carrières et sites miniers, souvent loin des grandes villes.',
    work: ['Automatisation et supervision des lignes', 'Postes HTA/BT et armoires de puissance', 'Maintenance préventive des utilités'],
    icon: 'factory',
  },
  {
    id: 'hotellerie',
    title: 'Hôtellerie',
    description: 'Hôtels et résidences où le confort des clients et la facture d’énergie se jouent chaque nuit.',
    work: ['Climatisation et eau chaude solaire', 'Gestion technique du bâtiment', 'Wi-Fi et télévision par IP'],
    icon: 'hotel',
  },
  {
    id: 'distribution',
    title: 'Commerce et distribution',
    description: 'Magasins, entrepôts et plateformes logistiques ouverts du matin au soir, sept jours sur sept.',
    work: ['Froid et climatisation des surfaces de vente', 'Éclairage LED et solaire en toiture', 'Réseaux d’encaissement et caméras'],
    icon: 'shopping-cart',
  },
  {
    id: 'sante',
    title: 'Santé et pharmacie',
    description: 'Cliniques, laboratoires et grossistes pharmaceutiques aux exigences sanitaires strictes.',
    work: ['Traitement d’air des blocs et laboratoires', 'Groupes électrogènes et inverseurs de source', 'Suivi des températures de stockage'],
    icon: 'heart-pulse',
  },
];

export type ReferenceClient = { name: string; sector: ReferenceSector['id'] };

export const referenceClients: readonly ReferenceClient[] = [
  { name: 'Lagune Télécom', sector: 'telecoms' },
  { name: 'Savane Connect', sector: 'telecoms' },
  { name: 'Ébène Mobile', sector: 'telecoms' },
  { name: 'Banque Horizon', sector: 'banque' },
  { name: 'Crédit des Lagunes', sector: 'banque' },
  { name: 'Assurances Baobab', sector: 'banque' },
  { name: 'Cacao Process Industries', sector: 'industrie' },
  { name: 'Mines du Bandama', sector: 'industrie' },
  { name: 'Ciments de l’Ouest', sector: 'industrie' },
  { name: 'Hôtel Palmeraie', sector: 'hotellerie' },
  { name: 'Résidence Les Cocotiers', sector: 'hotellerie' },
  { name: 'Lodge Lagune Bleue', sector: 'hotellerie' },
  { name: 'Marché Plus', sector: 'distribution' },
  { name: 'Comptoir du Plateau', sector: 'distribution' },
  { name: 'Logistique Port Sud', sector: 'distribution' },
  { name: 'Clinique Les Manguiers', sector: 'sante' },
  { name: 'Pharma Distribution Sud', sector: 'sante' },
  { name: 'Laboratoire Bio Lagune', sector: 'sante' },
];

export const referencesText = {
  clientsTitle: 'Quelques-uns de nos clients',
  clientsIntro: 'Des opérateurs, des banques, des industriels, des hôtels, des enseignes et des établissements de santé.',
  illustrationNote:
    'Noms et logos présentés à titre d’illustration. Nos références détaillées, avec contacts, sont communiquées sur demande.',
  sectorsTitle: 'Les secteurs que nous servons',
  sectorsIntro: 'Chaque secteur a ses contraintes. Nos équipes les connaissent, et nos méthodes s’y adaptent.',
  ctaTitle: 'Votre entreprise pourrait être la prochaine',
  ctaText: 'Parlez-nous de votre site et de vos contraintes\u202f: nous vous mettons en relation avec un client de votre secteur.',
  ctaContact: 'Nous contacter',
  ctaConsultation: 'Réserver une consultation technique',
  /** Under a sector's card: how many of the clients above belong to it. */
  clientsShown: (count: number) => `${count} client${count > 1 ? 's' : ''} présenté${count > 1 ? 's' : ''} ci-dessus`,
};
