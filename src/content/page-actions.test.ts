/**
 * What the request buttons of the service and solution pages open (issue 17, DESIGN.md "Buttons the spec leaves
 * without behaviour"): a button is judged by its label, the way a visitor reads it.
 */
import { describe, expect, it } from 'vitest';
import { validateRequest } from '@/lib/schemas/requests';
import { serviceDetails, solutionDetails } from './details';
import type { DetailPage } from './details/blocks';
import { backHome, solutionBack } from './navigation';
import { serviceActions, solutionActions, type DialogAction, type PageAction } from './page-actions';
import { demoDialogText, demoDialogTexts, demoRequestTypes, dialogText } from './requests';
import { services } from './services';
import { solutionPages, type SolutionPageId } from './solutions';

const blockActions = (detail: DetailPage): PageAction[] =>
  detail.blocks.flatMap((block) =>
    block.kind === 'plans' ? block.plans.map((plan) => plan.action) : block.kind === 'cta' ? [...block.actions] : [],
  );

type Button = { page: string; action: DialogAction; solution?: string };

const dialogButtons = (page: string, actions: readonly PageAction[], solution?: string): Button[] =>
  actions.flatMap((action) => ('dialog' in action ? [{ page, action, solution }] : []));

/** Every dialog button of every service and solution page, with the page's solution name for the solution pages. */
const buttons: Button[] = [
  ...services.flatMap((service) =>
    dialogButtons(service.id, [...serviceActions(service), ...blockActions(serviceDetails[service.id])]),
  ),
  ...solutionPages.flatMap((page) =>
    dialogButtons(
      page.id,
      [...solutionActions[page.id], ...blockActions(solutionDetails[page.id])],
      page.requestService,
    ),
  ),
];

const named = (pattern: RegExp) => buttons.filter(({ action }) => pattern.test(action.label));
const where = (list: Button[]) => list.map(({ page, action }) => `${page} · ${action.label}`);

describe('the request buttons of the service and solution pages', () => {
  it('open the consultation wizard, with the technical consultation chosen, from “Réserver une consultation” and “Prendre rendez-vous”', () => {
    const booking = named(/^(Réserver une consultation|Prendre rendez-vous)$/);
    expect(where(booking).sort()).toEqual([
      'consultation-technique · Prendre rendez-vous',
      'consultation-technique · Réserver une consultation',
    ]);
    for (const { action } of booking)
      expect(action).toMatchObject({ dialog: 'consultation', preset: { consultationType: 'tech' } });
  });

  it('open the consultation wizard from every button that asks for a consultation, an appointment, an expert or a call', () => {
    const asking = named(/consultation|rendez-vous|expert|ingénieur|auditeur|appel|accompagnement|conseil/i);
    expect(asking.length).toBeGreaterThanOrEqual(17);
    for (const { page, action } of asking) {
      expect(action.dialog, `${page} · ${action.label}`).toBe('consultation');
      expect(action.preset, `${page} · ${action.label}`).toHaveProperty('consultationType');
    }
  });

  it('preset the mode a button names: a call by phone, a video call, a visit on site', () => {
    const modes = [
      [/appel|téléphone/i, 'phone'],
      [/visio/i, 'video'],
      [/sur site/i, 'onsite'],
    ] as const;
    for (const [pattern, mode] of modes) {
      const naming = named(pattern);
      expect(naming.length, String(pattern)).toBeGreaterThan(0);
      for (const { page, action } of naming) {
        expect(action, `${page} · ${action.label}`).toMatchObject({
          dialog: 'consultation',
          preset: { consultationMode: mode },
        });
      }
    }
    expect(where(named(/appel/i)).sort()).toEqual([
      'consultation-technique · Appel gratuit de 15 minutes',
      'consultation-technique · Réserver mon appel gratuit',
    ]);
  });

  it('open the demo-request dialog for the page’s own solution from every “Demander une démo”', () => {
    const demos = named(/^Demander une démo$/);
    expect(where(demos).sort()).toEqual([
      'irequest · Demander une démo',
      'ismart · Demander une démo',
      'maintenance-preventive · Demander une démo',
    ]);
    for (const { action, solution } of demos)
      expect(action).toEqual(expect.objectContaining({ dialog: 'demo', preset: { solution, requestType: 'demo' } }));
  });

  it('open the brochure request, for the page’s own solution, from every brochure button', () => {
    const brochures = named(/brochure/i);
    expect(where(brochures).sort()).toEqual([
      'audit-energetique · Recevoir la brochure',
      'maintenance-preventive · Télécharger la brochure',
    ]);
    for (const { action, solution } of brochures)
      expect(action).toEqual(
        expect.objectContaining({ dialog: 'demo', preset: { solution, requestType: 'brochure' } }),
      );
  });

  it('give the demo-request dialog presets its schema accepts', () => {
    for (const { page, action } of buttons.filter(({ action }) => action.dialog === 'demo')) {
      const result = validateRequest('demo', {
        name: 'Awa Koné',
        email: 'awa@example.ci',
        source: `/solutions/${page} · ${action.label}`,
        ...action.preset,
      });
      expect(result.success, `${page} · ${action.label}`).toBe(true);
    }
  });
});

describe('the demo-request dialog’s title', () => {
  it('follows the request type: a brochure request is titled “Recevoir la brochure” and says the brochure comes by email', () => {
    expect(demoDialogText('brochure').title).toBe('Recevoir la brochure');
    expect(demoDialogText('brochure').description).toMatch(/brochure/);
    expect(demoDialogText('brochure').description).toMatch(/par email/);
  });

  it('names a demonstration only for a demonstration', () => {
    expect(demoDialogText('demo')).toBe(dialogText.demo);
    expect(dialogText.demo.title).toBe('Demander une démonstration');
    for (const type of demoRequestTypes.filter((item) => item.id !== 'demo')) {
      expect(demoDialogText(type.id), type.id).toBe(demoDialogTexts[type.id]);
      expect(demoDialogText(type.id).title).not.toBe(dialogText.demo.title);
    }
    const titles = Object.values(demoDialogTexts).map((text) => text.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('falls back to the demonstration for an empty or unknown type, never to an inherited property', () => {
    for (const type of [undefined, '', 'inconnu', 'toString', '__proto__'])
      expect(demoDialogText(type), String(type)).toBe(dialogText.demo);
  });
});

describe('the back link of the solution pages', () => {
  it('goes home from iRequest and iSmart (SPEC §2), and to the solutions section from the others', () => {
    const expected: Record<SolutionPageId, { label: string; href: string }> = {
      irequest: { label: 'Retour à l’accueil', href: '/' },
      ismart: { label: 'Retour à l’accueil', href: '/' },
      'maintenance-preventive': { label: 'Retour aux solutions', href: '/#solutions' },
      'audit-energetique': { label: 'Retour aux solutions', href: '/#solutions' },
      'consultation-technique': { label: 'Retour aux solutions', href: '/#solutions' },
      'support-24-7': { label: 'Retour aux solutions', href: '/#solutions' },
    };
    for (const page of solutionPages) expect(solutionBack(page.id), page.id).toEqual(expected[page.id]);
    expect(solutionBack('irequest')).toBe(backHome);
  });
});
