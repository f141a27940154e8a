/**
 * The addresses of the request pages (/demande/…), which every request button links to: the page a kind of request
 * is made on without JavaScript, with the page and the button it came from and the button's preset in its query.
 * Read by the request buttons in the browser: it reads nothing but config/.
 */
import { requestKindFacts, requestPageKinds, type RequestPageKind } from '@/config/request-kinds';

/** The kinds of request a button opens, each with its page (config/request-kinds.ts names each one's word). */
export { requestPageKinds, type RequestPageKind };

const base = '/demande';

/** Each kind's slug under /demande. */
export const requestPageSlugs = Object.fromEntries(
  requestPageKinds.map((kind) => [kind, requestKindFacts[kind].page]),
) as { [K in RequestPageKind]: (typeof requestKindFacts)[K]['page'] };

export const requestPagePath = (kind: RequestPageKind) => `${base}/${requestPageSlugs[kind]}`;

/** The query words: the page the visitor came from and the button's label (the request's source), then the presets. */
export const requestQuery = { from: 'depuis', label: 'bouton' } as const;

/** Each preset's query word, by the dialog field it preselects (lib/schemas/requests.ts, RequestPresets). */
export const presetQuery = {
  quote: { service: 'service' },
  consultation: { consultationType: 'type', consultationMode: 'mode', urgency: 'urgence' },
  demo: { solution: 'solution', requestType: 'demande' },
  support: { priority: 'priorite' },
  callback: { slot: 'creneau' },
} as const satisfies Record<RequestPageKind, Record<string, string>>;

/**
 * The request page of `kind`, e.g. `/demande/devis?service=Climatisation&bouton=Demander+un+devis&depuis=%2Fservices%2Fclimatisation`.
 * `preset` holds the dialog's field names (`{ service: 'Climatisation' }`); fields without a query word are left out.
 */
export function requestHref(
  kind: RequestPageKind,
  { from, label, preset }: { from?: string; label?: string; preset?: Readonly<Record<string, string | undefined>> },
) {
  const query = new URLSearchParams();
  const words: Readonly<Record<string, string>> = presetQuery[kind];
  for (const [field, value] of Object.entries(preset ?? {})) {
    const word = Object.hasOwn(words, field) ? words[field] : undefined;
    if (word && value) query.set(word, value);
  }
  // The page it came from goes last: a request button's link is made on the server without it, and the browser adds it.
  if (label) query.set(requestQuery.label, label);
  if (from) query.set(requestQuery.from, from);
  const search = query.toString();
  return search ? `${requestPagePath(kind)}?${search}` : requestPagePath(kind);
}
