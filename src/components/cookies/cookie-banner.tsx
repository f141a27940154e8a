'use client';

import { useSyncExternalStore } from 'react';
import Link from 'next/link';
import clsx from 'clsx';
import { cookieText } from '@/content/cookies';
import { legalHref } from '@/content/legal';
import { acceptAll, refuseAll } from '@/lib/consent';
import { readConsent, saveConsent, subscribeConsent } from '@/lib/consent-store';
import { buttonVariants } from '@/components/ui/button-variants';
import { CookiePreferencesTrigger } from './cookie-preferences-trigger';

/** Before hydration the cookie is unknown: the markup is hidden, and the layout's inline script shows it at first paint. */
const unknown = () => undefined;

/**
 * The first-visit banner: refusing is one click, like accepting. It is in the static HTML and fixed to the bottom
 * of the screen, so it neither shifts the page nor appears late.
 */
export function CookieBanner() {
  const consent = useSyncExternalStore(subscribeConsent, readConsent, unknown);
  if (consent) return null;

  return (
    <section
      id="cookie-banner"
      aria-labelledby="cookie-banner-titre"
      className={clsx('fixed inset-x-0 bottom-0 z-40 p-3 sm:p-4', consent === undefined && 'hidden')}
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-4 rounded-2xl border border-line bg-white p-4 shadow-2xl sm:p-5 lg:flex-row lg:items-center">
        <div className="flex-1 text-sm">
          <p id="cookie-banner-titre" className="font-bold text-brand-950">
            {cookieText.bannerTitle}
          </p>
          <p className="mt-1 text-muted">
            {cookieText.bannerText}{' '}
            <Link href={legalHref('politique-cookies')} className="font-semibold text-brand-700 underline underline-offset-2">
              {cookieText.policyLink}
            </Link>
          </p>
        </div>
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap lg:flex-nowrap">
          <button type="button" className={buttonVariants({ size: 'sm' })} onClick={() => saveConsent(refuseAll)}>
            {cookieText.refuseAll}
          </button>
          <button type="button" className={buttonVariants({ size: 'sm' })} onClick={() => saveConsent(acceptAll)}>
            {cookieText.acceptAll}
          </button>
          <CookiePreferencesTrigger className={clsx(buttonVariants({ variant: 'outline', size: 'sm' }), 'col-span-2 sm:col-span-1')}>
            {cookieText.customise}
          </CookiePreferencesTrigger>
        </div>
      </div>
    </section>
  );
}
