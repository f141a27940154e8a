import type { ReactNode } from 'react';

/** The dark closing block of a page: a heading, a sentence, and its buttons. */
export function CallToAction({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <section aria-labelledby="appel-titre" className="py-16 sm:py-20">
      <div className="container-page">
        <div className="flex flex-col items-start gap-6 rounded-2xl bg-brand-950 p-6 text-white sm:p-8 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id="appel-titre" className="text-2xl font-bold sm:text-3xl">
              {title}
            </h2>
            <p className="mt-2 text-brand-100">{text}</p>
          </div>
          <div className="flex flex-wrap gap-3">{children}</div>
        </div>
      </div>
    </section>
  );
}
