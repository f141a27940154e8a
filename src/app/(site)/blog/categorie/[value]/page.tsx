import { subscribeAction } from '@/app/(site)/newsletter/actions';
import { notFound } from 'next/navigation';
import { blogCategories } from '@/content/blog';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/metadata';
import { blogCategoryRoute, staticParamsOf } from '@/lib/query-routes';
import { BlogIndex } from '@/components/blog/blog-index';

/** `/blog?categorie=energie`, prerendered: the blog with its filter chosen, served for that query (lib/query-routes.ts). */
type Props = { params: Promise<{ value: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => staticParamsOf(blogCategoryRoute);

// A filtered view of the blog: its canonical URL is the blog's.
export const metadata = pageMetadata(pages.blog);

export default async function BlogCategoryPage({ params }: Props) {
  const { value } = await params;
  const category = blogCategories.find((item) => item.id === value);
  if (!category) notFound();
  return <BlogIndex selected={category.id} subscribe={subscribeAction} />;
}
