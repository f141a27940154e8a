'use client';

import { useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import { Menu } from 'lucide-react';
import type { MobileMenuPanelProps } from './mobile-menu-panel';

const loadPanel = () => import('./mobile-menu-panel');
// The dialog library stays out of every page's first load: it arrives when the menu is first wanted.
const MobileMenuPanel = dynamic(loadPanel, { ssr: false });

type Props = Pick<MobileMenuPanelProps, 'items' | 'footer'>;

export function MobileMenu({ items, footer }: Props) {
  const [open, setOpen] = useState(false);
  // Once loaded, the panel stays mounted so that the dialog can close normally and hand focus back.
  const [loaded, setLoaded] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const prefetch = () => void loadPanel();

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className="inline-flex size-11 items-center justify-center rounded-lg text-brand-900 hover:bg-brand-50 xl:hidden"
        aria-label="Ouvrir le menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onTouchStart={prefetch}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <Menu className="size-6" aria-hidden />
      </button>
      {loaded ? <MobileMenuPanel items={items} footer={footer} open={open} onOpenChange={setOpen} returnFocusTo={triggerRef} /> : null}
    </>
  );
}
