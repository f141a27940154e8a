/**
 * The ids the requests' tables store and the back-office reads (issue 44: beside the schema, which reads them, so that
 * a client component takes these lists without Drizzle): statuses, kinds, outcomes and their reasons, the history's
 * lines and the desk's facets. Their French words are in content/ (admin.ts, desk.ts).
 */

/** Status of a request (SPEC §4): the ids of the database enum, of the code and of the back-office's labels. */
export const requestStatuses = ['nouveau', 'en_cours', 'traite'] as const;
export type RequestStatus = (typeof requestStatuses)[number];
/** SPEC §4: staff set a request 'en_cours' or 'traite', in any order, never back to 'nouveau'. */
export const settableStatuses = ['en_cours', 'traite'] as const satisfies readonly RequestStatus[];
export type SettableStatus = (typeof settableStatuses)[number];
/** Status of a newsletter subscriber: the subscriber's own, never set by staff. */
export const newsletterStatuses = ['pending', 'confirmed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

/**
 * The kinds of stored request, one id each: in code, in the admin API, in `status_changes.request_kind` and in
 * `request_counts.kind` (each table's counting trigger writes it, migrations 0005 and 0010). Support and call-back requests are
 * stored as contacts. French words for them live in URLs and labels only (content/admin.ts).
 */
export const storedKinds = ['contacts', 'quotes', 'consultations', 'demos', 'newsletter'] as const;
export type StoredKind = (typeof storedKinds)[number];
/** The kinds whose status staff move (SPEC §4); a subscriber's status is their own. */
export const workflowKinds = ['contacts', 'quotes', 'consultations', 'demos'] as const satisfies readonly StoredKind[];
export type WorkflowKind = (typeof workflowKinds)[number];

/**
 * Where the visit that sent a request came from (issue 15): its UTM parameters and external referrer, read in the
 * browser and kept for the visit only, and the `channel` they name (utm_source, else the referrer's host; null for a
 * direct visit), which the back-office filters and counts by.
 */
export type Attribution = {
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmTerm?: string;
  utmContent?: string;
  referrer?: string;
};

/**
 * The kinds whose requests end in business or not (issue 32): a quote, a consultation, a demo. Their outcome is set
 * by staff, and the conversion per channel, service and page of origin counts them (outcome_counts).
 */
export const outcomeKinds = ['quotes', 'consultations', 'demos'] as const satisfies readonly WorkflowKind[];
export type OutcomeKind = (typeof outcomeKinds)[number];
/** How a request ended: « Gagné » (with an amount in FCFA), « Perdu » (with a reason), « Sans suite ». */
export const outcomes = ['gagne', 'perdu', 'sans_suite'] as const;
export type Outcome = (typeof outcomes)[number];
/** Why one was lost: content/desk.ts names each. */
export const lostReasons = ['prix', 'concurrent', 'delai', 'budget', 'sans_reponse', 'abandon', 'autre'] as const;
export type LostReason = (typeof lostReasons)[number];

/**
 * What happened to a request, one line each (issue 15): a status change, an assignment, a note and its removal, a reply,
 * a contact made outside the site (issue 32), a follow-up date, an outcome, its selection in a CSV export (issue 32),
 * an export or an erasure of the visitor's data; who did
 * it (a staff email) and when. The columns a
 * line does not use are null. A removed note keeps its line without its text; the removal is a line of its own.
 */
export const requestEventTypes = [
  'status',
  'assignment',
  'note',
  'note-removed',
  'reply',
  'contact',
  'follow-up',
  'outcome',
  'csv-export',
  'export',
  'erasure',
] as const;
/** How staff reached a visitor outside the site (a 'contact' line, issue 32): content/desk.ts names each. */
export const contactChannels = ['call', 'whatsapp', 'visit'] as const;
export type ContactChannel = (typeof contactChannels)[number];
export type RequestEventType = (typeof requestEventTypes)[number];

/**
 * The lead desk's facets of a request: who it is assigned to (a user id), the day to follow it up (an ISO date) and the
 * channel its visit came from.
 */
export const requestFacets = ['assignee', 'follow-up', 'channel'] as const;
export type RequestFacet = (typeof requestFacets)[number];

/** What the conversion is counted by: the visit's channel, the service asked about, the page the form was sent from. */
export const outcomeDimensions = ['channel', 'service', 'page'] as const;
export type OutcomeDimension = (typeof outcomeDimensions)[number];
