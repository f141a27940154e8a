import { X } from 'lucide';
import { Icon } from '@/components/ui/icon';

/** The × in the corner of a popover panel (the mobile menu, the cookie choices): closes it, without JavaScript too. */
export function PopoverClose({ target, label }: { target: string; label: string }) {
  return (
    <button
      type="button"
      popoverTarget={target}
      popoverTargetAction="hide"
      className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-lg text-muted hover:bg-brand-50 hover:text-brand-900"
      aria-label={label}
    >
      <Icon icon={X} className="size-5" />
    </button>
  );
}
