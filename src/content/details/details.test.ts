import { describe, expect, it } from 'vitest';
import { serviceActions, solutionActions, type PageAction } from '../page-actions';
import { consultationModes, consultationTypes, demoRequestTypes, requestableServices } from '../requests';
import { services } from '../services';
import { solutionPages } from '../solutions';
import type { DetailPage } from './blocks';
import { serviceDetails, solutionDetails } from './index';

const pagesWithActions: [string, DetailPage, readonly PageAction[]][] = [
  ...services.map((service): [string, DetailPage, readonly PageAction[]] => [
    service.id,
    serviceDetails[service.id],
    serviceActions(service),
  ]),
  ...solutionPages.map((page): [string, DetailPage, readonly PageAction[]] => [
    page.id,
    solutionDetails[page.id],
    solutionActions[page.id],
  ]),
];

const blockActions = (detail: DetailPage) =>
  detail.blocks.flatMap((block) =>
    block.kind === 'plans' ? block.plans.map((plan) => plan.action) : block.kind === 'cta' ? block.actions : [],
  );

describe('the service and solution pages content', () => {
  it.each(pagesWithActions)('%s: unique section ids, and in-page links that reach a section', (_, detail, hero) => {
    const ids = detail.blocks.map((block) => block.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const action of [...hero, ...blockActions(detail)]) {
      if ('href' in action && action.href.startsWith('#')) expect(ids).toContain(action.href.slice(1));
    }
  });

  it.each(pagesWithActions)(
    '%s: distinct button labels (each is a request source), with presets the dialogs accept',
    (_, detail, hero) => {
      const actions = [...hero, ...blockActions(detail)];
      const labels = actions.map((action) => action.label);
      expect(new Set(labels).size).toBe(labels.length);
      for (const action of actions) {
        if (!('dialog' in action)) continue;
        const preset: Partial<Record<string, string>> = action.preset ?? {};
        if (preset.service) expect(requestableServices).toContain(preset.service);
        if (preset.requestType) expect(demoRequestTypes.map((type) => type.id)).toContain(preset.requestType);
        if (preset.consultationType)
          expect(consultationTypes.map((type) => type.id)).toContain(preset.consultationType);
        if (preset.consultationMode)
          expect(consultationModes.map((mode) => mode.id)).toContain(preset.consultationMode);
      }
    },
  );

  it('gives the audit estimator the very ranges its sectors block states', () => {
    const blocks = solutionDetails['audit-energetique'].blocks;
    const estimator = blocks.find((block) => block.kind === 'estimator');
    const sectors = blocks.find((block) => block.id === 'secteurs');
    expect(estimator?.kind === 'estimator' && sectors?.kind === 'features').toBe(true);
    if (estimator?.kind !== 'estimator' || sectors?.kind !== 'features') return;
    expect(estimator.sectors.map((sector) => sector.label)).toEqual(sectors.items.map((item) => item.title));
    for (const [index, sector] of estimator.sectors.entries()) {
      expect(sectors.items[index]!.description.replace(/[\u00a0\u202f]/g, ' ')).toContain(`${sector.min}`);
      expect(sectors.items[index]!.description.replace(/[\u00a0\u202f]/g, ' ')).toContain(`${sector.max} %`);
    }
  });
});
