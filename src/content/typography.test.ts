import { describe, expect, it } from 'vitest';
import { inFontSubset } from '@/lib/font-subset';
import { company } from '@/config/company';
import { about, aboutSections } from './about';
import { serviceDetails, solutionDetails } from './details';
import { seedArticles as articles } from '../../tests/support/seed-articles';
import { seedShowcase } from '../../tests/support/seed-showcase';
import { blogCategories, blogText } from './blog';
import { heroHighlights, keyFigures } from './figures';
import { legalPages } from './legal';
import { legalDocuments } from './legal/documents';
import { planDuSite } from './legal/pages/plan-du-site';
import { cookieText, cookieTypes, siteCookies } from './cookies';
import { ogCards } from './og-cards';
import { notFoundPage, pages } from './pages';
import { homeText } from './home';
import { contactText } from './contact';
import { newsletterPages } from './newsletter';
import { backHome, footerText } from './navigation';
import { demoDialogTexts, dialogText } from './requests';
import { authFormText, passwordResetPages, passwordResetText, userMenuText } from './auth';
import { callbackFormText } from './forms/callback';
import { consultationFormText } from './forms/consultation';
import { contactFormText } from './forms/contact';
import { demoFormText } from './forms/demo';
import { formText } from './forms';
import { newsletterFormText } from './forms/newsletter';
import { quoteFormText } from './forms/quote';
import { supportFormText } from './forms/support';
import { certificationText, headerText, logoText, menuText, skipLinkText, uiText } from './layout';
import {
  accountMailText,
  acknowledgementText,
  mailText,
  newsletterMailText,
  staffMailText,
  storedMessageText,
} from './mails';
import { adminCliText, dataDirLockedText } from './operator';
import { secondFactorMessages, secondFactorText } from './second-factor';
import { securityText, teamText } from './admin';
import { savingsEstimatorText, sectionText } from './sections';
import { legalDocumentText } from './legal';
import { services } from './services';
import { partnerAdvantages, partnersText } from './partners';
import { referencesText } from './references';
import { showcaseKindText, showcaseMessages, showcaseText } from './showcase';
import { platformQualities, platforms, solutionPages } from './solutions';

/** Every string in a content tree, with the path that leads to it. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
  return [];
}

const content = {
  company,
  homeText,
  contactText,
  newsletterPages,
  backHome,
  footerText,
  notFoundPage,
  dialogText,
  demoDialogTexts,
  passwordResetPages,
  passwordResetText,
  keyFigures,
  heroHighlights,
  legalPages,
  legalDocuments,
  planDuSite,
  cookieText,
  cookieTypes,
  siteCookies,
  ogCards,
  pages,
  services,
  platforms,
  platformQualities,
  solutionPages,
  about,
  aboutSections,
  blogText,
  articles,
  blogCategories,
  seedShowcase,
  referencesText,
  partnerAdvantages,
  partnersText,
  serviceDetails,
  solutionDetails,
  authFormText,
  userMenuText,
  secondFactor: [secondFactorText, secondFactorMessages],
  staff: [teamText, securityText],
  showcase: [showcaseText, showcaseKindText, showcaseMessages],
  forms: [
    formText,
    quoteFormText,
    consultationFormText,
    supportFormText,
    demoFormText,
    callbackFormText,
    contactFormText,
    newsletterFormText,
  ],
  layout: [skipLinkText, headerText, logoText, menuText, certificationText, uiText],
  sections: [sectionText, savingsEstimatorText],
  legalDocumentText,
  mails: [mailText, staffMailText, acknowledgementText, newsletterMailText, accountMailText],
  adminCliText,
  /** Texts with values, written out once each. */
  filled: {
    blogCount: blogText.categoryCount('Énergie', 2),
    greeting: mailText.greeting('Awa'),
    staff: [
      staffMailText.subject(staffMailText.kinds.quote('Domotique'), 'Awa'),
      staffMailText.heading('Contact'),
      staffMailText.line('Nom', 'Awa'),
    ],
    acknowledgements: [
      acknowledgementText.consultation.body({
        type: 'Audit',
        mode: 'Sur site',
        date: '2 mai 2026',
        slot: '09:00-10:00',
      }),
      acknowledgementText.support.body('Critique'),
      acknowledgementText.demo.subject('Essai gratuit', 'iSmart'),
    ],
    stored: [
      storedMessageText.support({ issue: null, priority: 'Critique', description: 'Panne' }),
      storedMessageText.callback('Matin', 'Rappel'),
    ],
    operator: [
      adminCliText.exists('a@b.ci'),
      adminCliText.created('a@b.ci', 'otpauth://totp/x', ['abcde-12345']),
      dataDirLockedText('/data', 42),
    ],
    legal: [legalDocumentText.thirdParty.cookies('_ga'), legalDocumentText.thirdParty.privacyPolicy('Google')],
    sections: [
      savingsEstimatorText.amountsDetail('10 %', '20 %'),
      sectionText.discover('iSmart'),
      menuText.seeAll('Services'),
    ],
    auth: authFormText.confirmationSent('a@b.ci'),
    staffCalls: [
      teamText.invited('a@b.ci', 7),
      teamText.acceptFor('a@b.ci', 'agent'),
      securityText.codesIntro(10),
      secondFactorMessages.codeLocked(15),
      adminCliText.invited('a@b.ci', 'agent'),
    ],
  },
};
const texts = strings(content).filter(
  ([path, text]) => !/(href|Url|url|e164|path|id)$/.test(path) && !text.startsWith('http'),
);

describe('French typography of the content', () => {
  it('has content to check', () => {
    expect(texts.length).toBeGreaterThan(100);
  });

  it('puts a narrow no-break space, not a plain space, before ; : ! ?', () => {
    const offenders = texts.filter(([, text]) => /\s[;:!?]/.test(text.replace(/\u202f[;:!?]/g, '')));
    expect(offenders).toEqual([]);
  });

  it('uses the typographic apostrophe', () => {
    expect(texts.filter(([, text]) => text.includes("'"))).toEqual([]);
  });

  it('is drawn by the site’s font, but for three known symbols', () => {
    // fontsource's latin Inter has no subscript digits (CO₂) nor the browser-menu symbols of the cookies page: the
    // fallback font draws those. Any other character outside the subset needs `npm run font` with a wider range.
    const outside = new Set(texts.flatMap(([, text]) => [...text].filter((character) => !inFontSubset(character))));
    expect([...outside].sort()).toEqual(['₂', '≡', '⋮'].sort());
  });
});
