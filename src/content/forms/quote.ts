export const quoteFormText = {
  service: 'Service souhaité',
  servicePlaceholder: 'Choisissez un service',
  budget: 'Budget estimé',
  timeline: 'Délai souhaité',
  description: 'Description du projet',
} as const;
