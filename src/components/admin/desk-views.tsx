import { clsx } from 'clsx';
import { Link } from '@/components/ui/link';
import { adminTabs, adminText } from '@/content/admin';
import { deskViewText as text } from '@/content/desk';
import { deskViews, filtersQuery, viewFilters, viewOf, type AdminFilters, type DeskView } from '@/server/admin/filters';
import { COUNT_CAP, type Overview } from '@/server/admin/queries';
import { storedKinds } from '@/config/requests';

const number = new Intl.NumberFormat('fr-FR');

const item = (current: boolean) =>
  clsx(
    'flex min-h-11 items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap',
    current ? 'bg-brand-700 text-white' : 'text-ink hover:bg-brand-50 hover:text-brand-900',
  );

/**
 * The side list of the desk: the views of the open kind with their counts (Toutes, Mes demandes, Non attribuées, En
 * retard, À relancer), then every kind with its total. Beside the list on a desktop; above it, in two rows that
 * scroll sideways, on a phone.
 */
export function DeskViews({
  filters,
  counts,
  totals,
}: {
  filters: AdminFilters;
  counts: Partial<Record<DeskView, number>>;
  totals: Overview['totals'];
}) {
  const current = viewOf(filters);
  const views = deskViews.filter((view) => counts[view] !== undefined);
  return (
    <div className="flex min-w-0 flex-col gap-4 lg:sticky lg:top-4">
      <nav
        aria-label={text.views(adminTabs[filters.kind].label)}
        className="-mx-4 overflow-x-auto px-4 lg:mx-0 lg:overflow-visible lg:px-0"
      >
        <h2 className="sr-only lg:not-sr-only lg:mb-1 lg:px-3 lg:text-xs lg:font-bold lg:tracking-wide lg:text-muted lg:uppercase">
          {text.viewsTitle}
        </h2>
        <ul className="flex w-max gap-1 lg:w-auto lg:flex-col">
          {views.map((view) => {
            const count = counts[view] ?? 0;
            return (
              <li key={view}>
                <Link
                  href={`/admin${filtersQuery(viewFilters(filters.kind, view))}`}
                  aria-current={view === current ? 'page' : undefined}
                  className={item(view === current)}
                >
                  <span>{text.labels[view]}</span>
                  <span
                    className={clsx(
                      'rounded-full px-2 text-xs',
                      view === current ? 'bg-white/20' : 'bg-surface text-muted',
                      view === 'late' && count > 0 && view !== current && 'bg-red-50 text-red-800',
                    )}
                  >
                    {count > COUNT_CAP ? text.capped(COUNT_CAP) : text.count(count)}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <nav aria-label={adminText.tabs} className="-mx-4 overflow-x-auto px-4 lg:mx-0 lg:overflow-visible lg:px-0">
        <h2 className="sr-only lg:not-sr-only lg:mb-1 lg:px-3 lg:text-xs lg:font-bold lg:tracking-wide lg:text-muted lg:uppercase">
          {text.kindsTitle}
        </h2>
        <ul className="flex w-max gap-1 lg:w-auto lg:flex-col">
          {storedKinds.map((kind) => (
            <li key={kind}>
              <Link
                href={`/admin${filtersQuery({ kind })}`}
                aria-current={kind === filters.kind ? 'page' : undefined}
                className={item(kind === filters.kind)}
              >
                {adminTabs[kind].label} ({number.format(totals[kind])})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
