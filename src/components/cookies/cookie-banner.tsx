import { Link } from '@/components/ui/link';
import { cookieText } from '@/content/cookies';
import { legalHref } from '@/content/legal';
import { CONSENT_COOKIE, optionalCategories } from '@/lib/consent';
import { CookieChoices } from './cookie-choices';

/** The name the layout's inline script puts on <html> while no valid choice is stored. */
export const BANNER_ATTRIBUTE = 'data-cookie-banner';

// Runs before the first paint (app/layout.tsx): shows the banner at once when the consent cookie is missing or
// unreadable, rather than after hydration, where it would arrive late and become the page's largest paint.
const storedChoice = `(?:^|;\\s*)${CONSENT_COOKIE}=${optionalCategories.map((category) => `${category}(?:=|%3D)[01]`).join('\\.')}(?:;|$)`;
export const showBannerScript = `if(!/${storedChoice}/.test(document.cookie))document.documentElement.setAttribute('${BANNER_ATTRIBUTE}','')`;

/**
 * The first-visit banner, fixed to the bottom of the screen so that it shifts nothing. Server-rendered and hidden;
 * CSS shows it while <html> carries BANNER_ATTRIBUTE. Refusing is one click, like accepting.
 */
export function CookieBanner() {
  return (
    <section id="cookie-banner" aria-labelledby="cookie-banner-titre" className="fixed inset-x-0 bottom-0 z-40 hidden p-3 sm:p-4">
      <div className="mx-auto flex max-w-5xl flex-col gap-4 rounded-2xl border border-line bg-white p-4 shadow-2xl sm:p-5 lg:flex-row lg:items-center">
        <div className="flex-1 text-sm">
          <p id="cookie-banner-titre" className="font-bold text-brand-950">
            {cookieText.bannerTitle}
          </p>
          <p className="mt-1 text-muted">
            {cookieText.bannerText}{' '}
            <Link href={legalHref('politique-cookies')} prefetch={false} className="font-semibold text-brand-700 underline underline-offset-2">
              {cookieText.policyLink}
            </Link>
          </p>
        </div>
        <CookieChoices attribute={BANNER_ATTRIBUTE} labels={{ acceptAll: cookieText.acceptAll, refuseAll: cookieText.refuseAll, customise: cookieText.customise }} />
      </div>
    </section>
  );
}
