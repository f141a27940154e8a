/**
 * The words of the visitor forms, one module per form so that a client form ships only its own words (a module is
 * bundled whole). Their messages and choices are in ../requests.ts. Dependency-free.
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
