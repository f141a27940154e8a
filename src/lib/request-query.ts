/**
 * Reads a request page's query (/demande/devis?service=…&depuis=…&bouton=…): where the visitor came from, the button
 * they pressed, and what that button preselects. Every value is checked against what the site itself would put there;
 * anything else is ignored, never echoed: a path of letters, digits and hyphens, a short label of ordinary characters,
 * and presets from the dialog's own lists (RequestPresets).
 */
import { presetQuery, requestPagePath, requestQuery, type RequestPageKind } from '@/content/request-links';
import {
  callbackSlots,
  consultationModes,
  consultationTypes,
  demoRequestTypes,
  demoSolutions,
  requestableServices,
  supportPriorities,
  urgencies,
} from '@/content/requests';
import { allPages } from '@/lib/routes';
import type { RequestPresets } from '@/lib/schemas/requests';
import { forbiddenInLine } from '@/lib/schemas/patterns';

export type SearchParams = Readonly<Record<string, string | string[] | undefined>>;

/** Longest page path and button label taken from a query; the request's source (300 characters) holds both. */
export const FROM_MAX = 120;
export const LABEL_MAX = 100;

const ids = (list: readonly { id: string }[]) => list.map((item) => item.id);

/** The values each preset may take: the lists the dialog's schema checks. */
const presetValues = {
  quote: { service: requestableServices },
  consultation: {
    consultationType: ids(consultationTypes),
    consultationMode: ids(consultationModes),
    urgency: ids(urgencies),
  },
  demo: { solution: demoSolutions, requestType: ids(demoRequestTypes) },
  support: { priority: ids(supportPriorities) },
  callback: { slot: callbackSlots },
} satisfies {
  [K in RequestPageKind]: Record<keyof (typeof presetQuery)[K] & keyof RequestPresets[K], readonly string[]>;
};

// A path of this site's shape: lower-case words between slashes, nothing else (no query, no "//", no dot segment).
const pathShape = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/;

/** A query value as Next gives it: a repeated key counts by its last value, as the query routes read it. */
function valueOf(query: SearchParams, key: string): string | undefined {
  const value = query[key];
  return Array.isArray(value) ? value.at(-1) : value;
}

/** The page a request came from: a path of this site's shape, or nothing. */
export function fromPath(value: string | undefined): string | undefined {
  return value && value.length <= FROM_MAX && pathShape.test(value) ? value : undefined;
}

/** A button's label: one short line of ordinary characters, its spaces collapsed, or nothing. */
export function buttonLabel(value: string | undefined): string | undefined {
  if (!value || value.length > LABEL_MAX * 2 || forbiddenInLine.test(value)) return undefined;
  const label = value.trim().replace(/\s+/g, ' ');
  return label && label.length <= LABEL_MAX ? label : undefined;
}

export type RequestQuery<K extends RequestPageKind> = {
  /** The page path the visitor came from, when the query names one. */
  from?: string;
  /** That page's heading, when it is one of the site's pages. */
  fromHeading?: string;
  label?: string;
  preset: RequestPresets[K];
  /** "page path · button label", as the dialog writes it; the request page's own path and title without a query. */
  source: string;
};

/** The request page's query, checked; `fallbackLabel` names the request when no button does (the page's title). */
export function parseRequestQuery<K extends RequestPageKind>(
  kind: K,
  query: SearchParams,
  fallbackLabel: string,
): RequestQuery<K> {
  const from = fromPath(valueOf(query, requestQuery.from));
  const label = buttonLabel(valueOf(query, requestQuery.label));
  const words: Readonly<Record<string, string>> = presetQuery[kind];
  const allowed: Readonly<Record<string, readonly string[]>> = presetValues[kind];
  const preset: Record<string, string> = {};
  for (const [field, word] of Object.entries(words)) {
    const value = valueOf(query, word);
    if (value !== undefined && allowed[field]?.includes(value)) preset[field] = value;
  }
  return {
    from,
    fromHeading: from ? allPages.find((page) => page.path === from)?.heading : undefined,
    label,
    preset: preset as RequestPresets[K],
    source: `${from ?? requestPagePath(kind)} · ${label ?? fallbackLabel}`,
  };
}
