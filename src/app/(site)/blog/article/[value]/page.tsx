import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { articleById, articleHref } from '@/content/blog';
import { pageMetadata } from '@/lib/metadata';
import { blogArticleRoute, staticParamsOf } from '@/lib/query-routes';
import { ArticleReader } from '@/components/blog/article-reader';

/** `/blog?article=N`, prerendered: next.config.ts serves this page for that query (lib/query-routes.ts). */
type Props = { params: Promise<{ value: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => staticParamsOf(blogArticleRoute);

const articleOf = async (params: Props['params']) => articleById(Number((await params).value));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = await articleOf(params);
  if (!article) return {};
  // Its address is the query's: the canonical URL and the sitemap name /blog?article=N, never this path.
  const metadata = pageMetadata({ title: article.title, metaDescription: article.excerpt, path: articleHref(article.id), type: 'article' });
  return { ...metadata, openGraph: { ...metadata.openGraph, type: 'article', publishedTime: article.date, authors: [article.author.name] } };
}

export default async function BlogArticlePage({ params }: Props) {
  const article = await articleOf(params);
  if (!article) notFound();
  return <ArticleReader article={article} />;
}
