/** Options and messages of the visitor request forms (SPEC §5, §8, §9). */
import { formatDelay, responsePromises, supportPromises } from '@/config/response-promises';
import { demoRequestTypes, quoteServices } from './request-choices';
import { solutionPages } from './solutions';

// The lists of the forms' fields, in a module of their own (a request page's form loads them alone).
export {
  quoteServices,
  budgets,
  timelines,
  consultationTypes,
  consultationModes,
  timeSlots,
  urgencies,
  supportPriorities,
  issueTypes,
  callbackSlots,
  demoSolutions,
  demoRequestTypes,
  contactServices,
} from './request-choices';
// The forms' messages, in a module of their own (a client form ships them without the dialogs' words and page lists).
export { messages } from './request-messages';

/** Services a page's request modal may name besides the quote list: one per solution page. */
export const pageRequestServices = solutionPages.map((page) => page.requestService);
export const requestableServices: readonly string[] = [...quoteServices, ...pageRequestServices];

/** Services recorded on contacts that other forms create. */
export const SUPPORT_SERVICE = 'Support technique';
export const CALLBACK_SERVICE = 'Rappel';
// The contact form's subject for job applications, which /contact?sujet=Candidature preselects.
export { APPLICATION_SUBJECT } from './contact';

/** Strings of SPEC §5 and §8, reproduced exactly (their punctuation included), and ours. */
/** Each request dialog's title and the line under it. */
export const dialogText = {
  callback: {
    title: 'Demander un rappel',
    description: 'Laissez votre numéro\u202f: un conseiller vous rappelle sur le créneau de votre choix.',
  },
  consultation: {
    title: 'Réserver une consultation gratuite',
    description: 'Un expert vous conseille par téléphone, en visio ou sur site. Quatre étapes, deux minutes.',
  },
  demo: {
    title: 'Demander une démonstration',
    description: 'Démonstration, essai, preuve de concept ou documentation\u202f: dites-nous ce qu’il vous faut.',
  },
  quote: {
    title: 'Demander un devis gratuit',
    description: `Décrivez votre projet\u202f: nous vous répondons sous ${formatDelay(responsePromises.quotes, 'spaced')} avec une proposition adaptée.`,
  },
  support: {
    title: 'Demande de support technique',
    description: `Décrivez le problème\u202f: une demande critique est prise en charge en ${formatDelay(supportPromises.critical, 'spaced')}, 24 h/24.`,
  },
} as const;

type DemoRequestTypeId = (typeof demoRequestTypes)[number]['id'];

/**
 * The demo-request dialog's title and line follow the request type it is set to, so that a brochure button opens
 * 'Recevoir la brochure' (DESIGN.md, buttons the spec leaves without behaviour), not a demonstration. The demonstration
 * itself keeps `dialogText.demo`.
 */
export const demoDialogTexts: Readonly<
  Record<Exclude<DemoRequestTypeId, 'demo'>, { title: string; description: string }>
> = {
  trial: {
    title: 'Demander un essai gratuit',
    description: `Présentez-nous vos sites et vos équipes\u202f: nous vous recontactons sous ${formatDelay(responsePromises.demos, 'nbsp')} pour préparer l’essai avec vous.`,
  },
  poc: {
    title: 'Demander une preuve de concept',
    description: `Dites-nous quels équipements superviser\u202f: nous vous recontactons sous ${formatDelay(responsePromises.demos, 'nbsp')} pour cadrer la preuve de concept sur votre site.`,
  },
  documentation: {
    title: 'Recevoir la documentation technique',
    description: `Indiquez votre adresse email\u202f: nous vous envoyons par email la documentation technique de la solution choisie, sous ${formatDelay(responsePromises.demos, 'nbsp')}.`,
  },
  brochure: {
    title: 'Recevoir la brochure',
    description: `Indiquez votre adresse email\u202f: nous vous envoyons par email la brochure de la solution choisie, sous ${formatDelay(responsePromises.demos, 'nbsp')}.`,
  },
};

/** Title and line of the demo-request dialog set to `requestType`. */
export function demoDialogText(requestType: string | undefined): { title: string; description: string } {
  return requestType && Object.hasOwn(demoDialogTexts, requestType)
    ? demoDialogTexts[requestType as keyof typeof demoDialogTexts]
    : dialogText.demo;
}
