/** Marketing figures shown in several places (SPEC §1 and §9). */
import { services } from './services';

export type KeyFigure = { value: string; label: string };

const projects = { value: '500+', label: 'Projets réalisés' };
const years = { value: '15+', label: 'Années d’expertise' };
const poles = { value: String(services.length), label: 'Pôles d’activité' };
const support = { value: '24/7', label: 'Support et maintenance' };

/** The home page's performance panel. */
export const keyFigures: readonly KeyFigure[] = [projects, years, poles, support];

/** The four highlights under the home page's headline: the same figures, as a sentence each. */
export const heroHighlights: readonly string[] = [
  `${years.value} ans d’expertise`,
  `${projects.value} projets réalisés`,
  `${poles.value} pôles d’activité`,
  `Support ${support.value} et maintenance préventive`,
];

export const certificationBadges = [
  { id: 'iso-9001', title: 'ISO 9001', description: 'Management de la qualité' },
  { id: 'qualibat', title: 'Qualibat', description: 'Qualification des entreprises du bâtiment' },
] as const;
