/**
 * The label of each field of a request, by the field's name in the forms and the tables: what the team reads beside
 * a value in its mails (server/requests/writers.ts), in a request's detail and in the CSV's header (content/admin.ts'
 * fieldLabels). One label per field, wherever it is shown.
 */
export const requestFieldLabels = {
  name: 'Nom',
  email: 'Email',
  phone: 'Téléphone',
  company: 'Entreprise',
  service: 'Service',
  message: 'Message',
  budget: 'Budget',
  timeline: 'Délai',
  description: 'Description',
  consultationType: 'Type',
  consultationMode: 'Mode',
  preferredDate: 'Date souhaitée',
  preferredTime: 'Créneau',
  urgency: 'Urgence',
  subject: 'Sujet',
  specificNeeds: 'Besoins spécifiques',
  solution: 'Solution',
  requestType: 'Demande',
  /** A support request's. */
  priority: 'Priorité',
  issue: 'Type de problème',
  /** A call-back request's chosen time. */
  slot: 'Créneau',
  photos: 'Photos',
  source: 'Source',
} as const;
