import type { ComponentProps } from 'react';
import { Link } from '@/components/ui/link';
import { Button } from './button';
import type { ButtonVariants } from './button-variants';

type Props = ComponentProps<typeof Link> & ButtonVariants;

/** A link to a page of the site or an anchor on this one, drawn as a button. */
export function ButtonLink({ variant, size, className, ...link }: Props) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <Link {...link} />
    </Button>
  );
}
