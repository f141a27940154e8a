import { PHOTOS } from '@/config/photos';

/**
 * Shrinks a photo in the browser before it is sent, so that it goes through on 3G: upright (EXIF orientation
 * applied), at most PHOTOS.browserSide px, JPEG at the highest quality that fits PHOTOS.browserBytes. The server
 * re-encodes it anyway (server/requests/photos.ts). A file the browser cannot decode, or already small enough, is
 * sent as it is: the server then says, in French, what is wrong with it.
 */
export async function shrinkPhoto(file: File): Promise<Blob> {
  if (file.size <= PHOTOS.browserBytes && file.type === 'image/jpeg') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  const scale = Math.min(1, PHOTOS.browserSide / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return file;
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  let best: Blob | null = null;
  for (const quality of [0.82, 0.72, 0.62, 0.5]) {
    best = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
    if (!best || best.size <= PHOTOS.browserBytes) break;
  }
  canvas.width = canvas.height = 0;
  return best && best.size < file.size ? best : file;
}
