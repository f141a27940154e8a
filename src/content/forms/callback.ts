export const callbackFormText = {
  submit: 'Être rappelé',
  slot: 'Créneau préféré',
  message: 'Objet de l’appel',
} as const;
