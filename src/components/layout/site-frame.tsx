import type { ReactNode } from 'react';
import type { NewsletterAction } from '@/components/forms/newsletter-form';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { CookieBanner } from '@/components/cookies/cookie-banner';
import { showBannerScript } from '@/lib/banner-script';
import { OfflineResume } from '@/components/forms/offline-resume';

/**
 * The public site's frame: the cookie banner, the header, the main content, the footer, and the requests waiting on
 * the device. The toasts' host is the root layout's: a toast raised just before a move to a page of another frame
 * (signing in on /auth, then the home page) stays on screen. The public pages, the
 * sign-in pages and the 404 are in it; the back-office has its own (app/admin/layout.tsx), without the marketing
 * header and footer, and without the banner, as it sets only necessary cookies. `subscribe` is the newsletter's
 * server action (app/(site)/newsletter/actions.ts), given by each route: nothing outside app/ reads app/.
 */
export function SiteFrame({ subscribe, children }: { subscribe: NewsletterAction; children: ReactNode }) {
  return (
    <>
      {/* Before the first paint: shows the cookie banner when no choice is stored yet. */}
      <script dangerouslySetInnerHTML={{ __html: showBannerScript }} />
      <CookieBanner />
      <SiteHeader />
      <main id="contenu" className="flex-1" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter subscribe={subscribe} />
      {/* Requests waiting on the device go on any public page (it loads nothing else where none waits). */}
      <OfflineResume />
    </>
  );
}
