'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { authMessages } from '@/content/auth';
import { notify } from '@/components/forms/toaster';

type Notice = { title: string; description?: string };
export type WriteAnswer = { ok: true } & Record<string, unknown>;

/**
 * Sends one back-office write as JSON to `url`: a toast says what became of it (the route's French refusal, or
 * `done`), and the page is read again. `busy` names the write under way.
 */
export function useAdminWrite<Change>(url: string, errorTitle: string) {
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);
  const send = async (
    key: string,
    change: Change,
    done: Notice | ((answer: WriteAnswer) => Notice),
  ): Promise<boolean> => {
    setBusy(key);
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(change),
    }).catch(() => null);
    const body = (await response?.json().catch(() => null)) as WriteAnswer | { ok: false; message?: string } | null;
    setBusy(null);
    if (!body?.ok) {
      void notify({
        title: errorTitle,
        description: (body && 'message' in body && body.message) || authMessages.unavailable,
        variant: 'error',
      });
      return false;
    }
    void notify(typeof done === 'function' ? done(body) : done);
    router.refresh();
    return true;
  };
  return { busy, send };
}
