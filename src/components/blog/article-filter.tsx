'use client';

import { useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { buttonVariants } from '@/components/ui/button-variants';

/** `summary` is what the filter announces when the category is chosen, worded on the server. */
type Category = { id: string; label: string; href: string; summary: string };

type Props = {
  /** The accessible name of the group of links. */
  label: string;
  /** The query word of a category in the blog's address (`categorie`). */
  queryKey: string;
  /** The category the page was prerendered with. */
  selected: string;
  /** The "all" filter first, then the categories, each with the address of the list it shows. */
  categories: readonly Category[];
  /** Every article's card, rendered on the server; the featured one is left out under "all". */
  cards: readonly { id: string; category: string; featured: boolean; card: ReactNode }[];
};

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);

// The chosen category is the address's: a click writes it there, and the history's back and forward bring it back.
const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/**
 * The category links and the grid they filter. Each link is the address of a prerendered page of the filtered list, so
 * that it works before and without scripts; with them, a click filters in place and the address follows (no new
 * history entry). The cards come from the server: only the choice lives here.
 */
export function ArticleFilter({ label, queryKey, selected: prerendered, categories, cards }: Props) {
  const all = categories[0]!.id;
  const fromAddress = () => {
    const value = new URLSearchParams(window.location.search).get(queryKey);
    return categories.some((category) => category.id === value) ? value! : all;
  };
  const selected = useSyncExternalStore(subscribe, fromAddress, () => prerendered);
  const visible = cards.filter((item) => (selected === all ? !item.featured : item.category === selected));
  const summary = categories.find((category) => category.id === selected)!.summary;

  const choose = (event: MouseEvent<HTMLAnchorElement>, category: Category) => {
    if (!isPlainClick(event)) return; // a new tab or window opens the prerendered list
    event.preventDefault();
    const address = new URL(category.href, window.location.href);
    address.hash = '';
    // A null state lets Next's router follow the new address.
    window.history.replaceState(null, '', address);
    for (const listener of listeners) listener();
  };

  return (
    <div>
      <div role="group" aria-label={label} className="flex flex-wrap gap-2">
        {categories.map((category) => (
          <a
            key={category.id}
            href={category.href}
            aria-current={category.id === selected ? 'true' : undefined}
            onClick={(event) => choose(event, category)}
            className={clsx(
              buttonVariants({ variant: category.id === selected ? 'primary' : 'outline', size: 'sm' }),
              'rounded-full',
            )}
          >
            {category.label}
          </a>
        ))}
      </div>
      <p aria-live="polite" className="mt-4 text-sm text-muted">
        {summary}
      </p>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {visible.map((item) => (
          <li key={item.id} className="flex">
            {item.card}
          </li>
        ))}
      </ul>
    </div>
  );
}
