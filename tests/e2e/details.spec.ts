import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { serviceDetails, solutionDetails } from '../../src/content/details';
import type { DetailPage } from '../../src/content/details/blocks';
import { serviceActions, solutionActions, type PageAction } from '../../src/content/page-actions';
import { messages } from '../../src/content/requests';
import { services } from '../../src/content/services';
import { solutionPages } from '../../src/content/solutions';
import { staffMail, toast, useOwnAddress } from './support';

type Target = { path: string; title: string; detail: DetailPage; heroActions: readonly PageAction[] };

const targets: Target[] = [
  ...services.map((service) => ({ path: `/services/${service.id}`, title: service.title, detail: serviceDetails[service.id], heroActions: serviceActions(service) })),
  ...solutionPages.map((page) => ({ path: `/solutions/${page.id}`, title: page.title, detail: solutionDetails[page.id], heroActions: solutionActions[page.id] })),
];

/** The figures and prices the issue names for each page, as a visitor reads them (spaces normalised). */
const expectedText: Record<string, string[]> = {
  '/services/courant-fort': ['NF C 15-100', 'CEI 60364', 'CONSUEL', 'APAVE'],
  '/services/energie': ['60', '80 %', '40', '60 %', '50', '70 %', '25 ans', '8 à 12 ans', '80 %'],
  '/services/domotique': ['KNX/EIB', 'Z-Wave', 'Zigbee', 'WiFi', 'EnOcean', 'Thread/Matter', '20', '30 %', '15 %', '5', '8 ans', '10'],
  '/solutions/irequest': ['12', '2,4 h', '4,8/5'],
  '/solutions/ismart': ['247', '12', '+28 %', '95 %', '1M+', 'AES 256', 'RGPD'],
  '/solutions/maintenance-preventive': ['275 €/mois', '50 équipements', '976 €/mois', '200 équipements', 'Sur devis'],
  '/solutions/audit-energetique': ['2 500 €', '2 à 3 semaines', '1 000 m²', '1 800 €', '1 à 2 semaines', '3 à 4 semaines'],
  '/solutions/consultation-technique': ['150 €/heure', '1 à 2 heures', '800 €/jour', '75 €', '120 €', '400 €', '200 €'],
  '/solutions/support-24-7': ['150 €/mois', '4 heures', '350 €/mois', '2 heures', '750 €/mois', '30 minutes'],
};

const dialogTitles = {
  quote: 'Demander un devis gratuit',
  consultation: 'Réserver une consultation gratuite',
  demo: 'Demander une démonstration',
  support: 'Demande de support technique',
} as const;

/** Every button of a page: the hero's, then the blocks' (plans and calls to action). */
const actionsOf = (target: Target): PageAction[] => [
  ...target.heroActions,
  ...target.detail.blocks.flatMap((block) => (block.kind === 'plans' ? block.plans.map((plan) => plan.action) : block.kind === 'cta' ? block.actions : [])),
];

/** The page's text as a visitor reads it, section by section: sections off screen are not rendered until reached. */
async function mainText(page: Page) {
  const parts: string[] = [];
  for (const section of await page.getByRole('main').locator(':scope > :not(script)').all()) {
    await section.scrollIntoViewIfNeeded();
    parts.push(await section.innerText());
  }
  return parts.join('\n').replace(/[\u00a0\u202f]/g, ' ');
}

async function expectPreset(page: Page, action: Extract<PageAction, { dialog: string }>) {
  const dialog = page.getByRole('dialog', { name: dialogTitles[action.dialog] });
  await expect(dialog).toBeVisible();
  const preset = action.preset ?? {};
  if (preset.service) await expect(dialog.getByLabel('Service souhaité')).toHaveValue(preset.service);
  if (preset.solution) await expect(dialog.getByLabel('Solution')).toHaveValue(preset.solution);
  if (preset.requestType) await expect(dialog.getByLabel('Votre demande')).toHaveValue(preset.requestType);
  if (preset.consultationType) {
    // The type and the mode are the dialog's second and third steps: reach them as a visitor does.
    await dialog.getByLabel('Nom complet').fill('Visiteur Préréglage');
    await dialog.getByLabel('Email').fill('prereglage@example.ci');
    await dialog.getByLabel(/^Téléphone/).fill('0700000012');
    await dialog.getByRole('button', { name: 'Suivant' }).click();
    await expect(dialog.locator('input[name="consultationType"]:checked')).toHaveValue(preset.consultationType);
    if (preset.consultationMode) {
      await dialog.getByRole('button', { name: 'Suivant' }).click();
      await expect(dialog.locator('input[name="consultationMode"]:checked')).toHaveValue(preset.consultationMode);
    }
  }
  return dialog;
}

test.beforeEach(async ({ page }) => {
  await useOwnAddress(page);
});

for (const target of targets) {
  test.describe(target.path, () => {
    test('shows its sections, figures and tabs', async ({ page }) => {
      await page.goto(target.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.title);
      for (const block of target.detail.blocks) await expect(page.getByRole('heading', { level: 2, name: block.title, exact: true })).toBeVisible();
      const text = await mainText(page);
      for (const expected of expectedText[target.path] ?? []) expect(text, expected).toContain(expected);
      for (const figure of [...(target.detail.heroFigures ?? []), ...(target.detail.dashboard?.figures ?? [])]) {
        expect(text).toContain(figure.value.replace(/[\u00a0\u202f]/g, ' '));
      }

      for (const block of target.detail.blocks) {
        if (block.kind !== 'tabs') continue;
        const list = page.getByRole('tablist', { name: block.title });
        const first = block.tabs.find((tab) => tab.id === block.defaultTab)!;
        await expect(list.getByRole('tab', { name: first.label })).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByRole('tabpanel').filter({ hasText: first.title })).toBeVisible();
        for (const tab of block.tabs) {
          await list.getByRole('tab', { name: tab.label }).click();
          await expect(list.getByRole('tab', { name: tab.label })).toHaveAttribute('aria-selected', 'true');
          await expect(page.getByRole('heading', { name: tab.title })).toBeVisible();
        }
      }
    });

    test('opens the right dialog from each button, with its preselection, and passes axe with it open', async ({ page }) => {
      await page.goto(target.path);
      const main = page.getByRole('main');
      let checkedAxe = false;
      for (const action of actionsOf(target)) {
        if ('href' in action) {
          await expect(main.getByRole('link', { name: action.label, exact: true }).first()).toHaveAttribute('href', action.href);
          continue;
        }
        await main.getByRole('button', { name: action.label, exact: true }).first().click();
        await expectPreset(page, action);
        if (!checkedAxe) {
          const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice']).analyze();
          expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
          checkedAxe = true;
        }
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
      }
    });

    test('stores a request with the page’s service and the button as its source', async ({ page }) => {
      const action = actionsOf(target).find((item) => 'dialog' in item && (item.dialog === 'quote' || item.dialog === 'demo')) as Extract<PageAction, { dialog: string }>;
      const name = `Visiteur ${target.path.split('/').pop()} ${Date.now()}`;
      await page.goto(target.path);
      await page.getByRole('main').getByRole('button', { name: action.label, exact: true }).first().click();
      const dialog = await expectPreset(page, action);
      await dialog.getByLabel('Nom complet').fill(name);
      await dialog.getByLabel('Email').fill('visiteur@example.ci');
      await dialog.getByLabel(/^Téléphone/).fill('0700000011');
      await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
      await expect(toast(page, action.dialog === 'quote' ? messages.quoteSuccessTitle : messages.demoSuccessTitle)).toBeVisible();
      const staff = await staffMail(name);
      expect(staff?.text).toContain(`Source : ${target.path} · ${action.label}`);
      const named = action.preset?.service ?? action.preset?.solution;
      if (named) expect(`${staff?.subject} ${staff?.text}`).toContain(named);
    });
  });
}

test('the energy audit estimator applies the page’s own sector range to a yearly bill, and says it is an estimate', async ({ page }) => {
  const estimator = solutionDetails['audit-energetique'].blocks.find((block) => block.kind === 'estimator');
  if (estimator?.kind !== 'estimator') throw new Error('the audit page has no estimator');
  const sector = estimator.sectors[1]!;
  await page.goto('/solutions/audit-energetique');
  await page.getByRole('link', { name: 'Estimer mes économies' }).click();
  await expect(page).toHaveURL(/#estimation$/);
  await page.getByLabel('Votre facture d’électricité annuelle (FCFA)').fill('24 000 000');
  await page.getByLabel('Votre secteur').selectOption({ index: 1 });
  const fcfa = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'XOF', maximumFractionDigits: 0 });
  const result = page.locator('#estimation [aria-live="polite"]');
  await expect(result).toContainText(`${fcfa.format(240_000 * sector.min)} à ${fcfa.format(240_000 * sector.max)}`);
  await expect(result).toContainText('Estimation indicative');
  await page.getByLabel('Votre facture d’électricité annuelle (FCFA)').fill('abc');
  await expect(result).toContainText('Indiquez votre facture annuelle');
});
