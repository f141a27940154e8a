import { redirect } from 'next/navigation';
import { Link } from '@/components/ui/link';
import { articleHref } from '@/content/blog';
import { articleStateLabels, contentAreaPath, editorialText as text } from '@/content/editorial';
import { formatDateTime } from '@/lib/dates';
import { loadArticlesPage } from '@/server/content/editorial-pages';
import { AdminSubpage, AdminsOnly } from '@/components/admin/admin-subpage';
import { buttonVariants } from '@/components/ui/button-variants';

export const metadata = { title: text.heading, robots: { index: false, follow: false } };

/** The blog's articles, the latest changed first: each one's state, date and way to its editor (issue 33). */
export default async function ArticlesPage() {
  const page = await loadArticlesPage();
  if (page.state === 'redirect') redirect(page.to);
  return (
    <AdminSubpage
      heading={text.heading}
      intro={text.intro}
      failed={page.state === 'failed'}
      back={{ href: '/', label: text.viewSite }}
    >
      {page.state === 'editors-only' ? <AdminsOnly message={text.editorsOnly} /> : null}
      {page.state === 'ready' ? (
        <>
          <Link href={`${contentAreaPath}/nouveau`} className={buttonVariants({ className: 'w-fit' })}>
            {text.create}
          </Link>
          {page.articles.length ? (
            <ul className="grid gap-3">
              {page.articles.map((article) => (
                <li
                  key={article.id}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white p-4 ring-1 ring-line"
                >
                  <div className="min-w-0">
                    <Link
                      href={`${contentAreaPath}/${article.id}`}
                      className="font-semibold text-brand-900 hover:underline"
                    >
                      {article.title}
                    </Link>
                    <p className="mt-1 text-sm text-muted">
                      <span className="mr-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                        {articleStateLabels[article.state]}
                      </span>
                      {article.state === 'scheduled' && article.publishedAt
                        ? text.scheduledFor(formatDateTime(article.publishedAt))
                        : article.publishedAt
                          ? `${text.columns.date}\u202f: ${formatDateTime(article.publishedAt)}`
                          : text.noDate}
                      {' · '}
                      {text.columns.updated} {formatDateTime(article.updatedAt)}
                    </p>
                  </div>
                  {article.visible ? (
                    <Link
                      href={articleHref(article.slug)}
                      className="text-sm font-semibold text-brand-800 hover:underline"
                    >
                      {text.view}
                    </Link>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted">{text.empty}</p>
          )}
        </>
      ) : null}
    </AdminSubpage>
  );
}
