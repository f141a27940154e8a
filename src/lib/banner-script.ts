import { CONSENT_COOKIE, optionalCategories } from './consent';

/** The name the layout's inline script puts on <html> while no valid choice is stored. */
export const BANNER_ATTRIBUTE = 'data-cookie-banner';

// Runs before the first paint (app/layout.tsx): shows the banner at once when the consent cookie is missing or
// unreadable, rather than after hydration, where it would arrive late and become the page's largest paint. A constant:
// the nonce-based policy of the back-office pages allows it by its hash (server/page-nonce.ts).
const storedChoice = `(?:^|;\\s*)${CONSENT_COOKIE}=${optionalCategories.map((category) => `${category}(?:=|%3D)[01]`).join('\\.')}(?:;|$)`;
export const showBannerScript = `if(!/${storedChoice}/.test(document.cookie))document.documentElement.setAttribute('${BANNER_ATTRIBUTE}','')`;
