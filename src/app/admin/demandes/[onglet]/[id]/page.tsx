import { notFound, redirect } from 'next/navigation';
import { adminTabs, cardText } from '@/content/admin';
import { loadRequestPage } from '@/server/admin/request-page';
import { AdminSubpage } from '@/components/admin/admin-subpage';
import { RequestCard } from '@/components/admin/request-card';

export const metadata = { title: cardText.permalinkTitle, robots: { index: false, follow: false } };

type Props = { params: Promise<{ onglet: string; id: string }> };

/** One request on its own page: the link the list and the staff's mails give. */
export default async function RequestPermalinkPage({ params }: Props) {
  const { onglet, id } = await params;
  const page = await loadRequestPage(onglet, id);
  if (page.state === 'redirect') redirect(page.to);
  if (page.state === 'not-found') notFound();
  const ready = page.state === 'ready' ? page : null;
  return (
    <AdminSubpage
      heading={ready ? ready.row.name : cardText.permalinkTitle}
      intro={ready ? cardText.permalinkIntro(adminTabs[ready.kind].label) : ''}
      failed={!ready}
      back={ready ? { href: `/admin?onglet=${adminTabs[ready.kind].slug}`, label: cardText.backToTab(adminTabs[ready.kind].label) } : undefined}
    >
      {ready ? <RequestCard row={ready.row} workflow={ready.workflow} kind={ready.kind} standalone /> : null}
    </AdminSubpage>
  );
}
