/**
 * Every kind of request, by its stored kind (a table) and by its form (config/request-kinds.ts' ids): each declared
 * in its own file of this folder (define.ts says how), read by the back-office, the writers and the erasure.
 */
import type { WorkedKind } from '@/config/request-kinds';
import type { StoredKind, WorkflowKind } from '@/config/requests';
import type { FormKindSpec } from './define';
import { consultationForm, consultationsKind } from './consultations';
import { callbackForm, contactForm, contactsKind, supportForm } from './contacts';
import { demoForm, demosKind } from './demos';
import { newsletterKind } from './newsletter';
import { quoteForm, quotesKind } from './quotes';

export const storedKindSpecs = {
  contacts: contactsKind,
  quotes: quotesKind,
  consultations: consultationsKind,
  demos: demosKind,
  newsletter: newsletterKind,
} as const satisfies Record<StoredKind, { id: StoredKind }>;

/** The forms that make a row the team works: all but the newsletter's, whose write reads first. */
export const formSpecs = {
  quote: quoteForm,
  consultation: consultationForm,
  contact: contactForm,
  support: supportForm,
  demo: demoForm,
  callback: callbackForm,
} as const satisfies { [K in WorkedKind]: Pick<FormKindSpec<K>, 'success'> };

/** The table of each stored kind, and of those the team works. */
export type StoredTable = (typeof storedKindSpecs)[StoredKind]['table'];
export type WorkedTable = (typeof storedKindSpecs)[WorkflowKind]['table'];

export { ERASED, KEPT, shownColumns, type FormKindSpec, type StoredKindSpec, type Notice } from './define';
export { URGENT_PRIORITY } from './contacts';
export { newsletterSuccess } from './newsletter';
