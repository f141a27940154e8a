/**
 * Every French word of the back-office (SPEC §4, §8), reproduced exactly where SPEC quotes them. The ids they label
 * (statuses, kinds of request, columns) are the database schema's: a label missing for one of them fails to compile.
 */
import type { Attribution, NewsletterStatus, RequestStatus, StoredKind } from '@/config/requests';
import type { consultations, contacts, demoRequests, newsletterSubscribers, quotes } from '@/server/db/schema';
import { requestFieldLabels } from './request-fields';

const number = new Intl.NumberFormat('fr-FR');

export type StatusTone = 'blue' | 'yellow' | 'green' | 'slate' | 'red';
type StatusLabel = { label: string; tone: StatusTone };

/** SPEC §4: 'Nouveau' blue, 'En cours' yellow, 'Traité' green. */
export const requestStatusLabels = {
  nouveau: { label: 'Nouveau', tone: 'blue' },
  en_cours: { label: 'En cours', tone: 'yellow' },
  traite: { label: 'Traité', tone: 'green' },
} as const satisfies Record<RequestStatus, StatusLabel>;

/** A subscriber's own status, shown but never set by staff. */
export const newsletterStatusLabels = {
  pending: { label: 'En attente de confirmation', tone: 'slate' },
  confirmed: { label: 'Confirmé', tone: 'green' },
  unsubscribed: { label: 'Désinscrit', tone: 'red' },
} as const satisfies Record<NewsletterStatus, StatusLabel>;

/** Every status's label, whatever the kind: the two lists share no id. */
export const statusLabels: Record<RequestStatus | NewsletterStatus, StatusLabel> = {
  ...requestStatusLabels,
  ...newsletterStatusLabels,
};

type Tab = {
  /** The tab's word in the URL (`/admin?onglet=devis`): the only place a kind has a French name besides its labels. */
  slug: string;
  label: string;
  /** SPEC §8 for the first two. */
  empty: string;
  /** The CSV's file name, before its date. */
  csvName: string;
};

/** The back-office's tabs, by kind of request (their order is `storedKinds`': SPEC's two first, then what staff need). */
export const adminTabs = {
  contacts: { slug: 'contacts', label: 'Contacts', empty: 'Aucun contact trouvé', csvName: 'contacts' },
  quotes: { slug: 'devis', label: 'Devis', empty: 'Aucune demande de devis trouvée', csvName: 'devis' },
  consultations: {
    slug: 'consultations',
    label: 'Consultations',
    empty: 'Aucune demande de consultation trouvée',
    csvName: 'consultations',
  },
  demos: { slug: 'demos', label: 'Démos', empty: 'Aucune demande de démonstration trouvée', csvName: 'demos' },
  newsletter: { slug: 'newsletter', label: 'Newsletter', empty: 'Aucun abonné trouvé', csvName: 'newsletter' },
} as const satisfies Record<StoredKind, Tab>;

type RequestRow = (
  typeof contacts | typeof quotes | typeof consultations | typeof demoRequests | typeof newsletterSubscribers
)['$inferSelect'];
/** Every column of every request table (a union's own keyof would keep the shared ones only). */
type Columns = RequestRow extends infer Row ? (Row extends unknown ? keyof Row : never) : never;

/** The label of each column the detail view and the CSV show, by the column's key in the schema. */
// What the back-office shows apart (the source, a support request's priority in its card), or never as a column.
const { priority, issue, slot, photos, source, ...shownFieldLabels } = requestFieldLabels;
export const fieldLabels = {
  ...shownFieldLabels,
  confirmedAt: 'Confirmé le',
} as const satisfies Partial<Record<Columns, string>>;
export type FieldKey = keyof typeof fieldLabels;

/** What the search box says it searches. */
export const searchHints = {
  person: 'Nom, email, entreprise ou téléphone',
  email: 'Email',
} as const;

/** A request's attribution, as its detail shows it (the UTM parameters by their usual names). */
export const attributionLabels = {
  utmSource: 'Source de campagne (utm_source)',
  utmMedium: 'Support (utm_medium)',
  utmCampaign: 'Campagne (utm_campaign)',
  utmTerm: 'Terme (utm_term)',
  utmContent: 'Contenu (utm_content)',
  referrer: 'Site référent',
} as const satisfies Record<keyof Attribution, string>;

/** The CSV's columns besides the fields of the kind. */
export const csvColumns = {
  date: 'Date',
  status: 'Statut',
  source: 'Source',
  assignee: 'Attribuée à',
  followUp: 'Relance',
  channel: 'Provenance',
  medium: attributionLabels.utmMedium,
  campaign: attributionLabels.utmCampaign,
  referrer: attributionLabels.referrer,
} as const;

/** The page, its summary, its list and its cards. */
export const adminText = {
  backToRequests: 'Retour aux demandes',
  signedInAs: 'Connecté en tant que',
  overview: 'Vue d’ensemble',
  /** The list of settings worth a look, above the overview (server/settings.ts). */
  settingsNotices: 'Réglages à vérifier',
  perDayTitle: (days: number) => `Demandes reçues par jour (${days} derniers jours)`,
  chartMax: (max: number) => `max ${number.format(max)}`,
  chartLabel: (summary: string) => `Demandes par jour\u202f: ${summary}`,
  chartBar: (day: string, count: number) => `${day}\u202f: ${number.format(count)}`,
  chartSummary: (total: number, days: number, busiest: { day: string; count: number } | null) =>
    `${number.format(total)} demande${total > 1 ? 's' : ''} sur ${days} jours${busiest ? ` · au plus ${number.format(busiest.count)} le ${busiest.day}` : ''}`,
  requests: 'Demandes',
  tabs: 'Types de demandes',
  searchIn: (tab: string) => `Rechercher dans ${tab}`,
  search: 'Rechercher',
  status: 'Statut',
  allStatuses: 'Tous les statuts',
  filter: 'Filtrer',
  exportCsv: 'Exporter CSV',
  results: (count: number) => `${number.format(count)} résultat${count > 1 ? 's' : ''}`,
  clearFilters: 'Effacer les filtres',
  pagination: 'Pagination',
  previous: 'Précédente',
  next: 'Suivante',
  pageOf: (page: number, count: number) => `Page ${number.format(page)} sur ${number.format(count)}`,
} as const;

/** A request's card. */
export const cardText = {
  receivedOn: 'Reçue le',
  /** A request without an email (a call-back): the card says so, and offers the phone instead. */
  noEmail: 'Pas d’adresse e-mail',
  callBack: 'Rappeler au',
  details: 'Détail',
  detailsAndHistory: 'Détail et historique',
  source: 'Source',
  reference: 'Référence',
  channel: (channel: string) => `via ${channel}`,
  /** A request's own page (/admin/demandes/<onglet>/<id>). */
  permalinkTitle: 'Demande',
  permalinkIntro: (tab: string) => `Onglet ${tab}\u202f: tout ce que la demande contient, son suivi et son historique.`,
  backToTab: (tab: string) => `Retour à l’onglet ${tab}`,
  /** The list beside a request on a desktop. */
  listBeside: (tab: string) => `Liste de l’onglet ${tab}`,
} as const;

/** The buttons that set a request's status. */
export const statusControlText = {
  group: (name: string) => `Changer le statut de ${name}`,
  busy: 'Mise à jour...',
  mark: (status: string) => `Marquer « ${status} »`,
  done: (name: string, status: string) => `${name}\u202f: ${status}`,
} as const;

export const adminMessages = {
  statusUpdated: 'Statut mis à jour',
  statusFailed: 'Impossible de mettre à jour le statut',
  loadFailed: 'Impossible de charger les données',
  exportByLink: `Un export se lance depuis la liste des demandes, avec son bouton « ${adminText.exportCsv} ».`,
  filtered: 'Aucun résultat pour ces critères.',
  signInRequired: 'Connectez-vous avec un compte de l’équipe.',
  sessionExpired: 'Votre session a expiré\u202f: reconnectez-vous pour continuer.',
  twoFactorSetup: 'Activez la double authentification pour accéder au back-office.',
  forbidden: 'Accès réservé aux administrateurs.',
  invalid: 'Demande invalide\u202f: rien n’a été modifié.',
  notFound: 'Cette demande n’existe plus.',
  tooLarge: 'Demande trop volumineuse.',
} as const;

/** The summary's warning about mails the site gave up sending, shown only when there are some. */
export const failedMailsNotice = (count: number) =>
  `Attention\u202f: ${number.format(count)} ${count > 1 ? 'e-mails du site n’ont' : 'e-mail du site n’a'} pas pu être remis (adresse refusée ou messagerie injoignable).`;

/** The hourly cap on mails to visitors has dropped some in the last day (server/mail/visitor-caps.ts). */
export const droppedVisitorMailsNotice = (count: number, perHour: number) =>
  `Attention\u202f: ${number.format(count)} ${count > 1 ? 'e-mails aux visiteurs (accusés de réception, confirmations, mots de passe) n’ont' : 'e-mail aux visiteurs (accusé de réception, confirmation, mot de passe) n’a'} pas été ${count > 1 ? 'envoyés' : 'envoyé'} depuis 24\u00a0h\u202f: le plafond de ${number.format(perHour)} par heure a été atteint. Les demandes, elles, sont toutes enregistrées. Si ce n’est pas une attaque, relevez le plafond.`;

/** Requests shown per page of a tab. */
export const ADMIN_PAGE_SIZE = 20;
/** Days covered by the summary's chart. */
export const SUMMARY_DAYS = 30;

/** The audit log's page (/admin/journal), admins only. */
export const auditText = {
  link: 'Journal d’audit',
  heading: 'Journal d’audit',
  intro:
    'Connexions du personnel, double authentification, invitations, rôles, changements de statut et exports CSV\u202f: qui, quand, depuis quelle adresse. Conservé un an.',
  action: 'Action',
  allActions: 'Toutes les actions',
  search: 'Adresse e-mail',
  filter: 'Filtrer',
  columns: { at: 'Date', action: 'Action', actor: 'Qui', target: 'Objet', ip: 'Adresse IP' },
  empty: 'Aucune entrée pour ces critères.',
  older: 'Entrées plus anciennes',
  adminsOnly: 'Le journal d’audit est réservé aux administrateurs.',
} as const;

/** Each audited action as the journal names it. */
export const auditActionLabels = {
  'sign-in': 'Connexion',
  'sign-in-failed': 'Connexion refusée',
  'sign-in-locked': 'Connexion bloquée (trop d’échecs)',
  'sign-in-unlocked': 'Connexion débloquée',
  'sign-in-recovery-code': 'Connexion avec un code de secours',
  'two-factor-failed': 'Code de vérification refusé',
  'two-factor-enrolled': 'Double authentification activée',
  'two-factor-reset': 'Application d’authentification réinitialisée',
  'recovery-codes-renewed': 'Codes de secours renouvelés',
  'sign-out-everywhere': 'Déconnexion de toutes les sessions',
  'invitation-sent': 'Invitation envoyée',
  'invitation-cancelled': 'Invitation annulée',
  'invitation-accepted': 'Invitation acceptée',
  'role-grant': 'Rôle accordé',
  'role-revoke': 'Accès retiré',
  'status-change': 'Changement de statut',
  'csv-export': 'Export CSV',
  'personal-data-export': 'Export des données d’une personne',
  'personal-data-erasure': 'Effacement des données d’une personne',
  'article-scheduled': 'Article programmé',
  'article-published': 'Article publié',
  'article-unpublished': 'Article dépublié',
  'article-deleted': 'Article supprimé',
  'showcase-published': 'Vitrine mise à jour',
  'showcase-deleted': 'Supprimé de la vitrine',
} as const;

/** The staff (/admin/equipe, admins only) and the acceptance of an invitation (/auth/invitation). */
export const teamText = {
  path: '/admin/equipe',
  link: 'Équipe',
  heading: 'Équipe',
  intro:
    'Les comptes qui ont accès au back-office. Invitez un membre par email\u202f: il choisit son mot de passe avec le lien reçu, puis active la double authentification. Un agent traite les demandes\u202f; la rédaction publie les articles, les références et les partenaires, sans accès aux demandes\u202f; un administrateur fait tout cela, gère aussi l’équipe et lit le journal d’audit.',
  roles: { admin: 'administrateur', agent: 'agent', editor: 'rédaction' },
  roleLabel: 'Rôle',
  emailLabel: 'Adresse email',
  invite: 'Inviter',
  inviting: 'Envoi...',
  inviteHeading: 'Inviter un membre',
  invitedTitle: 'Invitation envoyée',
  invited: (email: string, days: number) => `${email} a reçu un lien valable ${days} jours.`,
  membersHeading: 'Membres',
  columns: { email: 'Email', role: 'Rôle', twoFactor: 'Double authentification', actions: 'Actions' },
  twoFactorOn: 'Activée',
  twoFactorOff: 'À activer',
  you: '(vous)',
  changeRole: (email: string) => `Rôle de ${email}`,
  roleChangedTitle: 'Rôle modifié',
  revoke: 'Retirer l’accès',
  confirmRevoke: 'Confirmer le retrait',
  revokedTitle: 'Accès retiré',
  /** A member whose sign-in is locked on some network after too many failures (server/auth/lockout.ts). */
  locked: (until: string) => `Connexion bloquée jusqu’à ${until} après trop d’échecs`,
  unlock: 'Débloquer la connexion',
  unlockedTitle: 'Connexion débloquée',
  unlocked: (email: string) => `${email} peut de nouveau se connecter.`,
  revoked: (email: string) => `${email} n’a plus accès au back-office\u202f: ses sessions sont fermées.`,
  invitationsHeading: 'Invitations en attente',
  noInvitations: 'Aucune invitation en attente.',
  invitedBy: (email: string) => `invité par ${email}`,
  expires: (date: string) => `expire le ${date}`,
  cancel: 'Annuler l’invitation',
  cancelledTitle: 'Invitation annulée',
  errorTitle: 'Équipe',
  adminsOnly: 'La gestion de l’équipe est réservée aux administrateurs.',
  alreadyMember: (email: string) => `${email} fait déjà partie de l’équipe\u202f: changez son rôle dans la liste.`,
  lastAdmin: 'C’est le dernier administrateur\u202f: nommez-en un autre d’abord.',
  acceptPath: '/auth/invitation',
  acceptPage: {
    title: 'Rejoindre l’équipe',
    heading: 'Rejoindre l’équipe',
    metaDescription: 'Acceptez votre invitation au back-office.',
    intro:
      'Choisissez le mot de passe de votre compte du personnel. À votre première connexion, vous activerez la double authentification.',
  },
  acceptFor: (email: string, role: string) => `Invitation pour ${email}, en tant que ${role}.`,
  passwordLabel: 'Mot de passe',
  passwordHint: (min: number) =>
    `Au moins ${min} caractères, pas un mot de passe courant (une phrase de plusieurs mots convient).`,
  accept: 'Rejoindre l’équipe',
  accepting: 'Enregistrement...',
  acceptedTitle: 'Bienvenue dans l’équipe',
  accepted: 'Connectez-vous avec votre email et ce mot de passe pour activer la double authentification.',
  invitationInvalid:
    'Cette invitation n’est plus valable (déjà utilisée, annulée ou expirée). Demandez-en une nouvelle à un administrateur.',
} as const;

/** A staff member's second factor (/admin/securite): enrolling the authenticator, renewing codes, changing phone. */
export const securityText = {
  path: '/admin/securite',
  link: 'Double authentification',
  heading: 'Double authentification',
  introEnrol:
    'Le back-office contient les données personnelles des visiteurs\u202f: chaque compte du personnel se connecte avec son mot de passe, puis un code à usage unique de son application d’authentification (Google Authenticator, Microsoft Authenticator, FreeOTP, 2FAS…).',
  introEnrolled: 'Votre compte demande un code de votre application d’authentification à chaque connexion.',
  optional:
    'Sur ce site, la double authentification est encore facultative pour le personnel. Activez-la dès maintenant\u202f: elle sera bientôt exigée.',
  passwordLabel: 'Votre mot de passe',
  start: 'Commencer',
  starting: 'Préparation...',
  scanHeading: '1. Ajoutez ce compte à votre application',
  scanIntro: 'Scannez le QR code avec votre application, ou saisissez la clé de configuration.',
  qrLabel: 'QR code de configuration',
  keyLabel: 'Clé de configuration',
  confirmHeading: '2. Saisissez le code affiché',
  codeLabel: 'Code à 6 chiffres',
  confirm: 'Activer la double authentification',
  confirming: 'Activation...',
  codesHeading: 'Vos codes de secours',
  codesIntro: (count: number) =>
    `Chacun de ces ${count} codes ouvre votre compte une seule fois, si vous n’avez pas votre téléphone. Conservez-les ailleurs que sur ce téléphone (gestionnaire de mots de passe, feuille rangée)\u202f: ils ne seront plus affichés.`,
  codesFile: 'codes-de-secours.txt',
  codesFileHeading: (email: string) =>
    `Codes de secours du back-office, compte ${email}\nChaque code ne sert qu’une fois.`,
  download: 'Télécharger',
  copy: 'Copier',
  copiedTitle: 'Codes copiés',
  copied: 'Collez-les dans votre gestionnaire de mots de passe.',
  kept: 'J’ai conservé mes codes',
  enrolledTitle: 'Double authentification activée',
  enrolled: 'Un code vous sera demandé à chaque connexion.',
  renewHeading: 'Renouveler les codes de secours',
  renewIntro:
    'Les anciens codes cessent aussitôt de fonctionner. Utile si vous en avez utilisé plusieurs ou si la liste a pu être vue.',
  renew: 'Renouveler les codes',
  renewedTitle: 'Nouveaux codes de secours',
  resetHeading: 'Changer d’application d’authentification',
  resetIntro:
    'Nouveau téléphone\u202f? Confirmez avec un code actuel ou un code de secours\u202f: l’ancienne configuration est supprimée, et vous en enregistrez aussitôt une nouvelle.',
  reset: 'Changer d’application',
  resetTitle: 'Ancienne application retirée',
  resetDone: 'Enregistrez maintenant votre nouvelle application.',
  currentCodeLabel: 'Code actuel ou code de secours',
  working: 'Vérification...',
  errorTitle: 'Double authentification',
} as const;

/** A staff member's own page (/admin/compte): their sessions, and signing out everywhere. */
export const ownAccountText = {
  link: 'Mes sessions',
  heading: 'Mes sessions',
  intro: (idleMinutes: number, hours: number) =>
    `Les appareils connectés à votre compte. Une session du personnel se ferme après ${idleMinutes} minutes sans activité, et au plus tard ${hours} heures après la connexion.`,
  columns: { since: 'Connectée le', lastSeen: 'Dernière activité', ip: 'Adresse IP' },
  current: 'cette session',
  unknownDevice: 'Appareil inconnu',
  signOutEverywhere: 'Se déconnecter partout',
  signOutHint:
    'Ferme toutes vos sessions, celle-ci comprise\u202f: utile après une connexion sur un appareil qui n’est pas le vôtre.',
} as const;

/** The back-office's own frame (app/admin/layout.tsx): no marketing header or footer, the staff's pages, signing out. */
export const staffFrameText = {
  space: 'Back-office',
  nav: 'Pages du back-office',
  requests: 'Demandes',
  signedInAs: 'Connecté en tant que',
  signOut: 'Se déconnecter',
  signingOut: 'Déconnexion...',
  viewSite: 'Voir le site',
  /** The footer's reminder of the shortcuts' list (components/admin/desk-shortcuts.tsx). */
  shortcutsHint: 'Raccourcis clavier\u202f: touche «\u202f?\u202f»',
} as const;
