/** The contact page's own words (its heading and intro are in pages.ts, the form's in requests.ts). */
// Relative: next.config.ts loads this module (through lib/query-routes.ts), and its loader misreads `@/`.
import { contactAim, formatDelay, responsePromises } from '../config/response-promises';

export const contactText = {
  urgentConsultation: 'Consultation urgente',
  expressQuote: 'Devis express',
  support: 'Support technique',
  formTitle: 'Écrivez-nous',
  formIntro: `Réponse par email en moins de ${formatDelay(contactAim, 'words')} pendant les heures d’ouverture, et sous ${formatDelay(responsePromises.contacts, 'spaced')} au plus tard.`,
  formSource: 'Formulaire de contact',
  detailsTitle: 'Nos coordonnées',
  phone: 'Téléphone',
  hotline: 'Urgence 24/7',
  email: 'Email',
  hours: 'Horaires',
  callbackTitle: 'Vous préférez qu’on vous appelle\u202f?',
  callbackText: 'Indiquez votre numéro et un créneau\u202f: un conseiller vous rappelle.',
  callbackButton: 'Demander un rappel',
} as const;

/** The subject of a job application ('Nous rejoindre' on the About page), a choice of the contact form only. */
export const APPLICATION_SUBJECT = 'Candidature';

/** The query word that preselects the form's subject, and the subjects it may preselect (About's 'Nous rejoindre'). */
export const contactQuery = { subject: 'sujet' } as const;
export const presetSubjects = [APPLICATION_SUBJECT] as const;

/** The contact page with its form's subject preselected. */
export const contactSubjectHref = (subject: (typeof presetSubjects)[number]) =>
  `/contact?${contactQuery.subject}=${encodeURIComponent(subject)}`;
