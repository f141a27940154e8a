import { subscribeAction } from '@/app/(site)/newsletter/actions';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/metadata';
import { BlogIndex } from '@/components/blog/blog-index';

// Static: an article (`?article=3`) and a category (`?categorie=energie`) are pages of their own, prerendered under
// blog/article and blog/categorie, which next.config.ts serves for those queries (lib/query-routes.ts).
export const metadata = pageMetadata(pages.blog);

export default function BlogPage() {
  return <BlogIndex subscribe={subscribeAction} />;
}
