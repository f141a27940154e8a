import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/metadata';
import { PageHero } from '@/components/sections/page-hero';

const page = pages.admin;

export const metadata = pageMetadata(page);

export default function AdminPage() {
  return <PageHero title={page.heading} intro={page.intro} />;
}
