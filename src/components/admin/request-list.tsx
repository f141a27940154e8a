import { clsx } from 'clsx';
import { Link } from '@/components/ui/link';
import { adminMessages, adminText, statusLabels } from '@/content/admin';
import { formatDateTime } from '@/lib/dates';
import { requestPath } from '@/server/admin-paths';
import type { AdminList } from '@/server/admin/queries';
import type { StoredKind } from '@/config/requests';
import { responseLine, responseTones } from './request-card';
import { StatusBadge } from './status-badge';

/**
 * The list beside a request on a desktop: the page of the list it was opened from (its filters in `listQuery`), one
 * line per request, the open one marked. Hidden on a phone, where the request comes alone and « Retour » goes back.
 */
export function RequestList({
  kind,
  list,
  currentId,
  listQuery,
  label,
}: {
  kind: StoredKind;
  list: AdminList;
  currentId: string;
  listQuery: string;
  label: string;
}) {
  const now = new Date();
  return (
    <nav aria-label={label} className="hidden lg:sticky lg:top-4 lg:block">
      {list.rows.length === 0 ? (
        <p className="rounded-xl bg-white p-4 text-sm text-muted ring-1 ring-line">{adminMessages.filtered}</p>
      ) : null}
      <ul className="flex max-h-[calc(100dvh-2rem)] flex-col empty:hidden gap-1 overflow-y-auto rounded-xl bg-white p-1.5 ring-1 ring-line">
        {list.rows.map((row) => {
          const current = row.id === currentId;
          const response = responseLine(row, now);
          return (
            <li key={row.id} data-desk-item="">
              <Link
                href={`${requestPath(kind, row.id)}${listQuery}`}
                aria-current={current ? 'page' : undefined}
                data-desk-open=""
                className={clsx(
                  'flex flex-col gap-1 rounded-lg px-3 py-2 text-sm',
                  current ? 'bg-brand-50 ring-1 ring-brand-300' : 'hover:bg-surface',
                )}
              >
                <span className="flex items-start justify-between gap-2">
                  <span className="min-w-0 truncate font-semibold text-brand-950">{row.name}</span>
                  <StatusBadge label={statusLabels[row.status].label} tone={statusLabels[row.status].tone} />
                </span>
                {row.topic ? <span className="truncate text-xs font-medium text-brand-700">{row.topic}</span> : null}
                <span className="text-xs text-muted">
                  <time dateTime={row.createdAt.toISOString()}>{formatDateTime(row.createdAt)}</time>
                </span>
                {response ? (
                  <span
                    className={clsx(
                      'w-fit rounded-full px-2 py-0.5 text-xs font-semibold',
                      responseTones[response.tone],
                    )}
                  >
                    {response.text}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
      {list.pageCount > 1 ? (
        <p className="mt-2 px-3 text-xs text-muted">{adminText.pageOf(list.page, list.pageCount)}</p>
      ) : null}
    </nav>
  );
}
