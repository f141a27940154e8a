import { photoText } from '@/content/photos';
import { photoPath } from '@/server/admin/photos';
import type { PhotoSummary } from '@/server/requests/photos';

/** The photos a visitor joined to a request: thumbnails, each a link to the image at full size (staff only, no cache). */
export function RequestPhotos({ photos }: { photos: PhotoSummary[] }) {
  if (!photos.length) return null;
  return (
    <section
      aria-labelledby="photos-jointes"
      className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-line sm:p-5"
    >
      <h2 id="photos-jointes" className="text-base font-semibold text-brand-950">
        {photoText.heading}
      </h2>
      <ul className="flex flex-wrap gap-3">
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <a
              href={photoPath(photo.id)}
              target="_blank"
              rel="noopener"
              aria-label={photoText.open(index + 1)}
              className="block rounded-lg focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- a private, uncached image behind staff rights: not for next/image's optimiser */}
              <img
                src={photoPath(photo.id, 'thumbnail')}
                alt={photoText.thumbnailAlt(index + 1, photos.length)}
                width={Math.round((photo.width / Math.max(photo.width, photo.height)) * 160)}
                height={Math.round((photo.height / Math.max(photo.width, photo.height)) * 160)}
                loading="lazy"
                className="rounded-lg object-cover ring-1 ring-line"
              />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
