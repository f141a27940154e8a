import { redirect } from 'next/navigation';
import { personText } from '@/content/desk';
import { loadPersonPage } from '@/server/admin/person';
import { AdminSubpage } from '@/components/admin/admin-subpage';
import { PersonRequests } from '@/components/admin/person-requests';

export const metadata = { title: personText.heading, robots: { index: false, follow: false } };

/** A person's requests of every kind, by their address or their phone: agents and admins. */
export default async function PersonPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const page = await loadPersonPage(await searchParams);
  if (page.state === 'redirect') redirect(page.to);
  return (
    <AdminSubpage heading={personText.heading} intro={personText.intro} failed={page.state === 'failed'}>
      {page.state === 'not-found' ? (
        <p role="alert" className="rounded-xl border border-amber-200 bg-amber-50 p-4 font-semibold text-amber-900">
          {personText.notFound}
        </p>
      ) : page.state === 'ready' ? (
        <>
          <dl className="grid gap-x-4 gap-y-1 rounded-xl bg-white p-4 text-sm ring-1 ring-line sm:grid-cols-[10rem_1fr]">
            {page.key.email ? (
              <>
                <dt className="font-medium text-muted">{personText.email}</dt>
                <dd className="break-all text-ink">{page.key.email}</dd>
              </>
            ) : null}
            {page.key.phone ? (
              <>
                <dt className="font-medium text-muted">{personText.phone}</dt>
                <dd className="text-ink">{page.key.phone}</dd>
              </>
            ) : null}
          </dl>
          <p className="text-sm text-muted" aria-live="polite">
            {personText.count(page.requests.length)}
          </p>
          <PersonRequests requests={page.requests} />
        </>
      ) : null}
    </AdminSubpage>
  );
}
