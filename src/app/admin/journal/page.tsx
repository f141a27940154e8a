import { Link } from '@/components/ui/link';
import { redirect } from 'next/navigation';
import { Search } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { auditActionLabels, auditText } from '@/content/admin';
import { loadAuditLog } from '@/server/admin/audit-log';
import { auditActions } from '@/config/audit';
import { buttonVariants } from '@/components/ui/button-variants';
import { Input, Select } from '@/components/ui/field';
import { AdminSubpage, AdminsOnly } from '@/components/admin/admin-subpage';
import { AuditLogTable } from '@/components/admin/audit-log-table';

export const metadata = { title: auditText.heading, robots: { index: false, follow: false } };

export default async function AuditLogPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const office = await loadAuditLog(await searchParams);
  if (office.state === 'redirect') redirect(office.to);

  return (
    <AdminSubpage heading={auditText.heading} intro={auditText.intro} failed={office.state === 'failed'}>
      {office.state === 'admins-only' ? (
        <AdminsOnly message={auditText.adminsOnly} />
      ) : office.state === 'ready' ? (
        <>
          <form
            action="/admin/journal"
            role="search"
            aria-label={auditText.heading}
            className="grid gap-3 rounded-xl bg-white p-4 ring-1 ring-line md:grid-cols-[16rem_1fr_auto] md:items-end"
          >
            <div className="flex flex-col gap-1.5">
              <label htmlFor="audit-action" className="text-sm font-medium text-ink">
                {auditText.action}
              </label>
              <Select id="audit-action" name="action" defaultValue={office.filters.action ?? ''}>
                <option value="">{auditText.allActions}</option>
                {auditActions.map((action) => (
                  <option key={action} value={action}>
                    {auditActionLabels[action]}
                  </option>
                ))}
              </Select>
            </div>
            <div className="flex flex-col gap-1.5">
              <label htmlFor="audit-q" className="text-sm font-medium text-ink">
                {auditText.search}
              </label>
              <Input id="audit-q" name="q" type="search" defaultValue={office.filters.q} maxLength={100} />
            </div>
            <button type="submit" className={buttonVariants({ variant: 'primary' })}>
              <Icon icon={Search} />
              {auditText.filter}
            </button>
          </form>

          <AuditLogTable lines={office.page.lines} />
          {office.page.next ? (
            <Link
              href={`/admin/journal${office.page.next}`}
              className={`${buttonVariants({ variant: 'outline', size: 'sm' })} w-fit`}
            >
              {auditText.older}
            </Link>
          ) : null}
        </>
      ) : null}
    </AdminSubpage>
  );
}
