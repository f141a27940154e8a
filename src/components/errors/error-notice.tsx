import { errorPageText as text } from '@/content/errors';

/**
 * What an unexpected failure shows, in French, with the reference to quote: Next's digest of the error, which the
 * server's log line (and the error report) carries beside the request id (instrumentation.ts). Links, not buttons:
 * « Réessayer » loads the same address again, which retries what failed on the server and works without the scripts.
 */
export function ErrorNotice({ digest, staff = false }: { digest?: string; staff?: boolean }) {
  const back = staff ? text.adminHome : text.home;
  return (
    <section
      className="container-page flex flex-col items-center gap-6 py-24 text-center"
      aria-labelledby="erreur-titre"
    >
      <h1 id="erreur-titre" className="text-3xl font-extrabold text-brand-950 sm:text-4xl">
        {text.heading}
      </h1>
      <p className="max-w-lg text-muted">{staff ? text.admin : text.site}</p>
      {digest && (
        <p className="font-mono text-sm text-brand-900">
          {text.reference}
          {digest}
        </p>
      )}
      <div className="flex flex-wrap justify-center gap-3">
        <a
          href=""
          className="inline-flex min-h-12 items-center rounded-lg bg-brand-700 px-6 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          {text.retry}
        </a>
        <a
          href={back.href}
          className="inline-flex min-h-12 items-center rounded-lg border border-brand-200 bg-white px-6 py-2.5 font-semibold text-brand-800 hover:bg-brand-50"
        >
          {back.label}
        </a>
      </div>
    </section>
  );
}
