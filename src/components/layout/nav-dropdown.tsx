import type { CSSProperties } from 'react';
import { ChevronDown } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { Link } from '@/components/ui/link';
import { menuText } from '@/content/layout';
import type { NavLink } from '@/content/navigation';
import { NavAnchor } from './nav-anchor';
import { NavDropdownBehaviour } from './nav-dropdown-behaviour';

type Props = { label: string; href: string; items: readonly NavLink[] };

/**
 * A link with a sub-menu, rendered on the server. The sub-menu is a native popover that its chevron opens with no
 * script (a click, a tap, Enter or Space; Escape and a click elsewhere close it), placed under the link by CSS anchor
 * positioning; before the script, CSS also shows it under a hovering mouse. The script (nav-dropdown-behaviour.tsx)
 * adds the rest; none of this markup ships as JavaScript.
 */
export function NavDropdown({ label, href, items }: Props) {
  const panelId = `sous-menu-${href.replace(/[^\w-]/g, '-').replace(/^-+/, '')}`;
  const anchor = `--${panelId}`;
  return (
    <li className="group relative" style={{ anchorName: anchor } as CSSProperties}>
      <div className="flex items-center">
        <Link
          href={href}
          className="rounded-md py-2 pl-3 text-sm font-medium whitespace-nowrap text-ink hover:text-brand-700"
        >
          {label}
        </Link>
        <button
          type="button"
          popoverTarget={panelId}
          className="inline-flex size-8 items-center justify-center rounded-md text-ink hover:text-brand-700"
          aria-controls={panelId}
          aria-label={menuText.submenu(label)}
        >
          <Icon
            icon={ChevronDown}
            className="size-4 transition-transform group-has-[:popover-open]:rotate-180 group-has-[[open]]:rotate-180"
          />
        </button>
      </div>
      <div
        id={panelId}
        popover="auto"
        style={{ positionAnchor: anchor, top: 'anchor(bottom)', left: 'anchor(left)' } as CSSProperties}
        // Before (or without) the script, CSS shows the sub-menu under a hovering mouse; the script then does it itself.
        className="fixed z-50 m-0 hidden w-80 rounded-xl border border-line bg-white p-2 text-ink shadow-xl open:block group-[:not([data-enhanced]):hover]:block"
      >
        <ul className="flex flex-col">
          {items.map((item) => (
            <li key={item.href}>
              <NavAnchor
                link={item}
                className="flex flex-col rounded-lg px-3 py-2 hover:bg-brand-50 focus-visible:bg-brand-50"
              >
                <span className="text-sm font-semibold text-brand-950">{item.label}</span>
                {item.description ? <span className="text-xs text-muted">{item.description}</span> : null}
              </NavAnchor>
            </li>
          ))}
        </ul>
      </div>
      <NavDropdownBehaviour panelId={panelId} />
    </li>
  );
}
