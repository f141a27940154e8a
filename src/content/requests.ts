/** Options and messages of the visitor request forms (SPEC §5, §8, §9). */
import { solutionPages } from './solutions';

export const quoteServices = [
  'Courant fort',
  'Courant faible',
  'Climatisation (Chauffage, Ventilation, Désenfumage)',
  'Domotique',
  'Informatique',
  'Automatisme',
  'Energie renouvelable',
] as const;

/** Services a page's request modal may name besides the quote list: one per solution page. */
export const pageRequestServices = solutionPages.map((page) => page.requestService);
export const requestableServices: readonly string[] = [...quoteServices, ...pageRequestServices];

export const budgets = [
  '< 500 000 FCFA',
  '500 000 - 1 000 000',
  '1 000 000 - 5 000 000',
  '5 000 000 - 10 000 000',
  '> 10 000 000 FCFA',
] as const;

export const timelines = ['Urgent (< 1 mois)', 'Court terme (1-3 mois)', 'Moyen terme (3-6 mois)', 'Long terme (> 6 mois)'] as const;

export const consultationTypes = [
  { id: 'tech', label: 'Consultation technique', duration: '30-45 min', price: 'Gratuit' },
  { id: 'feasibility', label: 'Étude de faisabilité', duration: '60-90 min', price: 'Gratuit' },
  { id: 'audit', label: 'Audit énergétique', duration: '120 min', price: 'Sur devis' },
  { id: 'automation', label: 'Conseil en automatisme', duration: '45-60 min', price: 'Gratuit' },
  { id: 'smart-home', label: 'Accompagnement domotique', duration: '30-60 min', price: 'Gratuit' },
  { id: 'maintenance', label: 'Maintenance préventive', duration: '90 min', price: 'Sur devis' },
] as const;

export const consultationModes = [
  { id: 'phone', label: 'Téléphone', availability: 'Lun-Ven 8h-18h' },
  { id: 'video', label: 'Visioconférence', availability: 'Lun-Ven 9h-17h' },
  { id: 'onsite', label: 'Sur site', availability: 'Lun-Sam 8h-17h' },
] as const;

export const timeSlots = ['08:00-09:00', '09:00-10:00', '10:00-11:00', '11:00-12:00', '14:00-15:00', '15:00-16:00', '16:00-17:00', '17:00-18:00'] as const;

export const urgencies = [
  { id: 'low', label: 'Normal', response: 'Réponse sous 48h' },
  { id: 'medium', label: 'Urgent', response: 'Réponse sous 24h' },
  { id: 'high', label: 'Très urgent', response: 'Réponse sous 4h' },
] as const;

export const contactServices = [
  'Climatisation',
  'Courant Fort',
  'Courant Faible',
  'Informatique',
  'Automatisme',
  'Énergie',
  'Domotique',
  'Maintenance préventive',
  'Consultation technique',
  'Autre demande',
] as const;

/** Services recorded on contacts that other forms create. */
export const SUPPORT_SERVICE = 'Support technique';
export const CALLBACK_SERVICE = 'Rappel';
export const APPLICATION_SUBJECT = 'Candidature';

export const supportPriorities = [
  { id: 'critical', label: 'Critique - Panne totale' },
  { id: 'high', label: 'Élevée - Service dégradé' },
  { id: 'medium', label: 'Moyenne - Problème mineur' },
  { id: 'low', label: 'Faible - Information' },
] as const;

export const issueTypes = [
  'Panne électrique',
  'Problème de climatisation',
  'Défaut système informatique',
  'Problème domotique',
  'Dysfonctionnement automatisme',
  'Question technique générale',
  'Maintenance préventive',
  'Autre problème',
] as const;

export const callbackSlots = ['Dès que possible', 'Matin (8h-12h)', 'Midi (12h-14h)', 'Après-midi (14h-18h)'] as const;

export const demoSolutions = ['iRequest', 'iSmart', 'loori', 'Maintenance préventive', 'Audit énergétique'] as const;

export const demoRequestTypes = [
  { id: 'demo', label: 'Démonstration' },
  { id: 'trial', label: 'Essai gratuit' },
  { id: 'poc', label: 'Preuve de concept' },
  { id: 'documentation', label: 'Documentation technique' },
  { id: 'brochure', label: 'Brochure' },
] as const;

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
    description: 'Décrivez votre projet\u202f: nous vous répondons sous 24 h avec une proposition adaptée.',
  },
  support: {
    title: 'Demande de support technique',
    description: 'Décrivez le problème\u202f: une demande critique est prise en charge en 15 minutes, 24 h/24.',
  },
} as const;

type DemoRequestTypeId = (typeof demoRequestTypes)[number]['id'];

/**
 * The demo-request dialog's title and line follow the request type it is set to, so that a brochure button opens
 * 'Recevoir la brochure' (DESIGN.md, buttons the spec leaves without behaviour), not a demonstration. The demonstration
 * itself keeps `dialogText.demo`.
 */
export const demoDialogTexts: Readonly<Record<Exclude<DemoRequestTypeId, 'demo'>, { title: string; description: string }>> = {
  trial: {
    title: 'Demander un essai gratuit',
    description: 'Présentez-nous vos sites et vos équipes\u202f: nous vous recontactons sous 24\u00a0h pour préparer l’essai avec vous.',
  },
  poc: {
    title: 'Demander une preuve de concept',
    description: 'Dites-nous quels équipements superviser\u202f: nous vous recontactons sous 24\u00a0h pour cadrer la preuve de concept sur votre site.',
  },
  documentation: {
    title: 'Recevoir la documentation technique',
    description: 'Indiquez votre adresse email\u202f: nous vous envoyons par email la documentation technique de la solution choisie, sous 24\u00a0h.',
  },
  brochure: {
    title: 'Recevoir la brochure',
    description: 'Indiquez votre adresse email\u202f: nous vous envoyons par email la brochure de la solution choisie, sous 24\u00a0h.',
  },
};

/** Title and line of the demo-request dialog set to `requestType`. */
export function demoDialogText(requestType: string | undefined): { title: string; description: string } {
  return requestType && Object.hasOwn(demoDialogTexts, requestType) ? demoDialogTexts[requestType as keyof typeof demoDialogTexts] : dialogText.demo;
}

export const messages = {
  requiredTitle: 'Champs requis manquants',
  required: 'Veuillez remplir tous les champs obligatoires',
  contactRequired: 'Veuillez remplir tous les champs obligatoires.',
  emailMissing: 'Veuillez saisir votre adresse email.',
  emailInvalid: 'Veuillez saisir une adresse email valide.',
  errorTitle: 'Erreur',
  sendFailed: "Une erreur est survenue lors de l'envoi. Veuillez réessayer.",
  pastDate: 'La date souhaitée ne peut pas être antérieure à aujourd’hui.',
  tooLong: (max: number) => `Ce champ ne doit pas dépasser ${new Intl.NumberFormat('fr-FR').format(max)} caractères.`,
  invalidChoice: 'Veuillez choisir une option de la liste.',
  invalidRequest: 'La demande est invalide. Rechargez la page et réessayez.',
  invalidCharacters: 'Ce champ contient des caractères non autorisés.',
  tooLarge: 'La demande est trop volumineuse. Raccourcissez votre message et réessayez.',
  rateLimitedTitle: 'Trop de demandes',
  rateLimited: 'Vous avez envoyé plusieurs demandes en peu de temps. Veuillez réessayer dans quelques minutes ou nous appeler.',
  quoteSuccessTitle: 'Demande de devis envoyée !',
  quoteSuccess: 'Nous vous contacterons dans les 24h pour étudier votre projet',
  consultationSuccessTitle: 'Demande de consultation envoyée !',
  consultationSuccess: 'Nous vous contacterons rapidement.',
  newsletterSuccessTitle: 'Inscription réussie !',
  // Not SPEC's 'Vous êtes maintenant abonné…': the subscription waits for the link of the confirmation mail (double
  // opt-in), so the toast says what is left to do, like the line under the field (newsletterFormText.sent).
  newsletterSuccess: 'Dernière étape\u202f: ouvrez le lien que nous venons de vous envoyer par email pour confirmer votre abonnement.',
  contactSuccess: 'Message envoyé ! Nous vous recontacterons dans les plus brefs délais.',
  supportSuccessTitle: 'Demande de support envoyée !',
  /** SPEC §8: the support toast names the priority. */
  supportSuccess: (priority: string) => `Priorité\u202f: ${priority}`,
  demoSuccessTitle: 'Demande envoyée !',
  demoSuccess: 'Nous vous contacterons dans les 24h.',
  callbackSuccessTitle: 'Demande de rappel envoyée !',
  callbackSuccess: 'Un conseiller vous rappellera sur le créneau choisi.',
} as const;
