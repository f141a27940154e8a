import type { PageAction as Action } from '@/content/page-actions';
import { buttonVariants, type ButtonVariants } from '@/components/ui/button-variants';
import { RequestButton } from '@/components/forms/request-button';
import { cn } from '@/lib/utils';
import { tapChannelPrefixes } from '@/lib/contact-taps';
import { Icon } from '@/components/ui/icon';
import { WhatsApp } from '@/components/ui/whatsapp-icon';

type Props = { action: Action; variant: ButtonVariants['variant']; className?: string };

/** One button of content/page-actions.ts: a request dialog, or a link (an anchor on the page, a tel: or WhatsApp link). */
export function PageAction({ action, variant, className }: Props) {
  if ('href' in action) {
    return (
      <a href={action.href} className={cn(buttonVariants({ variant, size: 'lg' }), className)}>
        {action.href.startsWith(tapChannelPrefixes.whatsapp) ? <Icon icon={WhatsApp} /> : null}
        {action.label}
      </a>
    );
  }
  return (
    <RequestButton
      dialog={action.dialog}
      source={action.label}
      preset={action.preset}
      variant={variant}
      size="lg"
      className={className}
    >
      {action.label}
    </RequestButton>
  );
}

/** The request buttons of a page hero: the primary one stands out. */
export function PageActions({ actions }: { actions: readonly Action[] }) {
  return actions.map((action) => (
    <PageAction key={action.label} action={action} variant={action.primary ? 'accent' : 'onDark'} />
  ));
}
