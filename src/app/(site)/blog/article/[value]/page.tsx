import { notFound, permanentRedirect } from 'next/navigation';
import { articleHref } from '@/content/blog';
import { legacyArticleSlug } from '@/server/content/blog-pages';

/**
 * An old link to an article, `/blog?article=N` (next.config.ts rewrites it here for N of the nine first articles):
 * a permanent redirect to the article's address today. Read at each visit, so that it follows a renamed address.
 */
type Props = { params: Promise<{ value: string }> };

export const dynamic = 'force-dynamic';

export default async function LegacyArticlePage({ params }: Props) {
  const slug = await legacyArticleSlug((await params).value);
  if (!slug) notFound();
  permanentRedirect(articleHref(slug));
}
