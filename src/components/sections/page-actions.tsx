import type { PageAction } from '@/content/page-actions';
import { buttonVariants } from '@/components/ui/button-variants';
import { RequestButton } from '@/components/forms/request-button';

/** The request buttons of a page hero, from content/page-actions.ts. */
export function PageActions({ actions }: { actions: readonly PageAction[] }) {
  return actions.map((action) => {
    const variant = action.primary ? 'accent' : 'onDark';
    if ('href' in action) {
      return (
        <a key={action.label} href={action.href} className={buttonVariants({ variant, size: 'lg' })}>
          {action.label}
        </a>
      );
    }
    return (
      <RequestButton key={action.label} dialog={action.dialog} source={action.label} preset={action.preset} variant={variant} size="lg">
        {action.label}
      </RequestButton>
    );
  });
}
