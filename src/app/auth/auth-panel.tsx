import type { ReactNode } from 'react';
import type { PageIntro } from '@/content/pages';
import { PageHero } from '@/components/sections/page-hero';

/** The sign-in page and the password pages: their hero, and one narrow card for the form. */
export function AuthPanel({ page, children }: { page: PageIntro; children: ReactNode }) {
  return (
    <>
      <PageHero title={page.heading} intro={page.intro} />
      <div className="container-page py-12 sm:py-16">
        <div className="mx-auto w-full max-w-md rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
          {children}
        </div>
      </div>
    </>
  );
}
