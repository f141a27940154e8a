// Any origin does: only the path is kept, and it must stay on the origin it was read against. This one is not SITE_URL
// so that lib/ reads no setting.
const origin = new URL('https://site.invalid');

// Characters none of our paths holds, that browsers and URL parsers treat specially: control characters (a tab or a
// line break is stripped, so "/\t/evil" becomes "//evil") and backslashes (read as "/"); also their percent-encoded
// forms and an encoded slash, in case a layer decodes the value once more.
const forbidden = /[\u0000-\u001f\u007f\\]|%(?:[01][\da-f]|7f|5c|2f)/i;

/**
 * A path on this site to return to after signing in, or `fallback`. The value is parsed as a URL and must keep its
 * origin; what is returned is the parsed path, never the raw value, and never "//…", which a browser
 * reads as another host.
 */
export function safeReturnPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length > 2048 || !value.startsWith('/') || forbidden.test(value))
    return fallback;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== origin.origin || url.pathname.startsWith('//')) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
