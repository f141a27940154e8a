/** The home page's own words (its heading and intro are in pages.ts, its figures in figures.ts). */
import { services } from './services';

export const homeText = {
  eyebrow: `${services.length} pôles d’expertise, une seule équipe`,
  discoverServices: 'Découvrir nos services',
  consultation: 'Consultation gratuite',
  performanceTitle: 'Nos performances',
  services: {
    eyebrow: 'Nos services',
    title: `${services.length} métiers techniques, un seul interlocuteur`,
    intro:
      'De l’étude à la maintenance, nous prenons en charge toutes les installations techniques de vos bâtiments et de vos sites industriels.',
  },
  seeSolutions: 'Voir nos solutions',
  solutions: {
    eyebrow: 'Nos solutions',
    title: 'Des plateformes pour piloter vos installations',
    intro:
      'Gestion des demandes, télésurveillance intelligente et objets connectés\u202f: nos outils prolongent le travail de nos équipes.',
  },
  qualitiesLabel: 'Ce que partagent nos plateformes',
  demo: {
    title: 'Voyez nos solutions à l’œuvre',
    text: 'Une démonstration sur vos propres cas d’usage, ou la documentation technique complète.',
    demoButton: 'Demander une démo',
    documentationSource: 'Documentation technique',
    documentationButton: 'Recevoir la documentation technique',
  },
} as const;
