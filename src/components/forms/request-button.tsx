import type { VariantProps } from 'class-variance-authority';
import { buttonVariants } from '@/components/ui/button-variants';
import { cn } from '@/lib/utils';
import { requestHref, requestQuery } from '@/content/request-links';
import { RequestTrigger, type DialogKind, type RequestTriggerProps } from './request-trigger';

export type { DialogKind } from './request-trigger';

/**
 * A request button: a link to the request's page (/demande/…) that opens its dialog instead once the scripts are
 * there. Its classes are worked out here, on the server, so that the class-merging code never ships to the browser;
 * the client part is the small RequestTrigger.
 */
export function RequestButton<K extends DialogKind>({
  variant,
  size,
  className,
  ...props
}: Omit<RequestTriggerProps<K>, 'pageHref' | 'fromWord'> & VariantProps<typeof buttonVariants>) {
  // The request page's link with its button and preset, worked out here too; the trigger adds the page it is on.
  const pageHref = requestHref(props.dialog, { label: props.source, preset: props.preset });
  return (
    <RequestTrigger
      className={cn(buttonVariants({ variant, size }), className)}
      pageHref={pageHref}
      fromWord={requestQuery.from}
      {...props}
    />
  );
}
