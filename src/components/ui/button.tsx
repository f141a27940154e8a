import type { ComponentProps } from 'react';
import { Slot } from 'radix-ui';
import { cn } from '@/lib/utils';
import { buttonVariants, type ButtonVariants } from './button-variants';

export { buttonVariants } from './button-variants';

export type ButtonProps = ComponentProps<'button'> & ButtonVariants & { asChild?: boolean };

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return <Component className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
