/**
 * The lead desk's words (issue 15): a request's history, notes, assignment, reply and follow-up, the list's filters
 * for them, and their refusals. The rest of the back-office's words are in content/admin.ts.
 */
import { formatFcfa } from '@/config/money';
import type { ContactChannel, LostReason, Outcome } from '@/config/requests';

const number = new Intl.NumberFormat('fr-FR');

/** A contact made outside the site (issue 32): what the history line and the desk's choice say. */
export const contactChannelLabels = {
  call: 'Appel passé',
  whatsapp: 'Message WhatsApp envoyé',
  visit: 'Visite planifiée',
} as const satisfies Record<ContactChannel, string>;

/** How a quote, a consultation or a demo ended (issue 32). */
export const outcomeLabels = {
  gagne: 'Gagné',
  perdu: 'Perdu',
  sans_suite: 'Sans suite',
} as const satisfies Record<Outcome, string>;

/** Why one was lost: the list staff pick from. */
export const lostReasonLabels = {
  prix: 'Prix jugé trop élevé',
  concurrent: 'Choix d’un concurrent',
  delai: 'Délai trop long',
  budget: 'Budget non disponible',
  sans_reponse: 'Client injoignable',
  abandon: 'Projet abandonné',
  autre: 'Autre raison',
} as const satisfies Record<LostReason, string>;

/** An outcome as a card and a history line write it: « Gagné · 1 500 000 FCFA », « Perdu · Délai trop long ». */
export const outcomeOf = (outcome: Outcome, amount: number | null, reason: LostReason | null) =>
  [outcomeLabels[outcome], amount !== null ? formatFcfa(amount) : null, reason ? lostReasonLabels[reason] : null]
    .filter(Boolean)
    .join(' · ');

/** Each kind of line of a request's history, in the order a reader meets them. */
export const historyText = {
  heading: 'Historique',
  empty: 'Aucune action depuis la réception.',
  status: (by: string, from: string, to: string) => `${by}\u202f: ${from} → ${to}`,
  assigned: (by: string, to: string) => `${by} a attribué la demande à ${to}`,
  unassigned: (by: string) => `${by} a retiré l’attribution`,
  note: (by: string) => `Note de ${by}`,
  noteRemovedMark: '(note supprimée)',
  noteRemoved: (by: string) => `${by} a supprimé une note`,
  reply: (by: string, subject: string) => `${by} a répondu par e-mail\u202f: « ${subject} »`,
  contact: (by: string, channel: ContactChannel) => `${by}\u202f: ${contactChannelLabels[channel]}`,
  /** `on`: the follow-up's day, written out (formatLongDate). */
  followUp: (by: string, on: string) => `${by}\u202f: relancer le ${on}`,
  followUpCleared: (by: string) => `${by} a retiré la relance`,
  outcome: (by: string, outcome: string) => `${by}\u202f: ${outcome}`,
  outcomeCleared: (by: string) => `${by} a retiré l’issue de la demande`,
  csvExport: (by: string) => `${by} a exporté la demande en CSV`,
  export: (by: string) => `${by} a exporté les données de cette personne`,
  erasure: (by: string) => `${by} a effacé les données de cette personne`,
  removeNote: 'Supprimer ma note',
  confirmRemoveNote: 'Confirmer la suppression',
} as const;

/**
 * Where a request stands against its response promise (config/response-promises.ts), on its card. Durations come
 * written out ("3 h 05", lib/dates.ts' formatDuration); `by`: the due time, written out.
 */
export const responseText = {
  dueIn: (left: string, by: string) => `Réponse attendue d’ici ${left} (avant le ${by})`,
  late: (over: string) => `En retard de ${over}`,
  kept: (took: string) => `Première réponse en ${took}\u202f: promesse tenue`,
  missed: (took: string, over: string) => `Première réponse en ${took}, ${over} après l’échéance`,
  officeHours: ' (heures d’ouverture)',
} as const;

/** The desk's panel on a request's own page. */
export const deskText = {
  heading: 'Suivi',
  assignment: 'Attribution',
  assignTo: 'Attribuer à…',
  nobody: 'Personne',
  assign: 'Attribuer',
  assignToMe: 'Me l’attribuer',
  assignedTo: (who: string) => `Attribuée à ${who}`,
  assignedToYou: 'Attribuée à vous',
  unassigned: 'Non attribuée',
  assignedTitle: 'Attribution enregistrée',
  followUp: 'Relance',
  noFollowUp: 'Aucune relance prévue',
  followUpOn: 'Relancer le…',
  setFollowUp: 'Enregistrer la relance',
  clearFollowUp: 'Retirer la relance',
  /** `on`: the follow-up's day, written out (formatLongDate). */
  followUpSet: (on: string) => `Relancer le ${on}`,
  followUpOverdue: (on: string) => `Relance en retard (${on})`,
  followUpTitle: 'Relance enregistrée',
  /** The day is typed day first, whatever the browser's language (a date field would read mm/dd/yyyy in English). */
  followUpHint: 'jj/mm/aaaa, par exemple 02/12/2026',
  followUpPicks: [
    { days: 1, label: 'Demain' },
    { days: 3, label: 'Dans 3 jours' },
    { days: 7, label: 'Dans une semaine' },
  ],
  followUpPicksLabel: 'Dates proposées',
  noteHeading: 'Ajouter une note',
  noteLabel: 'Note interne (visible du personnel seulement)',
  addNote: 'Ajouter la note',
  noteAddedTitle: 'Note ajoutée',
  noteRemovedTitle: 'Note supprimée',
  replyHeading: 'Répondre',
  replyTo: 'À',
  replySubject: 'Objet',
  replyText: 'Message',
  replyHint:
    'Envoyé depuis l’adresse du site\u202f; la réponse du visiteur vous parviendra directement. Le message est conservé dans l’historique.',
  send: 'Envoyer la réponse',
  sentTitle: 'Réponse envoyée',
  sent: (to: string) => `Le message part pour ${to}.`,
  sentAndMoved: (to: string) => `Le message part pour ${to}\u202f; la demande passe « En cours ».`,
  replySubjectOf: (topic: string) => `Votre demande\u202f: ${topic}`,
  contactHeading: 'Contact hors du site',
  contactChannel: 'Contact',
  contactNote: 'Note (facultative)',
  contactHint: 'Un appel, un message WhatsApp ou une visite comptent comme une réponse au visiteur.',
  logContact: 'Enregistrer le contact',
  contactLoggedTitle: 'Contact enregistré',
  contactLoggedAndMoved: 'La demande passe « En cours ».',
  noEmailReply: 'Cette demande n’a pas d’adresse e-mail\u202f: rappelez le visiteur au numéro indiqué.',
  working: 'Enregistrement...',
  sending: 'Envoi...',
  errorTitle: 'Suivi',
  characters: (count: number, max: number) => `${number.format(count)} / ${number.format(max)} caractères`,
} as const;

/** Bulk actions on the requests selected in the list (components/admin/bulk-actions.tsx, issue 32). */
export const bulkText = {
  title: 'Actions groupées',
  select: (name: string) => `Sélectionner la demande de ${name}`,
  selectAll: 'Tout sélectionner sur cette page',
  selected: (count: number) =>
    count === 0
      ? 'Aucune demande sélectionnée'
      : `${number.format(count)} demande${count > 1 ? 's' : ''} sélectionnée${count > 1 ? 's' : ''}`,
  action: 'Action',
  actions: {
    assign: 'Attribuer à…',
    en_cours: 'Passer « En cours »',
    traite: 'Passer « Traité »',
    'follow-up': 'Relancer le…',
    export: 'Exporter en CSV',
  },
  apply: 'Appliquer',
  pickOne: 'Sélectionnez au moins une demande.',
  done: (count: number) =>
    count === 0
      ? 'Rien à changer\u202f: les demandes sélectionnées l’étaient déjà.'
      : `${number.format(count)} demande${count > 1 ? 's' : ''} modifiée${count > 1 ? 's' : ''}.`,
  exported: 'Le fichier CSV des demandes sélectionnées se télécharge.',
  gone: 'Certaines demandes sélectionnées n’existent plus\u202f: rechargez la liste.',
} as const;

/** The outcome of a quote, a consultation or a demo, on its page (components/admin/outcome-panel.tsx). */
export const outcomeText = {
  heading: 'Issue de la demande',
  hint: 'Une issue clôt la demande (« Traité »)\u202f; elle compte dans les résultats par provenance, service et page.',
  none: 'Aucune issue pour l’instant.',
  current: (outcome: string) => `Issue\u202f: ${outcome}`,
  choice: 'Issue',
  amount: 'Montant (FCFA, facultatif)',
  amountHint: 'En chiffres, par exemple 1 500 000',
  reason: 'Raison',
  pickReason: 'Choisissez une raison…',
  save: 'Enregistrer l’issue',
  clear: 'Retirer l’issue',
  savedTitle: 'Issue enregistrée',
  clearedTitle: 'Issue retirée',
  closed: 'La demande passe « Traité ».',
} as const;

/** The list's desk filters and the summary's counts. */
export const deskFilterText = {
  assignment: 'Attribution',
  everyone: 'Toutes',
  mine: 'Mes demandes',
  unassigned: 'Non attribuées',
  followUps: 'À relancer',
  followUpsHint: 'Les relances en retard d’abord',
  late: 'En retard',
  lateHint: 'Sans première réponse après l’échéance promise',
  channel: 'Provenance',
  allChannels: 'Toutes les provenances',
  none: 'Aucune',
  perKind: (kind: string, count: number) => `${kind}\u202f: ${number.format(count)}`,
  channelsTitle: (days: number) => `Provenance des demandes (${days} derniers jours)`,
  direct: 'Accès direct ou inconnu',
  /** The line that sums the channels past the summary's first ones. */
  otherChannels: 'Autres',
  otherChannelsCount: (channels: number) => `${number.format(channels)} provenance${channels > 1 ? 's' : ''}`,
  many: (count: number) => `Plus de ${number.format(count)} résultats`,
} as const;

/** The desk's refusals, each shown as the toast's description. */
export const deskMessages = {
  notYourNote: 'Seul l’auteur d’une note peut la supprimer.',
  notStaff: 'Cette personne ne fait plus partie de l’équipe.',
  notLeadStaff:
    'Cette personne ne traite pas les demandes\u202f: seuls les agents et les administrateurs peuvent en recevoir.',
  noEmail: 'Cette demande n’a pas d’adresse e-mail\u202f: impossible d’y répondre par e-mail.',
  followUpRange: 'Choisissez une date de relance entre aujourd’hui et dans un an.',
  followUpFormat: 'Date non reconnue : écrivez-la jj/mm/aaaa, par exemple 02/12/2026.',
  failed: 'Impossible d’enregistrer\u202f: réessayez dans un instant.',
  lostReason: 'Indiquez pourquoi la demande est perdue.',
  amountFormat: 'Montant non reconnu\u202f: écrivez-le en chiffres, en FCFA, par exemple 1 500 000.',
} as const;

/** The desk filters' words in the back-office's URL (`/admin?attribuee=moi&relance=1&provenance=facebook`). */
export const deskParams = {
  assignee: 'attribuee',
  mine: 'moi',
  nobody: 'personne',
  followUps: 'relance',
  late: 'retard',
  channel: 'provenance',
} as const;

/** The side list of /admin: the views of the open kind, then the kinds. */
export const deskViewText = {
  views: (kind: string) => `Vues de l’onglet ${kind}`,
  viewsTitle: 'Vues',
  labels: {
    all: deskFilterText.everyone,
    mine: deskFilterText.mine,
    unassigned: deskFilterText.unassigned,
    late: deskFilterText.late,
    followUps: deskFilterText.followUps,
  },
  kindsTitle: 'Types de demandes',
  /** A count past the cap (« En retard » is counted, not read from a counter). */
  capped: (cap: number) => `${number.format(cap)}+`,
  count: (count: number) => number.format(count),
} as const;

/** The desk's keyboard shortcuts (components/admin/desk-shortcuts.tsx) and their list, opened by `?`. */
export const shortcutText = {
  title: 'Raccourcis clavier',
  intro: 'Hors d’un champ de saisie, sur la liste des demandes et sur une demande\u202f:',
  close: 'Fermer',
  keys: [
    { keys: ['j'], label: 'Demande suivante' },
    { keys: ['k'], label: 'Demande précédente' },
    { keys: ['o', 'Entrée'], label: 'Ouvrir la demande choisie' },
    { keys: ['x'], label: 'Sélectionner la demande choisie (actions groupées)' },
    { keys: ['a'], label: 'Me l’attribuer (sur une demande)' },
    { keys: ['t'], label: 'Marquer « Traité »' },
    { keys: ['/'], label: 'Rechercher' },
    { keys: ['u'], label: 'Retour à la liste' },
    { keys: ['?'], label: 'Afficher cette liste' },
  ],
  or: 'ou',
} as const;

/** The response promises over a period (/admin/statistiques). */
export const statsText = {
  path: '/admin/statistiques',
  link: 'Délais de réponse',
  heading: 'Délais de réponse',
  intro:
    'Le délai de la première réponse (réponse par e-mail, contact noté ou passage « En cours ») des demandes reçues sur la période, compté comme chaque promesse le dit\u202f: jour et nuit, ou en heures d’ouverture pour le support non critique. Une demande encore sans réponse après son échéance compte comme une promesse manquée.',
  from: 'Du',
  to: 'Au',
  dayHint: 'jj/mm/aaaa',
  show: 'Afficher',
  periodLabel: 'Période',
  quickPeriods: [
    { days: 7, label: '7 derniers jours' },
    { days: 30, label: '30 derniers jours' },
    { days: 90, label: '90 derniers jours' },
    { days: 365, label: '12 derniers mois' },
  ],
  problems: {
    format: 'Date non reconnue\u202f: écrivez-la jj/mm/aaaa. Voici les 30 derniers jours.',
    order: 'La fin de la période précède son début. Voici les 30 derniers jours.',
    length: 'Choisissez une période d’un an au plus. Voici les 30 derniers jours.',
  },
  caption: (from: string, to: string) => `Premières réponses aux demandes reçues du ${from} au ${to}`,
  columns: {
    group: 'Type de demande',
    promise: 'Promesse',
    answered: 'Réponses',
    median: 'Médiane',
    p90: '90ᵉ centile',
    kept: 'Dans les délais',
    lateWaiting: 'En retard, sans réponse',
  },
  groups: {
    quotes: 'Devis',
    contacts: 'Messages',
    support: 'Support technique',
    consultations: 'Consultations',
    demos: 'Démonstrations',
  },
  none: '—',
  share: (share: number, kept: number, of: number) =>
    `${Math.round(share * 100)}\u00a0% (${number.format(kept)} sur ${number.format(of)})`,
  estimate:
    'La médiane et le 90ᵉ centile sont estimés par tranches de temps : à la minute près jusqu’à 10 min, à 10 % près au-delà.',
  latestTitle: 'Dernières demandes de la période',
  latestEmpty: 'Aucune demande sur cette période.',
  waiting: 'En attente de réponse',
} as const;

/** The results of quotes, consultations and demos over a period (/admin/resultats, issue 32). */
export const resultsText = {
  path: '/admin/resultats',
  csvPath: '/api/admin/results',
  link: 'Résultats',
  heading: 'Résultats',
  intro:
    'Les devis, consultations et démonstrations reçus sur la période, et ce qu’ils sont devenus\u202f: gagnés, perdus ou sans suite. La conversion est la part des demandes reçues qui ont été gagnées.',
  dimensionLabel: 'Par',
  dimensions: { channel: 'Provenance', service: 'Service', page: 'Page d’origine' },
  kindLabel: 'Demandes',
  everyKind: 'Toutes',
  caption: (by: string, from: string, to: string) => `${by}\u202f: demandes reçues du ${from} au ${to}`,
  chartTitle: 'Conversion',
  chartLine: (conversion: string, won: number, received: number) =>
    `${conversion} (${number.format(won)} sur ${number.format(received)})`,
  chartMore: (count: number) =>
    `Les ${number.format(count)} premières lignes\u202f; toutes sont dans le tableau et le CSV.`,
  columns: {
    received: 'Reçues',
    won: 'Gagnées',
    lost: 'Perdues',
    dropped: 'Sans suite',
    open: 'En cours',
    conversion: 'Conversion',
    conversionPercent: 'Conversion (%)',
    amount: 'Montant gagné (FCFA)',
  },
  emptyValue: { channel: 'Accès direct', service: 'Sans service', page: 'Page inconnue' },
  total: 'Total',
  empty: 'Aucune demande reçue sur cette période.',
  csv: 'Télécharger en CSV',
  percent: (share: number | null) =>
    share === null ? '—' : `${(Math.round(share * 1000) / 10).toLocaleString('fr-FR')}\u00a0%`,
  count: (count: number) => number.format(count),
} as const;

/** A person's other requests, on a request's page, and a person's page (/admin/personne). */
export const personText = {
  othersTitle: (count: number) => `Autres demandes de cette personne (${number.format(count)})`,
  othersIntro: 'Même adresse e-mail ou même numéro de téléphone, quel que soit le type de demande.',
  none: 'Aucune autre demande avec cette adresse ou ce numéro.',
  duplicate: 'Doublon\u202f?',
  duplicateHint: (days: number) => `Reçue à moins de ${days} jours de celle-ci`,
  all: 'Voir toutes ses demandes',
  heading: 'Demandes d’une personne',
  intro: 'Toutes les demandes avec cette adresse e-mail ou ce numéro de téléphone, les plus récentes d’abord.',
  email: 'Adresse e-mail',
  phone: 'Téléphone',
  notFound: 'Indiquez une adresse e-mail ou un numéro de téléphone valide\u202f: /admin/personne?email=… ou ?tel=…',
  count: (count: number) => `${number.format(count)} demande${count > 1 ? 's' : ''}`,
} as const;
