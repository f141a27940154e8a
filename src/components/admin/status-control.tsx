'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { clsx } from 'clsx';
import { adminMessages, requestStatuses, settableStatuses, type AdminKind, type SettableStatus } from '@/content/admin';
import { buttonVariants } from '@/components/ui/button-variants';
import { notify } from '@/components/forms/toaster';

const labelOf = (status: string) => requestStatuses.find((item) => item.id === status)?.label ?? status;

/** Sets 'En cours' or 'Traité' (never back to 'Nouveau'); the list and its history are read again on success. */
export function StatusControl({ kind, id, status, name }: { kind: AdminKind; id: string; status: string; name: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState<SettableStatus | null>(null);

  const change = async (next: SettableStatus) => {
    setBusy(next);
    try {
      const response = await fetch('/api/admin/status', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ kind, id, status: next }),
      });
      const result = (await response.json()) as { ok: boolean; message?: string };
      if (!result.ok) throw new Error(result.message);
      void notify({ title: adminMessages.statusUpdated, description: `${name} : ${labelOf(next)}` });
      router.refresh();
    } catch {
      void notify({ title: adminMessages.statusFailed, variant: 'error' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div role="group" aria-label={`Changer le statut de ${name}`} className="flex flex-wrap gap-2">
      {settableStatuses.map((option) => (
        <button
          key={option}
          type="button"
          onClick={() => change(option)}
          disabled={busy !== null || status === option}
          aria-pressed={status === option}
          className={clsx(buttonVariants({ variant: status === option ? 'primary' : 'outline', size: 'sm' }), status === option && 'disabled:opacity-100')}
        >
          {busy === option ? 'Mise à jour...' : status === option ? labelOf(option) : `Marquer « ${labelOf(option)} »`}
        </button>
      ))}
    </div>
  );
}
