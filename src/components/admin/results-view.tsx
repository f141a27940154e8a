import { clsx } from 'clsx';
import { Download } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { buttonVariants } from '@/components/ui/button-variants';
import { Select } from '@/components/ui/field';
import { adminTabs } from '@/content/admin';
import { resultsText as text } from '@/content/desk';
import { formatFcfa } from '@/config/money';
import { formatLongDate } from '@/lib/dates';
import { dimensionParams, resultsQueryString, type ResultLine, type Results } from '@/server/admin/outcome-stats';
import type { PeriodProblem } from '@/server/admin/response-stats';
import { outcomeKinds, outcomeDimensions } from '@/config/requests';
import { PeriodForm } from './period-form';

/** The chart's lines: the first ones of the table, which the table and the CSV give whole. */
const CHART_LINES = 10;

function Choice({
  id,
  name,
  label,
  value,
  options,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <Select id={id} name={name} defaultValue={value}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}

function Cells({ line }: { line: ResultLine }) {
  return (
    <>
      <td className="px-4 py-3 tabular-nums">{text.count(line.received)}</td>
      <td className="px-4 py-3 font-semibold tabular-nums text-emerald-800">{text.count(line.won)}</td>
      <td className="px-4 py-3 tabular-nums">{text.count(line.lost)}</td>
      <td className="px-4 py-3 tabular-nums">{text.count(line.dropped)}</td>
      <td className="px-4 py-3 tabular-nums text-muted">{text.count(line.open)}</td>
      <td className="px-4 py-3 font-semibold tabular-nums">{text.percent(line.conversion)}</td>
      <td className="px-4 py-3 text-right tabular-nums whitespace-nowrap">{formatFcfa(line.amount)}</td>
    </>
  );
}

/**
 * The period's results: its form (period, dimension, kind), the conversion of the first lines as bars, the table of
 * every line with its total, and the same as CSV. Server-rendered: it works without JavaScript.
 */
export function ResultsView({ results, problem }: { results: Results; problem: PeriodProblem | null }) {
  const { period, dimension, kind, lines, total } = results;
  const query = resultsQueryString(results);
  const by = text.dimensions[dimension];
  return (
    <div className="flex flex-col gap-6">
      <PeriodForm
        path={text.path}
        period={period}
        problem={problem}
        keep={{ par: dimensionParams[dimension], ...(kind ? { onglet: adminTabs[kind].slug } : {}) }}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <Choice
            id="results-par"
            name="par"
            label={text.dimensionLabel}
            value={dimensionParams[dimension]}
            options={outcomeDimensions.map((item) => ({ value: dimensionParams[item], label: text.dimensions[item] }))}
          />
          <Choice
            id="results-onglet"
            name="onglet"
            label={text.kindLabel}
            value={kind ? adminTabs[kind].slug : ''}
            options={[
              { value: '', label: text.everyKind },
              ...outcomeKinds.map((item) => ({ value: adminTabs[item].slug, label: adminTabs[item].label })),
            ]}
          />
        </div>
      </PeriodForm>

      {lines.length === 0 ? (
        <p className="rounded-xl bg-white p-4 text-muted ring-1 ring-line">{text.empty}</p>
      ) : (
        <>
          <figure
            aria-labelledby="results-chart"
            className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-line"
          >
            <figcaption id="results-chart" className="font-bold text-brand-950">
              {text.chartTitle} · {by}
            </figcaption>
            <ol className="flex flex-col gap-3">
              {lines.slice(0, CHART_LINES).map((line) => (
                <li
                  key={line.value}
                  className="grid gap-1 text-sm sm:grid-cols-[minmax(0,14rem)_1fr] sm:items-center sm:gap-3"
                >
                  <span className="truncate font-semibold text-ink" title={line.label}>
                    {line.label}
                  </span>
                  <span className="flex items-center gap-3">
                    <span className="h-3 min-w-16 grow overflow-hidden rounded-full bg-slate-100" aria-hidden>
                      <span
                        className="block h-full rounded-full bg-emerald-600"
                        style={{ width: `${Math.round((line.conversion ?? 0) * 100)}%` }}
                      />
                    </span>
                    <span className="shrink-0 tabular-nums">
                      {text.chartLine(text.percent(line.conversion), line.won, line.received)}
                    </span>
                  </span>
                </li>
              ))}
            </ol>
            {lines.length > CHART_LINES ? <p className="text-xs text-muted">{text.chartMore(CHART_LINES)}</p> : null}
          </figure>

          {/* Wider than a phone: it scrolls sideways, and takes the keyboard's focus to do so. */}
          <div
            role="region"
            aria-labelledby="results-caption"
            tabIndex={0}
            className="overflow-x-auto rounded-xl bg-white ring-1 ring-line"
          >
            <table className="w-full min-w-[48rem] text-left text-sm">
              <caption id="results-caption" className="px-4 pt-4 pb-2 text-left font-bold text-brand-950">
                {text.caption(by, formatLongDate(period.from), formatLongDate(period.to))}
              </caption>
              <thead className="border-b border-line text-xs text-muted">
                <tr>
                  {[
                    by,
                    text.columns.received,
                    text.columns.won,
                    text.columns.lost,
                    text.columns.dropped,
                    text.columns.open,
                    text.columns.conversion,
                  ].map((column) => (
                    <th key={column} scope="col" className="px-4 py-2 font-semibold">
                      {column}
                    </th>
                  ))}
                  <th scope="col" className="px-4 py-2 text-right font-semibold">
                    {text.columns.amount}
                  </th>
                </tr>
              </thead>
              <tbody>
                {lines.map((line) => (
                  <tr key={line.value} className="border-b border-line last:border-0">
                    <th scope="row" className="max-w-[16rem] px-4 py-3 font-semibold break-words text-ink">
                      {line.label}
                    </th>
                    <Cells line={line} />
                  </tr>
                ))}
              </tbody>
              <tfoot className="border-t-2 border-line bg-surface">
                <tr>
                  <th scope="row" className="px-4 py-3 font-bold text-ink">
                    {total.label}
                  </th>
                  <Cells line={total} />
                </tr>
              </tfoot>
            </table>
          </div>
        </>
      )}
      <a href={`${text.csvPath}${query}`} download className={clsx(buttonVariants({ variant: 'outline' }), 'w-fit')}>
        <Icon icon={Download} className="size-4" />
        {text.csv}
      </a>
    </div>
  );
}
