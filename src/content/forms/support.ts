export const supportFormText = {
  priority: 'Priorité',
  priorityPlaceholder: 'Choisissez une priorité',
  issue: 'Type de problème',
  description: 'Description du problème',
} as const;
