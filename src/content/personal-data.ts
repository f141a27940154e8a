/** The data-protection screen (/admin/donnees-personnelles, admins only): find, export and erase what an address carries. */
const number = new Intl.NumberFormat('fr-FR');
const plural = (count: number, one: string, many: string) => `${number.format(count)} ${count > 1 ? many : one}`;

export const personalDataText = {
  path: '/admin/donnees-personnelles',
  link: 'Données personnelles',
  heading: 'Données personnelles',
  intro:
    'Les demandes d’accès, de copie et d’effacement que prévoient la politique de confidentialité et la politique RGPD. Vérifiez l’identité de la personne, puis cherchez son adresse e-mail, ou son numéro de téléphone pour une demande de rappel\u202f: vous pouvez lui remettre une copie de ses données (fichier JSON, sans les notes internes ni l’identité de l’équipe) ou les effacer. Réponse sous 30 jours au plus.',
  adminsOnly: 'Les demandes liées aux données personnelles sont traitées par les administrateurs.',
  searchLabel: 'Rechercher les données d’une personne',
  emailLabel: 'Adresse e-mail ou téléphone de la personne',
  find: 'Rechercher',
  finding: 'Recherche...',
  resultsHeading: (email: string) => `Données enregistrées pour ${email}`,
  nothing: 'Aucune donnée enregistrée pour cette adresse.',
  requests: (count: number) => plural(count, 'demande', 'demandes'),
  newsletter: 'Abonnement à la lettre d’information',
  account: 'Compte sur le site',
  mails: (count: number) => plural(count, 'e-mail conservé', 'e-mails conservés'),
  export: 'Exporter (JSON)',
  exporting: 'Export...',
  exportedTitle: 'Export prêt',
  exported: 'Le fichier est téléchargé. L’export est inscrit au journal d’audit.',
  fileName: (date: string) => `donnees-personnelles-${date}.json`,
  erase: 'Effacer ces données',
  confirmErase: 'Confirmer l’effacement définitif',
  eraseWarning:
    'L’effacement est définitif\u202f: les demandes sont anonymisées (nom, coordonnées, messages, page d’origine et provenance, notes et réponses), l’abonnement, les e-mails (ceux de l’équipe qui la nomment compris) et le compte sont supprimés. Les sauvegardes antérieures gardent ces données jusqu’à leur propre suppression\u202f: une sauvegarde plus ancienne restaurée doit être suivie d’un nouvel effacement. Pensez à exporter d’abord si la personne a demandé une copie.',
  erasing: 'Effacement...',
  erasedTitle: 'Données effacées',
  erased: (counts: { requests: number; newsletter: number; account: number; mails: number; files: number }) =>
    `${plural(counts.requests, 'demande anonymisée', 'demandes anonymisées')}, ${plural(counts.newsletter, 'abonnement supprimé', 'abonnements supprimés')}, ${plural(counts.account, 'compte supprimé', 'comptes supprimés')}, ${plural(counts.mails, 'e-mail supprimé', 'e-mails supprimés')}${counts.files ? `, ${plural(counts.files, 'fichier d’e-mail supprimé', 'fichiers d’e-mail supprimés')}` : ''}.`,
  errorTitle: 'Données personnelles',
  invalidEmail: (minDigits: number) =>
    `Saisissez une adresse e-mail valide, ou un numéro de téléphone d’au moins ${minDigits} chiffres.`,
  staffAccount:
    'Cette adresse est celle d’un membre de l’équipe\u202f: retirez-lui d’abord l’accès depuis l’écran Équipe.',
  /** What an export shows in place of a staff member's address or name. */
  staffPlaceholder: '[équipe]',
  /** The name an erased request keeps. */
  erasedName: 'Personne effacée',
} as const;
