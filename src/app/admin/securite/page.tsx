import { redirect } from 'next/navigation';
import { securityText } from '@/content/admin';
import { loadSecurityPage } from '@/server/admin/two-factor';
import { AdminSubpage } from '@/components/admin/admin-subpage';
import { TwoFactorPanel } from '@/components/admin/two-factor-panel';

export const metadata = { title: securityText.heading, robots: { index: false, follow: false } };

export default async function SecurityPage() {
  const page = await loadSecurityPage();
  if (page.state === 'redirect') redirect(page.to);
  const ready = page.state === 'ready' ? page : null;
  return (
    <AdminSubpage
      heading={securityText.heading}
      intro={ready?.enrolled ? securityText.introEnrolled : securityText.introEnrol}
      failed={!ready}
    >
      {ready ? (
        <>
          {!ready.enrolled && ready.policy === 'optional' ? (
            <p className="text-sm text-muted">{securityText.optional}</p>
          ) : null}
          <TwoFactorPanel email={ready.email} enrolled={ready.enrolled} />
        </>
      ) : null}
    </AdminSubpage>
  );
}
