'use client';

import { useState, type KeyboardEvent, type ReactNode } from 'react';

export type TabItem = { id: string; label: string; panel: ReactNode };

type Props = {
  /** Names the tab list for assistive technology. */
  label: string;
  tabs: readonly TabItem[];
  defaultTab: string;
  /** Prefix of the tab and panel ids, unique on the page. */
  idPrefix: string;
};

const tabClass =
  'flex-1 rounded-lg px-4 py-2.5 text-sm font-semibold text-muted aria-selected:bg-white aria-selected:text-brand-900 aria-selected:shadow-sm';

/**
 * Tabs with the keyboard of the ARIA tabs pattern (arrows, Home, End). Every panel is in the HTML, the hidden ones with
 * `hidden`, so their text is crawlable; panels may be server-rendered and passed in. Written here rather than with
 * Radix Tabs, which weighs more than the pages' JS budget allows.
 */
export function Tabs({ label, tabs, defaultTab, idPrefix }: Props) {
  const [active, setActive] = useState(defaultTab);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === active);
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[(target + tabs.length) % tabs.length]!;
    setActive(tab.id);
    document.getElementById(`${idPrefix}-onglet-${tab.id}`)?.focus();
  };
  return (
    <div className="flex flex-col gap-6">
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex flex-wrap gap-1 rounded-xl bg-surface p-1 ring-1 ring-line"
      >
        {tabs.map((tab) => (
          <button
            key={tab.id}
            id={`${idPrefix}-onglet-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={active === tab.id}
            aria-controls={`${idPrefix}-panneau-${tab.id}`}
            tabIndex={active === tab.id ? 0 : -1}
            onClick={() => setActive(tab.id)}
            className={tabClass}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          id={`${idPrefix}-panneau-${tab.id}`}
          role="tabpanel"
          aria-labelledby={`${idPrefix}-onglet-${tab.id}`}
          hidden={active !== tab.id}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
