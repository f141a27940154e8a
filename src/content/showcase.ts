/**
 * The back-office's « Vitrine » (issue 33, point 6): where editors write the sectors and clients of « Références »,
 * the partners and the leaders of « À propos ». What the public pages say around them stays in references.ts,
 * partners.ts and about.ts.
 */
import type { ShowcaseKind } from '@/config/showcase';

export const showcaseAreaPath = '/admin/vitrine';

type KindWords = {
  heading: string;
  intro: string;
  item: string;
  add?: string;
  added?: string;
  image?: { label: string; file: string; hint: string };
};

export const showcaseKindText: Record<ShowcaseKind, KindWords> = {
  sector: {
    heading: 'Secteurs',
    intro:
      'Les six secteurs de la page «\u00a0Références\u00a0»\u202f: leur nom, leur description et ce que nous y faisons.',
    item: 'Secteur',
  },
  client: {
    heading: 'Clients',
    intro:
      'Les clients de la page «\u00a0Références\u00a0», avec leur secteur et leur logo (à défaut, leurs initiales).',
    item: 'Client',
    add: 'Ajouter un client',
    added: 'Client ajouté',
    image: {
      label: 'Logo',
      file: 'Fichier du logo',
      hint: 'JPEG, PNG ou WebP. Un logo sur fond transparent s’affiche le mieux.',
    },
  },
  partner: {
    heading: 'Partenaires',
    intro: 'Les partenaires technologiques de la page «\u00a0Partenaires\u00a0».',
    item: 'Partenaire',
    add: 'Ajouter un partenaire',
    added: 'Partenaire ajouté',
    image: {
      label: 'Logo',
      file: 'Fichier du logo',
      hint: 'JPEG, PNG ou WebP. Un logo sur fond transparent s’affiche le mieux.',
    },
  },
  leader: {
    heading: 'Équipe dirigeante',
    intro: 'Les dirigeants présentés sur la page «\u00a0À propos\u00a0», avec leur photo (à défaut, leurs initiales).',
    item: 'Membre',
    add: 'Ajouter un membre',
    added: 'Membre ajouté',
    image: { label: 'Photo', file: 'Fichier de la photo', hint: 'JPEG, PNG ou WebP, cadrée sur le visage.' },
  },
};

export const showcaseText = {
  heading: 'Vitrine',
  intro:
    'Ce que montrent les pages «\u00a0Références\u00a0», «\u00a0Partenaires\u00a0» et «\u00a0À propos\u00a0»\u202f: chaque enregistrement est en ligne aussitôt.',
  editorsOnly: 'La vitrine du site est réservée à la rédaction et aux administrateurs.',
  viewPage: 'Voir la page',
  /** Beside a name marked fictitious, in the list: what is left to replace with a real client or partner. */
  illustrativeBadge: 'nom fictif',
  fields: {
    title: 'Nom du secteur',
    description: 'Description',
    work: 'Ce que nous y faisons',
    linesHint: 'Un point par ligne.',
    name: 'Nom',
    sector: 'Secteur',
    illustrative: 'Nom fictif, présenté à titre d’illustration',
    illustrativeHint: 'La page le signale tant qu’un nom fictif y figure.',
    domain: 'Domaine',
    offerings: 'Offres',
    since: 'Partenaire depuis (année)',
    role: 'Fonction',
    speciality: 'Spécialité',
    experience: 'Expérience',
    experienceHint: 'Par exemple «\u00a025 ans d’expérience\u00a0».',
    bio: 'Présentation',
    imageAlt: 'Texte alternatif',
    imageAltHint: 'Ce que montre l’image, pour qui ne la voit pas.',
    imageRemove: 'Retirer l’image',
  },
  save: 'Enregistrer',
  working: 'Enregistrement…',
  remove: 'Supprimer',
  removeItem: (name: string) => `Supprimer «\u00a0${name}\u00a0»`,
  confirmRemove: 'Confirmer la suppression',
  confirmRemoveItem: (name: string) => `Confirmer la suppression de «\u00a0${name}\u00a0»`,
  moveUp: (name: string) => `Monter «\u00a0${name}\u00a0»`,
  moveDown: (name: string) => `Descendre «\u00a0${name}\u00a0»`,
  savedTitle: 'Enregistré, en ligne',
  removedTitle: 'Supprimé du site',
  movedTitle: 'Ordre modifié',
  errorTitle: 'Vitrine non modifiée',
} as const;

export const showcaseMessages = {
  required: 'Ce champ est obligatoire.',
  tooLong: (max: number) => `${max} caractères au plus.`,
  forbidden: 'Ce texte contient des caractères non autorisés.',
  lines: (max: number, length: number) =>
    `Entre 1 et ${max} points, une ligne chacun, de ${length} caractères au plus.`,
  year: (from: number, to: number) => `Une année entre ${from} et ${to}, par exemple 2016.`,
  sector: 'Choisissez un secteur.',
  image: 'Image introuvable\u202f: envoyez-la de nouveau.',
  notFound: 'Cet élément n’existe plus\u202f: rechargez la page.',
  stale:
    'Cet élément a été modifié entre-temps par quelqu’un d’autre\u202f: rechargez la page pour partir de sa dernière version.',
  failed: 'La vitrine n’a pas pu être modifiée. Réessayez dans un instant.',
} as const;
