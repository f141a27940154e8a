import { Link } from '@/components/ui/link';
import { ChevronLeft, ChevronRight, Download, Search } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { adminMessages, adminTabs, adminText, statusLabels } from '@/content/admin';
import { filtersQuery, statusesOf, type AdminFilters } from '@/server/admin/filters';
import { kinds } from '@/server/admin/kinds';
import { COUNT_CAP, type AdminList, type Overview } from '@/server/admin/queries';
import type { StaffDirectory } from '@/server/admin/desk';
import { deskFilterText, deskParams } from '@/content/desk';
import { buttonVariants } from '@/components/ui/button-variants';
import { Input, Select } from '@/components/ui/field';
import { BulkActions } from './bulk-actions';
import { RequestCard } from './request-card';

const EXPORT_FORM = 'admin-export';

function Pagination({ filters, list }: { filters: AdminFilters; list: AdminList }) {
  if (list.pageCount <= 1) return null;
  const link = (target: number, label: string, rel: 'prev' | 'next') => (
    <Link
      href={`/admin${filtersQuery({ ...filters, page: target })}`}
      className={buttonVariants({ variant: 'outline', size: 'sm' })}
      rel={rel}
    >
      {rel === 'prev' ? <Icon icon={ChevronLeft} /> : null}
      {label}
      {rel === 'next' ? <Icon icon={ChevronRight} /> : null}
    </Link>
  );
  return (
    <nav aria-label={adminText.pagination} className="flex flex-wrap items-center justify-between gap-3">
      <div>{list.page > 1 ? link(list.page - 1, adminText.previous, 'prev') : null}</div>
      <p className="text-sm text-muted">{adminText.pageOf(list.page, list.pageCount)}</p>
      <div>{list.page < list.pageCount ? link(list.page + 1, adminText.next, 'next') : null}</div>
    </nav>
  );
}

/** A desk filter that is on or off (`name=1`), with the line that says what it keeps. */
function FilterCheckbox({
  name,
  checked,
  label,
  hint,
}: {
  name: string;
  checked: boolean;
  label: string;
  hint: string;
}) {
  return (
    <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-ink">
      <input type="checkbox" name={name} value="1" defaultChecked={checked} className="size-5 accent-brand-700" />
      <span>
        {label}
        <span className="block text-xs font-normal text-muted">{hint}</span>
      </span>
    </label>
  );
}

/** The search and filters of the open kind with the CSV export, and a page of cards (the kinds and views are beside: desk-views.tsx). */
export function RequestsSection({
  filters,
  overview,
  list,
  staff,
  me,
  followUps,
}: {
  filters: AdminFilters;
  overview: Pick<Overview, 'channels'>;
  list: AdminList;
  staff: StaffDirectory;
  /** The caller's user id, and the days a follow-up may be set on: the bulk actions'. */
  me: string;
  followUps: { first: string; last: string };
}) {
  const tab = adminTabs[filters.kind];
  const config = kinds[filters.kind];
  const filtered = Boolean(
    filters.q || filters.status || filters.assignee || filters.followUps || filters.late || filters.channel,
  );
  const assigneeValue =
    filters.assignee === 'mine'
      ? deskParams.mine
      : filters.assignee === 'none'
        ? deskParams.nobody
        : (filters.assignee?.userId ?? '');
  // The summary's first channels of the last days, and the one filtered on even when it is older or fewer (any channel
  // can still be filtered on through the address, ?provenance=…).
  const channels = [
    ...new Set([...overview.channels.map((item) => item.channel), ...(filters.channel ? [filters.channel] : [])]),
  ];
  const labelOf = new Map(staff.map((member) => [member.id, member.label]));
  return (
    <section aria-labelledby="requests-title" className="flex flex-col gap-5">
      <h2 id="requests-title" className="sr-only">
        {adminText.requests}
      </h2>

      {/* Keyed on the URL's filters: after a client-side navigation the fields show the new list's filters. */}
      <form
        key={filtersQuery({ ...filters, page: 1 })}
        method="get"
        action="/admin"
        role="search"
        aria-label={adminText.searchIn(tab.label)}
        className="grid gap-3 rounded-xl bg-white p-4 ring-1 ring-line sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
      >
        <input type="hidden" name="onglet" value={tab.slug} />
        <div className="flex flex-col gap-1.5 sm:col-span-2">
          <label htmlFor="admin-q" className="text-sm font-medium text-ink">
            {adminText.search}
          </label>
          <Input
            id="admin-q"
            name="q"
            type="search"
            defaultValue={filters.q}
            maxLength={100}
            placeholder={config.searchHint}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="admin-status" className="text-sm font-medium text-ink">
            {adminText.status}
          </label>
          <Select id="admin-status" name="statut" defaultValue={filters.status ?? ''}>
            <option value="">{adminText.allStatuses}</option>
            {statusesOf(filters.kind).map((status) => (
              <option key={status} value={status}>
                {statusLabels[status].label}
              </option>
            ))}
          </Select>
        </div>
        {config.workflow ? (
          <div className="flex flex-col gap-1.5">
            <label htmlFor="admin-assignee" className="text-sm font-medium text-ink">
              {deskFilterText.assignment}
            </label>
            <Select id="admin-assignee" name={deskParams.assignee} defaultValue={assigneeValue}>
              <option value="">{deskFilterText.everyone}</option>
              <option value={deskParams.mine}>{deskFilterText.mine}</option>
              <option value={deskParams.nobody}>{deskFilterText.unassigned}</option>
              {staff.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.label}
                </option>
              ))}
            </Select>
          </div>
        ) : null}
        {channels.length ? (
          <div className="flex flex-col gap-1.5">
            <label htmlFor="admin-channel" className="text-sm font-medium text-ink">
              {deskFilterText.channel}
            </label>
            <Select id="admin-channel" name={deskParams.channel} defaultValue={filters.channel ?? ''}>
              <option value="">{deskFilterText.allChannels}</option>
              {channels.map((channel) => (
                <option key={channel} value={channel}>
                  {channel}
                </option>
              ))}
            </Select>
          </div>
        ) : null}
        {config.workflow ? (
          <>
            <FilterCheckbox
              name={deskParams.followUps}
              checked={filters.followUps}
              label={deskFilterText.followUps}
              hint={deskFilterText.followUpsHint}
            />
            <FilterCheckbox
              name={deskParams.late}
              checked={filters.late}
              label={deskFilterText.late}
              hint={deskFilterText.lateHint}
            />
          </>
        ) : null}
        <div className="flex flex-wrap gap-3 sm:col-span-2 lg:col-span-4 lg:justify-end">
          <button type="submit" className={buttonVariants({ variant: 'primary' })}>
            <Icon icon={Search} />
            {adminText.filter}
          </button>
          {/* Submits the export form below (a form cannot hold another): the list's filters as they are applied. */}
          <button type="submit" form={EXPORT_FORM} className={buttonVariants({ variant: 'outline' })}>
            <Icon icon={Download} />
            {adminText.exportCsv}
          </button>
        </div>
      </form>
      {/* A post, never a link: an export writes its audit line (api/admin/export). The answer is a file download. */}
      <form
        id={EXPORT_FORM}
        method="post"
        action={`/api/admin/export${filtersQuery({ ...filters, page: 1 })}`}
        hidden
      />

      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-bold text-brand-950">{tab.label}</h3>
        <p className="text-sm text-muted" aria-live="polite">
          {list.total > COUNT_CAP ? deskFilterText.many(COUNT_CAP) : adminText.results(list.total)}
          {filtered ? (
            <>
              {' · '}
              <Link
                href={`/admin${filtersQuery({ kind: filters.kind })}`}
                className="font-semibold text-brand-800 hover:underline"
              >
                {adminText.clearFilters}
              </Link>
            </>
          ) : null}
        </p>
      </div>

      {config.workflow && list.rows.length ? (
        <BulkActions
          kind={config.workflow}
          staff={staff}
          me={me}
          today={followUps.first}
          lastFollowUp={followUps.last}
          exportQuery={filtersQuery({ ...filters, kind: filters.kind, page: 1 }).slice(1) || `onglet=${tab.slug}`}
        />
      ) : null}

      {list.rows.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-center text-muted ring-1 ring-line">
          {filtered ? adminMessages.filtered : tab.empty}
        </p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {list.rows.map((row) => (
            <li key={row.id}>
              <RequestCard
                row={row}
                kind={filters.kind}
                workflow={config.workflow}
                assignee={row.assignedTo ? (labelOf.get(row.assignedTo) ?? null) : null}
                listQuery={filtersQuery(filters)}
                selectable
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination filters={filters} list={list} />
    </section>
  );
}
