import { clsx } from 'clsx';
import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import { adminMessages, adminText } from '@/content/admin';

/** What an admins-only page tells an agent, instead of sending them away. */
export function AdminsOnly({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded-xl border border-amber-200 bg-amber-50 p-4 font-semibold text-amber-900">
      {message}
    </p>
  );
}

/**
 * The frame of a back-office page other than /admin: a way back (to the requests, unless `back` says where), the
 * title, what it is, and SPEC's load failure; `aside` goes on its left on a desktop (a request's list).
 */
export function AdminSubpage({
  heading,
  intro,
  failed,
  back = { href: '/admin', label: adminText.backToRequests },
  aside,
  children,
}: {
  heading: string;
  intro: string;
  failed: boolean;
  back?: { href: string; label: string };
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div
      className={clsx(
        'px-4 py-6 lg:px-6 lg:py-8',
        aside ? 'grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start' : undefined,
      )}
    >
      {aside}
      <div className={clsx('flex min-w-0 flex-col gap-6', aside ? undefined : 'mx-auto w-full max-w-6xl')}>
        <header className="flex flex-col gap-2">
          <Link
            href={back.href}
            className="w-fit text-sm font-semibold text-brand-800 hover:underline"
            data-shortcut="back"
          >
            {back.label}
          </Link>
          <h1 className="text-3xl font-extrabold tracking-tight text-brand-950">{heading}</h1>
          {intro ? <p className="max-w-3xl text-muted">{intro}</p> : null}
        </header>
        {failed ? (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 font-semibold text-red-800">
            {adminMessages.loadFailed}
          </p>
        ) : (
          children
        )}
      </div>
    </div>
  );
}
