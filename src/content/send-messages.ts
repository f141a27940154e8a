/**
 * What a form says when its request could not go (SPEC §9, issue 30): part of the request messages
 * (request-messages.ts), on their own for the request pages' form, whose first load carries only these.
 */
export const sendMessages = {
  errorTitle: 'Erreur',
  sendFailed: "Une erreur est survenue lors de l'envoi. Veuillez réessayer.",
  /** Issue 30: a request sent without a network (or while our database was briefly down) waits on the device. */
  offline: 'Pas de connexion\u202f: votre demande partira dès le retour du réseau',
} as const;
