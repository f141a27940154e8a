/**
 * The request buttons of the service and solution pages (SPEC §2, DESIGN.md's table of buttons): which dialog each
 * opens, with what preselected. The button label is also the `source` recorded with the request.
 */
import { company } from '@/config/company';
import { telHref } from '@/config/links';
import type { RequestPresets } from '@/lib/schemas/requests';
import type { Service, ServiceId } from './services';
import type { SolutionPageId } from './solutions';

type PageDialog = 'quote' | 'consultation' | 'demo' | 'support';

/** A button that opens the dialog `K`, with only what that dialog can preselect (a consultation's type and mode...). */
export type DialogAction<K extends PageDialog = PageDialog> = {
  [D in K]: { label: string; dialog: D; preset?: RequestPresets[D]; primary?: boolean };
}[K];

export type PageAction = DialogAction | { label: string; href: string; primary?: boolean };

/** The expert consultation every service page offers. */
export const EXPERT_ACTION = 'Consulter un expert';
const expert: PageAction = { label: EXPERT_ACTION, dialog: 'consultation', preset: { consultationType: 'tech' } };

/** The button of a quote with the page's service preselected. */
export const QUOTE_ACTION = 'Demander un devis';

/** Pages whose own offer opens a request of its own, before the quote every service page has. */
const serviceOffers: Partial<Record<ServiceId, PageAction>> = {
  energie: {
    label: 'Étude solaire gratuite',
    dialog: 'quote',
    preset: { service: 'Energie renouvelable' },
    primary: true,
  },
  domotique: { label: 'Audit domotique gratuit', dialog: 'quote', preset: { service: 'Domotique' }, primary: true },
};

/** Every service page: its offer if it has one, a quote with the service preselected, and an expert consultation. */
export function serviceActions(service: Pick<Service, 'id' | 'quoteService'>): readonly PageAction[] {
  const offer = serviceOffers[service.id];
  const quote: PageAction = {
    label: QUOTE_ACTION,
    dialog: 'quote',
    preset: { service: service.quoteService },
    primary: !offer,
  };
  return [...(offer ? [offer] : []), quote, expert];
}

export const solutionActions: Record<SolutionPageId, readonly PageAction[]> = {
  irequest: [
    {
      label: 'Demander une démo',
      dialog: 'demo',
      preset: { solution: 'iRequest', requestType: 'demo' },
      primary: true,
    },
    { label: 'Essai gratuit 30 jours', dialog: 'demo', preset: { solution: 'iRequest', requestType: 'trial' } },
    { label: 'Documentation', dialog: 'demo', preset: { solution: 'iRequest', requestType: 'documentation' } },
  ],
  ismart: [
    { label: 'Demander une démo', dialog: 'demo', preset: { solution: 'iSmart', requestType: 'demo' }, primary: true },
    { label: 'Preuve de concept 14 jours', dialog: 'demo', preset: { solution: 'iSmart', requestType: 'poc' } },
  ],
  'maintenance-preventive': [
    { label: 'Commencer', dialog: 'quote', preset: { service: 'Maintenance préventive' }, primary: true },
    { label: 'Demander une démo', dialog: 'demo', preset: { solution: 'Maintenance préventive', requestType: 'demo' } },
    {
      label: 'Télécharger la brochure',
      dialog: 'demo',
      preset: { solution: 'Maintenance préventive', requestType: 'brochure' },
    },
    { label: 'Voir les tarifs', href: '#tarifs' },
  ],
  'audit-energetique': [
    { label: 'Demander un audit', dialog: 'quote', preset: { service: 'Audit énergétique' }, primary: true },
    {
      label: 'Recevoir la brochure',
      dialog: 'demo',
      preset: { solution: 'Audit énergétique', requestType: 'brochure' },
    },
    { label: 'Estimer mes économies', href: '#estimation' },
  ],
  'consultation-technique': [
    { label: 'Réserver une consultation', dialog: 'consultation', preset: { consultationType: 'tech' }, primary: true },
    {
      label: 'Parler à un expert',
      dialog: 'consultation',
      preset: { consultationType: 'tech', consultationMode: 'video' },
    },
    {
      label: 'Appel gratuit de 15 minutes',
      dialog: 'consultation',
      preset: { consultationType: 'tech', consultationMode: 'phone' },
    },
  ],
  'support-24-7': [
    { label: 'Appeler maintenant', href: telHref(company.phones.hotline), primary: true },
    { label: QUOTE_ACTION, dialog: 'quote', preset: { service: 'Support 24/7' } },
    // Its chat button is the « Écrire sur WhatsApp » every service and solution page ends with (sections/detail-page.tsx).
  ],
};
