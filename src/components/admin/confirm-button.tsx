'use client';

import { useState } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';

type Props = {
  label: string;
  confirmLabel: string;
  /** The buttons' accessible names, when their text needs what they act on (several on one page). */
  names?: { label: string; confirm: string };
  disabled?: boolean;
  onConfirm: () => Promise<unknown>;
};

/** A removal in two steps: the first press asks, a second confirms. */
export function ConfirmButton({ label, confirmLabel, names, disabled, onConfirm }: Props) {
  const [confirming, setConfirming] = useState(false);
  return confirming ? (
    <button
      type="button"
      className={buttonVariants({ variant: 'outline', size: 'sm', className: 'w-fit' })}
      disabled={disabled}
      onClick={() => void onConfirm().then(() => setConfirming(false))}
      aria-label={names?.confirm}
    >
      {confirmLabel}
    </button>
  ) : (
    <button
      type="button"
      className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'w-fit' })}
      onClick={() => setConfirming(true)}
      aria-label={names?.label}
    >
      {label}
    </button>
  );
}
