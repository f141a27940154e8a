/**
 * The reply templates' words (issue 32): the admins' page that keeps them, the placeholders a template may hold and
 * what each becomes, the « Modèle » choice in « Répondre », and the refusals. The placeholders' syntax (`{prénom}`)
 * is lib/schemas/reply-template.ts'.
 */
import { formatDelay, responsePromises, type Clock } from '@/config/response-promises';

const number = new Intl.NumberFormat('fr-FR');

/** Each placeholder: the word written between braces, what it becomes, and an example of it. */
export const replyPlaceholders = {
  firstName: { name: 'prénom', meaning: 'Le prénom du visiteur (le premier mot du nom qu’il a donné)', example: 'Awa' },
  service: {
    name: 'service',
    meaning: 'Le service ou l’objet de la demande, comme sur sa fiche',
    example: 'Climatisation',
  },
  reference: {
    name: 'référence',
    meaning: 'La référence de la demande (les 8 premiers caractères de son identifiant)',
    example: '3F2A9C1D',
  },
  delay: {
    name: 'délai',
    meaning: 'Le délai de première réponse promis pour cette demande',
    example: formatDelay(responsePromises.quotes, 'nbsp'),
  },
} as const;

/** /admin/modeles. */
export const replyTemplateText = {
  path: '/admin/modeles',
  link: 'Modèles de réponse',
  heading: 'Modèles de réponse',
  intro:
    'Les réponses types de chaque type de demande. Sur la page d’une demande, le personnel en choisit une dans « Répondre »\u202f: l’objet et le message sont remplis avec les valeurs de la demande, puis relus et complétés avant l’envoi.',
  adminsOnly:
    'Seuls les administrateurs gèrent les modèles de réponse. Vous les trouvez dans « Répondre », sur la page de chaque demande.',
  placeholdersHeading: 'Balises',
  placeholdersIntro:
    'Écrivez une balise, accolades comprises, dans l’objet ou le message\u202f: elle est remplacée par la valeur de la demande quand le modèle est choisi.',
  example: (value: string) => `Exemple\u202f: « ${value} »`,
  addHeading: 'Ajouter un modèle',
  kind: 'Type de demande',
  title: 'Titre',
  titleHint: 'Le nom du modèle dans la liste « Modèle »\u202f; un seul modèle par titre et par type de demande.',
  subject: 'Objet',
  body: 'Message',
  /** `tokens`: the placeholders as written, `{prénom}, {service}…`. */
  placeholdersHint: (tokens: string) => `Balises possibles\u202f: ${tokens}.`,
  add: 'Ajouter le modèle',
  save: 'Enregistrer',
  working: 'Enregistrement...',
  remove: 'Supprimer',
  confirmRemove: 'Confirmer la suppression',
  addedTitle: 'Modèle ajouté',
  savedTitle: 'Modèle enregistré',
  removedTitle: 'Modèle supprimé',
  errorTitle: 'Modèles de réponse',
  /** The heading of a kind's templates, with their count. */
  kindHeading: (kind: string, count: number) => `${kind} (${number.format(count)})`,
  none: 'Aucun modèle pour ce type de demande.',
  edit: 'Modifier',
  /** The edit form's name, for a screen reader. */
  editTemplate: (title: string) => `Modifier « ${title} »`,
  /** `at`: the day and time, written out. */
  updated: (by: string, at: string) => `Modifié par ${by} le ${at}`,
} as const;

/** The « Modèle » choice of the « Répondre » block, on a request's page. */
export const replyPickerText = {
  label: 'Modèle',
  none: 'Choisir un modèle…',
  use: 'Utiliser ce modèle',
  replace: 'Remplacer mon message',
  hint: 'Remplit l’objet et le message avec les valeurs de cette demande, à relire et compléter avant l’envoi\u202f; un message déjà écrit n’est remplacé qu’après confirmation.',
  replaceWarning:
    'Votre message sera remplacé par le modèle\u202f: appuyez sur « Remplacer mon message » pour confirmer.',
} as const;

/** What the placeholders become for a request. */
export const replyValuesText = {
  /** A request without a service (a message that chose none). */
  noService: 'votre demande',
  /** The promised delay, written as the site promises it: « 15 minutes », « 24\u00a0h », « 8\u00a0h ouvrées ». */
  delay: (minutes: number, clock: Clock) => {
    const written = formatDelay(minutes, 'nbsp');
    return clock === 'office' ? `${written} ouvrées` : written;
  },
} as const;

/** The refusals of a template's fields, and of its save. */
export const replyTemplateMessages = {
  titleRequired: 'Indiquez un titre.',
  subjectRequired: 'Indiquez un objet.',
  bodyRequired: 'Écrivez le message.',
  tooLong: (max: number) => `${number.format(max)} caractères au plus.`,
  forbidden: 'Ce texte contient des caractères non autorisés (caractères de contrôle).',
  /** `unknown` and `known`: placeholders as written, `{prenom}`. */
  unknownPlaceholders: (unknown: string[], known: string) =>
    `${unknown.length > 1 ? 'Balises inconnues' : 'Balise inconnue'}\u202f: ${unknown.join(', ')}. Balises possibles\u202f: ${known}.`,
  duplicateTitle: (title: string, kind: string) =>
    `Un modèle « ${title} » existe déjà pour ce type de demande (${kind}).`,
  notFound: 'Ce modèle n’existe plus.',
} as const;
