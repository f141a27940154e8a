import { auditActionLabels, auditText } from '@/content/admin';
import { formatShortDateTime } from '@/lib/dates';
import type { AuditLine } from '@/server/admin/audit-log';

/** The audit log's lines, newest first (/admin/journal), or what it says when none match its filters. */
export function AuditLogTable({ lines }: { lines: AuditLine[] }) {
  if (lines.length === 0)
    return <p className="rounded-xl bg-white p-6 text-center text-muted ring-1 ring-line">{auditText.empty}</p>;
  return (
    <div className="overflow-x-auto rounded-xl bg-white ring-1 ring-line">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">{auditText.heading}</caption>
        <thead className="border-b border-line text-ink">
          <tr>
            {Object.values(auditText.columns).map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line text-muted">
          {lines.map((line) => (
            <tr key={line.id}>
              <td className="px-4 py-2 whitespace-nowrap">{formatShortDateTime(line.at)}</td>
              <td className="px-4 py-2 font-medium text-ink">{auditActionLabels[line.action]}</td>
              <td className="px-4 py-2 break-all">{line.actor}</td>
              <td className="px-4 py-2 break-all">{line.target ?? '—'}</td>
              <td className="px-4 py-2 whitespace-nowrap">{line.ip ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
