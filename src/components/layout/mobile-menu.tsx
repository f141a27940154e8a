'use client';

import { useRef } from 'react';
import dynamic from 'next/dynamic';
import { Menu } from 'lucide-react';
import { menuText } from '@/content/layout';
import { LazyDialogTrigger } from '@/components/ui/lazy-dialog-trigger';
import type { MobileMenuPanelProps } from './mobile-menu-panel';

const loadPanel = () => import('./mobile-menu-panel');
// The dialog library stays out of every page's first load: it arrives when the menu is first wanted.
const MobileMenuPanel = dynamic(loadPanel, { ssr: false });

type Props = Pick<MobileMenuPanelProps, 'items' | 'footer'>;

export function MobileMenu({ items, footer }: Props) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <LazyDialogTrigger
      ref={triggerRef}
      className="inline-flex size-11 items-center justify-center rounded-lg text-brand-900 hover:bg-brand-50 xl:hidden"
      aria-label={menuText.open}
      prefetch={() => void loadPanel()}
      dialog={(state) => <MobileMenuPanel items={items} footer={footer} {...state} returnFocusTo={triggerRef} />}
    >
      <Menu className="size-6" aria-hidden />
    </LazyDialogTrigger>
  );
}
