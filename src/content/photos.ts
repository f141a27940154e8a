import { PHOTOS } from '@/config/photos';

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))}\u00a0Mo`;
const megapixels = (pixels: number) => `${Math.round(pixels / 1_000_000)}\u00a0mégapixels`;

/** The photo field of the quote and support forms, and what the server answers about the photos. */
export const photoText = {
  label: 'Photos (facultatif)',
  hint: `Jusqu’à ${PHOTOS.perRequest} photos : l’appareil en panne, sa plaque signalétique, le tableau électrique…`,
  /** The title of the toast that refuses photos before they are sent. */
  refusedTitle: 'Photos refusées',
  tooMany: `Vous pouvez joindre ${PHOTOS.perRequest} photos au plus.`,
  tooLarge: `Chaque photo doit peser moins de ${megabytes(PHOTOS.maxInputBytes)}.`,
  notAnImage: 'Ce fichier n’est pas une photo lisible : envoyez une image JPEG, PNG ou WebP.',
  tooManyPixels: `Cette image est trop grande (plus de ${megapixels(PHOTOS.maxInputPixels)}) : envoyez une photo plus petite.`,
  /** The server's photo queue is full (503): the request was not kept; with JavaScript, the form sends it again by itself. */
  busy: `Nous recevons beaucoup de photos en ce moment\u202f: votre demande n’a pas encore été envoyée. Réessayez dans ${PHOTOS.queue.retryAfterSeconds}\u00a0secondes.`,
  /** Without JavaScript, a refused post: the page comes back with the fields, but a file input cannot be refilled. */
  pickAgain: (count: number) =>
    count === 1
      ? 'Votre photo n’a pas pu être gardée : choisissez-la à nouveau avant d’envoyer.'
      : `Vos ${count} photos n’ont pas pu être gardées : choisissez-les à nouveau avant d’envoyer.`,
  /** The team's mail: how many photos the request's page shows. */
  inMail: (count: number) =>
    count === 1 ? '1 photo, sur la page de la demande' : `${count} photos, sur la page de la demande`,
  /** Staff side. */
  heading: 'Photos jointes',
  open: (position: number) => `Ouvrir la photo ${position} en taille réelle`,
  thumbnailAlt: (position: number, count: number) => `Photo ${position} sur ${count} jointe par le visiteur`,
} as const;
