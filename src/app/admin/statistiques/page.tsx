import { redirect } from 'next/navigation';
import { statsText } from '@/content/desk';
import { loadStatsPage } from '@/server/admin/response-stats';
import { AdminSubpage } from '@/components/admin/admin-subpage';
import { ResponseStatsView } from '@/components/admin/response-stats-view';

export const metadata = { title: statsText.heading, robots: { index: false, follow: false } };

/** The response promises over a period: agents and admins. */
export default async function ResponseStatsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const page = await loadStatsPage(await searchParams);
  if (page.state === 'redirect') redirect(page.to);
  return (
    <AdminSubpage heading={statsText.heading} intro={statsText.intro} failed={page.state === 'failed'}>
      {page.state === 'ready' ? <ResponseStatsView stats={page.stats} problem={page.problem} /> : null}
    </AdminSubpage>
  );
}
