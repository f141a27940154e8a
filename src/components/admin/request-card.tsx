import { Link } from '@/components/ui/link';
import { clsx } from 'clsx';
import { Building2, Mail, Phone } from 'lucide';
import { Icon } from '@/components/ui/icon';
import {
  adminMessages,
  attributionLabels,
  cardText,
  csvColumns,
  requestStatusLabels,
  statusControlText,
  statusLabels,
} from '@/content/admin';
import { bulkText, historyText, deskText, outcomeOf, responseText } from '@/content/desk';
import { formatDateTime, formatDuration, formatLongDate, todayIso } from '@/lib/dates';
import { responseTime } from '@/lib/response-time';
import type { AdminRow } from '@/server/admin/queries';
import { isOverdue } from '@/server/admin/filters';
import { requestPath } from '@/server/admin-paths';
import { requestStatuses, settableStatuses, type Outcome, type StoredKind, type WorkflowKind } from '@/config/requests';
import { staffWhatsappText } from '@/content/admin-contacts';
import { uiText } from '@/content/layout';
import { whatsappHref } from '@/config/links';
import { WhatsApp } from '@/components/ui/whatsapp-icon';
import { BULK_FORM } from './bulk-form';
import { RequestHistory } from './request-history';
import { StatusBadge } from './status-badge';
import { StatusControl, type StatusControlText } from './status-control';

/** The words of a request's status buttons, for the client component. */
const controlText = (name: string): StatusControlText => ({
  group: statusControlText.group(name),
  busy: statusControlText.busy,
  updated: adminMessages.statusUpdated,
  failed: adminMessages.statusFailed,
  options: settableStatuses.map((status) => {
    const { label } = requestStatusLabels[status];
    return { status, label, mark: statusControlText.mark(label), done: statusControlText.done(name, label) };
  }),
});

/** Where the visit came from, the fields it has: channel, then each UTM parameter and the referring site. */
const attributionFields = (row: AdminRow) =>
  row.attribution
    ? [
        { label: csvColumns.channel, value: row.channel },
        ...(Object.keys(attributionLabels) as (keyof typeof attributionLabels)[])
          .filter((key) => row.attribution?.[key])
          .map((key) => ({ label: attributionLabels[key], value: row.attribution?.[key] ?? null })),
      ]
    : [];

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * Where the request stands against its response promise: the time left, how late it is, or how long its first
 * response took. Nothing for a request closed without a response, nor for the newsletter.
 */
export function responseLine(
  row: Pick<AdminRow, 'response' | 'createdAt' | 'status'>,
  now: Date,
): { text: string; tone: 'ok' | 'due' | 'late' } | null {
  const state = row.response;
  if (!state) return null;
  const { promise, dueAt, firstResponseAt } = state;
  if (firstResponseAt) {
    const took =
      formatDuration(responseTime(row.createdAt, firstResponseAt, promise)) +
      (promise.clock === 'office' ? responseText.officeHours : '');
    return firstResponseAt <= dueAt
      ? { text: responseText.kept(took), tone: 'ok' }
      : { text: responseText.missed(took, formatDuration(firstResponseAt.getTime() - dueAt.getTime())), tone: 'late' };
  }
  if (row.status !== 'nouveau') return null;
  return now < dueAt
    ? { text: responseText.dueIn(formatDuration(dueAt.getTime() - now.getTime()), formatDateTime(dueAt)), tone: 'due' }
    : { text: responseText.late(formatDuration(now.getTime() - dueAt.getTime())), tone: 'late' };
}

export const responseTones = {
  ok: 'bg-emerald-50 text-emerald-800',
  due: 'bg-amber-50 text-amber-900',
  late: 'bg-red-50 text-red-800',
} as const;
const outcomeTones: Record<Outcome, string> = {
  gagne: 'bg-emerald-100 text-emerald-900',
  perdu: 'bg-red-50 text-red-800',
  sans_suite: 'bg-slate-100 text-slate-800',
};

/**
 * One request: who, what, when, its status and its control; every field and the history in the detail. A request
 * without an email (a call-back) says so, and offers its phone number as the way to answer. In a list its name links
 * to its own page, which shows it `standalone`, the detail open.
 */
export function RequestCard({
  row,
  kind,
  workflow,
  standalone = false,
  me,
  assignee,
  listQuery = '',
  selectable = false,
}: {
  row: AdminRow;
  kind: StoredKind;
  workflow: WorkflowKind | null;
  standalone?: boolean;
  /** The caller's email: on the request's own page, their notes can be removed. */
  me?: string;
  /** Who has the request, as the list names them. */
  assignee?: string | null;
  /** The list's filters (`?onglet=devis&retard=1`), carried to the request's page so that its side list is the same. */
  listQuery?: string;
  /** In a list with bulk actions: a box to select it. */
  selectable?: boolean;
}) {
  const status = statusLabels[row.status];
  const workflowStatus = requestStatuses.find((item) => item === row.status);
  const overdue = isOverdue(row, todayIso());
  const response = responseLine(row, new Date());
  return (
    <article
      className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm outline-brand-600 focus-within:outline-2 sm:p-5"
      aria-labelledby={`request-${row.id}`}
      data-desk-item={standalone ? undefined : ''}
      data-desk-request={standalone ? '' : undefined}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 items-start gap-3">
          {selectable && workflow ? (
            <input
              type="checkbox"
              name="ids"
              value={row.id}
              form={BULK_FORM}
              data-desk-select
              aria-label={bulkText.select(row.name)}
              className="size-6 shrink-0 accent-brand-700"
            />
          ) : null}
          <div className="min-w-0">
            {standalone ? (
              <h2 id={`request-${row.id}`} className="font-bold break-words text-brand-950">
                {row.name}
              </h2>
            ) : (
              <h3 id={`request-${row.id}`} className="font-bold break-words text-brand-950">
                <Link href={`${requestPath(kind, row.id)}${listQuery}`} className="hover:underline" data-desk-open>
                  {row.name}
                </Link>
              </h3>
            )}
            {row.topic ? <p className="text-sm font-medium text-brand-700">{row.topic}</p> : null}
          </div>
        </div>
        <StatusBadge label={status.label} tone={status.tone} />
      </div>
      <p className="text-xs text-muted">
        {cardText.receivedOn} <time dateTime={row.createdAt.toISOString()}>{formatDateTime(row.createdAt)}</time>
        {row.channel ? ` · ${cardText.channel(row.channel)}` : null}
      </p>
      {response ? (
        <p className={clsx('w-fit rounded-full px-2.5 py-1 text-xs font-semibold', responseTones[response.tone])}>
          {response.text}
        </p>
      ) : null}
      {workflow && (assignee || row.followUpOn || row.outcome) ? (
        <p className="flex flex-wrap gap-2 text-xs font-semibold">
          {row.outcome ? (
            <span className={clsx('rounded-full px-2.5 py-1', outcomeTones[row.outcome.outcome])}>
              {outcomeOf(row.outcome.outcome, row.outcome.amount, row.outcome.reason)}
            </span>
          ) : null}
          {assignee ? (
            <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-900">{deskText.assignedTo(assignee)}</span>
          ) : null}
          {row.followUpOn ? (
            <span
              className={clsx(
                'rounded-full px-2.5 py-1',
                overdue ? 'bg-red-50 text-red-800' : 'bg-slate-100 text-slate-800',
              )}
            >
              {(overdue ? deskText.followUpOverdue : deskText.followUpSet)(formatLongDate(row.followUpOn))}
            </span>
          ) : null}
        </p>
      ) : null}
      <ul className="flex flex-col gap-1 text-sm text-ink sm:flex-row sm:flex-wrap sm:gap-x-5">
        <li className="flex min-w-0 items-center gap-1.5">
          <Icon icon={Mail} className="size-4 shrink-0 text-muted" />
          {row.email ? (
            <a href={`mailto:${row.email}`} className="truncate text-brand-800 hover:underline">
              {row.email}
            </a>
          ) : (
            <span title={cardText.noEmail}>
              <span aria-hidden>—</span>
              <span className="sr-only">{cardText.noEmail}</span>
            </span>
          )}
        </li>
        {row.phone ? (
          <li className="flex items-center gap-1.5">
            <Icon icon={Phone} className="size-4 shrink-0 text-muted" />
            {row.email ? null : <span className="font-semibold">{cardText.callBack}</span>}
            <a href={telHref(row.phone)} className="text-brand-800 hover:underline">
              {row.phone}
            </a>
            {/* On the request's own page, a conversation with the visitor, when their number could be read. */}
            {standalone && workflow && row.phoneE164 ? (
              <a
                href={whatsappHref(staffWhatsappText.greeting(row.name, workflow, row.topic), row.phoneE164)}
                target="_blank"
                rel="noopener noreferrer"
                className="ml-2 inline-flex items-center gap-1 font-semibold text-brand-800 hover:underline"
              >
                <Icon icon={WhatsApp} className="size-4 shrink-0" />
                {staffWhatsappText.label}
                <span className="sr-only"> {uiText.newTab}</span>
              </a>
            ) : null}
          </li>
        ) : null}
        {row.company ? (
          <li className="flex min-w-0 items-center gap-1.5">
            <Icon icon={Building2} className="size-4 shrink-0 text-muted" />
            <span className="truncate">{row.company}</span>
          </li>
        ) : null}
      </ul>
      {row.excerpt ? <p className="line-clamp-3 text-sm whitespace-pre-line text-muted">{row.excerpt}</p> : null}
      <details className="group rounded-lg bg-surface px-3 py-2 text-sm" open={standalone}>
        <summary className="cursor-pointer font-semibold text-brand-800">
          {workflow ? cardText.detailsAndHistory : cardText.details}
        </summary>
        <dl className="mt-3 grid gap-x-4 gap-y-2 sm:grid-cols-[10rem_1fr]">
          {[
            ...row.fields,
            { label: cardText.source, value: row.source },
            ...attributionFields(row),
            { label: cardText.reference, value: row.id },
          ].map((field) => (
            <div key={field.label} className="contents">
              <dt className="font-medium text-muted">{field.label}</dt>
              <dd className="break-words whitespace-pre-line text-ink">
                {field.value instanceof Date ? formatDateTime(field.value) : (field.value ?? '—')}
              </dd>
            </div>
          ))}
        </dl>
        {workflow ? (
          <div className="mt-4">
            {standalone ? (
              <h3 className="font-semibold text-brand-950">{historyText.heading}</h3>
            ) : (
              <h4 className="font-semibold text-brand-950">{historyText.heading}</h4>
            )}
            <RequestHistory
              lines={row.history}
              editable={standalone}
              me={me ? { kind: workflow, id: row.id, email: me } : undefined}
            />
          </div>
        ) : null}
      </details>
      {workflow && workflowStatus ? (
        <StatusControl kind={workflow} id={row.id} status={workflowStatus} text={controlText(row.name)} />
      ) : null}
    </article>
  );
}
