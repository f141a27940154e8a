import type { VariantProps } from 'class-variance-authority';
import { buttonVariants } from '@/components/ui/button-variants';
import { cn } from '@/lib/utils';
import { RequestTrigger, type DialogKind, type RequestTriggerProps } from './request-trigger';

export type { DialogKind } from './request-trigger';

/**
 * A button that opens a request dialog. Its classes are worked out here, on the server, so that the class-merging
 * code never ships to the browser; the client part is the small RequestTrigger.
 */
export function RequestButton<K extends DialogKind>({ variant, size, className, ...props }: RequestTriggerProps<K> & VariantProps<typeof buttonVariants>) {
  return <RequestTrigger className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
