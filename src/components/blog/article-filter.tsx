'use client';

import { useState, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { buttonVariants } from '@/components/ui/button-variants';

/** `summary` is what the filter announces when the category is chosen, worded on the server. */
type Category = { id: string; label: string; summary: string };

type Props = {
  /** The accessible name of the group of buttons. */
  label: string;
  /** The "all" filter first, then the categories. */
  categories: readonly Category[];
  /** Every article's card, rendered on the server; the featured one is left out under "all". */
  cards: readonly { id: number; category: string; featured: boolean; card: ReactNode }[];
};

/** The category buttons and the grid they filter. The cards come from the server: only the choice lives here. */
export function ArticleFilter({ label, categories, cards }: Props) {
  const all = categories[0]!.id;
  const [selected, setSelected] = useState(all);
  const visible = cards.filter((item) => (selected === all ? !item.featured : item.category === selected));
  const summary = categories.find((category) => category.id === selected)!.summary;

  return (
    <div>
      <div role="group" aria-label={label} className="flex flex-wrap gap-2">
        {categories.map((category) => (
          <button
            key={category.id}
            type="button"
            aria-pressed={category.id === selected}
            onClick={() => setSelected(category.id)}
            className={clsx(buttonVariants({ variant: category.id === selected ? 'primary' : 'outline', size: 'sm' }), 'rounded-full')}
          >
            {category.label}
          </button>
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
