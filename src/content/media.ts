import { MEDIA, type MediaPurpose } from '@/config/media';

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))}\u00a0Mo`;
const number = new Intl.NumberFormat('fr-FR');
const megapixels = (pixels: number) => `${Math.round(pixels / 1_000_000)}\u00a0mégapixels`;

/** The images staff upload for the site's content (server/content/media.ts): their purposes and the server's refusals. */
export const mediaText = {
  /** What each purpose is, for the upload form. */
  purposes: {
    cover: 'Couverture d’article',
    logo: 'Logo de client ou de partenaire',
    photo: 'Photo de l’équipe',
  } satisfies Record<MediaPurpose, string>,
  fileMissing: 'Choisissez une image à envoyer.',
  purposeInvalid: 'Choisissez l’usage de l’image\u202f: couverture d’article, logo ou photo de l’équipe.',
  altRequired: 'Décrivez l’image en quelques mots (texte alternatif)\u202f: ce champ est obligatoire.',
  altTooLong: `Le texte alternatif ne doit pas dépasser ${MEDIA.altMaxLength}\u00a0caractères.`,
  altInvalid: 'Le texte alternatif contient des caractères non autorisés.',
  tooLarge: `L’image doit peser moins de ${megabytes(MEDIA.maxInputBytes)}.`,
  notAnImage: 'Ce fichier n’est pas une image lisible\u202f: envoyez une image JPEG, PNG ou WebP.',
  tooManyPixels: `Cette image est trop grande (plus de ${megapixels(MEDIA.maxInputPixels)})\u202f: envoyez une image plus petite.`,
  uploadFailed: 'Impossible d’enregistrer l’image. Réessayez dans un instant.',
  /** An editor's upload over MEDIA.quota: nothing was stored. */
  quotaPerDay: `Vous avez envoyé ${number.format(MEDIA.quota.perDay)}\u00a0images ces dernières 24\u00a0heures, la limite d’un rédacteur\u202f: réessayez demain, ou demandez à un administrateur.`,
  quotaTotal: `Vous avez atteint la limite de ${number.format(MEDIA.quota.total)}\u00a0images enregistrées par rédacteur. Les images qui ne servent plus sont supprimées après ${MEDIA.unusedDays}\u00a0jours\u202f; d’ici là, demandez à un administrateur.`,
  /** The answer to an address that names no file (GET /media/…). */
  notFound: 'Image introuvable.',
  unavailable: 'Image momentanément indisponible.',
} as const;
