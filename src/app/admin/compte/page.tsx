import { redirect } from 'next/navigation';
import { LogOut } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { ownAccountText } from '@/content/admin';
import { formatShortDateTime } from '@/lib/dates';
import { deviceName } from '@/lib/user-agent';
import { loadOwnAccount } from '@/server/admin/own-sessions';
import { buttonVariants } from '@/components/ui/button-variants';
import { AdminSubpage } from '@/components/admin/admin-subpage';
import { settings } from '@/server/settings';

export const metadata = { title: ownAccountText.heading, robots: { index: false, follow: false } };

export default async function OwnAccountPage() {
  const account = await loadOwnAccount();
  const limits = settings().staffSession;
  if (account.state === 'redirect') redirect(account.to);

  return (
    <AdminSubpage
      heading={ownAccountText.heading}
      intro={ownAccountText.intro(limits.idleMs / 60_000, limits.maxMs / 3_600_000)}
      failed={account.state === 'failed'}
    >
      {account.state === 'ready' ? (
        <>
          <ul className="grid gap-3">
            {account.sessions.map((session) => (
              <li key={session.id} className="rounded-xl bg-white p-4 ring-1 ring-line">
                <p className="font-semibold text-ink">
                  {deviceName(session.userAgent) ?? ownAccountText.unknownDevice}
                  {session.current ? (
                    <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                      {ownAccountText.current}
                    </span>
                  ) : null}
                </p>
                {session.userAgent ? (
                  <p className="mt-0.5 text-xs break-words text-muted">{session.userAgent}</p>
                ) : null}
                <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm text-muted sm:grid-cols-3">
                  <div>
                    <dt className="inline font-medium text-ink">
                      {ownAccountText.columns.since}
                      {'\u202f: '}
                    </dt>
                    <dd className="inline">{formatShortDateTime(session.createdAt)}</dd>
                  </div>
                  <div>
                    <dt className="inline font-medium text-ink">
                      {ownAccountText.columns.lastSeen}
                      {'\u202f: '}
                    </dt>
                    <dd className="inline">{formatShortDateTime(session.lastSeenAt)}</dd>
                  </div>
                  <div>
                    <dt className="inline font-medium text-ink">
                      {ownAccountText.columns.ip}
                      {'\u202f: '}
                    </dt>
                    <dd className="inline">{session.ip ?? '—'}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
          <form
            action="/api/admin/sessions"
            method="post"
            className="flex flex-col gap-2 rounded-xl bg-white p-4 ring-1 ring-line sm:flex-row sm:items-center sm:justify-between"
          >
            <p className="text-sm text-muted">{ownAccountText.signOutHint}</p>
            <button type="submit" className={buttonVariants({ variant: 'outline' })}>
              <Icon icon={LogOut} />
              {ownAccountText.signOutEverywhere}
            </button>
          </form>
        </>
      ) : null}
    </AdminSubpage>
  );
}
