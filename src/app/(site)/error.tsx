'use client';

import { ErrorNotice } from '@/components/errors/error-notice';

/** A public page or the sign-in page failed: the site's frame stays, the notice takes the main content. */
export default function SiteError({ error }: { error: Error & { digest?: string } }) {
  return <ErrorNotice digest={error.digest} />;
}
