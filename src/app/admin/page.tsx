import { redirect } from 'next/navigation';
import { Link } from '@/components/ui/link';
import { adminMessages, adminText, auditText, ownAccountText, securityText, teamText } from '@/content/admin';
import { pages } from '@/content/pages';
import { personalDataText } from '@/content/personal-data';
import { pageMetadata } from '@/lib/metadata';
import { loadBackOffice } from '@/server/admin/back-office';
import { crashIfAsked } from '@/server/requests/http';
import { Overview } from '@/components/admin/overview';
import { RequestsSection } from '@/components/admin/requests-section';

const page = pages.admin;

export const metadata = { ...pageMetadata(page), robots: { index: false, follow: false } };

export default async function AdminPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await crashIfAsked();
  const office = await loadBackOffice(await searchParams);
  if (office.state === 'redirect') redirect(office.to);

  return (
    <div className="bg-surface">
      <div className="container-page flex flex-col gap-8 py-8 sm:py-12">
        <header className="flex flex-col gap-1">
          <h1 className="text-3xl font-extrabold tracking-tight text-brand-950">{page.heading}</h1>
          {office.state === 'ready' ? (
            <p className="text-muted">
              {adminText.signedInAs} <strong className="text-ink">{office.email}</strong>
              {' · '}
              <Link href="/admin/compte" className="font-semibold text-brand-800 hover:underline">
                {ownAccountText.link}
              </Link>
              {' · '}
              <Link href={securityText.path} className="font-semibold text-brand-800 hover:underline">
                {securityText.link}
              </Link>
              {office.role === 'admin' ? (
                <>
                  {' · '}
                  <Link href={teamText.path} className="font-semibold text-brand-800 hover:underline">
                    {teamText.link}
                  </Link>
                  {' · '}
                  <Link href="/admin/journal" className="font-semibold text-brand-800 hover:underline">
                    {auditText.link}
                  </Link>
                  {' · '}
                  <Link href={personalDataText.path} className="font-semibold text-brand-800 hover:underline">
                    {personalDataText.link}
                  </Link>
                </>
              ) : null}
            </p>
          ) : null}
        </header>

        {office.state === 'failed' ? (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 font-semibold text-red-800">
            {adminMessages.loadFailed}
          </p>
        ) : (
          <>
            {office.notices.length ? (
              <ul aria-label={adminText.settingsNotices} className="flex flex-col gap-2 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm font-semibold text-amber-900">
                {office.notices.map((notice) => (
                  <li key={notice}>{notice}</li>
                ))}
              </ul>
            ) : null}
            <Overview data={office.overview} />
            <RequestsSection filters={office.filters} overview={office.overview} list={office.list} staff={office.staff} />
          </>
        )}
      </div>
    </div>
  );
}
