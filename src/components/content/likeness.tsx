import type { MediaPurpose, MediaRef } from '@/config/media';
import { Monogram } from '@/components/sections/monogram';
import { cn } from '@/lib/utils';
import { ContentImage } from './content-image';

type Props = {
  name: string;
  image: MediaRef | null;
  purpose: MediaPurpose;
  shape?: 'square' | 'circle';
  /** The monogram's and the photo's size. */
  className: string;
  /** A logo's: its height, its width following its proportions (most logos are wide). */
  logoClassName?: string;
};

/**
 * A client's or partner's logo, a leader's photo, as uploaded in the back-office; their initials until then. The name
 * is always written beside it: a logo only decorates (empty alternative), a photo says what it shows.
 */
export function Likeness({ name, image, purpose, shape = 'square', className, logoClassName = className }: Props) {
  if (!image) return <Monogram name={name} shape={shape} className={className} />;
  return (
    <ContentImage
      media={image}
      purpose={purpose}
      alt={purpose === 'logo' ? '' : image.alt}
      className={cn(
        'shrink-0',
        purpose === 'logo' ? ['object-contain', logoClassName] : ['object-cover', className],
        shape === 'circle' ? 'rounded-full' : 'rounded-xl',
      )}
    />
  );
}
