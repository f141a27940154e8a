import { ATTRIBUTION_MAX, utmParameters } from '@/lib/attribution';

/**
 * The visit's UTM parameters and external referrer, read when a form is sent: the landing URL is the navigation entry
 * of the page the visitor opened (client-side navigations keep it), its referrer is document.referrer. Only the
 * referring site's origin is sent, never its path. Loaded with the first submission, not with the page.
 */
export function visitAttribution(): Record<string, string> | undefined {
  const attribution: Record<string, string> = {};
  try {
    const entry = performance.getEntriesByType('navigation')[0];
    const landing = new URL(entry?.name || location.href);
    for (const [key, parameter] of Object.entries(utmParameters)) {
      const value = landing.searchParams.get(parameter)?.trim();
      if (value) attribution[key] = value.slice(0, ATTRIBUTION_MAX);
    }
    const referrer = document.referrer ? new URL(document.referrer) : null;
    if (referrer && referrer.host !== location.host && /^https?:$/.test(referrer.protocol))
      attribution.referrer = referrer.origin;
  } catch {
    // No attribution rather than no request.
  }
  return Object.keys(attribution).length ? attribution : undefined;
}

/** Writes the visit into a form's hidden `attribution` field (the contact form, a server action). */
export function fillAttribution(form: HTMLFormElement | null) {
  const field = form?.elements.namedItem('attribution');
  const attribution = visitAttribution();
  if (attribution && field instanceof HTMLInputElement) field.value = JSON.stringify(attribution);
}
