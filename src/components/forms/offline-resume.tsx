'use client';

import { useEffect } from 'react';
import { hasDraft } from './draft-names';

/**
 * On each page load of the site: when drafts are kept on the device, the offline queue is loaded; it deletes those
 * past their DRAFT_RETENTION_DAYS and sends the requests that still wait from an earlier visit. Otherwise nothing is
 * loaded: a look at localStorage's names (draft-names.ts: drafts.ts stays out of every page's first load).
 */
export function OfflineResume() {
  useEffect(() => {
    if (/^\/(?:admin|auth)(?:\/|$)/.test(location.pathname)) return;
    // Any draft: the queue deletes those past their 7 days, and sends those that wait.
    if (!hasDraft()) return;
    void import('./offline-queue').then((queue) => queue.resumeQueue());
  }, []);
  return null;
}
