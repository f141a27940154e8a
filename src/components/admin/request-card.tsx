import { Building2, Mail, Phone } from 'lucide-react';
import { newsletterStatuses, requestStatuses, type AdminKind } from '@/content/admin';
import { formatDateTime } from '@/lib/dates';
import type { AdminRow } from '@/server/admin/queries';
import { StatusBadge } from './status-badge';
import { StatusControl } from './status-control';

const statusOf = (kind: AdminKind, id: string) =>
  (kind === 'newsletter' ? newsletterStatuses : requestStatuses).find((status) => status.id === id) ?? { id, label: id, tone: 'slate' as const };

const requestLabel = (id: string) => requestStatuses.find((status) => status.id === id)?.label ?? id;

/** One request: who, what, when, its status and its control; every field and the history in the detail. */
export function RequestCard({ kind, row, workflow }: { kind: AdminKind; row: AdminRow; workflow: boolean }) {
  const status = statusOf(kind, row.status);
  const excerpt = row.fields.find((field) => ['Message', 'Description'].includes(field.label) && field.value)?.value;
  return (
    <article className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5" aria-labelledby={`demande-${row.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={`demande-${row.id}`} className="font-bold break-words text-brand-950">
            {row.name}
          </h3>
          {row.topic ? <p className="text-sm font-medium text-brand-700">{row.topic}</p> : null}
        </div>
        <StatusBadge label={status.label} tone={status.tone} />
      </div>
      <p className="text-xs text-muted">
        Reçue le <time dateTime={row.createdAt.toISOString()}>{formatDateTime(row.createdAt)}</time>
      </p>
      <ul className="flex flex-col gap-1 text-sm text-ink sm:flex-row sm:flex-wrap sm:gap-x-5">
        {row.email ? (
          <li className="flex min-w-0 items-center gap-1.5">
            <Mail className="size-4 shrink-0 text-muted" aria-hidden />
            <a href={`mailto:${row.email}`} className="truncate text-brand-800 hover:underline">
              {row.email}
            </a>
          </li>
        ) : null}
        {row.phone ? (
          <li className="flex items-center gap-1.5">
            <Phone className="size-4 shrink-0 text-muted" aria-hidden />
            <a href={`tel:${row.phone.replace(/[^\d+]/g, '')}`} className="text-brand-800 hover:underline">
              {row.phone}
            </a>
          </li>
        ) : null}
        {row.company ? (
          <li className="flex min-w-0 items-center gap-1.5">
            <Building2 className="size-4 shrink-0 text-muted" aria-hidden />
            <span className="truncate">{row.company}</span>
          </li>
        ) : null}
      </ul>
      {excerpt ? <p className="line-clamp-3 text-sm whitespace-pre-line text-muted">{excerpt}</p> : null}
      <details className="group rounded-lg bg-surface px-3 py-2 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-800">Détail{workflow ? ' et historique' : ''}</summary>
        <dl className="mt-3 grid gap-x-4 gap-y-2 sm:grid-cols-[10rem_1fr]">
          {[...row.fields, { label: 'Source', value: row.source }, { label: 'Référence', value: row.id }].map((field) => (
            <div key={field.label} className="contents">
              <dt className="font-medium text-muted">{field.label}</dt>
              <dd className="break-words whitespace-pre-line text-ink">{field.value ?? '—'}</dd>
            </div>
          ))}
        </dl>
        {workflow ? (
          <div className="mt-4">
            <h4 className="font-semibold text-brand-950">Historique du statut</h4>
            {row.history.length ? (
              <ol className="mt-2 flex flex-col gap-1">
                {row.history.map((entry) => (
                  <li key={entry.at.toISOString() + entry.to}>
                    <time dateTime={entry.at.toISOString()}>{formatDateTime(entry.at)}</time> · {entry.by} : {requestLabel(entry.from)} → {requestLabel(entry.to)}
                  </li>
                ))}
              </ol>
            ) : (
              <p className="mt-1 text-muted">Aucun changement depuis la réception.</p>
            )}
          </div>
        ) : null}
      </details>
      {workflow ? <StatusControl kind={kind} id={row.id} status={row.status} name={row.name} /> : null}
    </article>
  );
}
