import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/metadata';
import { PageHero } from '@/components/sections/page-hero';

const page = pages.partners;

export const metadata = pageMetadata(page);

export default function PartnersPage() {
  return <PageHero eyebrow={page.title} title={page.heading} intro={page.intro} />;
}
