/** A photo joined to a request, for staff only: the image or its thumbnail, read behind the same rights as the request. */
import { eq } from 'drizzle-orm';
import { uuidPattern } from '@/lib/schemas/patterns';
import { requestPhotos } from '@/server/db/schema';
import { requireStaff, type AdminCaller } from './access';
import { AdminError } from './errors';

export type PhotoVariant = 'image' | 'thumbnail';

/** `?taille=vignette` asks for the thumbnail; anything else, the image. */
export const photoVariantOf = (searchParams: URLSearchParams): PhotoVariant =>
  searchParams.get('taille') === 'vignette' ? 'thumbnail' : 'image';

export const photoPath = (id: string, variant: PhotoVariant = 'image') =>
  `/api/admin/photos/${id}${variant === 'thumbnail' ? '?taille=vignette' : ''}`;

export async function readPhoto(
  caller: AdminCaller,
  id: string,
  variant: PhotoVariant,
): Promise<{ contentType: string; bytes: Buffer }> {
  await requireStaff(caller);
  if (!uuidPattern.test(id)) throw new AdminError('not-found');
  const [photo] = await caller.db
    .select({
      contentType: requestPhotos.contentType,
      bytes: variant === 'thumbnail' ? requestPhotos.thumbnail : requestPhotos.image,
    })
    .from(requestPhotos)
    .where(eq(requestPhotos.id, id));
  if (!photo) throw new AdminError('not-found');
  return photo;
}
