import { adminTabs, failedMailsNotice, newsletterStatuses, requestStatuses, SUMMARY_DAYS } from '@/content/admin';
import type { Overview as OverviewData } from '@/server/admin/queries';

const number = new Intl.NumberFormat('fr-FR');
const shortDay = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayLabel = (day: string) => shortDay.format(new Date(`${day}T12:00:00Z`));

/** Requests per day, drawn on the server as SVG: no chart library reaches the browser. */
function DailyChart({ perDay }: { perDay: OverviewData['perDay'] }) {
  const width = 600;
  const height = 100;
  const max = Math.max(1, ...perDay.map((day) => day.count));
  const total = perDay.reduce((sum, day) => sum + day.count, 0);
  const busiest = perDay.reduce((best, day) => (day.count > best.count ? day : best), perDay[0]!);
  const slot = width / perDay.length;
  const summary = `${number.format(total)} demande${total > 1 ? 's' : ''} sur ${SUMMARY_DAYS} jours${total ? ` · au plus ${number.format(busiest.count)} le ${dayLabel(busiest.day)}` : ''}`;
  return (
    <figure className="flex flex-col gap-1">
      <p className="text-right text-xs text-muted" aria-hidden>
        max {number.format(max)}
      </p>
      {/* Bars only: stretched to the width, so the labels live in HTML where they keep their size. */}
      <svg viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" role="img" aria-label={`Demandes par jour : ${summary}`} className="h-32 w-full border-b border-slate-300 sm:h-40">
        {perDay.map((day, index) => {
          const barHeight = (day.count / max) * height;
          return (
            <rect key={day.day} x={index * slot + 1.5} y={height - barHeight} width={slot - 3} height={barHeight} className="fill-brand-600">
              <title>{`${dayLabel(day.day)} : ${number.format(day.count)}`}</title>
            </rect>
          );
        })}
      </svg>
      <div className="flex justify-between text-xs text-muted" aria-hidden>
        <span>{dayLabel(perDay[0]!.day)}</span>
        <span>{dayLabel(perDay[Math.floor(perDay.length / 2)]!.day)}</span>
        <span>{dayLabel(perDay.at(-1)!.day)}</span>
      </div>
      <figcaption className="mt-1 text-sm text-muted">{summary}</figcaption>
    </figure>
  );
}

/** The summary above the tabs: every kind with its count per status, the last 30 days, and mails that never left. */
export function Overview({ data }: { data: OverviewData }) {
  return (
    <section aria-labelledby="synthese-titre" className="flex flex-col gap-4">
      <h2 id="synthese-titre" className="text-xl font-bold text-brand-950">
        Vue d’ensemble
      </h2>
      {data.failedMails > 0 ? (
        <p className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm font-semibold text-amber-900">{failedMailsNotice(data.failedMails)}</p>
      ) : null}
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
        {adminTabs.map((tab) => {
          const statuses = tab.slug === 'newsletter' ? newsletterStatuses : requestStatuses;
          return (
            <li key={tab.slug} className="rounded-xl border border-line bg-white p-3 sm:p-4">
              <p className="text-sm font-semibold text-muted">{tab.label}</p>
              <p className="text-2xl font-extrabold text-brand-950">{number.format(data.totals[tab.slug])}</p>
              <dl className="mt-1 flex flex-col text-xs text-muted">
                {statuses.map((status) => (
                  <div key={status.id} className="flex justify-between gap-2">
                    <dt>{status.label}</dt>
                    <dd className="font-semibold text-ink">{number.format(data.counts[tab.slug][status.id] ?? 0)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          );
        })}
      </ul>
      <div className="rounded-xl border border-line bg-white p-4">
        <h3 className="mb-2 text-sm font-semibold text-brand-950">Demandes reçues par jour ({SUMMARY_DAYS} derniers jours)</h3>
        <DailyChart perDay={data.perDay} />
      </div>
    </section>
  );
}
