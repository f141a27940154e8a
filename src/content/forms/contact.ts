export const contactFormText = {
  service: 'Service concerné',
  servicePlaceholder: 'Choisissez un service',
  submit: 'Envoyer le message',
} as const;
