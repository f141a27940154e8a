/** The attribution a visitor request carries beside its fields (lib/attribution.ts), checked leniently: it never refuses a request. */
import { ATTRIBUTION_MAX, utmParameters } from '@/lib/attribution';
import { forbiddenInLine } from '@/lib/schemas/patterns';
import type { Attribution } from '@/server/db/schema';

/** What a request row keeps of its visit: its columns `channel` and `attribution`. */
export type Visit = { channel: string | null; attribution: Attribution | null };
export const noVisit: Visit = { channel: null, attribution: null };

const clean = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  // Cut before any pattern runs, so that no length costs more than a few hundred characters.
  const text = value
    .slice(0, ATTRIBUTION_MAX * 2)
    .trim()
    .slice(0, ATTRIBUTION_MAX);
  return text && !forbiddenInLine.test(text) ? text : undefined;
};

/** A referring site's origin (`https://www.google.com`), or nothing: its path is never kept. */
function origin(value: unknown): string | undefined {
  const text = clean(value);
  if (!text) return undefined;
  try {
    const url = new URL(text);
    return /^https?:$/.test(url.protocol) ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The visit of a request: its UTM parameters and referrer, each a short clean string or left out; its channel, the
 * utm_source in lower case, or else the referring host without `www.`. Anything malformed is left out.
 */
export function visitOf(input: unknown): Visit {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return noVisit;
  const given = input as Record<string, unknown>;
  const attribution: Attribution = {};
  for (const key of Object.keys(utmParameters) as (keyof typeof utmParameters)[]) {
    const value = clean(given[key]);
    if (value) attribution[key] = value;
  }
  const referrer = origin(given.referrer);
  if (referrer) attribution.referrer = referrer;
  if (Object.keys(attribution).length === 0) return noVisit;
  const channel =
    attribution.utmSource?.toLowerCase() ?? (referrer ? new URL(referrer).hostname.replace(/^www\./, '') : null);
  return { channel, attribution };
}

/** Splits a request's body into the form's fields and its visit. */
export function withoutVisit(body: unknown): { fields: unknown; visit: Visit } {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !('attribution' in body))
    return { fields: body, visit: noVisit };
  const { attribution, ...fields } = body as Record<string, unknown>;
  return { fields, visit: visitOf(attribution) };
}

/** The visit a form post carries as JSON in its `attribution` field (the contact form, a server action). */
export function visitOfField(value: FormDataEntryValue | null): Visit {
  // A few UTM values fit in far less: a longer field is no attribution of ours.
  if (typeof value !== 'string' || !value || value.length > 2000) return noVisit;
  try {
    return visitOf(JSON.parse(value));
  } catch {
    return noVisit;
  }
}
