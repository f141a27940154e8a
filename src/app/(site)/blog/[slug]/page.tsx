import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { articleHref } from '@/content/blog';
import { articlePage } from '@/server/content/blog-pages';
import { ArticleReader } from '@/components/blog/article-reader';

/**
 * An article, `/blog/<slug>` (issue 33): rendered at its first visit, then served from Next's page cache until a
 * write that changes it refreshes its path on every instance (server/content/refresh.ts). None is rendered at build
 * time, which has no database: `generateStaticParams` names none. Only an article's addresses get here: src/proxy.ts
 * answers any other before it is rendered, since Next would keep its 404 in the page cache (issue 42).
 */
type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = true;
export const generateStaticParams = () => [];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await articlePage((await params).slug);
  return found && 'metadata' in found ? found.metadata : {};
}

export default async function BlogArticlePage({ params }: Props) {
  const found = await articlePage((await params).slug);
  if (!found) notFound();
  if ('moved' in found) permanentRedirect(articleHref(found.moved));
  return <ArticleReader article={found.article} others={found.others} />;
}
