'use client';

import { ErrorNotice } from '@/components/errors/error-notice';

/** A back-office page failed: the notice, with the way back to the overview. */
export default function AdminError({ error }: { error: Error & { digest?: string } }) {
  return <ErrorNotice digest={error.digest} staff />;
}
