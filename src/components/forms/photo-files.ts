/**
 * The photos of a quote or support form, with JavaScript: read from the form's file input, checked, shrunk before they
 * go (shrink-photo.ts), and kept as data URLs while their request waits for the network (drafts.ts keeps text only).
 */
import { PHOTOS } from '@/config/photos';
import { photoText } from '@/content/photos';

/** The files chosen in a form's photo field (none when it has none). */
export function pickedPhotos(form: HTMLFormElement | null): File[] {
  const input = form?.elements.namedItem(PHOTOS.field);
  return input instanceof HTMLInputElement && input.files ? [...input.files] : [];
}

/** Empties a form's photo field (its request is stored). */
export function clearPhotos(form: HTMLFormElement | null) {
  const input = form?.elements.namedItem(PHOTOS.field);
  if (input instanceof HTMLInputElement) input.value = '';
}

/** What the browser can tell before sending: too many photos. The server checks the rest (the format, the pixels). */
export function photoRefusal(files: readonly File[]): string | undefined {
  return files.length > PHOTOS.perRequest ? photoText.tooMany : undefined;
}

/** The shrinking code, loaded when photos are picked (a send without a network could not load it any more). */
export const loadShrinker = () => import('./shrink-photo');

/** The photos shrunk for the network, in order; as they are when the shrinking code could not load. */
export async function shrinkPhotos(files: readonly File[]): Promise<Blob[]> {
  if (!files.length) return [];
  const shrinker = await loadShrinker().catch(() => undefined);
  return shrinker ? Promise.all(files.map(shrinker.shrinkPhoto)) : [...files];
}

/** A photo as a data URL, which localStorage can keep. */
export const toDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });

/** A kept photo back as a file to send. */
export function fromDataUrl(url: string): Blob {
  const [head = '', data = ''] = url.split(',', 2);
  const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
  return new Blob([bytes], { type: /^data:([^;,]+)/.exec(head)?.[1] ?? 'application/octet-stream' });
}
