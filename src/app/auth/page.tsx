import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/metadata';
import { PageHero } from '@/components/sections/page-hero';

const page = pages.auth;

export const metadata = pageMetadata(page);

export default function AuthPage() {
  return <PageHero title={page.heading} intro={page.intro} />;
}
