import { clsx } from 'clsx';
import { Link } from '@/components/ui/link';
import { adminTabs, statusLabels } from '@/content/admin';
import { personText } from '@/content/desk';
import { formatDateTime } from '@/lib/dates';
import { requestPath } from '@/server/admin-paths';
import { DUPLICATE_DAYS, type OtherRequest, type PersonRequest } from '@/server/admin/person';
import { responseLine, responseTones } from './request-card';
import { StatusBadge } from './status-badge';

/** A person's requests, one line each: name, kind and topic, date, status, response; « Doublon ? » where it may be one. */
export function PersonRequests({ requests }: { requests: (PersonRequest | OtherRequest)[] }) {
  const now = new Date();
  return (
    <ul className="flex flex-col gap-2">
      {requests.map((row) => {
        const response = responseLine(row, now);
        return (
          <li
            key={`${row.kind}-${row.id}`}
            className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-xl bg-white px-4 py-3 text-sm ring-1 ring-line"
          >
            <Link href={requestPath(row.kind, row.id)} className="font-semibold text-brand-800 hover:underline">
              {row.name}
            </Link>
            <span className="text-muted">
              {adminTabs[row.kind].label}
              {row.topic ? ` · ${row.topic}` : ''}
            </span>
            <time dateTime={row.createdAt.toISOString()} className="text-muted">
              {formatDateTime(row.createdAt)}
            </time>
            <StatusBadge label={statusLabels[row.status].label} tone={statusLabels[row.status].tone} />
            {'duplicate' in row && row.duplicate ? (
              <span
                className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900"
                title={personText.duplicateHint(DUPLICATE_DAYS)}
              >
                {personText.duplicate}
                <span className="sr-only"> {personText.duplicateHint(DUPLICATE_DAYS)}</span>
              </span>
            ) : null}
            {response ? (
              <span className={clsx('rounded-full px-2 py-0.5 text-xs font-semibold', responseTones[response.tone])}>
                {response.text}
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
