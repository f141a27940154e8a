import { preload } from 'react-dom';
import { MEDIA, mediaPath, mediaVariants, type MediaPurpose, type MediaRef } from '@/config/media';

export type ContentImageProps = {
  /** The media's row: its id, its text alternative, and its largest file's size. */
  media: MediaRef;
  /** What the media was uploaded for, which says which widths it has (config/media.ts). */
  purpose: MediaPurpose;
  /** In place of the media's own text alternative: '' where the image only decorates (a card whose title says it all). */
  alt?: string;
  /** How wide the image is shown (the `sizes` attribute); the purpose's own by default. */
  sizes?: string;
  className?: string;
  /** Lazy unless the image is in the first screen (an article's cover): then 'eager' and fetchPriority 'high'. */
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
};

/**
 * An image staff uploaded, as the page shows it: AVIF for the browsers that read it, WebP for the others, each at the
 * widths that exist (computed from the media row, no query), and the width and height of the largest file so that the
 * page reserves its space before it arrives (CLS 0). A server component: nothing of it travels in the page's script.
 */
export function ContentImage({
  media,
  purpose,
  alt = media.alt,
  sizes = MEDIA.purposes[purpose].sizes,
  className,
  loading = 'lazy',
  fetchPriority,
}: ContentImageProps) {
  const files = mediaVariants(purpose, media);
  const srcSet = (format: 'avif' | 'webp') =>
    files
      .filter((file) => file.format === format)
      .map((file) => `${mediaPath(media.id, format, file.width)} ${file.width}w`)
      .join(', ');
  // The first screen's image (an article's cover, often its largest paint): asked for from the head, before the
  // stylesheet and the font are parsed, in the format the browser will pick.
  if (fetchPriority === 'high')
    preload(mediaPath(media.id, 'avif', media.width), {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: srcSet('avif'),
      imageSizes: sizes,
      fetchPriority: 'high',
    });
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet('webp')} sizes={sizes} />
      <img
        src={mediaPath(media.id, 'webp', media.width)}
        width={media.width}
        height={media.height}
        alt={alt}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding={fetchPriority === 'high' ? 'sync' : 'async'}
        className={className}
      />
    </picture>
  );
}
