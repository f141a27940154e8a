import { redirect } from 'next/navigation';
import { personalDataText } from '@/content/personal-data';
import { loadPersonalDataPage } from '@/server/admin/personal-data';
import { AdminSubpage, AdminsOnly } from '@/components/admin/admin-subpage';
import { PersonalDataDesk } from '@/components/admin/personal-data-desk';

export const metadata = { title: personalDataText.heading, robots: { index: false, follow: false } };

/** The data-protection requests: find, export and erase what an address carries (admins). */
export default async function PersonalDataPage() {
  const page = await loadPersonalDataPage();
  if (page.state === 'redirect') redirect(page.to);
  return (
    <AdminSubpage heading={personalDataText.heading} intro={personalDataText.intro} failed={page.state === 'failed'}>
      {page.state === 'admins-only' ? <AdminsOnly message={personalDataText.adminsOnly} /> : null}
      {page.state === 'ready' ? <PersonalDataDesk /> : null}
    </AdminSubpage>
  );
}
