/**
 * Where a visit came from (issue 15): the UTM parameters of the page the visitor landed on and the site that sent
 * them there. The browser reads them when a form is sent (components/forms/visit.ts), from the visit's own landing
 * URL and referrer: nothing is stored in the browser, so they last as long as the visit's page does. The server
 * (server/requests/attribution.ts) checks them and keeps them with the request.
 */
export const utmParameters = {
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
  utmContent: 'utm_content',
} as const;

/** The longest value kept of each: longer ones are cut. */
export const ATTRIBUTION_MAX = 100;
