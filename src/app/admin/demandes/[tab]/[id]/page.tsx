import { notFound, redirect } from 'next/navigation';
import { adminTabs, cardText } from '@/content/admin';
import { deskText, personText } from '@/content/desk';
import { DESK_LIMITS } from '@/server/admin/desk';
import { isOverdue } from '@/server/admin/filters';
import { loadRequestPage } from '@/server/admin/request-page';
import { personOf, personPath } from '@/server/admin/person';
import { AdminSubpage } from '@/components/admin/admin-subpage';
import { DeskPanel } from '@/components/admin/desk-panel';
import { RequestCard } from '@/components/admin/request-card';
import { RequestList } from '@/components/admin/request-list';
import { RequestPhotos } from '@/components/admin/request-photos';
import { PersonRequests } from '@/components/admin/person-requests';
import { OutcomePanel } from '@/components/admin/outcome-panel';
import { outcomeKinds } from '@/config/requests';
import { Link } from '@/components/ui/link';

export const metadata = { title: cardText.permalinkTitle, robots: { index: false, follow: false } };

type Props = {
  params: Promise<{ tab: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * One request on its own page, with its desk (assignment, follow-up, note, reply): the link the list and the staff's
 * mails give. On a desktop, the list it was opened from stays beside it (its filters are in the address).
 */
export default async function RequestPermalinkPage({ params, searchParams }: Props) {
  const { tab, id } = await params;
  const page = await loadRequestPage(tab, id, await searchParams);
  if (page.state === 'redirect') redirect(page.to);
  if (page.state === 'not-found') notFound();
  const ready = page.state === 'ready' ? page : null;
  const assignee = ready?.staff.find((member) => member.id === ready.row.assignedTo);
  return (
    <AdminSubpage
      heading={ready ? ready.row.name : cardText.permalinkTitle}
      intro={ready ? cardText.permalinkIntro(adminTabs[ready.kind].label) : ''}
      failed={!ready}
      back={
        ready
          ? {
              href: `/admin${ready.listQuery || `?onglet=${adminTabs[ready.kind].slug}`}`,
              label: cardText.backToTab(adminTabs[ready.kind].label),
            }
          : undefined
      }
      aside={
        ready ? (
          <RequestList
            kind={ready.kind}
            list={ready.list}
            currentId={ready.row.id}
            listQuery={ready.listQuery}
            label={cardText.listBeside(adminTabs[ready.kind].label)}
          />
        ) : undefined
      }
    >
      {ready ? (
        <>
          <RequestCard
            row={ready.row}
            workflow={ready.workflow}
            kind={ready.kind}
            standalone
            me={ready.me.email}
            assignee={assignee?.label ?? null}
          />
          {ready.workflow ? (
            <section aria-labelledby="others-title" className="flex flex-col gap-3">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 id="others-title" className="text-xl font-bold text-brand-950">
                  {personText.othersTitle(ready.others.length)}
                </h2>
                {ready.others.length ? (
                  <Link
                    href={personPath(personOf(ready.row))}
                    className="text-sm font-semibold text-brand-800 hover:underline"
                  >
                    {personText.all}
                  </Link>
                ) : null}
              </div>
              <p className="text-sm text-muted">{ready.others.length ? personText.othersIntro : personText.none}</p>
              {ready.others.length ? <PersonRequests requests={ready.others} /> : null}
            </section>
          ) : null}
          <RequestPhotos photos={ready.photos} />
          {ready.workflow ? (
            <DeskPanel
              kind={ready.workflow}
              id={ready.row.id}
              me={ready.me.id}
              staff={ready.staff}
              assignedTo={ready.row.assignedTo}
              followUpOn={ready.row.followUpOn}
              overdue={isOverdue(ready.row, ready.followUps.first)}
              today={ready.followUps.first}
              lastFollowUp={ready.followUps.last}
              email={ready.row.email || null}
              replySubject={deskText.replySubjectOf(ready.row.topic ?? adminTabs[ready.kind].label)}
              limits={DESK_LIMITS}
              templates={ready.templates}
            />
          ) : null}
          {ready.workflow ? <Outcome kind={ready.workflow} id={ready.row.id} current={ready.row.outcome} /> : null}
        </>
      ) : null}
    </AdminSubpage>
  );
}

/** The outcome's panel, on the kinds that have one (quotes, consultations, demos). */
function Outcome({ kind, ...props }: { kind: string } & Omit<Parameters<typeof OutcomePanel>[0], 'kind'>) {
  const outcomeKind = outcomeKinds.find((item) => item === kind);
  return outcomeKind ? <OutcomePanel kind={outcomeKind} {...props} /> : null;
}
