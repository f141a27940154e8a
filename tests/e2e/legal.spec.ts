import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { company } from '../../src/config/company';
import { cookieText, cookieTypes, siteCookies } from '../../src/content/cookies';
import { legalDocuments } from '../../src/content/legal/documents';
import { legalHref, legalPages, type LegalPageId } from '../../src/content/legal';
import { setToday } from '../../src/content/legal/pages/politique-cookies';
import { services } from '../../src/content/services';
import { solutionPages } from '../../src/content/solutions';

// A first visit: the cookie banner is showing, and axe checks the pages with it.
test.use({ storageState: { cookies: [], origins: [] } });

/** Today in Abidjan, as the pages must write it: computed here, independently of the site's code. */
const today = () =>
  new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Africa/Abidjan',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date());

const normalise = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const mainText = async (page: Page) => normalise(await page.getByRole('main').innerText());

/** The facts of SPEC §9 each page must state, as a visitor reads them. */
const facts: Record<string, string[]> = {
  'mentions-legales': [
    'SARL',
    '5 000 000 FCFA',
    company.legal.rccm,
    company.legal.host.name,
    company.emails.contact,
    company.phones.main.display,
  ],
  'politique-confidentialite': [
    'ne vendons, ne louons et ne partageons jamais',
    'consentement',
    'exécution',
    'intérêt légitime',
    '3 ans',
    '5 ans',
    '30 jours',
    'HTTPS/TLS',
    'DDoS',
    'Sauvegardes régulières',
    'Accès restreint',
    'Surveillance',
    'Audits',
    company.emails.dpo,
    company.phones.main.display,
    'Abidjan',
  ],
  'conditions-generales': [
    'Préambule',
    '30 jours',
    '30 %',
    '1,5 %',
    '40 €',
    'FCFA',
    'hors taxes',
    '50 km',
    '2 ans',
    '1 an',
    '6 mois',
    '48 heures',
    'préavis de 30 jours',
    'tribunaux d’Abidjan',
    'droit ivoirien',
    'force majeure',
    company.emails.commercial,
    company.emails.legal,
  ],
  'politique-rgpd': [
    'volontaire',
    'Données d’identification',
    'Données professionnelles',
    'Données techniques',
    'Données contractuelles',
    '3 ans après la fin de la relation',
    '13 mois',
    '10 ans',
    '1 mois',
    'Immédiat',
    '72 heures',
    company.emails.dpo,
  ],
  'politique-cookies': [
    'Chrome',
    'Firefox',
    'Safari',
    'Edge',
    'mt_consentement',
    'better-auth.session_token',
    'mt_connecte',
    'le site ne dépose que des cookies strictement nécessaires',
    'Il ne dépose aucun cookie de performance, fonctionnel ou marketing, même si vous les acceptez',
  ],
};

/** The line each page ends its text with, before today's date. */
const dateLines: Record<string, string> = {
  'mentions-legales': 'Dernière mise à jour : ',
  'politique-confidentialite': 'Dernière mise à jour : ',
  'conditions-generales': 'Conditions générales en vigueur au ',
  'politique-rgpd': 'Version 1.0 du ',
  'politique-cookies': 'Dernière mise à jour : ',
};

for (const legal of legalPages.filter((page) => page.id !== 'plan-du-site')) {
  const document = legalDocuments[legal.id as keyof typeof legalDocuments];

  test(`${legal.title}: hero, every section, the facts of the spec and today’s date`, async ({ page }) => {
    await page.goto(legalHref(legal.id));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.title);
    for (const section of document.sections) {
      await expect(
        page.getByRole('main').getByRole('heading', { level: 2, name: section.title, exact: true }),
      ).toBeVisible();
    }
    const text = await mainText(page);
    for (const fact of facts[legal.id] ?? []) expect(text, fact).toContain(normalise(fact));
    expect(text).toContain(`${dateLines[legal.id]}${today()}`);

    await page.getByRole('link', { name: 'Retour à l’accueil', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test(`${legal.title}: axe finds no violation, with the cookie banner showing`, async ({ page }) => {
    await page.goto(legalHref(legal.id));
    await expect(page.getByRole('region', { name: 'Vos choix sur les cookies' })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('the legal notice has its seven sections, the privacy policy nine and the terms ten, numbered', async ({
  page,
}) => {
  expect(legalDocuments['mentions-legales'].sections).toHaveLength(7);
  expect(legalDocuments['politique-confidentialite'].sections.map((s) => s.title.split('.')[0])).toEqual([
    '1',
    '2',
    '3',
    '4',
    '5',
    '6',
    '7',
    '8',
    '9',
  ]);
  expect(legalDocuments['conditions-generales'].sections.map((s) => s.title.split('.')[0])).toEqual([
    '1',
    '2',
    '3',
    '4',
    '5',
    '6',
    '7',
    '8',
    '9',
    '10',
  ]);
  await page.goto(legalHref('conditions-generales'));
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(11); // the preamble and ten sections
});

test('the dated legal pages are rendered when served, never frozen at build time', () => {
  const manifest = JSON.parse(readFileSync('.next/prerender-manifest.json', 'utf8')) as {
    routes: Record<string, unknown>;
  };
  const prerendered = Object.keys(manifest.routes);
  for (const id of Object.keys(dateLines)) expect(prerendered).not.toContain(legalHref(id as LegalPageId));
  expect(prerendered).toContain(legalHref('plan-du-site'));
});

test('the site map counts services, solutions and legal pages from the lists, and leaves out what the spec leaves out', async ({
  page,
}) => {
  await page.goto(legalHref('plan-du-site'));
  const counts = page.getByRole('region', { name: 'Le site en chiffres' });
  const count = (label: string) => counts.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');
  const listedLegal = legalPages.filter((p) => p.id !== 'politique-cookies');
  await expect(count('Services')).toHaveText(String(services.length));
  await expect(count('Solutions')).toHaveText(String(solutionPages.length));
  await expect(count('Pages légales')).toHaveText(String(listedLegal.length));
  await expect(count('Pages au total')).toHaveText(
    String(3 + services.length + solutionPages.length + listedLegal.length),
  );
  expect([services.length, solutionPages.length, listedLegal.length]).toEqual([7, 6, 5]);

  const main = page.getByRole('main');
  for (const name of [
    'Accueil',
    'À propos',
    'Blog',
    ...services.map((s) => s.title),
    ...solutionPages.map((s) => s.title),
    ...listedLegal.map((l) => l.title),
  ]) {
    await expect(main.getByRole('link', { name, exact: true })).toBeVisible();
  }
  const hrefs = await main.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  for (const omitted of ['/partenaires', '/references', '/contact', legalHref('politique-cookies')])
    expect(hrefs).not.toContain(omitted);
  await expect(main.getByRole('link', { name: company.phones.hotline.display })).toHaveAttribute(
    'href',
    `tel:${company.phones.hotline.e164}`,
  );
  await expect(main.getByRole('heading', { name: 'Ce que vous pouvez faire sur ce site' })).toBeVisible();
});

test('the cookies page gives each type SPEC’s durations and what the site sets of it today, and the third party’s policy in a new tab', async ({
  page,
}) => {
  await page.goto(legalHref('politique-cookies'));
  const main = page.getByRole('main');
  /** SPEC §9: necessary session (consent 1 year), performance 13 months (identifiers 2 years), functional 12 months (theme 6 months), marketing 24 months. */
  const expected = {
    necessary: ['Session ; 1 an pour votre choix sur les cookies, 7 jours pour une connexion', setToday('necessary')],
    performance: ['13 mois ; 2 ans pour les identifiants de mesure d’audience', 'Aucun aujourd’hui'],
    functional: ['12 mois ; 6 mois pour le thème d’affichage', 'Aucun aujourd’hui'],
    marketing: ['24 mois', 'Aucun aujourd’hui'],
  };
  const types = main.locator('#les-quatre-types-de-cookies li');
  await expect(types).toHaveCount(4);
  for (const type of cookieTypes) {
    const card = types.filter({ has: page.getByText(type.name, { exact: true }) });
    const value = (label: string) =>
      card.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
    const [duration, today] = expected[type.id];
    expect(normalise((await value(cookieText.duration).textContent()) ?? '')).toBe(duration);
    expect(normalise((await value(cookieText.setToday).textContent()) ?? '')).toBe(today);
  }

  // The table lists exactly the cookies the site sets (accounts.spec.ts checks the browser's cookies against the same list).
  const table = main.getByRole('region', { name: 'Cookies déposés par ce site' });
  await expect(table.locator('tbody tr')).toHaveCount(siteCookies.length);
  for (const cookie of siteCookies) {
    await expect(
      table.locator('tbody tr').filter({ has: page.locator('code', { hasText: new RegExp(`^${cookie.name}$`) }) }),
    ).toContainText(cookie.duration);
  }

  const thirdParties = main.locator('#services-tiers li');
  await expect(thirdParties).toHaveCount(1);
  const policy = thirdParties.getByRole('link', { name: /^Politique de confidentialité de loori/ });
  await expect(policy).toHaveAttribute('href', company.externalLinks.loori);
  await expect(policy).toHaveAttribute('target', '_blank');
  await expect(policy).toHaveAttribute('rel', 'noopener noreferrer');
});
