/**
 * The request pages (/demande/…): each kind of request a dialog opens, on a page of its own whose form works without
 * JavaScript. Their headings are the dialogs' (requests.ts), so a visitor reads the same words either way. Not in the
 * sitemap: a request page is where a button leads, not a page to land on (its canonical URL has no query).
 */
import { formatDelay, responsePromises, supportPromises } from '@/config/response-promises';
import type { PageIntro } from './pages';
import { requestPagePath, type RequestPageKind } from './request-links';
import { demoDialogText, dialogText } from './requests';

const page = (
  kind: RequestPageKind,
  title: string,
  heading: { title: string; description: string },
  metaDescription: string,
): PageIntro => ({
  path: requestPagePath(kind),
  title,
  heading: heading.title,
  metaDescription,
  intro: heading.description,
});

export const requestPages: Readonly<Record<RequestPageKind, PageIntro>> = {
  quote: page(
    'quote',
    'Demande de devis',
    dialogText.quote,
    `Demandez un devis gratuit pour vos travaux de climatisation, d’électricité, d’informatique, d’automatisme, d’énergie ou de domotique : réponse sous ${formatDelay(responsePromises.quotes, 'spaced')}.`,
  ),
  consultation: page(
    'consultation',
    'Consultation gratuite',
    dialogText.consultation,
    'Réservez une consultation avec un expert, par téléphone, en visioconférence ou sur site : choisissez la date et le créneau.',
  ),
  support: page(
    'support',
    'Support technique',
    dialogText.support,
    `Signalez une panne ou un problème technique : une demande critique est prise en charge en ${formatDelay(supportPromises.critical, 'spaced')}, 24 h/24.`,
  ),
  demo: page(
    'demo',
    'Démonstration',
    dialogText.demo,
    'Demandez une démonstration, un essai gratuit, une preuve de concept, la documentation ou la brochure de nos solutions.',
  ),
  callback: page(
    'callback',
    'Rappel',
    dialogText.callback,
    'Laissez votre numéro et choisissez un créneau : un conseiller vous rappelle.',
  ),
};

/** The demo page follows the request type its button preselects, as the dialog does ('Recevoir la brochure'…). */
export function requestPageIntro(
  kind: RequestPageKind,
  preset: Readonly<Record<string, string | undefined>>,
): PageIntro {
  const intro = requestPages[kind];
  if (kind !== 'demo') return intro;
  const heading = demoDialogText(preset.requestType);
  return { ...intro, heading: heading.title, intro: heading.description };
}

export const requestPageText = {
  /** Before the link back to the page the visitor came from. */
  from: 'Votre demande depuis la page',
  formTitle: 'Votre demande',
} as const;
