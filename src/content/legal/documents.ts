/** The text of each legal page but the site map, which is computed (components/legal/site-map.tsx). */
import type { LegalPageId } from '.';
import type { LegalDocument } from './types';
import { mentionsLegales } from './pages/mentions-legales';
import { politiqueConfidentialite } from './pages/politique-confidentialite';
import { conditionsGenerales } from './pages/conditions-generales';
import { politiqueRgpd } from './pages/politique-rgpd';
import { politiqueCookies } from './pages/politique-cookies';

export const legalDocuments: Record<Exclude<LegalPageId, 'plan-du-site'>, LegalDocument> = {
  'mentions-legales': mentionsLegales,
  'politique-confidentialite': politiqueConfidentialite,
  'conditions-generales': conditionsGenerales,
  'politique-rgpd': politiqueRgpd,
  'politique-cookies': politiqueCookies,
};
