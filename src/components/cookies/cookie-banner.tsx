import clsx from 'clsx';
import { Link } from '@/components/ui/link';
import { buttonVariants } from '@/components/ui/button-variants';
import { CONSENT_CHOICE_FIELD } from '@/config/cookies';
import { cookieText } from '@/content/cookies';
import { legalHref } from '@/content/legal';
import { ConsentForm } from './consent-form';
import { CookiePreferences } from './cookie-preferences';
import { CookiePreferencesTrigger } from './cookie-preferences-trigger';

/**
 * The first-visit banner, fixed to the bottom of the screen so that it shifts nothing. Server-rendered and hidden;
 * CSS shows it while <html> carries BANNER_ATTRIBUTE. Refusing is one click, like accepting, and both work from the
 * first paint (a form post until the page's script takes over). The preferences panel comes with it, outside the
 * banner: the footer and the cookies page open it too, once the banner is gone.
 */
export function CookieBanner() {
  return (
    <>
      <section
        id="cookie-banner"
        aria-labelledby="cookie-banner-titre"
        className="fixed inset-x-0 bottom-0 z-40 hidden p-3 sm:p-4"
      >
        <div className="mx-auto flex max-w-5xl flex-col gap-4 rounded-2xl border border-line bg-white p-4 shadow-2xl sm:p-5 lg:flex-row lg:items-center">
          <div className="flex-1 text-sm">
            <p id="cookie-banner-titre" className="font-bold text-brand-950">
              {cookieText.bannerTitle}
            </p>
            <p className="mt-1 text-muted">
              {cookieText.bannerText}{' '}
              <Link
                href={legalHref('politique-cookies')}
                prefetch={false}
                className="font-semibold text-brand-700 underline underline-offset-2"
              >
                {cookieText.policyLink}
              </Link>
            </p>
          </div>
          <ConsentForm className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap lg:flex-nowrap">
            <button type="submit" name={CONSENT_CHOICE_FIELD} value="refuse" className={buttonVariants({ size: 'sm' })}>
              {cookieText.refuseAll}
            </button>
            <button type="submit" name={CONSENT_CHOICE_FIELD} value="accept" className={buttonVariants({ size: 'sm' })}>
              {cookieText.acceptAll}
            </button>
            <CookiePreferencesTrigger
              className={clsx(buttonVariants({ variant: 'outline', size: 'sm' }), 'col-span-2 sm:col-span-1')}
            >
              {cookieText.customise}
            </CookiePreferencesTrigger>
          </ConsentForm>
        </div>
      </section>
      <CookiePreferences />
    </>
  );
}
