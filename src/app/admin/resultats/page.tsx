import { redirect } from 'next/navigation';
import { resultsText } from '@/content/desk';
import { loadResultsPage } from '@/server/admin/outcome-stats';
import { AdminSubpage } from '@/components/admin/admin-subpage';
import { ResultsView } from '@/components/admin/results-view';

export const metadata = { title: resultsText.heading, robots: { index: false, follow: false } };

/** The conversion and the amounts won over a period: agents and admins. */
export default async function ResultsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const page = await loadResultsPage(await searchParams);
  if (page.state === 'redirect') redirect(page.to);
  return (
    <AdminSubpage heading={resultsText.heading} intro={resultsText.intro} failed={page.state === 'failed'}>
      {page.state === 'ready' ? <ResultsView results={page.results} problem={page.problem} /> : null}
    </AdminSubpage>
  );
}
