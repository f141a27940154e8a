'use client';

import { ErrorNotice } from '@/components/errors/error-notice';
import { errorPageText } from '@/content/errors';

/** The root layout itself failed: this replaces it, so it brings its own document. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="fr">
      <head>
        <title>{errorPageText.title}</title>
      </head>
      <body>
        <ErrorNotice digest={error.digest} />
      </body>
    </html>
  );
}
