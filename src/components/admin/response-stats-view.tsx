import { clsx } from 'clsx';
import { statsText as text } from '@/content/desk';
import {
  consultationPromises,
  responsePromises,
  supportPromises,
  type ResponsePromise,
} from '@/config/response-promises';
import { formatDuration, formatLongDate } from '@/lib/dates';
import type { PeriodProblem, ResponseStats, StatsGroup } from '@/server/admin/response-stats';
import { PeriodForm } from './period-form';
import { PersonRequests } from './person-requests';

const promisesOf: Record<StatsGroup, ResponsePromise[]> = {
  quotes: [responsePromises.quotes],
  contacts: [responsePromises.contacts],
  support: Object.values(supportPromises),
  consultations: Object.values(consultationPromises),
  demos: [responsePromises.demos],
};

/** "24 h", or "15 min – 24 h" for a kind whose promise depends on its priority. */
function promiseRange(group: StatsGroup) {
  const minutes = promisesOf[group].map((promise) => promise.minutes);
  const [low, high] = [Math.min(...minutes), Math.max(...minutes)];
  return low === high
    ? formatDuration(low * 60_000)
    : `${formatDuration(low * 60_000)} – ${formatDuration(high * 60_000)}`;
}

const minutes = (value: number | null) => (value === null ? text.none : formatDuration(value * 60_000));

/** The period's form (days typed the French way), its shortcuts, the table per kind, and the latest requests. */
export function ResponseStatsView({ stats, problem }: { stats: ResponseStats; problem: PeriodProblem | null }) {
  const { period, lines, latest } = stats;
  return (
    <div className="flex flex-col gap-6">
      <PeriodForm path={text.path} period={period} problem={problem} />

      {/* Wider than a phone: it scrolls sideways, and takes the keyboard's focus to do so. */}
      <div
        role="region"
        aria-labelledby="stats-caption"
        tabIndex={0}
        className="overflow-x-auto rounded-xl bg-white ring-1 ring-line"
      >
        <table className="w-full min-w-[44rem] text-left text-sm">
          <caption id="stats-caption" className="px-4 pt-4 pb-2 text-left font-bold text-brand-950">
            {text.caption(formatLongDate(period.from), formatLongDate(period.to))}
          </caption>
          <thead className="border-b border-line text-xs text-muted">
            <tr>
              {Object.values(text.columns).map((column) => (
                <th key={column} scope="col" className="px-4 py-2 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.group} className="border-b border-line last:border-0">
                <th scope="row" className="px-4 py-3 font-semibold text-ink">
                  {text.groups[line.group]}
                </th>
                <td className="px-4 py-3 text-muted">{promiseRange(line.group)}</td>
                <td className="px-4 py-3 tabular-nums">{line.answered}</td>
                <td className="px-4 py-3 tabular-nums">{minutes(line.median)}</td>
                <td className="px-4 py-3 tabular-nums">{minutes(line.p90)}</td>
                <td
                  className={clsx('px-4 py-3 tabular-nums', line.keptShare === null ? 'text-muted' : 'font-semibold')}
                >
                  {line.keptShare === null
                    ? text.none
                    : text.share(line.keptShare, line.kept, line.answered + line.lateWaiting)}
                </td>
                <td
                  className={clsx(
                    'px-4 py-3 tabular-nums',
                    line.lateWaiting > 0 ? 'font-semibold text-red-800' : undefined,
                  )}
                >
                  {line.lateWaiting}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="px-4 pb-4 text-xs text-muted">{text.estimate}</p>
      </div>

      <section aria-labelledby="stats-latest" className="flex flex-col gap-3">
        <h2 id="stats-latest" className="text-lg font-bold text-brand-950">
          {text.latestTitle}
        </h2>
        {latest.length === 0 ? (
          <p className="rounded-xl bg-white p-4 text-muted ring-1 ring-line">{text.latestEmpty}</p>
        ) : (
          <PersonRequests requests={latest} />
        )}
      </section>
    </div>
  );
}
