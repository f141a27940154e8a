/**
 * Each kind of request a visitor sends, declared once (issue 44): its id (the forms', the API's `/api/requests/<id>`),
 * the table it is stored in (its stored kind, config/requests.ts), the word of its page under /demande when it has one,
 * whether it takes photos, and which of the team's desks is mailed. Everything that lists the kinds reads them here:
 * the schemas (lib/schemas/requests.ts), the request pages' addresses (content/request-links.ts), the photos' kinds,
 * and what each stores and mails (server/request-kinds/). Browser-safe: the request buttons and forms read it.
 */
import type { StoredKind, WorkflowKind } from './requests';

/** Who is mailed a new request: sales, support, or the team's general address (NOTIFY_SALES_TO, …, NOTIFY_TO). */
export type Desk = 'sales' | 'support' | 'team';

type KindFacts = {
  stored: StoredKind;
  /** Its page under /demande (made without JavaScript), or null when it is asked elsewhere (the contact page, the footer). */
  page: string | null;
  photos: boolean;
  /** Null for the newsletter, which mails no one in the team. */
  desk: Desk | null;
};

export const requestKindFacts = {
  quote: { stored: 'quotes', page: 'devis', photos: true, desk: 'sales' },
  consultation: { stored: 'consultations', page: 'consultation', photos: false, desk: 'sales' },
  contact: { stored: 'contacts', page: null, photos: false, desk: 'team' },
  support: { stored: 'contacts', page: 'support', photos: true, desk: 'support' },
  newsletter: { stored: 'newsletter', page: null, photos: false, desk: null },
  demo: { stored: 'demos', page: 'demo', photos: false, desk: 'sales' },
  callback: { stored: 'contacts', page: 'rappel', photos: false, desk: 'team' },
} as const satisfies Record<string, KindFacts>;

export type RequestKind = keyof typeof requestKindFacts;
export const requestKinds = Object.keys(requestKindFacts) as RequestKind[];

type Facts = typeof requestKindFacts;
/** The kinds that store a row the team works (all but the newsletter). */
export type WorkedKind = { [K in RequestKind]: Facts[K]['stored'] extends WorkflowKind ? K : never }[RequestKind];
/** The kinds with a page of their own under /demande. */
export type RequestPageKind = { [K in RequestKind]: Facts[K]['page'] extends string ? K : never }[RequestKind];
/** The kinds whose form takes photos. */
export type PhotoKind = { [K in RequestKind]: Facts[K]['photos'] extends true ? K : never }[RequestKind];

const kindsWhere = <K extends RequestKind>(test: (facts: KindFacts) => boolean) =>
  requestKinds.filter((kind) => test(requestKindFacts[kind])) as K[];

export const requestPageKinds = kindsWhere<RequestPageKind>((facts) => facts.page !== null);
export const photoKinds = kindsWhere<PhotoKind>((facts) => facts.photos);
