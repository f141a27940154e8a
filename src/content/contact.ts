/** The contact page's own words (its heading and intro are in pages.ts, the form's in requests.ts). */
export const contactText = {
  urgentConsultation: 'Consultation urgente',
  expressQuote: 'Devis express',
  support: 'Support technique',
  formTitle: 'Écrivez-nous',
  formIntro: 'Réponse par email en moins de 2 heures pendant les heures d’ouverture, et sous 24 h au plus tard.',
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
