import { notFound, redirect } from 'next/navigation';
import { Link } from '@/components/ui/link';
import { articleHref } from '@/content/blog';
import { articleStateLabels, contentAreaPath, editorialText as text } from '@/content/editorial';
import { formatDateTime } from '@/lib/dates';
import { loadArticleEditor } from '@/server/content/editorial-pages';
import { AdminSubpage, AdminsOnly } from '@/components/admin/admin-subpage';
import { ArticleEditor } from '@/components/admin/article-editor';
import { buttonVariants } from '@/components/ui/button-variants';

export const metadata = { title: text.heading, robots: { index: false, follow: false } };

type Props = { params: Promise<{ id: string }> };

/** An article's editor, and its revisions: two chosen are compared on their own page (a plain form, no script). */
export default async function EditArticlePage({ params }: Props) {
  const { id } = await params;
  const page = await loadArticleEditor(id);
  if (page.state === 'redirect') redirect(page.to);
  if (page.state === 'not-found') notFound();
  const article = page.state === 'ready' ? page.article : null;
  return (
    <AdminSubpage
      heading={article ? text.editHeading(article.form.title) : text.heading}
      intro={article ? `${articleStateLabels[article.state]}.` : text.intro}
      failed={page.state === 'failed'}
      back={{ href: contentAreaPath, label: text.back }}
    >
      {page.state === 'editors-only' ? <AdminsOnly message={text.editorsOnly} /> : null}
      {article ? (
        <>
          {article.visible ? (
            <Link
              href={articleHref(article.form.slug)}
              className="w-fit text-sm font-semibold text-brand-800 hover:underline"
            >
              {text.view}
            </Link>
          ) : null}
          <ArticleEditor
            key={article.version}
            article={{ id: article.id, state: article.state, version: article.version }}
            initial={article.form}
            initialCover={article.cover}
          />
          <section
            aria-labelledby="versions-titre"
            className="flex flex-col gap-3 rounded-xl bg-white p-5 ring-1 ring-line"
          >
            <h2 id="versions-titre" className="text-xl font-bold text-ink">
              {text.revisionsHeading}
            </h2>
            <p className="text-sm text-muted">{text.revisionsIntro}</p>
            <form action={`${contentAreaPath}/${article.id}/versions`} className="flex flex-col gap-3">
              <table className="w-full text-left text-sm">
                <thead>
                  <tr>
                    <th scope="col" className="py-1 font-medium">
                      {text.compareFrom}
                    </th>
                    <th scope="col" className="py-1 font-medium">
                      {text.compareTo}
                    </th>
                    <th scope="col" className="py-1 font-medium">
                      {text.revisionsHeading}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {article.revisions.map((revision, index) => (
                    <tr key={revision.id} className="border-t border-line">
                      <td className="py-2">
                        <input
                          type="radio"
                          name="de"
                          value={revision.id}
                          defaultChecked={index === 1}
                          aria-label={`${text.compareFrom} ${formatDateTime(revision.at)}`}
                        />
                      </td>
                      <td className="py-2">
                        <input
                          type="radio"
                          name="a"
                          value={revision.id}
                          defaultChecked={index === 0}
                          aria-label={`${text.compareTo} ${formatDateTime(revision.at)}`}
                        />
                      </td>
                      <td className="py-2">
                        {formatDateTime(revision.at)}{' '}
                        {revision.by ? text.revisionBy(revision.by) : text.revisionInitial}
                        {index === 0 ? (
                          <span className="ml-2 text-xs font-semibold text-brand-800">({text.current})</span>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {article.revisions.length > 1 ? (
                <button type="submit" className={buttonVariants({ variant: 'outline', className: 'w-fit' })}>
                  {text.compare}
                </button>
              ) : null}
            </form>
          </section>
        </>
      ) : null}
    </AdminSubpage>
  );
}
