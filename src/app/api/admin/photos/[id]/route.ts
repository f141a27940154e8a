import { adminMessages } from '@/content/admin';
import { callerFrom } from '@/server/admin/access';
import { adminFailure } from '@/server/admin/errors';
import { photoVariantOf, readPhoto } from '@/server/admin/photos';

const noStore = { 'Cache-Control': 'private, no-store' };

/** A request's photo (`?taille=vignette`: its thumbnail), for staff: a thin shell around readPhoto. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  try {
    const photo = await readPhoto(
      await callerFrom(request.headers),
      (await params).id,
      photoVariantOf(new URL(request.url).searchParams),
    );
    return new Response(new Uint8Array(photo.bytes), {
      headers: {
        ...noStore,
        'Content-Type': photo.contentType,
        'Content-Disposition': 'inline',
        'Content-Length': String(photo.bytes.byteLength),
      },
    });
  } catch (error) {
    const { status, message } = adminFailure(error, adminMessages.loadFailed);
    return new Response(message, { status, headers: { ...noStore, 'Content-Type': 'text/plain; charset=utf-8' } });
  }
}
