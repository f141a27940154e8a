import { Menu } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { menuText } from '@/content/layout';
import { MobileMenuPanel, type MobileMenuPanelProps } from './mobile-menu-panel';

/** The panel's id: its button opens it by name (popovertarget), with no script. */
export const MOBILE_MENU_ID = 'menu-mobile';

type Props = Pick<MobileMenuPanelProps, 'items' | 'footer'>;

/**
 * The phone's menu button and its panel, both in the HTML: the button opens the panel as a native popover, so a tap
 * works from the first paint, before (and without) any script; the panel's script only adds focus and closing on a
 * link (mobile-menu-panel.tsx).
 */
export function MobileMenu({ items, footer }: Props) {
  return (
    <>
      <button
        type="button"
        popoverTarget={MOBILE_MENU_ID}
        aria-haspopup="dialog"
        className="inline-flex size-11 items-center justify-center rounded-lg text-brand-900 hover:bg-brand-50 xl:hidden"
        aria-label={menuText.open}
      >
        <Icon icon={Menu} className="size-6" />
      </button>
      <MobileMenuPanel id={MOBILE_MENU_ID} items={items} footer={footer} />
    </>
  );
}
