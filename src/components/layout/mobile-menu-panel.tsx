'use client';

import type { ReactNode, RefObject } from 'react';
import { ChevronDown } from 'lucide-react';
import { menuText } from '@/content/layout';
import type { NavItem } from '@/content/navigation';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { NavAnchor } from './nav-anchor';

export type MobileMenuPanelProps = {
  items: readonly NavItem[];
  /** Server-rendered extras (contact strip, call to action) shown under the links. */
  footer?: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the menu, which gets the focus back when it closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

/** The panel of the mobile menu; loaded only when a visitor first reaches for the menu. */
export default function MobileMenuPanel({ items, footer, open, onOpenChange, returnFocusTo }: MobileMenuPanelProps) {
  const close = () => onOpenChange(false);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        side="right"
        closeLabel={menuText.close}
        aria-describedby="mobile-menu-description"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogTitle className="pr-12">{menuText.title}</DialogTitle>
        <DialogDescription id="mobile-menu-description" className="sr-only">
          {menuText.description}
        </DialogDescription>
        <nav aria-label={menuText.navLabel} className="mt-4">
          <ul className="flex flex-col gap-1">
            {items.map((item) =>
              item.children ? (
                <li key={item.href}>
                  <details className="group rounded-lg">
                    <summary className="flex cursor-pointer list-none items-center justify-between rounded-lg px-3 py-3 font-semibold text-brand-950 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
                      {item.label}
                      <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden />
                    </summary>
                    <ul className="mb-2 ml-3 flex flex-col border-l border-line pl-3">
                      <li>
                        <NavAnchor link={item} onClick={close} className="block rounded-md px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50">
                          {menuText.seeAll(item.label)}
                        </NavAnchor>
                      </li>
                      {item.children.map((child) => (
                        <li key={child.href}>
                          <NavAnchor link={child} onClick={close} className="block rounded-md px-3 py-2 text-sm text-ink hover:bg-brand-50" />
                        </li>
                      ))}
                    </ul>
                  </details>
                </li>
              ) : (
                <li key={item.href}>
                  <NavAnchor link={item} onClick={close} className="block rounded-lg px-3 py-3 font-semibold text-brand-950 hover:bg-brand-50" />
                </li>
              ),
            )}
          </ul>
        </nav>
        {footer ? <div className="mt-auto border-t border-line pt-4">{footer}</div> : null}
      </DialogContent>
    </Dialog>
  );
}
