import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { buttonVariants } from '@/components/ui/button-variants';
import { Input } from '@/components/ui/field';
import { statsText as text } from '@/content/desk';
import { addDays, frenchDay, todayIso } from '@/lib/dates';
import type { Period, PeriodProblem } from '@/server/admin/response-stats';

/**
 * A period's form on a statistics page (days typed the French way) and its shortcuts, which keep the page's other
 * choices (`keep`, sent again as hidden fields); `children` adds the page's own fields beside the days.
 */
export function PeriodForm({
  path,
  period,
  problem,
  keep = {},
  children,
}: {
  path: string;
  period: Period;
  problem: PeriodProblem | null;
  keep?: Record<string, string>;
  children?: ReactNode;
}) {
  const today = todayIso();
  return (
    <form
      method="get"
      action={path}
      aria-label={text.periodLabel}
      className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-line"
    >
      {problem ? (
        <p
          role="alert"
          className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm font-semibold text-amber-900"
        >
          {text.problems[problem]}
        </p>
      ) : null}
      {children}
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        {(['du', 'au'] as const).map((name) => (
          <div key={name} className="flex flex-col gap-1.5">
            <label htmlFor={`period-${name}`} className="text-sm font-medium text-ink">
              {name === 'du' ? text.from : text.to} <span className="font-normal text-muted">({text.dayHint})</span>
            </label>
            <Input
              id={`period-${name}`}
              name={name}
              inputMode="numeric"
              autoComplete="off"
              maxLength={10}
              defaultValue={frenchDay(name === 'du' ? period.from : period.to)}
            />
          </div>
        ))}
        <button type="submit" className={buttonVariants({ variant: 'primary' })}>
          {text.show}
        </button>
      </div>
      <ul className="flex flex-wrap gap-2">
        {text.quickPeriods.map((quick) => {
          const from = addDays(today, 1 - quick.days);
          const current = period.from === from && period.to === today;
          const query = new URLSearchParams({ ...keep, du: frenchDay(from), au: frenchDay(today) });
          return (
            <li key={quick.days}>
              <Link
                href={`${path}?${query}`}
                aria-current={current ? 'page' : undefined}
                className={clsx(buttonVariants({ variant: current ? 'primary' : 'outline', size: 'sm' }))}
              >
                {quick.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </form>
  );
}
