/** The columns every request table has (server/db/schema/requests.ts' requestColumns), as each kind declares them. */
import { personalDataText } from '@/content/personal-data';
import { ERASED, KEPT, shown } from './define';

/**
 * Who asked, shown first, and whence, with the desk's columns: an erasure removes who asked and whence (a name
 * becomes « Personne effacée »), and keeps the desk's who and when, the status and the dates.
 */
export const requestColumns = {
  id: { erase: KEPT },
  status: { erase: KEPT },
  createdAt: { erase: KEPT },
  name: shown(personalDataText.erasedName),
  email: shown(ERASED),
  phone: shown(ERASED),
  company: shown(ERASED),
  source: { erase: ERASED },
  channel: { erase: ERASED },
  attribution: { erase: ERASED },
  assignedTo: { erase: KEPT },
  followUpOn: { erase: KEPT },
  phoneE164: { erase: ERASED },
  firstResponseAt: { erase: KEPT },
} as const;

/** How a quote, a consultation or a demo ended: kept by an erasure, and counted in « Résultats ». */
export const outcomeColumns = {
  outcome: { erase: KEPT },
  outcomeAmount: { erase: KEPT },
  outcomeReason: { erase: KEPT },
  outcomeAt: { erase: KEPT },
} as const;
