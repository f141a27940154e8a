/** The body of every service and solution page, by page id. */
import type { ServiceId } from '../services';
import type { SolutionPageId } from '../solutions';
import type { DetailPage } from './blocks';
import { page as automatisme } from './services/automatisme';
import { page as climatisation } from './services/climatisation';
import { page as courantFaible } from './services/courant-faible';
import { page as courantFort } from './services/courant-fort';
import { page as domotique } from './services/domotique';
import { page as energie } from './services/energie';
import { page as informatique } from './services/informatique';
import { page as auditEnergetique } from './solutions/audit-energetique';
import { page as consultationTechnique } from './solutions/consultation-technique';
import { page as irequest } from './solutions/irequest';
import { page as ismart } from './solutions/ismart';
import { page as maintenancePreventive } from './solutions/maintenance-preventive';
import { page as support247 } from './solutions/support-24-7';

export const serviceDetails: Record<ServiceId, DetailPage> = {
  climatisation,
  'courant-fort': courantFort,
  'courant-faible': courantFaible,
  informatique,
  automatisme,
  energie,
  domotique,
};

export const solutionDetails: Record<SolutionPageId, DetailPage> = {
  irequest,
  ismart,
  'maintenance-preventive': maintenancePreventive,
  'audit-energetique': auditEnergetique,
  'consultation-technique': consultationTechnique,
  'support-24-7': support247,
};
