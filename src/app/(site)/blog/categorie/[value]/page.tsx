import { subscribeAction } from '@/app/(site)/newsletter/actions';
import { notFound } from 'next/navigation';
import { allCategories, blogCategories, feedPath } from '@/content/blog';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/metadata';
import { blogListing } from '@/server/content/blog-pages';
import { BlogIndex } from '@/components/blog/blog-index';

/**
 * The blog, `/blog` (its category `tous`) and `/blog?categorie=energie`: next.config.ts rewrites both here. Rendered
 * at the first visit and cached like the articles (no database at build time), refreshed when an article shown on it
 * changes (server/content/refresh.ts).
 */
type Props = { params: Promise<{ value: string }> };

export const dynamicParams = true;
export const generateStaticParams = () => [];

// A filtered view of the blog: its canonical URL is the blog's.
const base = pageMetadata(pages.blog);
export const metadata = { ...base, alternates: { ...base.alternates, types: { 'application/atom+xml': feedPath } } };

export default async function BlogCategoryPage({ params }: Props) {
  const { value } = await params;
  const category = value === allCategories.id ? allCategories : blogCategories.find((item) => item.id === value);
  if (!category) notFound();
  return <BlogIndex articles={await blogListing()} selected={category.id} subscribe={subscribeAction} />;
}
