'use client';

import { useState, type ComponentProps, type ReactNode } from 'react';

export type LazyDialogState = { open: boolean; onOpenChange: (open: boolean) => void };

type LazyDialogTriggerProps = Omit<ComponentProps<'button'>, 'onClick' | 'type'> & {
  /** Starts loading the dialog's code: called when a pointer, a finger or the focus reaches the button. */
  prefetch: () => void;
  /** The dialog, rendered from the first click on, then kept mounted so it can animate out and keep its input. */
  dialog: (state: LazyDialogState) => ReactNode;
};

/** A button that opens a dialog whose code arrives when a visitor first reaches for it, never with the page. */
export function LazyDialogTrigger({ prefetch, dialog, children, ...buttonProps }: LazyDialogTriggerProps) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        {...buttonProps}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onTouchStart={prefetch}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {children}
      </button>
      {loaded ? dialog({ open, onOpenChange: setOpen }) : null}
    </>
  );
}
