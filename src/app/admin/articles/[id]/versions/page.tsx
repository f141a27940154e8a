import { notFound, redirect } from 'next/navigation';
import { clsx } from 'clsx';
import { contentAreaPath, editorialText as text } from '@/content/editorial';
import { formatDateTime } from '@/lib/dates';
import { loadRevisions } from '@/server/content/editorial-pages';
import { AdminSubpage, AdminsOnly } from '@/components/admin/admin-subpage';
import { RestoreRevision } from '@/components/admin/restore-revision';

export const metadata = { title: text.compareHeading, robots: { index: false, follow: false } };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/** Two revisions of an article compared, field by field, the text line by line; either can be restored. */
export default async function RevisionsPage({ params, searchParams }: Props) {
  const { id } = await params;
  const query = await searchParams;
  const page = await loadRevisions(id, one(query.de), one(query.a));
  if (page.state === 'redirect') redirect(page.to);
  if (page.state === 'not-found') notFound();
  return (
    <AdminSubpage
      heading={text.compareHeading}
      intro={text.revisionsIntro}
      failed={page.state === 'failed'}
      back={{ href: `${contentAreaPath}/${id}`, label: text.back }}
    >
      {page.state === 'editors-only' ? <AdminsOnly message={text.editorsOnly} /> : null}
      {page.state === 'ready' ? (
        <>
          <div className="grid gap-3 sm:grid-cols-2">
            {[
              { label: text.compareFrom, revision: page.from },
              { label: text.compareTo, revision: page.to },
            ].map(({ label, revision }) => (
              <div key={revision.id} className="flex flex-col gap-2 rounded-xl bg-white p-4 ring-1 ring-line">
                <p className="text-sm text-muted">
                  {label} <strong className="text-ink">{formatDateTime(revision.at)}</strong>
                </p>
                <RestoreRevision articleId={page.article.id} revisionId={revision.id} />
              </div>
            ))}
          </div>
          {page.changes.length ? (
            <ul className="flex flex-col gap-4">
              {page.changes.map((change) => (
                <li key={change.field} className="rounded-xl bg-white p-4 ring-1 ring-line">
                  <h2 className="mb-2 font-semibold text-ink">{text.fieldChanged(change.label)}</h2>
                  {change.kind === 'whole' ? (
                    <>
                      <p className="mb-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm font-semibold text-amber-900">
                        {text.tooDifferent}
                      </p>
                      <div className="grid gap-3 lg:grid-cols-2">
                        {[
                          { key: 'from', revision: page.from, body: change.before },
                          { key: 'to', revision: page.to, body: change.after },
                        ].map(({ key, revision, body }) => (
                          <section key={key} aria-labelledby={`texte-${key}`} className="min-w-0">
                            <h3 id={`texte-${key}`} className="mb-1 text-sm font-semibold text-ink">
                              {text.wholeText(formatDateTime(revision.at))}
                            </h3>
                            <div className="rounded-lg bg-surface p-3 font-mono text-[0.8125rem] whitespace-pre-wrap wrap-anywhere">
                              {body}
                            </div>
                          </section>
                        ))}
                      </div>
                    </>
                  ) : (
                    <div
                      className={clsx(
                        'text-sm break-words whitespace-pre-wrap',
                        change.kind === 'lines' && 'font-mono text-[0.8125rem]',
                      )}
                    >
                      {change.parts.map((part, index) =>
                        part.added ? (
                          <ins key={index} className="bg-green-100 text-green-900 no-underline" title={text.added}>
                            {part.value}
                          </ins>
                        ) : part.removed ? (
                          <del key={index} className="bg-red-100 text-red-900" title={text.deleted}>
                            {part.value}
                          </del>
                        ) : (
                          <span key={index} className={change.kind === 'lines' ? 'text-muted' : undefined}>
                            {part.value}
                          </span>
                        ),
                      )}
                    </div>
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted">{text.unchanged}</p>
          )}
        </>
      ) : null}
    </AdminSubpage>
  );
}
