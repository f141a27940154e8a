import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/metadata';
import { safeReturnPath } from '@/lib/safe-path';
import { getViewer } from '@/server/auth/session';
import { PageHero } from '@/components/sections/page-hero';
import { AuthForms } from '@/components/forms/auth-forms';

const page = pages.auth;

// Not for search engines: robots.txt disallows it too.
export const metadata = { ...pageMetadata(page), robots: { index: false, follow: false } };

export default async function AuthPage({ searchParams }: { searchParams: Promise<{ retour?: string | string[] }> }) {
  // SPEC §2: a signed-in user is sent to the home page.
  if (await getViewer(await headers())) redirect('/');
  const { retour } = await searchParams;

  return (
    <>
      <PageHero title={page.heading} intro={page.intro} />
      <div className="container-page py-12 sm:py-16">
        <div className="mx-auto w-full max-w-md rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
          <AuthForms next={safeReturnPath(retour)} />
        </div>
      </div>
    </>
  );
}
