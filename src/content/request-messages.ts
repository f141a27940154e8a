import { formatDelay, responsePromises } from '@/config/response-promises';
import { sendMessages } from './send-messages';

/**
 * The visitor request forms' messages (SPEC §5, §8, §9), re-exported by requests.ts. No dependency but send-messages.ts
 * and the promises. The quote's success message is SPEC's word for word, its « 24h » included: it stays typed, and
 * config/response-promises.test.ts ties it to responsePromises.quotes.
 */
export const messages = {
  ...sendMessages,
  requiredTitle: 'Champs requis manquants',
  required: 'Veuillez remplir tous les champs obligatoires',
  contactRequired: 'Veuillez remplir tous les champs obligatoires.',
  emailMissing: 'Veuillez saisir votre adresse email.',
  emailInvalid: 'Veuillez saisir une adresse email valide.',
  pastDate: 'La date souhaitée ne peut pas être antérieure à aujourd’hui.',
  tooLong: (max: number) => `Ce champ ne doit pas dépasser ${new Intl.NumberFormat('fr-FR').format(max)} caractères.`,
  invalidChoice: 'Veuillez choisir une option de la liste.',
  invalidRequest: 'La demande est invalide. Rechargez la page et réessayez.',
  invalidCharacters: 'Ce champ contient des caractères non autorisés.',
  /** A phone field that holds something other than one phone number (lib/phone.ts). */
  phoneInvalid:
    'Veuillez saisir un numéro de téléphone valide\u202f: 10 chiffres pour la Côte d’Ivoire (ex. 07 07 07 07 07), ou l’indicatif du pays pour un numéro étranger (ex. +33 6 12 34 56 78).',
  /** An eight-digit Ivorian number: the numbering before 31 January 2021. */
  phoneOldNumbering:
    'Depuis 2021, les numéros ivoiriens ont 10 chiffres\u202f: ajoutez devant vos 8 chiffres le préfixe de votre opérateur (01, 05 ou 07 pour un mobile\u202f; 21, 25 ou 27 pour un fixe).',
  tooLarge: 'La demande est trop volumineuse. Raccourcissez votre message et réessayez.',
  rateLimitedTitle: 'Trop de demandes',
  rateLimited:
    'Vous avez envoyé plusieurs demandes en peu de temps. Veuillez réessayer dans quelques minutes ou nous appeler.',
  quoteSuccessTitle: 'Demande de devis envoyée !',
  quoteSuccess: 'Nous vous contacterons dans les 24h pour étudier votre projet',
  consultationSuccessTitle: 'Demande de consultation envoyée !',
  consultationSuccess: 'Nous vous contacterons rapidement.',
  newsletterSuccessTitle: 'Inscription réussie !',
  // Not SPEC's 'Vous êtes maintenant abonné…': the subscription waits for the link of the confirmation mail (double
  // opt-in), so the toast says what is left to do, like the line under the field (newsletterFormText.sent).
  newsletterSuccess:
    'Dernière étape\u202f: ouvrez le lien que nous venons de vous envoyer par email pour confirmer votre abonnement.',
  contactSuccess: 'Message envoyé ! Nous vous recontacterons dans les plus brefs délais.',
  supportSuccessTitle: 'Demande de support envoyée !',
  /** SPEC §8: the support toast names the priority. */
  supportSuccess: (priority: string) => `Priorité\u202f: ${priority}`,
  demoSuccessTitle: 'Demande envoyée !',
  demoSuccess: `Nous vous contacterons dans les ${formatDelay(responsePromises.demos, 'compact')}.`,
  callbackSuccessTitle: 'Demande de rappel envoyée !',
  callbackSuccess: 'Un conseiller vous rappellera sur le créneau choisi.',
} as const;
