'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { clsx } from 'clsx';
import type { RequestStatus, SettableStatus, WorkflowKind } from '@/config/requests';
import { buttonVariants } from '@/components/ui/button-variants';
import { notify } from '@/components/forms/toaster';

/** Every word the control shows, given by the server (static text stays out of client JS). */
export type StatusControlText = {
  group: string;
  busy: string;
  updated: string;
  failed: string;
  options: { status: SettableStatus; label: string; mark: string; done: string }[];
};

/** Sets 'En cours' or 'Traité' (never back to 'Nouveau'); the list and its history are read again on success. */
export function StatusControl({
  kind,
  id,
  status,
  text,
}: {
  kind: WorkflowKind;
  id: string;
  status: RequestStatus;
  text: StatusControlText;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState<SettableStatus | null>(null);

  const change = async (option: StatusControlText['options'][number]) => {
    setBusy(option.status);
    try {
      const response = await fetch('/api/admin/status', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ kind, id, status: option.status }),
      });
      // Every refusal and failure of the route has its own HTTP status (401, 403, 400, 404, 413, 503).
      if (!response.ok) throw new Error(`status ${response.status}`);
      void notify({ title: text.updated, description: option.done });
      router.refresh();
    } catch {
      void notify({ title: text.failed, variant: 'error' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div role="group" aria-label={text.group} className="flex flex-wrap gap-2">
      {text.options.map((option) => {
        const current = status === option.status;
        return (
          <button
            key={option.status}
            type="button"
            onClick={() => change(option)}
            disabled={busy !== null || current}
            aria-pressed={current}
            data-shortcut={option.status === 'traite' ? 'close' : undefined}
            className={clsx(
              buttonVariants({ variant: current ? 'primary' : 'outline', size: 'sm' }),
              current && 'disabled:opacity-100',
            )}
          >
            {busy === option.status ? text.busy : current ? option.label : option.mark}
          </button>
        );
      })}
    </div>
  );
}
