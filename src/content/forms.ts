/**
 * The words of the visitor forms: the request dialogs, the contact form and the newsletter form. Their messages and
 * choices are in requests.ts. Dependency-free, and one export per form: the client forms import only their own words.
 */

/** What every request dialog and the contact form share. */
export const formText = {
  name: 'Nom complet',
  email: 'Email',
  phone: 'Téléphone',
  company: 'Entreprise',
  message: 'Message',
  cancel: 'Annuler',
  back: 'Retour',
  next: 'Suivant',
  sending: 'Envoi en cours...',
  sendRequest: 'Envoyer la demande',
  notSpecified: 'Non précisé',
  /** The note under every dialog: the asterisk is shown, and read out as a word. */
  requiredNote: { before: 'Les champs marqués d’un', asterisk: 'astérisque', after: 'sont obligatoires.' },
  /** The label of the field only bots fill (hidden from people and assistive technology). */
  honeypot: 'Ne pas remplir',
} as const;

export const quoteFormText = {
  service: 'Service souhaité',
  servicePlaceholder: 'Choisissez un service',
  budget: 'Budget estimé',
  timeline: 'Délai souhaité',
  description: 'Description du projet',
} as const;

export const consultationFormText = {
  steps: { info: 'Informations', type: 'Type', mode: 'Mode', planning: 'Planning' },
  stepsLabel: 'Étapes de la demande',
  submit: 'Confirmer la demande',
  type: 'Type de consultation',
  mode: 'Mode de consultation',
  date: 'Date souhaitée',
  time: 'Créneau horaire',
  urgency: 'Urgence',
  subject: 'Sujet',
  needs: 'Besoins spécifiques',
} as const;

export const supportFormText = {
  priority: 'Priorité',
  priorityPlaceholder: 'Choisissez une priorité',
  issue: 'Type de problème',
  description: 'Description du problème',
} as const;

export const demoFormText = {
  solution: 'Solution',
  solutionPlaceholder: 'Choisissez une solution',
  requestType: 'Votre demande',
} as const;

export const callbackFormText = {
  submit: 'Être rappelé',
  slot: 'Créneau préféré',
  message: 'Objet de l’appel',
} as const;

export const contactFormText = {
  service: 'Service concerné',
  servicePlaceholder: 'Choisissez un service',
  submit: 'Envoyer le message',
} as const;

/** The footer's and the blog's subscription form. What the toast says is `messages.newsletterSuccess*` (requests.ts). */
export const newsletterFormText = {
  label: 'Inscription à la newsletter',
  emailLabel: 'Adresse email',
  placeholder: 'votre@email.com',
  submit: 'S’abonner',
  sending: 'Inscription...',
  /** Under the field once the request is saved: the subscription waits for the link of the mail. */
  sent: 'Un email de confirmation vient de vous être envoyé\u202f: cliquez sur son lien pour valider votre inscription.',
} as const;
