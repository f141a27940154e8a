/** Labels and messages of the back-office (SPEC §4, §8), reproduced exactly where SPEC quotes them. */

export const requestStatuses = [
  { id: 'nouveau', label: 'Nouveau', tone: 'blue' },
  { id: 'en_cours', label: 'En cours', tone: 'yellow' },
  { id: 'traite', label: 'Traité', tone: 'green' },
] as const;

export const newsletterStatuses = [
  { id: 'pending', label: 'En attente de confirmation', tone: 'slate' },
  { id: 'confirmed', label: 'Confirmé', tone: 'green' },
  { id: 'unsubscribed', label: 'Désinscrit', tone: 'red' },
] as const;

export type RequestStatus = (typeof requestStatuses)[number]['id'];
export type StatusTone = (typeof requestStatuses)[number]['tone'] | (typeof newsletterStatuses)[number]['tone'];

/** SPEC §4: staff set a request 'en cours' or 'traité', never back to 'nouveau'. */
export const settableStatuses = ['en_cours', 'traite'] as const satisfies readonly RequestStatus[];
export type SettableStatus = (typeof settableStatuses)[number];

/** The back-office tabs, in order: SPEC's two first, then what staff need besides. `slug` is the URL's `onglet`. */
export const adminTabs = [
  { slug: 'contacts', label: 'Contacts', empty: 'Aucun contact trouvé', csvName: 'contacts' },
  { slug: 'devis', label: 'Devis', empty: 'Aucune demande de devis trouvée', csvName: 'devis' },
  { slug: 'consultations', label: 'Consultations', empty: 'Aucune demande de consultation trouvée', csvName: 'consultations' },
  { slug: 'demos', label: 'Démos', empty: 'Aucune demande de démonstration trouvée', csvName: 'demos' },
  { slug: 'newsletter', label: 'Newsletter', empty: 'Aucun abonné trouvé', csvName: 'newsletter' },
] as const;

export type AdminKind = (typeof adminTabs)[number]['slug'];
export const adminKinds = adminTabs.map((tab) => tab.slug) as AdminKind[];

export const adminMessages = {
  statusUpdated: 'Statut mis à jour',
  statusFailed: 'Impossible de mettre à jour le statut',
  loadFailed: 'Impossible de charger les données',
  forbidden: 'Accès réservé aux administrateurs.',
  notFound: 'Cette demande n’existe plus.',
  filtered: 'Aucun résultat pour ces critères.',
} as const;

/** The summary's warning about mails the site gave up sending, shown only when there are some. */
export const failedMailsNotice = (count: number) =>
  `Attention\u202f: ${new Intl.NumberFormat('fr-FR').format(count)} ${count > 1 ? 'e-mails du site n’ont' : 'e-mail du site n’a'} pas pu être remis (adresse refusée ou messagerie injoignable).`;

/** Requests shown per page of a tab. */
export const ADMIN_PAGE_SIZE = 20;
/** Days covered by the summary's chart. */
export const SUMMARY_DAYS = 30;
