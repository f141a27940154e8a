import {
  adminTabs,
  adminText,
  droppedVisitorMailsNotice,
  failedMailsNotice,
  statusLabels,
  SUMMARY_DAYS,
} from '@/content/admin';
import { VISITOR_MAILS_PER_HOUR } from '@/server/rate-limit';
import type { Overview as OverviewData } from '@/server/admin/queries';
import { Link } from '@/components/ui/link';
import { deskFilterText } from '@/content/desk';
import { filtersQuery, statusesOf } from '@/server/admin/filters';
import { storedKinds, workflowKinds, type WorkflowKind } from '@/config/requests';
import { contactTapText } from '@/content/admin-contacts';
import { tapChannels } from '@/lib/contact-taps';

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
  const summary = adminText.chartSummary(
    total,
    SUMMARY_DAYS,
    total ? { day: dayLabel(busiest.day), count: busiest.count } : null,
  );
  return (
    <figure className="flex flex-col gap-1">
      <p className="text-right text-xs text-muted" aria-hidden>
        {adminText.chartMax(max)}
      </p>
      {/* Bars only: stretched to the width, so the labels live in HTML where they keep their size. */}
      <svg
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={adminText.chartLabel(summary)}
        className="h-32 w-full border-b border-slate-300 sm:h-40"
      >
        {perDay.map((day, index) => {
          const barHeight = (day.count / max) * height;
          return (
            <rect
              key={day.day}
              x={index * slot + 1.5}
              y={height - barHeight}
              width={slot - 3}
              height={barHeight}
              className="fill-brand-600"
            >
              <title>{adminText.chartBar(dayLabel(day.day), day.count)}</title>
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

/** Follow-ups due and the caller's open requests, per kind, each a link to its filtered tab. */
function DeskCounts({ desk }: { desk: OverviewData['desk'] }) {
  const rows = [
    { title: deskFilterText.late, count: (kind: WorkflowKind) => desk[kind].late, filter: { late: true } },
    { title: deskFilterText.followUps, count: (kind: WorkflowKind) => desk[kind].overdue, filter: { followUps: true } },
    { title: deskFilterText.mine, count: (kind: WorkflowKind) => desk[kind].mine, filter: { assignee: 'mine' } },
  ] as const;
  return (
    <div className="rounded-xl border border-line bg-white p-4">
      <dl className="flex flex-col gap-3 text-sm">
        {rows.map((row) => {
          const total = workflowKinds.reduce((sum, kind) => sum + row.count(kind), 0);
          return (
            <div key={row.title}>
              <dt className="font-semibold text-brand-950">
                {row.title} <span className="text-muted">({number.format(total)})</span>
              </dt>
              <dd className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-muted">
                {total === 0
                  ? deskFilterText.none
                  : workflowKinds
                      .filter((kind) => row.count(kind) > 0)
                      .map((kind) => (
                        <Link
                          key={kind}
                          href={`/admin${filtersQuery({ kind, ...row.filter })}`}
                          className="font-semibold text-brand-800 hover:underline"
                        >
                          {deskFilterText.perKind(adminTabs[kind].label, row.count(kind))}
                        </Link>
                      ))}
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}

/**
 * Requests of the last days per channel (the UTM source or the referring site): the first channels by name, the others
 * on one line (the query sums them), and those that came direct.
 */
export function ChannelCounts({
  channels,
  others,
  total,
}: {
  channels: OverviewData['channels'];
  others: OverviewData['otherChannels'];
  total: number;
}) {
  const attributed = channels.reduce((sum, item) => sum + item.count, others.count);
  return (
    <div className="rounded-xl border border-line bg-white p-4 text-sm">
      <h3 className="font-semibold text-brand-950">{deskFilterText.channelsTitle(SUMMARY_DAYS)}</h3>
      <ul className="mt-1 flex flex-col gap-0.5 text-muted">
        {channels.map((item) => (
          <li key={item.channel} className="flex justify-between gap-3">
            <span className="truncate">{item.channel}</span>
            <span className="font-semibold text-ink">{number.format(item.count)}</span>
          </li>
        ))}
        {others.channels > 0 ? (
          <li className="flex justify-between gap-3">
            <span>
              {deskFilterText.otherChannels}{' '}
              <span className="text-xs">({deskFilterText.otherChannelsCount(others.channels)})</span>
            </span>
            <span className="font-semibold text-ink">{number.format(others.count)}</span>
          </li>
        ) : null}
        <li className="flex justify-between gap-3">
          <span>{deskFilterText.direct}</span>
          <span className="font-semibold text-ink">{number.format(Math.max(0, total - attributed))}</span>
        </li>
      </ul>
    </div>
  );
}

/**
 * Taps on the site's call, WhatsApp and mail links over the same days: per channel, then the pages they came from.
 * Third in the summary's grid: the whole row on two columns, so that it does not stand alone on half of it.
 */
export function ContactTapCounts({ taps }: { taps: OverviewData['contactTaps'] }) {
  const perChannel = (counts: OverviewData['contactTaps']['perChannel']) =>
    tapChannels.map((channel) => ({ label: contactTapText.channels[channel], count: counts[channel] }));
  return (
    <section
      aria-labelledby="contact-taps-title"
      className="rounded-xl border border-line bg-white p-4 text-sm md:col-span-2 xl:col-span-1"
    >
      <h3 id="contact-taps-title" className="font-semibold text-brand-950">
        {contactTapText.title(SUMMARY_DAYS)}
      </h3>
      <p className="mt-0.5 text-xs text-muted">{contactTapText.intro}</p>
      <dl className="mt-2 flex flex-col gap-0.5 text-muted">
        {[...perChannel(taps.perChannel), { label: contactTapText.total, count: taps.total }].map((item) => (
          <div key={item.label} className="flex justify-between gap-3">
            <dt>{item.label}</dt>
            <dd className="font-semibold text-ink">{number.format(item.count)}</dd>
          </div>
        ))}
      </dl>
      <h4 className="mt-3 font-semibold text-brand-950">{contactTapText.topPages}</h4>
      {taps.topPages.length === 0 ? (
        <p className="mt-1 text-muted">{contactTapText.none}</p>
      ) : (
        <ol className="mt-1 flex flex-col gap-1 text-muted">
          {taps.topPages.map((page) => (
            <li key={page.path} className="flex justify-between gap-3">
              <span className="min-w-0">
                <span className="block truncate text-ink">{page.path}</span>
                <span className="text-xs">{contactTapText.pageCounts(perChannel(page.perChannel))}</span>
              </span>
              <span className="font-semibold text-ink">{number.format(page.total)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Mails that never left, above the desk: staff may have a visitor to call back, or a cap to raise. */
export function OverviewNotices({ data }: { data: Pick<OverviewData, 'failedMails' | 'droppedVisitorMails'> }) {
  return (
    <>
      {data.failedMails > 0 ? (
        <p className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm font-semibold text-amber-900">
          {failedMailsNotice(data.failedMails)}
        </p>
      ) : null}
      {data.droppedVisitorMails > 0 ? (
        <p className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm font-semibold text-amber-900">
          {droppedVisitorMailsNotice(data.droppedVisitorMails, VISITOR_MAILS_PER_HOUR.max)}
        </p>
      ) : null}
    </>
  );
}

/** The summary below the desk: every kind with its count per status, the desk's counts, channels, taps, the last 30 days. */
export function Overview({ data }: { data: OverviewData }) {
  return (
    <section aria-labelledby="overview-title" className="flex flex-col gap-4">
      <h2 id="overview-title" className="text-xl font-bold text-brand-950">
        {adminText.overview}
      </h2>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
        {storedKinds.map((kind) => (
          <li key={kind} className="rounded-xl border border-line bg-white p-3 sm:p-4">
            <p className="text-sm font-semibold text-muted">{adminTabs[kind].label}</p>
            <p className="text-2xl font-extrabold text-brand-950">{number.format(data.totals[kind])}</p>
            <dl className="mt-1 flex flex-col text-xs text-muted">
              {statusesOf(kind).map((status) => (
                <div key={status} className="flex justify-between gap-2">
                  <dt>{statusLabels[status].label}</dt>
                  <dd className="font-semibold text-ink">{number.format(data.counts[kind][status] ?? 0)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
        <DeskCounts desk={data.desk} />
        <ChannelCounts
          channels={data.channels}
          others={data.otherChannels}
          total={data.perDay.reduce((sum, day) => sum + day.count, 0)}
        />
        <ContactTapCounts taps={data.contactTaps} />
      </div>
      <div className="rounded-xl border border-line bg-white p-4">
        <h3 className="mb-2 text-sm font-semibold text-brand-950">{adminText.perDayTitle(SUMMARY_DAYS)}</h3>
        <DailyChart perDay={data.perDay} />
      </div>
    </section>
  );
}
