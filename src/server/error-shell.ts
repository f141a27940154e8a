/**
 * Next's page when a page fails while rendered on the server: `<html id="__next_error__">` with an empty body, which
 * its scripts then fill by rendering app/error.tsx (or app/admin/error.tsx) in the browser. Until they arrive (seconds
 * on a slow phone network) and without them, the visitor would see a blank page: the server writes the same French
 * notice into that body, with the request id (the `X-Request-Id` the log line carries), and the page's language. The
 * browser's rendering replaces it (Next renders that page anew, it does not hydrate it). deferred-scripts.ts applies
 * it to the page as it streams; tests/e2e/production-start.spec.ts fails if Next's page changes.
 */
import { errorPageText as text } from '@/content/errors';

export const ERROR_SHELL_HTML = '<html id="__next_error__">';

/** The notice, as plain HTML (no stylesheet is applied to Next's error page): `requestId` is a checked request id. */
export function errorShellNotice(requestId: string, path: string): string {
  const staff = path === text.adminHome.href || path.startsWith(`${text.adminHome.href}/`);
  const back = staff ? text.adminHome : text.home;
  return (
    `<main style="font-family:sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5">` +
    `<h1>${text.heading}</h1><p>${staff ? text.admin : text.site}</p>` +
    `<p>${text.reference}<code>${requestId}</code></p>` +
    `<p><a href="">${text.retry}</a> · <a href="${back.href}">${back.label}</a></p></main>`
  );
}
