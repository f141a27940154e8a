/**
 * The choices of the visitor request forms (SPEC §5, §8): the lists their fields offer and their schemas check.
 * Nothing imported but the urgencies' promises (config/response-promises.ts), so that a request page's form ships its
 * lists without the dialogs' words and messages (requests.ts re-exports them).
 */
import { consultationPromises, formatDelay } from '@/config/response-promises';

export const quoteServices = [
  'Courant fort',
  'Courant faible',
  'Climatisation (Chauffage, Ventilation, Désenfumage)',
  'Domotique',
  'Informatique',
  'Automatisme',
  'Energie renouvelable',
] as const;

export const budgets = [
  '< 500 000 FCFA',
  '500 000 - 1 000 000',
  '1 000 000 - 5 000 000',
  '5 000 000 - 10 000 000',
  '> 10 000 000 FCFA',
] as const;

export const timelines = [
  'Urgent (< 1 mois)',
  'Court terme (1-3 mois)',
  'Moyen terme (3-6 mois)',
  'Long terme (> 6 mois)',
] as const;

export const consultationTypes = [
  { id: 'tech', label: 'Consultation technique', duration: '30-45 min', price: 'Gratuit' },
  { id: 'feasibility', label: 'Étude de faisabilité', duration: '60-90 min', price: 'Gratuit' },
  { id: 'audit', label: 'Audit énergétique', duration: '120 min', price: 'Sur devis' },
  { id: 'automation', label: 'Conseil en automatisme', duration: '45-60 min', price: 'Gratuit' },
  { id: 'smart-home', label: 'Accompagnement domotique', duration: '30-60 min', price: 'Gratuit' },
  { id: 'maintenance', label: 'Maintenance préventive', duration: '90 min', price: 'Sur devis' },
] as const;

export const consultationModes = [
  { id: 'phone', label: 'Téléphone', availability: 'Lun-Ven 8h-18h' },
  { id: 'video', label: 'Visioconférence', availability: 'Lun-Ven 9h-17h' },
  { id: 'onsite', label: 'Sur site', availability: 'Lun-Sam 8h-17h' },
] as const;

export const timeSlots = [
  '08:00-09:00',
  '09:00-10:00',
  '10:00-11:00',
  '11:00-12:00',
  '14:00-15:00',
  '15:00-16:00',
  '16:00-17:00',
  '17:00-18:00',
] as const;

export const urgencies = [
  { id: 'low', label: 'Normal', response: `Réponse sous ${formatDelay(consultationPromises.low, 'compact')}` },
  { id: 'medium', label: 'Urgent', response: `Réponse sous ${formatDelay(consultationPromises.medium, 'compact')}` },
  { id: 'high', label: 'Très urgent', response: `Réponse sous ${formatDelay(consultationPromises.high, 'compact')}` },
] as const;

export const supportPriorities = [
  { id: 'critical', label: 'Critique - Panne totale' },
  { id: 'high', label: 'Élevée - Service dégradé' },
  { id: 'medium', label: 'Moyenne - Problème mineur' },
  { id: 'low', label: 'Faible - Information' },
] as const;

export const issueTypes = [
  'Panne électrique',
  'Problème de climatisation',
  'Défaut système informatique',
  'Problème domotique',
  'Dysfonctionnement automatisme',
  'Question technique générale',
  'Maintenance préventive',
  'Autre problème',
] as const;

export const callbackSlots = ['Dès que possible', 'Matin (8h-12h)', 'Midi (12h-14h)', 'Après-midi (14h-18h)'] as const;

export const demoSolutions = ['iRequest', 'iSmart', 'loori', 'Maintenance préventive', 'Audit énergétique'] as const;

export const demoRequestTypes = [
  { id: 'demo', label: 'Démonstration' },
  { id: 'trial', label: 'Essai gratuit' },
  { id: 'poc', label: 'Preuve de concept' },
  { id: 'documentation', label: 'Documentation technique' },
  { id: 'brochure', label: 'Brochure' },
] as const;

export const contactServices = [
  'Climatisation',
  'Courant Fort',
  'Courant Faible',
  'Informatique',
  'Automatisme',
  'Énergie',
  'Domotique',
  'Maintenance préventive',
  'Consultation technique',
  'Autre demande',
] as const;
