'use client';

import { useState, type ComponentProps } from 'react';
import dynamic from 'next/dynamic';

const loadDialog = () => import('./cookie-preferences-dialog');
// The dialog's code arrives when a visitor first reaches for a button that opens it, never with the page.
const CookiePreferencesDialog = dynamic(loadDialog, { ssr: false });

/** A button that opens the cookie preferences dialog: the banner's 'Personnaliser', the cookies page's, the footer's. */
export function CookiePreferencesTrigger({ children, ...buttonProps }: Omit<ComponentProps<'button'>, 'onClick' | 'type'>) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const prefetch = () => void loadDialog();
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
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
      {loaded ? <CookiePreferencesDialog open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
