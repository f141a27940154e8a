import type { ReactNode } from 'react';
import { ChevronDown } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { PopoverClose } from '@/components/ui/popover-close';
import { menuText } from '@/content/layout';
import type { NavItem } from '@/content/navigation';
import { MobileMenuBehaviour } from './mobile-menu-behaviour';
import { NavAnchor } from './nav-anchor';

export type MobileMenuPanelProps = {
  /** The popover's id, which the menu button names (mobile-menu.tsx). */
  id: string;
  items: readonly NavItem[];
  /** Server-rendered extras (contact strip, call to action) shown under the links. */
  footer?: ReactNode;
};

/**
 * The panel of the mobile menu: a native popover, rendered on the server, that its button opens without any script
 * (Escape and a tap outside close it natively). Its script (mobile-menu-behaviour.tsx) adds what HTML cannot, and
 * nothing of the panel's markup ships as JavaScript.
 */
export function MobileMenuPanel({ id, items, footer }: MobileMenuPanelProps) {
  return (
    <div
      id={id}
      popover="auto"
      role="dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby="mobile-menu-description"
      className="fixed inset-y-0 right-0 left-auto m-0 hidden h-dvh max-h-none w-[min(22rem,100vw)] translate-x-full overflow-y-auto overscroll-contain border-0 bg-white p-5 text-ink shadow-2xl transition-[translate,display,overlay] transition-discrete duration-200 backdrop:bg-brand-950/60 open:block open:translate-x-0 motion-reduce:transition-none starting:open:translate-x-full xl:hidden"
    >
      <div className="flex min-h-full flex-col">
        <p id={`${id}-title`} className="pr-12 text-lg font-bold text-brand-950">
          {menuText.title}
        </p>
        <p id="mobile-menu-description" className="sr-only">
          {menuText.description}
        </p>
        <PopoverClose target={id} label={menuText.close} />
        <nav aria-label={menuText.navLabel} className="mt-4">
          <ul className="flex flex-col gap-1">
            {items.map((item) =>
              item.children ? (
                <li key={item.href}>
                  <details className="group rounded-lg">
                    <summary className="flex cursor-pointer list-none items-center justify-between rounded-lg px-3 py-3 font-semibold text-brand-950 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
                      {item.label}
                      <Icon icon={ChevronDown} className="size-4 transition-transform group-open:rotate-180" />
                    </summary>
                    <ul className="mb-2 ml-3 flex flex-col border-l border-line pl-3">
                      <li>
                        <NavAnchor
                          link={item}
                          className="block rounded-md px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
                        >
                          {menuText.seeAll(item.label)}
                        </NavAnchor>
                      </li>
                      {item.children.map((child) => (
                        <li key={child.href}>
                          <NavAnchor
                            link={child}
                            className="block rounded-md px-3 py-2 text-sm text-ink hover:bg-brand-50"
                          />
                        </li>
                      ))}
                    </ul>
                  </details>
                </li>
              ) : (
                <li key={item.href}>
                  <NavAnchor
                    link={item}
                    className="block rounded-lg px-3 py-3 font-semibold text-brand-950 hover:bg-brand-50"
                  />
                </li>
              ),
            )}
          </ul>
        </nav>
        {footer ? <div className="mt-auto border-t border-line pt-4">{footer}</div> : null}
      </div>
      <MobileMenuBehaviour id={id} />
    </div>
  );
}
