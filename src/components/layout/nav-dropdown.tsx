'use client';

import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { Link } from '@/components/ui/link';
import { ChevronDown } from 'lucide-react';
import { menuText } from '@/content/layout';
import type { NavLink } from '@/content/navigation';
import { clsx } from 'clsx';
import { NavAnchor } from './nav-anchor';

type Props = { label: string; href: string; items: readonly NavLink[] };

/**
 * A link with a disclosure sub-menu: opens on mouse hover, on a tap or click of the chevron,
 * and by keyboard (Enter/Space on the chevron, Escape closes and returns focus).
 */
export function NavDropdown({ label, href, items }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A menu opened by hovering stays open when its chevron is then clicked, instead of closing under the pointer.
  const openedByHover = useRef(false);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // Touch devices fire pointerenter just before click: only a real mouse opens on hover.
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(closeTimer.current);
    if (!open) openedByHover.current = true;
    setOpen(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || !openedByHover.current) return;
    closeTimer.current = setTimeout(() => setOpen(false), 150);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <li ref={rootRef} className="relative" onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave} onKeyDown={onKeyDown} onBlur={onBlur}>
      <div className="flex items-center">
        <Link href={href} className="rounded-md py-2 pl-3 text-sm font-medium whitespace-nowrap text-ink hover:text-brand-700">
          {label}
        </Link>
        <button
          ref={buttonRef}
          type="button"
          className="inline-flex size-8 items-center justify-center rounded-md text-ink hover:text-brand-700"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={menuText.submenu(label)}
          onClick={() => {
            const pinOpen = open && openedByHover.current;
            openedByHover.current = false;
            setOpen(pinOpen || !open);
          }}
        >
          <ChevronDown className={clsx('size-4 transition-transform', open && 'rotate-180')} aria-hidden />
        </button>
      </div>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full left-0 z-40 w-80 rounded-xl border border-line bg-white p-2 shadow-xl"
      >
        <ul className="flex flex-col">
          {items.map((item) => (
            <li key={item.href}>
              <NavAnchor
                link={item}
                onClick={() => setOpen(false)}
                className="flex flex-col rounded-lg px-3 py-2 hover:bg-brand-50 focus-visible:bg-brand-50"
              >
                <span className="text-sm font-semibold text-brand-950">{item.label}</span>
                {item.description ? <span className="text-xs text-muted">{item.description}</span> : null}
              </NavAnchor>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
