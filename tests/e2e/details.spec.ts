import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { serviceDetails, solutionDetails } from '../../src/content/details';
import type { DetailPage } from '../../src/content/details/blocks';
import { serviceActions, solutionActions, type DialogAction, type PageAction } from '../../src/content/page-actions';
import { demoDialogTexts, messages } from '../../src/content/requests';
import { todayIso } from '../../src/lib/dates';
import { services } from '../../src/content/services';
import { solutionPages } from '../../src/content/solutions';
import { clickAfterLayout, staffMail, toast, useOwnAddress } from './support';

type Target = { path: string; title: string; detail: DetailPage; heroActions: readonly PageAction[] };

const targets: Target[] = [
  ...services.map((service) => ({
    path: `/services/${service.id}`,
    title: service.title,
    detail: serviceDetails[service.id],
    heroActions: serviceActions(service),
  })),
  ...solutionPages.map((page) => ({
    path: `/solutions/${page.id}`,
    title: page.title,
    detail: solutionDetails[page.id],
    heroActions: solutionActions[page.id],
  })),
];

/** The figures and prices the issue names for each page, as a visitor reads them (spaces normalised). */
const expectedText: Record<string, string[]> = {
  '/services/courant-fort': ['NF C 15-100', 'CEI 60364', 'CONSUEL', 'APAVE'],
  '/services/energie': ['60', '80 %', '40', '60 %', '50', '70 %', '25 ans', '8 à 12 ans', '80 %'],
  '/services/domotique': [
    'KNX/EIB',
    'Z-Wave',
    'Zigbee',
    'WiFi',
    'EnOcean',
    'Thread/Matter',
    '20',
    '30 %',
    '15 %',
    '5',
    '8 ans',
    '10',
  ],
  '/solutions/irequest': ['12', '2,4 h', '4,8/5'],
  '/solutions/ismart': ['247', '12', '+28 %', '95 %', '1M+', 'AES 256', 'RGPD'],
  '/solutions/maintenance-preventive': ['275 €/mois', '50 équipements', '976 €/mois', '200 équipements', 'Sur devis'],
  '/solutions/audit-energetique': [
    '2 500 €',
    '2 à 3 semaines',
    '1 000 m²',
    '1 800 €',
    '1 à 2 semaines',
    '3 à 4 semaines',
  ],
  '/solutions/consultation-technique': ['150 €/heure', '1 à 2 heures', '800 €/jour', '75 €', '120 €', '400 €', '200 €'],
  '/solutions/support-24-7': ['150 €/mois', '4 heures', '350 €/mois', '2 heures', '750 €/mois', '30 minutes'],
};

const dialogTitles = {
  quote: 'Demander un devis gratuit',
  consultation: 'Réserver une consultation gratuite',
  demo: 'Demander une démonstration',
  support: 'Demande de support technique',
} as const;

/** The demo-request dialog's title follows its request type: a brochure button opens 'Recevoir la brochure'. */
const dialogTitle = (action: DialogAction) =>
  action.dialog === 'demo' && action.preset?.requestType && action.preset.requestType !== 'demo'
    ? demoDialogTexts[action.preset.requestType].title
    : dialogTitles[action.dialog];

/** Every button of a page: the hero's, then the blocks' (plans and calls to action). */
const actionsOf = (target: Target): PageAction[] => [
  ...target.heroActions,
  ...target.detail.blocks.flatMap((block) =>
    block.kind === 'plans' ? block.plans.map((plan) => plan.action) : block.kind === 'cta' ? block.actions : [],
  ),
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

async function expectPreset(page: Page, action: DialogAction) {
  const dialog = page.getByRole('dialog', { name: dialogTitle(action) });
  await expect(dialog).toBeVisible();
  const preset: Partial<Record<string, string>> = action.preset ?? {};
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
      for (const block of target.detail.blocks)
        await expect(page.getByRole('heading', { level: 2, name: block.title, exact: true })).toBeVisible();
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

    test('opens the right dialog from each button, with its preselection, and passes axe with it open', async ({
      page,
    }) => {
      await page.goto(target.path);
      const main = page.getByRole('main');
      let checkedAxe = false;
      for (const action of actionsOf(target)) {
        if ('href' in action) {
          await expect(main.getByRole('link', { name: action.label, exact: true }).first()).toHaveAttribute(
            'href',
            action.href,
          );
          continue;
        }
        await main.getByRole('button', { name: action.label, exact: true }).first().click();
        await expectPreset(page, action);
        if (!checkedAxe) {
          const { violations } = await new AxeBuilder({ page })
            .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice'])
            .analyze();
          expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
          checkedAxe = true;
        }
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
      }
    });

    test('stores a request with the page’s service and the button as its source', async ({ page }) => {
      const action = actionsOf(target).find(
        (item) => 'dialog' in item && (item.dialog === 'quote' || item.dialog === 'demo'),
      ) as Extract<PageAction, { dialog: string }>;
      const name = `Visiteur ${target.path.split('/').pop()} ${Date.now()}`;
      await page.goto(target.path);
      // On the consulting page this is a plan's button, below the fold: click it once the sections around it have laid out.
      await clickAfterLayout(page.getByRole('main').getByRole('button', { name: action.label, exact: true }).first());
      const dialog = await expectPreset(page, action);
      await dialog.getByLabel('Nom complet').fill(name);
      await dialog.getByLabel('Email').fill('visiteur@example.ci');
      await dialog.getByLabel(/^Téléphone/).fill('0700000011');
      await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
      await expect(
        toast(page, action.dialog === 'quote' ? messages.quoteSuccessTitle : messages.demoSuccessTitle),
      ).toBeVisible();
      const staff = await staffMail(name);
      expect(staff?.text).toContain(`Source\u202f: ${target.path} · ${action.label}`);
      const preset: Partial<Record<string, string>> = action.preset ?? {};
      const named = preset.service ?? preset.solution;
      if (named) expect(`${staff?.subject} ${staff?.text}`).toContain(named);
    });
  });
}

test('the energy audit estimator applies the page’s own sector range to a yearly bill, and says it is an estimate', async ({
  page,
}) => {
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

test.describe('the solution pages’ buttons open the request they name (issue 17)', () => {
  test('consulting: “Réserver une consultation” opens the consultation wizard with the technical consultation chosen, and books it', async ({
    page,
  }) => {
    await page.goto('/solutions/consultation-technique');
    await page.getByRole('main').getByRole('button', { name: 'Réserver une consultation', exact: true }).click();
    const wizard = page.getByRole('dialog', { name: 'Réserver une consultation gratuite' });
    await expect(wizard).toBeVisible();
    await expect(wizard.getByRole('tab', { name: /Informations/ })).toHaveAttribute('aria-selected', 'true');
    const name = `Visiteur consultation ${Date.now()}`;
    await wizard.getByLabel('Nom complet').fill(name);
    await wizard.getByLabel('Email').fill('consultation@example.ci');
    await wizard.getByLabel(/^Téléphone/).fill('0700000013');
    await wizard.getByRole('button', { name: 'Suivant' }).click();
    await expect(wizard.getByRole('tab', { name: /Type/ })).toHaveAttribute('aria-selected', 'true');
    await expect(wizard.getByRole('radio', { name: /Consultation technique/ })).toBeChecked();
    await wizard.getByRole('button', { name: 'Suivant' }).click();
    await expect(wizard.getByRole('tab', { name: /Mode/ })).toHaveAttribute('aria-selected', 'true');
    await wizard.getByRole('radio', { name: /Visioconférence/ }).check();
    await wizard.getByRole('button', { name: 'Suivant' }).click();
    await wizard.getByLabel('Date souhaitée').fill(todayIso());
    await wizard.getByRole('radio', { name: '10h-11h' }).check();
    await wizard.getByRole('button', { name: 'Confirmer la demande' }).click();
    await expect(toast(page, messages.consultationSuccessTitle)).toContainText(
      'Consultation technique · Visioconférence',
    );
    await expect(wizard).toBeHidden();
    const staff = await staffMail(name);
    expect(staff?.text).toContain('/solutions/consultation-technique · Réserver une consultation');
  });

  test('maintenance: “Télécharger la brochure” opens “Recevoir la brochure”, which says it comes by email, and sends the request', async ({
    page,
  }) => {
    await page.goto('/solutions/maintenance-preventive');
    await page.getByRole('main').getByRole('button', { name: 'Télécharger la brochure', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'Recevoir la brochure' });
    await expect(form).toBeVisible();
    await expect(form).toHaveAccessibleDescription(/envoyons par email la brochure/);
    await expect(form.getByLabel('Solution')).toHaveValue('Maintenance préventive');
    await expect(form.getByLabel('Votre demande')).toHaveValue('brochure');
    const name = `Visiteur brochure ${Date.now()}`;
    await form.getByLabel('Nom complet').fill(name);
    await form.getByLabel('Email').fill('brochure@example.ci');
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(toast(page, messages.demoSuccessTitle)).toBeVisible();
    await expect(form).toBeHidden();
    const staff = await staffMail(name);
    expect(staff?.subject).toContain('Brochure · Maintenance préventive');
    expect(staff?.text).toContain('/solutions/maintenance-preventive · Télécharger la brochure');
  });

  test('energy audit: the brochure button asks for the brochure, not a demonstration, and the title follows the request type', async ({
    page,
  }) => {
    await page.goto('/solutions/audit-energetique');
    await page.getByRole('main').getByRole('button', { name: 'Recevoir la brochure', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'Recevoir la brochure' });
    await expect(form).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Demander une démonstration' })).toHaveCount(0);
    await expect(form.getByLabel('Solution')).toHaveValue('Audit énergétique');
    await form.getByLabel('Votre demande').selectOption('demo');
    await expect(page.getByRole('dialog', { name: 'Demander une démonstration' })).toBeVisible();
  });

  test('iRequest and iSmart lead back home, the other solutions back to the solutions section', async ({ page }) => {
    for (const solution of solutionPages) {
      await page.goto(`/solutions/${solution.id}`);
      const main = page.getByRole('main');
      const platform = solution.id === 'irequest' || solution.id === 'ismart';
      await expect(
        main.getByRole('link', { name: platform ? 'Retour à l’accueil' : 'Retour aux solutions', exact: true }),
      ).toHaveAttribute('href', platform ? '/' : '/#solutions');
      await expect(
        main.getByRole('link', { name: platform ? 'Retour aux solutions' : 'Retour à l’accueil', exact: true }),
      ).toHaveCount(0);
    }
  });
});
