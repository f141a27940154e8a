/**
 * The content area of the back-office (issue 33): the words of the articles' list, editor, revisions and refusals.
 * Editors (« Rédaction ») and admins reach it; agents are told it is not theirs.
 */
import type { ArticleState } from '@/config/articles';

/** Who the audit log names for an article the schedule published (no one pressed a button then). */
export const scheduleActor = 'programmation';

/** Where an editor's back-office starts. */
export const contentAreaPath = '/admin/articles';

export const articleStateLabels = {
  draft: 'Brouillon',
  scheduled: 'Programmé',
  published: 'Publié',
  unpublished: 'Dépublié',
} as const satisfies Record<ArticleState, string>;

export const editorialText = {
  link: 'Articles',
  heading: 'Articles du blog',
  intro:
    'Écrivez, relisez et publiez les articles du blog. Chaque enregistrement garde une version\u202f; une version ancienne se compare à une autre et se restaure.',
  editorsOnly: 'Les articles sont écrits par la rédaction et les administrateurs.',
  create: 'Nouvel article',
  empty: 'Aucun article pour l’instant.',
  columns: { title: 'Titre', state: 'État', date: 'Date de publication', updated: 'Modifié le' },
  noDate: '—',
  /** On a scheduled article's line. */
  scheduledFor: (when: string) => `Programmé pour le ${when}`,
  view: 'Voir sur le site',
  viewSite: 'Voir le site',
  edit: 'Modifier',
  newHeading: 'Nouvel article',
  editHeading: (title: string) => `Modifier «\u00a0${title}\u00a0»`,
  back: 'Retour aux articles',
  fields: {
    title: 'Titre',
    slug: 'Adresse',
    slugHint:
      'La fin de l’adresse de l’article, /blog/…\u202f: des minuscules sans accent, des chiffres et des tirets. Laissée vide, elle est tirée du titre. Une ancienne adresse continue de mener à l’article.',
    excerpt: 'Résumé',
    excerptHint:
      'Deux phrases, sous le titre et sur la carte de l’article\u202f; aussi la description vue par les moteurs de recherche.',
    category: 'Catégorie',
    tags: 'Mots-clés',
    tagsHint: 'Séparés par des virgules, 8 au plus. Les cartes en montrent deux.',
    authorName: 'Auteur',
    authorRole: 'Fonction de l’auteur',
    publishedOn: 'Date de publication',
    publishedOnHint: 'jj/mm/aaaa. Vide\u202f: le jour de la publication. Une date à venir programme l’article.',
    publishedTime: 'Heure',
    publishedTimeHint: 'hh:mm, heure d’Abidjan (8:00 si vide).',
    body: 'Texte',
    bodyHint:
      'En Markdown\u202f: ## et ### pour les intertitres, - pour une liste, **gras**, *italique*, [texte](adresse) pour un lien. La typographie française (espaces insécables, apostrophes) est appliquée à l’enregistrement.',
    cover: 'Image de couverture',
    coverHint:
      'JPEG, PNG ou WebP, 10\u00a0Mo au plus, 1600\u00a0px de large ou plus de préférence. Le texte alternatif décrit l’image pour qui ne la voit pas.',
    coverFile: 'Fichier de l’image',
    coverAlt: 'Texte alternatif de l’image',
    coverRemove: 'Retirer l’image',
    readTime: (minutes: number) => `Temps de lecture calculé\u202f: ${minutes}\u00a0min`,
  },
  upload: 'Envoyer l’image',
  uploading: 'Envoi...',
  altRequired: 'Décrivez l’image en quelques mots (texte alternatif)\u202f: il est obligatoire.',
  preview: 'Aperçu',
  bodyAndPreview: 'Texte et aperçu',
  previewHint: 'L’aperçu suit la saisie, dans la mise en page du site.',
  save: 'Enregistrer',
  saving: 'Enregistrement...',
  saved: 'Article enregistré',
  publish: 'Publier maintenant',
  schedule: 'Programmer',
  unschedule: 'Annuler la programmation',
  unpublish: 'Dépublier',
  published: 'Article publié',
  scheduled: (when: string) => `Article programmé pour le ${when}`,
  unscheduled: 'Programmation annulée\u202f: l’article est un brouillon',
  unpublished: 'Article retiré du site',
  remove: 'Supprimer l’article',
  removeConfirm: 'Confirmer la suppression',
  removed: 'Article supprimé',
  revisionsHeading: 'Versions',
  revisionsIntro: 'Chaque enregistrement est une version. Choisissez-en deux pour les comparer.',
  revisionBy: (who: string) => `par ${who}`,
  revisionInitial: 'version d’origine',
  current: 'version actuelle',
  compare: 'Comparer',
  compareHeading: 'Comparaison de deux versions',
  compareFrom: 'De la version',
  compareTo: 'à la version',
  unchanged: 'Aucune différence entre ces deux versions.',
  restore: 'Restaurer cette version',
  restored: 'Version restaurée\u202f: elle est la version actuelle',
  fieldChanged: (field: string) => `${field} modifié`,
  /** When the two texts differ too much to be compared line by line in a bounded time: both are shown whole. */
  tooDifferent:
    'Les deux versions diffèrent trop pour être comparées ligne à ligne\u202f: voici leurs deux textes en entier.',
  wholeText: (when: string) => `Texte de la version du ${when}`,
  added: 'Ajouté',
  deleted: 'Supprimé',
} as const;

/** The refusals of the articles' writes. */
export const editorialMessages = {
  titleRequired: 'Donnez un titre à l’article.',
  excerptRequired: 'Écrivez le résumé de l’article.',
  bodyRequired: 'Écrivez le texte de l’article.',
  authorRequired: 'Indiquez l’auteur de l’article.',
  authorRoleRequired: 'Indiquez la fonction de l’auteur.',
  categoryRequired: 'Choisissez une catégorie.',
  tooLong: (max: number) => `${max} caractères au plus.`,
  forbidden: 'Ce texte contient des caractères non autorisés.',
  longWord: (max: number) =>
    `Le texte contient une suite de plus de ${max} caractères sans espace\u202f: coupez-la (un texte collé sans espaces, une adresse de lien trop longue\u202f?).`,
  tooManyLines: (max: number) =>
    `Le texte dépasse ${max.toLocaleString('fr-FR')}\u00a0lignes\u202f: partagez-le en plusieurs articles.`,
  slug: 'L’adresse ne prend que des minuscules sans accent, des chiffres et des tirets (par exemple «\u00a0audit-energetique\u00a0»).',
  slugReserved: (slug: string) =>
    `L’adresse «\u00a0${slug}\u00a0» est réservée par le site\u202f: choisissez-en une autre.`,
  slugTaken: (slug: string, title: string) =>
    `L’adresse «\u00a0${slug}\u00a0» est déjà celle de l’article «\u00a0${title}\u00a0».`,
  tags: (max: number, length: number) => `${max} mots-clés au plus, de ${length} caractères au plus chacun.`,
  day: 'Date invalide\u202f: écrivez-la jj/mm/aaaa.',
  time: 'Heure invalide\u202f: écrivez-la hh:mm.',
  scheduleInPast: 'Pour programmer l’article, choisissez une date et une heure à venir.',
  cover: 'Image introuvable\u202f: envoyez-la de nouveau.',
  notFound: 'Cet article n’existe plus.',
  revisionNotFound: 'Cette version n’existe plus.',
  stale:
    'L’article a été modifié entre-temps par quelqu’un d’autre\u202f: rechargez la page pour partir de sa dernière version.',
  failed: 'L’article n’a pas pu être enregistré. Réessayez dans un instant.',
} as const;
