import type { ReactNode } from 'react';
import type { RequestPageKind } from '@/content/request-links';
import { requestPageIntro, requestPageText as text } from '@/content/request-pages';
import type { RequestQuery } from '@/lib/request-query';
import { Link } from '@/components/ui/link';
import { ContentPage } from '@/components/sections/content-page';

/**
 * A request page: the dialog's heading and line as its hero, the page the visitor came from, and the kind's form
 * (`children`), which works without JavaScript.
 */
export function RequestView<K extends RequestPageKind>({
  kind,
  query,
  children,
}: {
  kind: K;
  query: RequestQuery<K>;
  children: ReactNode;
}) {
  return (
    <ContentPage page={requestPageIntro(kind, query.preset)}>
      <section aria-labelledby="demande-titre" className="py-12 sm:py-16">
        <div className="container-page max-w-3xl">
          <h2 id="demande-titre" className="text-2xl font-extrabold tracking-tight text-brand-950">
            {text.formTitle}
          </h2>
          {query.from ? (
            <p className="mt-2 text-sm text-muted">
              {`${text.from} `}
              <Link href={query.from} className="font-medium text-brand-700 hover:underline">
                {query.fromHeading ?? query.from}
              </Link>
            </p>
          ) : null}
          <div className="mt-8">{children}</div>
        </div>
      </section>
    </ContentPage>
  );
}
