export const demoFormText = {
  solution: 'Solution',
  solutionPlaceholder: 'Choisissez une solution',
  requestType: 'Votre demande',
} as const;
