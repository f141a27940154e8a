/** Marketing figures shown in several places (SPEC §1 and §9). */
import { services } from './services';

export type KeyFigure = { value: string; label: string };

export const keyFigures: readonly KeyFigure[] = [
  { value: '500+', label: 'Projets réalisés' },
  { value: '15+', label: 'Années d’expertise' },
  { value: String(services.length), label: 'Pôles d’activité' },
  { value: '24/7', label: 'Support et maintenance' },
];

export const certificationBadges = [
  { id: 'iso-9001', title: 'ISO 9001', description: 'Management de la qualité' },
  { id: 'qualibat', title: 'Qualibat', description: 'Qualification des entreprises du bâtiment' },
] as const;
