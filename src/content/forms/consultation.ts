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
