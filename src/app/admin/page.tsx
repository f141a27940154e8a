import { redirect } from 'next/navigation';
import { adminMessages, adminText } from '@/content/admin';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/metadata';
import { loadBackOffice } from '@/server/admin/back-office';
import { crashIfAsked } from '@/server/requests/http';
import { DeskViews } from '@/components/admin/desk-views';
import { Overview, OverviewNotices } from '@/components/admin/overview';
import { RequestsSection } from '@/components/admin/requests-section';

const page = pages.admin;

export const metadata = { ...pageMetadata(page), robots: { index: false, follow: false } };

/** The desk: the views and kinds beside the list (above it on a phone), then the summary. */
export default async function AdminPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await crashIfAsked();
  const office = await loadBackOffice(await searchParams);
  if (office.state === 'redirect') redirect(office.to);

  return (
    <div className="flex flex-col gap-6 px-4 py-6 lg:px-6 lg:py-8">
      <h1 className="text-2xl font-extrabold tracking-tight text-brand-950 sm:text-3xl">{page.heading}</h1>
      {office.state === 'failed' ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 font-semibold text-red-800">
          {adminMessages.loadFailed}
        </p>
      ) : (
        <>
          {office.notices.length ? (
            <ul
              aria-label={adminText.settingsNotices}
              className="flex flex-col gap-2 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm font-semibold text-amber-900"
            >
              {office.notices.map((notice) => (
                <li key={notice}>{notice}</li>
              ))}
            </ul>
          ) : null}
          <OverviewNotices data={office.overview} />
          <div className="grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start">
            <DeskViews filters={office.filters} counts={office.views} totals={office.overview.totals} />
            <div className="flex min-w-0 flex-col gap-10">
              <RequestsSection
                filters={office.filters}
                overview={office.overview}
                list={office.list}
                staff={office.staff}
                me={office.me}
                followUps={office.followUps}
              />
              <Overview data={office.overview} />
            </div>
          </div>
        </>
      )}
    </div>
  );
}
