import { redirect } from 'next/navigation';
import { contentAreaPath, editorialText as text } from '@/content/editorial';
import { loadArticleEditor, newArticleForm } from '@/server/content/editorial-pages';
import { AdminSubpage, AdminsOnly } from '@/components/admin/admin-subpage';
import { ArticleEditor } from '@/components/admin/article-editor';

export const metadata = { title: text.newHeading, robots: { index: false, follow: false } };

export default async function NewArticlePage() {
  const page = await loadArticleEditor(null);
  if (page.state === 'redirect') redirect(page.to);
  return (
    <AdminSubpage
      heading={text.newHeading}
      intro={text.intro}
      failed={page.state === 'failed'}
      back={{ href: contentAreaPath, label: text.back }}
    >
      {page.state === 'editors-only' ? <AdminsOnly message={text.editorsOnly} /> : null}
      {page.state === 'ready' ? <ArticleEditor article={null} initial={newArticleForm()} initialCover={null} /> : null}
    </AdminSubpage>
  );
}
