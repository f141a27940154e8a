import Link from 'next/link';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight, Download, Search } from 'lucide-react';
import { adminMessages, adminTabs } from '@/content/admin';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/metadata';
import { adminCaller, type AdminCaller } from '@/server/admin/access';
import { isAdmin } from '@/server/auth/roles';
import { logError } from '@/server/log';
import { filtersQuery, parseFilters, statusesOf, type AdminFilters } from '@/server/admin/filters';
import { kinds } from '@/server/admin/kinds';
import { getOverview, listRequests, type AdminList, type Overview as OverviewData } from '@/server/admin/queries';
import { buttonVariants } from '@/components/ui/button-variants';
import { Input, Select } from '@/components/ui/field';
import { Overview } from '@/components/admin/overview';
import { RequestCard } from '@/components/admin/request-card';

const page = pages.admin;

export const metadata = { ...pageMetadata(page), robots: { index: false, follow: false } };

const number = new Intl.NumberFormat('fr-FR');

async function load(caller: AdminCaller, filters: AdminFilters): Promise<{ overview: OverviewData; list: AdminList } | null> {
  try {
    const overview = await getOverview(caller);
    return { overview, list: await listRequests(caller, filters) };
  } catch (error) {
    logError('admin', 'data could not be loaded', error);
    return null;
  }
}

function Pagination({ filters, list }: { filters: AdminFilters; list: AdminList }) {
  if (list.pageCount <= 1) return null;
  const link = (target: number, label: string, icon: 'prev' | 'next') => (
    <Link href={`/admin${filtersQuery({ ...filters, page: target })}`} className={buttonVariants({ variant: 'outline', size: 'sm' })} rel={icon}>
      {icon === 'prev' ? <ChevronLeft aria-hidden /> : null}
      {label}
      {icon === 'next' ? <ChevronRight aria-hidden /> : null}
    </Link>
  );
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-3">
      <div>{list.page > 1 ? link(list.page - 1, 'Précédente', 'prev') : null}</div>
      <p className="text-sm text-muted">
        Page {number.format(list.page)} sur {number.format(list.pageCount)}
      </p>
      <div>{list.page < list.pageCount ? link(list.page + 1, 'Suivante', 'next') : null}</div>
    </nav>
  );
}

export default async function AdminPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const caller = await adminCaller(await headers());
  // SPEC §6: signed out or not admin, /auth (which sends a signed-in user on to /). Each admin function checks the
  // role again on its own.
  if (!caller.user) redirect('/auth?retour=/admin');
  if (!(await isAdmin(caller.db, caller.user.id))) redirect('/auth');
  const filters = parseFilters(await searchParams);
  const tab = adminTabs.find((item) => item.slug === filters.kind)!;
  const data = await load(caller, filters);

  const statuses = statusesOf(filters.kind);
  const filtered = Boolean(filters.q || filters.status);
  const exportHref = `/api/admin/export${filtersQuery({ ...filters, page: 1 }) || `?onglet=${filters.kind}`}`;

  return (
    <div className="bg-surface">
      <div className="container-page flex flex-col gap-8 py-8 sm:py-12">
        <header className="flex flex-col gap-1">
          <h1 className="text-3xl font-extrabold tracking-tight text-brand-950">{page.heading}</h1>
          <p className="text-muted">
            Connecté en tant que <strong className="text-ink">{caller.user.email}</strong>
          </p>
        </header>

        {data === null ? (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 font-semibold text-red-800">
            {adminMessages.loadFailed}
          </p>
        ) : (
          <>
            <Overview data={data.overview} />

            <section aria-labelledby="demandes-titre" className="flex flex-col gap-5">
              <h2 id="demandes-titre" className="sr-only">
                Demandes
              </h2>
              <nav aria-label="Types de demandes" className="-mx-4 overflow-x-auto px-4">
                <ul className="flex w-max gap-1 rounded-xl bg-white p-1 ring-1 ring-line">
                  {adminTabs.map((item) => (
                    <li key={item.slug}>
                      <Link
                        href={`/admin${filtersQuery({ kind: item.slug })}`}
                        aria-current={item.slug === filters.kind ? 'page' : undefined}
                        className={clsx(
                          'block rounded-lg px-4 py-2.5 text-sm font-semibold whitespace-nowrap',
                          item.slug === filters.kind ? 'bg-brand-700 text-white' : 'text-muted hover:bg-brand-50 hover:text-brand-900',
                        )}
                      >
                        {item.label} ({number.format(data.overview.totals[item.slug])})
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>

              {/* Keyed on the URL's filters: after a client-side navigation the fields show the new list's filters. */}
              <form key={`${filters.kind}|${filters.q}|${filters.status ?? ''}`} method="get" action="/admin" role="search" aria-label={`Rechercher dans ${tab.label}`} className="grid gap-3 rounded-xl bg-white p-4 ring-1 ring-line md:grid-cols-[1fr_14rem_auto_auto] md:items-end">
                <input type="hidden" name="onglet" value={filters.kind} />
                <div className="flex flex-col gap-1.5">
                  <label htmlFor="admin-q" className="text-sm font-medium text-ink">
                    Rechercher
                  </label>
                  <Input id="admin-q" name="q" type="search" defaultValue={filters.q} maxLength={100} placeholder={kinds[filters.kind].searchHint} />
                </div>
                <div className="flex flex-col gap-1.5">
                  <label htmlFor="admin-statut" className="text-sm font-medium text-ink">
                    Statut
                  </label>
                  <Select id="admin-statut" name="statut" defaultValue={filters.status ?? ''}>
                    <option value="">Tous les statuts</option>
                    {statuses.map((status) => (
                      <option key={status.id} value={status.id}>
                        {status.label}
                      </option>
                    ))}
                  </Select>
                </div>
                <button type="submit" className={buttonVariants({ variant: 'primary' })}>
                  <Search aria-hidden />
                  Filtrer
                </button>
                <a href={exportHref} className={buttonVariants({ variant: 'outline' })} download>
                  <Download aria-hidden />
                  Exporter CSV
                </a>
              </form>

              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="text-lg font-bold text-brand-950">{tab.label}</h3>
                <p className="text-sm text-muted" aria-live="polite">
                  {number.format(data.list.total)} résultat{data.list.total > 1 ? 's' : ''}
                  {filtered ? (
                    <>
                      {' · '}
                      <Link href={`/admin${filtersQuery({ kind: filters.kind })}`} className="font-semibold text-brand-800 hover:underline">
                        Effacer les filtres
                      </Link>
                    </>
                  ) : null}
                </p>
              </div>

              {data.list.rows.length === 0 ? (
                <p className="rounded-xl bg-white p-6 text-center text-muted ring-1 ring-line">{filtered ? adminMessages.filtered : tab.empty}</p>
              ) : (
                <ul className="grid gap-4 lg:grid-cols-2">
                  {data.list.rows.map((row) => (
                    <li key={row.id}>
                      <RequestCard kind={filters.kind} row={row} workflow={kinds[filters.kind].hasWorkflow} />
                    </li>
                  ))}
                </ul>
              )}
              <Pagination filters={filters} list={data.list} />
            </section>
          </>
        )}
      </div>
    </div>
  );
}
